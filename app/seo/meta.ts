import type { MetaDescriptor } from "react-router";
import type { BreadcrumbList, WebPage, WithContext } from "schema-dts";
import { site } from "~/content/site";
import { cityTe } from "~/content/te/hospital-words";
import { DEFAULT_LANG, LANGS, LANGUAGE_INFO, localizedPath, type Lang } from "~/i18n/lang";
import { websiteId } from "./ids";
import { absoluteUrl, OG_IMAGE_SIZE, ogImagePath } from "./url";

/** For pages that bring no keywords of their own (the not-found pages among them). */
export const defaultKeywords = `${site.name}, eye hospital ${site.city}, eye specialist ${site.city}, cataract surgery ${site.city}, eye check-up ${site.city}`;

export interface PageMetaInput {
  /** Page title without the site suffix. */
  title: string;
  /** Written for this page; at most 160 characters. */
  description: string;
  /** The page's own path in English, e.g. "/services/cataract"; the Telugu twin's is derived from it. */
  path: string;
  /** The page's language (default English): its canonical address, og:locale and alternates follow it. */
  lang?: Lang;
  keywords?: readonly string[];
  /** Sharing image path; defaults to the image the build generates for this page. */
  ogImage?: string;
  ogImageAlt?: string;
  ogType?: "website" | "article" | "profile";
  /** For pages that must not be indexed (not-found pages). */
  noindex?: boolean;
  /** Trail below the home page, e.g. [{name: "Services", path: "/services"}] (English paths). Home is prepended. */
  breadcrumbs?: { name: string; path: string }[];
}

/**
 * The breadcrumb trail as structured data. The rest of the graph (hospital, clinic, web site, and each page's
 * own nodes) is built on the server by loaders and rendered by <StructuredData />, so no page ships that code.
 */
export function breadcrumbNode(trail: { name: string; path: string }[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The hospital's city as each language writes it (the hospital's name stays in English letters). */
const CITY: Record<Lang, string> = { en: site.city, te: cityTe };
const HOME_CRUMB: Record<Lang, string> = { en: "Home", te: "హోమ్" };

export function pageTitle(title: string, lang: Lang = DEFAULT_LANG): string {
  return `${title} | ${site.name} ${CITY[lang]}`;
}

/**
 * Every head tag a page needs. React Router replaces (does not merge) parent meta,
 * so each route's `meta` returns this whole set.
 */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const lang = input.lang ?? DEFAULT_LANG;
  const title = pageTitle(input.title, lang);
  const ownPath = localizedPath(input.path, lang);
  const url = absoluteUrl(ownPath);
  const image = absoluteUrl(
    input.ogImage ?? (input.noindex ? ogImagePath(localizedPath("/", lang)) : ogImagePath(ownPath)),
  );
  const imageAlt = input.ogImageAlt ?? `${input.title} – ${site.name}, ${CITY[lang]}`;
  const otherLangs = LANGS.filter((other) => other !== lang);

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { name: "keywords", content: input.keywords?.length ? input.keywords.join(", ") : defaultKeywords },
    { tagName: "link", rel: "canonical", href: url },
    { name: "robots", content: input.noindex ? "noindex, follow" : "index, follow, max-image-preview:large" },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: `${site.name} ${CITY[lang]}` },
    { property: "og:locale", content: LANGUAGE_INFO[lang].ogLocale },
    ...otherLangs.map((other) => ({ property: "og:locale:alternate", content: LANGUAGE_INFO[other].ogLocale })),
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    { name: "geo.region", content: site.address.regionCode },
    { name: "geo.placename", content: site.city },
    { name: "geo.position", content: `${site.geo.latitude};${site.geo.longitude}` },
    { name: "ICBM", content: `${site.geo.latitude}, ${site.geo.longitude}` },
    { name: "theme-color", content: site.themeColor },
  ];
  // Each page names its twin in the other language (and English as the default), reciprocally; not-found pages
  // have no twin to name.
  if (!input.noindex) {
    for (const each of LANGS) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: LANGUAGE_INFO[each].hreflang,
        href: absoluteUrl(localizedPath(input.path, each)),
      });
    }
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(input.path) });
  }
  // Every page but the not-found ones is a WebPage of the site, holding its breadcrumb trail; the page's subject
  // (service, article, doctor, shop) points at it with mainEntityOfPage.
  if (!input.noindex) {
    const page: WithContext<WebPage> = {
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": url,
      name: title,
      inLanguage: LANGUAGE_INFO[lang].hreflang,
      isPartOf: { "@id": websiteId },
      breadcrumb: input.breadcrumbs?.length
        ? breadcrumbNode(
            [{ name: HOME_CRUMB[lang], path: "/" }, ...input.breadcrumbs].map((crumb) => ({
              name: crumb.name,
              path: localizedPath(crumb.path, lang),
            })),
          )
        : undefined,
    };
    tags.push({ "script:ld+json": page });
  }
  return tags;
}

/**
 * A form page's head without its title: the page renders its own `<title>` (React places it in the head), because
 * only the page knows whether its form came back with problems (a route's `meta` is not given the action's data).
 */
export function formPageHead(head: MetaDescriptor[]): { head: MetaDescriptor[]; title: string } {
  const titleTag = head.find((tag) => "title" in tag);
  const title = titleTag && "title" in titleTag ? String(titleTag.title) : "";
  return { head: head.filter((tag) => !("title" in tag)), title };
}

/**
 * The head and breadcrumb trail of a page one level below home, named by its own title: what most loaders start
 * their data with (`...pageBasics(meta, path, lang)`).
 */
export function pageBasics(
  meta: Pick<PageMetaInput, "title" | "description" | "keywords">,
  path: string,
  lang: Lang,
  more: Pick<PageMetaInput, "ogType"> = {},
) {
  const breadcrumbs = [{ name: meta.title, path }];
  return { head: buildPageMeta({ ...meta, ...more, path, breadcrumbs, lang }), breadcrumbs };
}
