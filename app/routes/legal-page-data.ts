import { sectionId } from "~/components/legal/legal-page";
import * as legalEn from "~/content/legal";
import type { LegalPage } from "~/content/legal";
import * as legalTe from "~/content/te/legal";
import { inBothLanguages, langOfRequest } from "~/i18n/lang";
import { buildPageMeta } from "~/seo/meta";

const legal = inBothLanguages(legalEn, legalTe);

/**
 * The route data of a legal page (privacy, terms): its head, one step below home, and its text, which travels as
 * data so it stays out of the JavaScript bundle. Not a route itself: the two legal routes' loaders return this.
 * `pick` chooses the page from a language's legal texts; the sections' ids are the English headings' on both
 * language's pages, so that a link to a section works in either.
 */
export function legalPageData(pick: (texts: typeof legalEn) => LegalPage, path: string, request: Request) {
  const lang = langOfRequest(request);
  const texts = legal(lang);
  const page = pick(texts);
  return {
    head: buildPageMeta({
      title: page.title,
      description: page.metaDescription,
      keywords: page.keywords,
      path,
      breadcrumbs: [{ name: page.title, path }],
      lang,
    }),
    page,
    labels: texts.legalLabels,
    sectionIds: pick(legalEn).sections.map((section) => sectionId(section.heading)),
  };
}
