import type { ReactNode } from "react";
import { TextList } from "~/components/sections/lists";
import { GOVERNMENT_SCHEMES_PATH } from "~/content/paths";
import { CallButton } from "~/components/sections/call-button";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as schemesEn from "~/content/government-schemes";
import * as schemesTe from "~/content/te/government-schemes";
import { inBothLanguages, langOfRequest } from "~/i18n/lang";
import { pageBasics } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/government-schemes";

const path = GOVERNMENT_SCHEMES_PATH;
const schemesText = inBothLanguages(schemesEn, schemesTe);

export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { governmentSchemesMeta, governmentSchemesPage, schemes, acceptedSchemesFact } = schemesText(lang);
  return {
    ...pageBasics(governmentSchemesMeta, path, lang),
    page: governmentSchemesPage,
    schemes,
    accepted: acceptedSchemesFact.value,
  };
}

export const meta: Route.MetaFunction = headFromLoader;

const listClass = "list-disc space-y-1 pl-6";

/** One thing to know about a scheme: who it is for, what it covers, what to bring, where to check. */
function SchemeDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-bold text-brand-900">{term}</dt>
      <dd className="mt-2">{children}</dd>
    </div>
  );
}

/** What the government schemes pay for in eye care, who may use them, and what to bring. */
export default function GovernmentSchemes({ loaderData }: Route.ComponentProps) {
  const { page, accepted, breadcrumbs } = loaderData;
  const acceptedSchemes = loaderData.schemes.filter((scheme) => accepted.includes(scheme.id));
  return (
    <>
      <PageHero title={page.title} breadcrumbs={breadcrumbs} intro={<p className="max-w-[65ch]">{page.intro}</p>} />
      <Section id="accepted" title={page.acceptedTitle} intro={<p>{page.acceptedText}</p>} tone="tint">
        <ul className="grid gap-3 text-lg font-semibold sm:grid-cols-3">
          {acceptedSchemes.map((scheme) => (
            <li key={scheme.id} className="rounded-xl bg-white p-4 shadow-card">
              <a href={`#${scheme.id}`} className="text-brand-800 underline underline-offset-4">
                {scheme.name}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      {loaderData.schemes.map((scheme) => (
        <Section key={scheme.id} id={scheme.id} title={scheme.name} intro={<p>{scheme.runBy}</p>}>
          <dl className="grid max-w-4xl gap-6 text-lg md:grid-cols-2">
            <SchemeDetail term={page.whoForTitle}>
              <TextList items={scheme.whoFor} className={listClass} />
            </SchemeDetail>
            <SchemeDetail term={page.coversTitle}>{scheme.covers}</SchemeDetail>
            <SchemeDetail term={page.bringTitle}>
              <TextList items={scheme.bring} className={listClass} />
            </SchemeDetail>
            <SchemeDetail term={page.checkTitle}>{scheme.checkAt}</SchemeDetail>
          </dl>
        </Section>
      ))}
      <Section id="not-covered" title={page.notCoveredTitle} tone="tint">
        <p className="max-w-[65ch] text-lg">{page.notCovered}</p>
      </Section>
      <Section id="ask" title={page.askTitle}>
        <p className="max-w-[65ch] text-lg">{page.askText}</p>
        <div className="mt-6">
          <CallButton label={page.callLabel} />
        </div>
      </Section>
    </>
  );
}
