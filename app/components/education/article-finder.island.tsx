import type { TitledIntro } from "~/content/types";
import { useEffect, useRef, useState, type RefObject } from "react";
import { ArticleGrid } from "~/components/education/article-card";
import { ArticleTabs as TabbedArticles } from "~/components/education/article-tabs";
import { PageHero } from "~/components/sections/page-hero";
import type { Crumb } from "~/components/sections/breadcrumbs";
import { Icon } from "~/components/ui/icon";
import type { ArticleSummary } from "~/content/articles";
import type { EducationPageCopy } from "~/content/patient-education";
import { filterArticles, type Searchable } from "~/lib/article-search";
import { SectionHeader } from "~/components/sections/section";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";

/** The query parameter that holds the search term (the WebSite SearchAction in the structured data points here). */
export const QUERY_PARAM = "q";

type Copy = EducationPageCopy;

export interface ArticleFinderProps {
  hero: TitledIntro;
  breadcrumbs: Crumb[];
  copy: Copy;
  /** A Telugu summary also carries its English title (`searchAlso`), so English terms find it too. */
  summaries: readonly (ArticleSummary & Pick<Searchable, "searchAlso">)[];
  tabs: readonly { value: string; label: string; slugs: readonly string[] }[];
  /** The term the server rendered results for (`?q=` when the server rendered the page on request). */
  initialTerm: string;
}

type PageData = Omit<ArticleFinderProps, "hero" | "breadcrumbs" | "initialTerm">;

/**
 * The term, kept in `?q=` so a search can be shared or bookmarked; typing replaces the history entry instead of
 * adding one per keystroke. A prerendered page served for `?q=…` (a static host) picks the term up after
 * hydration.
 */
function useSearchTerm(initialTerm: string) {
  const [term, setTerm] = useState(initialTerm);
  useEffect(() => {
    const urlTerm = new URLSearchParams(window.location.search).get(QUERY_PARAM) ?? "";
    if (urlTerm !== initialTerm) setTerm(urlTerm);
  }, [initialTerm]);

  function changeTerm(value: string) {
    setTerm(value);
    const url = new URL(window.location.href);
    if (value.trim() === "") url.searchParams.delete(QUERY_PARAM);
    else url.searchParams.set(QUERY_PARAM, value);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
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
  // The island's root gives the page's language: the search without JavaScript stays on the page's own list.
  const lang = useLang();
  return (
    <form
      role="search"
      method="get"
      action={localizedPath(PATIENT_EDUCATION_PATH, lang)}
      // With JavaScript the results follow each keystroke; Enter only closes a phone's keyboard.
      onSubmit={(event) => {
        event.preventDefault();
        inputRef.current?.blur();
      }}
      className="mt-6 max-w-xl"
    >
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
          name={QUERY_PARAM}
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
    </form>
  );
}

function ArticleTabs({ data }: { data: PageData }) {
  const { copy, summaries, tabs } = data;
  const bySlug = new Map(summaries.map((article) => [article.slug, article]));
  return (
    <>
      <SectionHeader headingId="articles-heading" title={copy.browseTitle} intro={<p>{copy.browseIntro}</p>} />
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

/**
 * The page's hero with its search box, and the articles below it: tabs, or search results while a term is
 * typed (an island; it hydrates when a visitor first reaches it, or at once when the address holds a search).
 * Without JavaScript the search box is a plain GET form: the server answers `?q=` with the results.
 */
export default function ArticleFinder({ hero, breadcrumbs, initialTerm, ...data }: ArticleFinderProps) {
  const [term, setTerm] = useSearchTerm(initialTerm);
  const searchRef = useRef<HTMLInputElement>(null);

  function clearSearch() {
    setTerm("");
    searchRef.current?.focus();
  }

  return (
    <>
      <PageHero title={hero.title} breadcrumbs={breadcrumbs} intro={<p>{hero.intro}</p>}>
        <SearchBox copy={data.copy} term={term} onChange={setTerm} inputRef={searchRef} />
      </PageHero>
      <Articles data={data} term={term} onClear={clearSearch} />
    </>
  );
}
