import { legalLabels, type LegalPage } from "~/content/legal";
import { buildPageMeta } from "~/seo/meta";

/**
 * The route data of a legal page (privacy, terms): its head, one step below home, and its text, which travels as
 * data so it stays out of the JavaScript bundle. Not a route itself: the two legal routes' loaders return this.
 */
export function legalPageData(page: LegalPage, path: string) {
  return {
    head: buildPageMeta({
      title: page.title,
      description: page.metaDescription,
      keywords: page.keywords,
      path,
      breadcrumbs: [{ name: page.title, path }],
    }),
    page,
    labels: legalLabels,
  };
}
