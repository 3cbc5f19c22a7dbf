import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { Link, useLocation, useNavigationType, useSearchParams } from "react-router";
import { ArticleGrid } from "~/components/education/article-card";
import { ArticleTabs as TabbedArticles } from "~/components/education/article-tabs";
import { FaqList } from "~/components/sections/faq-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import { articleSummaries, articlesInTab, articleTabs, type ArticleSummary } from "~/content/articles";
import {
  educationFaqs,
  educationHero,
  educationMeta,
  educationPageCopy,
  glaucomaFacts,
  newsletter,
  promoBlocks,
} from "~/content/patient-education";
import { filterArticles } from "~/lib/article-search";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/patient-education";

/** All of the page's words and the eight summaries travel as route data, so no content module is in its script. */
export function loader() {
  return {
    head: buildPageMeta({
      title: educationMeta.title,
      description: educationMeta.description,
      keywords: educationMeta.keywords,
      path: "/patient-education",
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
  };
}

type PageData = Route.ComponentProps["loaderData"];
type Copy = PageData["copy"];

/** The query parameter that holds the search term (the WebSite SearchAction in the structured data points here). */
const QUERY_PARAM = "q";

const breadcrumbsFor = (title: string) => [{ name: title, path: "/patient-education" }];

export const meta: Route.MetaFunction = headFromLoader;

const noSubscription = () => () => {};
/** False while rendering on the server and hydrating the prerendered page, true afterwards. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The search term, kept in `?q=` so a search can be shared or bookmarked.
 * The prerendered page has no term, so the URL is read only after hydration; typing replaces the
 * history entry instead of adding one per keystroke.
 */
function useSearchTerm() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const { key } = useLocation();
  const urlTerm = searchParams.get(QUERY_PARAM) ?? "";
  const [term, setTerm] = useState(() => (hydrated ? urlTerm : ""));

  // Follow the URL when it changes from outside (first load, back/forward, a link); our own writes are REPLACE.
  useEffect(() => {
    if (navigationType !== "REPLACE") setTerm(urlTerm);
  }, [key, navigationType, urlTerm]);

  function changeTerm(value: string) {
    setTerm(value);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim() === "") next.delete(QUERY_PARAM);
        else next.set(QUERY_PARAM, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return [term, changeTerm] as const;
}

function SearchBox({
  copy,
  term,
  onChange,
  inputRef,
}: {
  copy: Copy;
  term: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <div role="search" className="mt-6 max-w-xl">
      <label htmlFor="article-search" className="block text-lg font-semibold text-brand-900">
        {copy.searchLabel}
      </label>
      <div className="relative mt-2">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id="article-search"
          type="search"
          value={term}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby="article-search-hint"
          autoComplete="off"
          enterKeyHint="search"
          className="block min-h-12 w-full rounded-xl border border-gray-400 bg-white py-3 pr-4 pl-12 text-lg text-ink shadow-sm focus:border-brand-700 focus:outline-3 focus:outline-offset-1 focus:outline-accent-600"
        />
      </div>
      <p id="article-search-hint" className="mt-2 text-base text-muted">
        {copy.searchHint}
      </p>
    </div>
  );
}

function ArticleTabs({ data }: { data: PageData }) {
  const { copy, summaries, tabs } = data;
  const bySlug = new Map(summaries.map((article) => [article.slug, article]));
  return (
    <>
      <header className="mb-6 max-w-3xl">
        <h2 id="articles-heading" className="text-2xl font-extrabold sm:text-3xl">
          {copy.browseTitle}
        </h2>
        <p className="mt-3 text-lg text-muted">{copy.browseIntro}</p>
      </header>
      <TabbedArticles
        label={copy.tabsLabel}
        tabs={tabs.map((tab) => ({
          value: tab.value,
          label: tab.label,
          content: (
            <ArticleGrid
              articles={tab.slugs.map((slug) => bySlug.get(slug)).filter((a): a is ArticleSummary => Boolean(a))}
              readMore={copy.readMore}
            />
          ),
        }))}
      />
    </>
  );
}

function SearchResults({ data, term, onClear }: { data: PageData; term: string; onClear: () => void }) {
  const { copy } = data;
  const results = filterArticles(data.summaries, term);
  return (
    <>
      {results.length > 0 ? (
        <ArticleGrid articles={results} readMore={copy.readMore} />
      ) : (
        <div className="rounded-2xl border border-dashed border-brand-200 bg-brand-50 px-6 py-10 text-center">
          <p className="mx-auto max-w-prose text-lg text-muted">{copy.noResultsHint}</p>
          <button
            type="button"
            onClick={onClear}
            className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800"
          >
            {copy.clearSearch}
          </button>
        </div>
      )}
    </>
  );
}

function Articles({ data, term, onClear }: { data: PageData; term: string; onClear: () => void }) {
  const { copy } = data;
  const searching = term.trim() !== "";
  const count = searching ? filterArticles(data.summaries, term).length : 0;
  return (
    <section id="articles" aria-labelledby="articles-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        {/* Always present, so screen readers hear the result count as it changes. */}
        <div aria-live="polite" aria-atomic="true">
          {searching ? (
            <header className="mb-6 max-w-3xl">
              <h2 id="articles-heading" className="text-2xl font-extrabold sm:text-3xl">
                {count === 1 ? copy.resultsHeadingOne : copy.resultsHeadingMany.replace("{n}", String(count))}
              </h2>
              {count === 0 ? <p className="mt-3 text-lg font-semibold text-ink">{copy.noResults}</p> : null}
            </header>
          ) : null}
        </div>
        {searching ? <SearchResults data={data} term={term} onClear={onClear} /> : <ArticleTabs data={data} />}
      </div>
    </section>
  );
}

function PromoBlocks({ data }: { data: PageData }) {
  const { copy, promoBlocks } = data;
  return (
    <Section id="next-steps" tone="tint" title={copy.promoTitle}>
      <ul className="grid gap-6 md:grid-cols-3">
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
            <Link
              to={promo.href}
              className={`mt-5 inline-flex min-h-12 items-center gap-2 self-start rounded-lg px-5 py-3 font-semibold ${
                index === 0
                  ? "bg-accent-600 text-white hover:bg-accent-700"
                  : "border-2 border-brand-700 text-brand-700 hover:bg-brand-50"
              }`}
            >
              {promo.linkLabel}
              <Icon name="arrow-right" className="size-4" aria-hidden="true" />
            </Link>
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
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
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
  const [term, setTerm] = useSearchTerm();
  const searchRef = useRef<HTMLInputElement>(null);

  function clearSearch() {
    setTerm("");
    searchRef.current?.focus();
  }

  return (
    <>
      <PageHero title={data.hero.title} breadcrumbs={breadcrumbsFor(data.meta.title)} intro={<p>{data.hero.intro}</p>}>
        <SearchBox copy={data.copy} term={term} onChange={setTerm} inputRef={searchRef} />
      </PageHero>
      <Articles data={data} term={term} onClear={clearSearch} />
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
