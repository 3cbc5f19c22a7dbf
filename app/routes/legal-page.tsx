import { LegalPageView, sectionId } from "~/components/legal/legal-page";
import * as legalEn from "~/content/legal";
import type { LegalPage } from "~/content/legal";
import * as legalTe from "~/content/te/legal";
import { inBothLanguages, langOfRequest, pathWithoutLang } from "~/i18n/lang";
import { pageBasics } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/legal-page";

const legal = inBothLanguages(legalEn, legalTe);

/** The two legal pages, by their English paths (app/routes.ts gives this module both). */
const legalPages: Record<string, (texts: typeof legalEn) => LegalPage> = {
  "/privacy-policy": (texts) => texts.privacyPolicy,
  "/terms-of-service": (texts) => texts.termsOfService,
};

/**
 * A legal page's head, one step below home, and its text, which travels as data so it stays out of the JavaScript
 * bundle. The sections' ids are the English headings' on both languages' pages, so a link to a section works in
 * either.
 */
export function loader({ request }: Route.LoaderArgs) {
  // Routes match without regard to letter case, so the table is read the same way.
  const path = pathWithoutLang(new URL(request.url).pathname).replace(/\/$/, "").toLowerCase();
  const pick = legalPages[path];
  if (!pick) throw new Response("Not Found", { status: 404 });
  const lang = langOfRequest(request);
  const texts = legal(lang);
  const page = pick(texts);
  const meta = { title: page.title, description: page.metaDescription, keywords: page.keywords };
  return {
    ...pageBasics(meta, path, lang),
    page,
    path,
    labels: texts.legalLabels,
    sectionIds: pick(legalEn).sections.map((section) => sectionId(section.heading)),
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, labels, sectionIds, path } = loaderData;
  return <LegalPageView page={page} labels={labels} sectionIds={sectionIds} path={path} />;
}
