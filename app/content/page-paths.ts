import { LANGS, localizedPath } from "../i18n/lang";
import { articleSlugs } from "./articles";
import { publishedArticleCards } from "./articles/published";
import { offeredServiceSlugs } from "./hospital/services-offered";
import { hasOpticalShop } from "./optical-shop";
import { articlePath, GOVERNMENT_SCHEMES_PATH, PATIENT_EDUCATION_PATH, servicePath } from "./paths";

/** Pages with fixed paths, in the order the sitemap lists them. */
export const staticPagePaths = [
  "/",
  "/about",
  "/services",
  "/doctors",
  "/focus-opticals",
  "/testimonials",
  "/contact",
  "/book",
  PATIENT_EDUCATION_PATH,
  "/community-outreach",
  GOVERNMENT_SCHEMES_PATH,
  "/privacy-policy",
  "/terms-of-service",
] as const;

/** Every indexable page the site has: these are prerendered and listed in the sitemap. */
export function indexablePaths(): string[] {
  // A hospital without an optical shop has no shop page (issue 40).
  const pages = staticPagePaths.filter((path) => path !== "/focus-opticals" || hasOpticalShop);
  return [...pages, ...offeredServiceSlugs.map(servicePath), ...articleSlugs.map(articlePath)];
}

/** Every indexable page in every language: English first, then the Telugu twins in the same order. */
export function indexablePathsInAllLanguages(): string[] {
  return LANGS.flatMap((lang) => indexablePaths().map((path) => localizedPath(path, lang)));
}

/**
 * What the build prerenders, and a publish renders: the pages in both languages, the articles written in the site
 * editor, and the crawl files. A service the hospital does not offer has no page (its address goes to the list).
 */
export function prerenderPaths(): string[] {
  const editorArticles = publishedArticleCards.flatMap(({ slug }) =>
    LANGS.map((lang) => localizedPath(articlePath(slug), lang)),
  );
  return [
    ...indexablePathsInAllLanguages(),
    ...editorArticles,
    "/sitemap.xml",
    "/robots.txt",
    "/manifest.webmanifest",
    "/icons.svg",
  ];
}
