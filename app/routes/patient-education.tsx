import ArticleFinder, { QUERY_PARAM } from "~/components/education/article-finder.island";
import { Island } from "~/components/islands/island";
import { earlyTabsScript } from "~/lib/inline-scripts";
import { FaqList } from "~/components/sections/faq-list";
import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import { articlesIn } from "~/content/articles/by-language";
import * as educationEn from "~/content/patient-education";
import * as educationTe from "~/content/te/patient-education";
import { inBothLanguages, langOfRequest, localizedPath } from "~/i18n/lang";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/patient-education";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";

const education = inBothLanguages(educationEn, educationTe);

/** The page's words and the eight summaries; the search and tabs island receives what it shows as props. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { articleSummaries, articlesInTab, articleTabs } = articlesIn(lang);
  const { educationFaqs, educationHero, educationMeta, educationPageCopy, glaucomaFacts, newsletter, promoBlocks } =
    education(lang);
  return {
    lang,
    head: buildPageMeta({
      title: educationMeta.title,
      description: educationMeta.description,
      keywords: educationMeta.keywords,
      path: PATIENT_EDUCATION_PATH,
      lang,
      breadcrumbs: breadcrumbsFor(educationMeta.title),
    }),
    meta: educationMeta,
    hero: educationHero,
    copy: educationPageCopy,
    summaries: articleSummaries,
    tabs: articleTabs.map((tab) => ({ ...tab, slugs: articlesInTab(tab.value).map((article) => article.slug) })),
    promoBlocks,
    glaucomaFacts,
    faqs: educationFaqs,
    newsletter,
    // Prerendered without a term; rendered on request when the address holds one (a search without JavaScript).
    initialTerm: new URL(request.url).searchParams.get(QUERY_PARAM) ?? "",
  };
}

type PageData = Route.ComponentProps["loaderData"];

/** The trail below Home, with English paths: the page head and the breadcrumb put them in the page's language. */
const breadcrumbsFor = (title: string) => [{ name: title, path: PATIENT_EDUCATION_PATH }];

export const meta: Route.MetaFunction = headFromLoader;

function PromoBlocks({ data }: { data: PageData }) {
  const { copy, promoBlocks, lang } = data;
  return (
    <Section id="next-steps" tone="tint" title={copy.promoTitle}>
      {/* Three across from a width in rem (a container query), so that a larger text size keeps a Telugu title's words
          ("అపాయింట్‌మెంట్") whole at 768 px. */}
      <ul className="grid gap-6 @min-[44rem]:grid-cols-3">
        {promoBlocks.map((promo, index) => (
          <li
            key={promo.href}
            className={`flex flex-col rounded-2xl p-6 shadow-card ${
              index === 0 ? "bg-brand-800 text-white" : "border border-gray-200 bg-white"
            }`}
          >
            <span
              className={`inline-flex size-12 items-center justify-center rounded-xl ${
                index === 0 ? "bg-white/10 text-white" : "bg-brand-50 text-brand-700"
              }`}
            >
              <Icon name={promo.icon} />
            </span>
            <h3 className={`mt-4 text-xl font-bold ${index === 0 ? "text-white!" : ""}`}>{promo.title}</h3>
            <p className={`mt-2 flex-1 ${index === 0 ? "text-brand-50" : "text-ink"}`}>{promo.text}</p>
            <a
              href={localizedPath(promo.href, lang)}
              className={`mt-5 inline-flex min-h-12 items-center gap-2 self-start rounded-lg px-5 py-3 font-semibold ${
                index === 0
                  ? "bg-accent-600 text-white hover:bg-accent-700"
                  : "border-2 border-brand-700 text-brand-700 hover:bg-brand-50"
              }`}
            >
              {promo.linkLabel}
              <Icon name="arrow-right" className="size-4" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function GlaucomaFacts({ data }: { data: PageData }) {
  const { glaucomaFacts } = data;
  return (
    <Section id="glaucoma-facts" title={glaucomaFacts.title} intro={<p>{glaucomaFacts.intro}</p>}>
      {/* Four across from a width in rem (a container query): at a larger text size "Permanent" keeps its line. */}
      <dl className="grid gap-6 sm:grid-cols-2 @min-[60rem]:grid-cols-4">
        {glaucomaFacts.facts.map((fact) => (
          <div key={fact.value} className="flex flex-col rounded-2xl border-t-4 border-brand-700 bg-brand-50 p-6">
            <dt className="text-2xl font-extrabold text-brand-800">{fact.value}</dt>
            <dd className="mt-2 text-ink">{fact.label}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function NewsletterBox({ data }: { data: PageData }) {
  const { copy, newsletter } = data;
  return (
    <Section>
      <div
        role="group"
        aria-labelledby="newsletter-heading"
        className="grid gap-6 rounded-3xl bg-brand-800 p-6 text-white sm:p-10 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-center"
      >
        <div>
          <Icon name="mail" className="size-10 text-accent-100" aria-hidden="true" />
          <h2 id="newsletter-heading" className="mt-3 text-2xl font-extrabold text-white! sm:text-3xl">
            {newsletter.title}
          </h2>
          <p className="mt-3 max-w-prose text-lg text-brand-50">{newsletter.text}</p>
        </div>
        {/* No form: the specification gives the signup no validation and no submit, so nothing can be sent. */}
        <div>
          <label htmlFor="newsletter-email" className="block font-semibold text-white">
            {copy.emailLabel}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id="newsletter-email"
              type="email"
              name="email"
              autoComplete="email"
              placeholder={newsletter.placeholder}
              aria-describedby="newsletter-note"
              className="block min-h-12 w-full min-w-0 flex-1 rounded-lg border border-white bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:outline-3 focus:outline-offset-2 focus:outline-accent-400"
            />
            <button
              type="button"
              className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-lg bg-accent-600 px-6 py-3 text-base font-semibold text-white hover:bg-accent-700"
            >
              {newsletter.buttonLabel}
            </button>
          </div>
          <p id="newsletter-note" className="mt-3 text-base text-brand-50">
            {newsletter.note}
          </p>
        </div>
      </div>
    </Section>
  );
}

export default function PatientEducation({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <Island
        name="article-finder"
        component={ArticleFinder}
        orQuery={QUERY_PARAM}
        props={{
          hero: data.hero,
          breadcrumbs: breadcrumbsFor(data.meta.title),
          copy: data.copy,
          summaries: data.summaries,
          tabs: data.tabs,
          initialTerm: data.initialTerm,
        }}
      />
      <script dangerouslySetInnerHTML={{ __html: earlyTabsScript }} />
      <PromoBlocks data={data} />
      <GlaucomaFacts data={data} />
      <Section id="education-faq" tone="tint" title={data.copy.faqTitle}>
        <div className="max-w-3xl">
          <FaqList items={data.faqs} />
        </div>
      </Section>
      <NewsletterBox data={data} />
    </>
  );
}
