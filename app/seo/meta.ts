import type { MetaDescriptor } from "react-router";
import type { BreadcrumbList, WebPage, WithContext } from "schema-dts";
import { site } from "~/content/site";
import { websiteId } from "./ids";
import { absoluteUrl, OG_IMAGE_SIZE, ogImagePath } from "./url";

/** For pages that bring no keywords of their own (the not-found pages among them). */
export const defaultKeywords = `${site.name}, eye hospital ${site.city}, eye specialist ${site.city}, cataract surgery ${site.city}, eye check-up ${site.city}`;

export interface PageMetaInput {
  /** Page title without the site suffix. */
  title: string;
  /** Written for this page; at most 160 characters. */
  description: string;
  /** The page's own path, e.g. "/services/cataract". */
  path: string;
  keywords?: readonly string[];
  /** Sharing image path; defaults to the image the build generates for this page. */
  ogImage?: string;
  ogImageAlt?: string;
  ogType?: "website" | "article" | "profile";
  /** For pages that must not be indexed (not-found pages). */
  noindex?: boolean;
  /** Trail below the home page, e.g. [{name: "Services", path: "/services"}]. Home is prepended. */
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

export function pageTitle(title: string): string {
  return `${title} | ${site.name} ${site.city}`;
}

/**
 * Every head tag a page needs. React Router replaces (does not merge) parent meta,
 * so each route's `meta` returns this whole set.
 */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.ogImage ?? (input.noindex ? "/og/home.png" : ogImagePath(input.path)));
  const imageAlt = input.ogImageAlt ?? `${input.title} – ${site.name}, ${site.city}`;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { name: "keywords", content: input.keywords?.length ? input.keywords.join(", ") : defaultKeywords },
    { tagName: "link", rel: "canonical", href: url },
    { name: "robots", content: input.noindex ? "noindex, follow" : "index, follow, max-image-preview:large" },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: `${site.name} ${site.city}` },
    { property: "og:locale", content: site.locale },
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
  // Every page but the not-found ones is a WebPage of the site, holding its breadcrumb trail; the page's subject
  // (service, article, doctor, shop) points at it with mainEntityOfPage.
  if (!input.noindex) {
    const page: WithContext<WebPage> = {
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": url,
      name: title,
      isPartOf: { "@id": websiteId },
      breadcrumb: input.breadcrumbs?.length
        ? breadcrumbNode([{ name: "Home", path: "/" }, ...input.breadcrumbs])
        : undefined,
    };
    tags.push({ "script:ld+json": page });
  }
  return tags;
}

/** The head of a page whose form came back with problems: the title says so first, and it is never indexed. */
export function rejectedFormHead(head: MetaDescriptor[]): MetaDescriptor[] {
  return head.map((tag) => {
    if ("title" in tag && typeof tag.title === "string") return { title: `Error: ${tag.title}` };
    if ("name" in tag && tag.name === "robots") return { name: "robots", content: "noindex, nofollow" };
    return tag;
  });
}
