import { Icon } from "~/components/ui/icon";
import { data } from "react-router";
import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import ArticleTools from "~/components/education/article-tools";
import { Island } from "~/components/islands/island";
import { PageHero } from "~/components/sections/page-hero";
import { RichText } from "~/components/sections/rich-text";
import { Section } from "~/components/sections/section";
import { articleSummaries, hasArticle, type Article, type ArticleSummary } from "~/content/articles";
import { getArticle } from "~/content/articles/full";
import { articlePageCopy, educationPageCopy } from "~/content/patient-education";
import { site, telHref } from "~/content/site";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import { articleNode } from "~/seo/structured-data";
import { absoluteUrl } from "~/seo/url";
import type { Route } from "./+types/article";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-02-16" → "16 February 2026", the same on the server and in every browser. */
function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The page's words, without the reading-time builder (applied in the loader). */
function pageCopy() {
  const { readingTime: _readingTime, ...words } = articlePageCopy;
  return words;
}

type ArticleCopy = ReturnType<typeof pageCopy>;

/** The three articles with content are prerendered; any other slug is answered with 'Article Not Found' and 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const copy = pageCopy();
  const article = getArticle(params.slug);
  if (!article) {
    const readable = articleSummaries
      .filter((summary) => hasArticle(summary.slug))
      .map(({ slug, title }) => ({ slug, title }));
    const head = buildPageMeta({
      title: "Article Not Found",
      description:
        "This patient education article does not exist or may have been moved. Browse all eye health articles.",
      path: new URL(request.url).pathname,
      noindex: true,
    });
    return data({ head, copy, article: null, url: null, readable }, { status: 404 });
  }
  // The printed page shows its web address; computed here so server and browser agree on the origin.
  const path = `/patient-education/${article.slug}`;
  const related = (article.relatedArticles ?? []).flatMap((link) => {
    const summary = articleSummaries.find((s) => s.slug === link.slug);
    return summary ? [summary] : [];
  });
  return {
    head: buildPageMeta({
      title: article.metaTitle,
      description: article.description,
      keywords: article.keywords,
      path,
      ogType: "article",
      breadcrumbs: [
        { name: "Patient Education", path: "/patient-education" },
        { name: article.title, path },
      ],
    }),
    copy,
    article,
    dateLabel: formatDate(article.date),
    readingTime: articlePageCopy.readingTime(article.readingMinutes),
    related,
    readMore: educationPageCopy.readMore,
    url: absoluteUrl(path),
    structuredData: [
      articleNode({
        path,
        headline: article.title,
        description: article.description,
        image: `/og${path}.png`,
        datePublished: article.date,
        dateModified: article.dateModified,
        author: article.author,
        authorIsDoctor: !article.author.startsWith("Clinical team"),
      }),
    ],
  };
}

export const meta: Route.MetaFunction = headFromLoader;

function Byline({
  article,
  copy,
  dateLabel,
  readingTime,
}: {
  article: Article;
  copy: ArticleCopy;
  dateLabel: string;
  readingTime: string;
}) {
  return (
    <div className="mt-5 space-y-2 text-base text-ink">
      <p className="flex items-start gap-2">
        <Icon name="user" className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          {copy.byline} <span className="font-semibold text-brand-900">{article.author}</span>
          <span className="block text-muted">{article.authorRole}</span>
        </span>
      </p>
      <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-muted">
        <span className="inline-flex items-center gap-2">
          <Icon name="calendar-days" className="size-5 text-brand-700" aria-hidden="true" />
          <time dateTime={article.date}>{dateLabel}</time>
        </span>
        <span className="inline-flex items-center gap-2">
          <Icon name="clock" className="size-5 text-brand-700" aria-hidden="true" />
          {readingTime}
        </span>
      </p>
    </div>
  );
}

function AskUs({ slug, copy }: { slug: string; copy: ArticleCopy }) {
  return (
    <section
      aria-labelledby="article-cta-heading"
      className="print-hidden h-fit rounded-2xl border border-brand-100 bg-brand-50 p-6 lg:sticky lg:top-32"
    >
      <h2 id="article-cta-heading" className="text-2xl font-bold">
        {copy.cta.title}
      </h2>
      <p className="mt-2 text-ink">{copy.cta.text}</p>
      <div className="mt-5 flex flex-col gap-3">
        <BookingButton label={copy.cta.bookLabel} source={`article: ${slug}`} />
        <a href="/contact" className={buttonStyles.secondary}>
          {copy.cta.contactLabel}
        </a>
        <a
          href={telHref}
          className="inline-flex min-h-12 items-center justify-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          <Icon name="phone" className="size-5" aria-hidden="true" />
          {copy.cta.callLabel}
        </a>
      </div>
    </section>
  );
}

function RelatedArticles({ title, related, readMore }: { title: string; related: ArticleSummary[]; readMore: string }) {
  if (related.length === 0) return null;
  return (
    <Section id="related-articles" tone="tint" title={title} className="print-hidden">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((summary) => (
          <li key={summary.slug}>
            {/* A light card (no picture): these are suggestions below an article already read. */}
            <a
              href={`/patient-education/${summary.slug}`}
              className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-card hover:shadow-lg"
            >
              <h3 className="text-xl font-bold group-hover:text-brand-700">{summary.title}</h3>
              <p className="mt-2 flex-1 text-ink">{summary.excerpt}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
                {readMore}
                <Icon name="arrow-right" className="size-4" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function BackLink({ label }: { label: string }) {
  return (
    <a
      href="/patient-education"
      className="inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <Icon name="arrow-left" className="size-5" aria-hidden="true" />
      {label}
    </a>
  );
}

function ArticleNotFound({
  copy,
  readable,
}: {
  copy: ArticleCopy;
  readable: readonly { slug: string; title: string }[];
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 md:py-24">
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon name="book-open" className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold sm:text-4xl">{copy.notFound.title}</h1>
      <p className="mt-4 text-lg text-muted">{copy.notFound.text}</p>
      <a
        href="/patient-education"
        className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800"
      >
        <Icon name="arrow-left" className="size-5" aria-hidden="true" />
        {copy.notFound.backLabel}
      </a>
      <div className="mt-12 rounded-2xl border border-gray-200 bg-white p-6 text-left shadow-card">
        <h2 className="text-xl font-bold">{copy.notFound.suggestionsTitle}</h2>
        <ul className="mt-3 divide-y divide-gray-200">
          {readable.map((summary) => (
            <li key={summary.slug}>
              <a
                href={`/patient-education/${summary.slug}`}
                className="flex min-h-12 items-center justify-between gap-4 py-3 font-semibold text-brand-700 hover:underline"
              >
                {summary.title}
                <Icon name="arrow-right" className="size-5 shrink-0" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.article) return <ArticleNotFound copy={loaderData.copy} readable={loaderData.readable} />;
  const { copy, article, dateLabel, readingTime, related, readMore, url } = loaderData;
  const path = `/patient-education/${article.slug}`;

  return (
    <>
      <article>
        {/* Breadcrumb and buttons are for the screen, not the printout. */}
        <div className="print:[&_nav]:hidden">
          <PageHero
            title={article.title}
            breadcrumbs={[
              { name: "Patient Education", path: "/patient-education" },
              { name: article.title, path },
            ]}
          >
            <Byline article={article} copy={copy} dateLabel={dateLabel} readingTime={readingTime} />
            <Island
              name="article-tools"
              component={ArticleTools}
              props={{
                title: article.title,
                description: article.description,
                copy: {
                  toolsLabel: copy.toolsLabel,
                  share: copy.share,
                  print: copy.print,
                  shareToast: copy.shareToast,
                },
              }}
            />
          </PageHero>
        </div>

        <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-4 pb-12 sm:px-6 md:pb-16 lg:grid-cols-[minmax(0,1fr)_20rem] print:block">
          <div className="min-w-0">
            <img
              src={article.featuredImage.src}
              alt={article.featuredImage.alt}
              width={article.featuredImage.width}
              height={article.featuredImage.height}
              fetchPriority="high"
              decoding="async"
              className="aspect-video w-full max-w-3xl rounded-2xl bg-brand-50 object-cover print:max-w-md"
            />
            <RichText blocks={article.content} className="mt-8 text-lg" />
            <p className="mt-10 max-w-[68ch] rounded-xl border border-gray-200 p-4 text-base text-muted">
              {copy.disclaimer}
            </p>
            <div className="print-only mt-8 border-t border-gray-400 pt-4 text-base">
              <p>
                {copy.printedFrom} {url}
              </p>
              <p>
                {site.name}, {site.city}. Phone: {site.phone.display}
              </p>
            </div>
          </div>
          <AskUs slug={article.slug} copy={copy} />
        </div>
      </article>

      <RelatedArticles title={copy.relatedTitle} related={related} readMore={readMore} />

      <div className="print-hidden mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <BackLink label={copy.backLabel} />
      </div>
    </>
  );
}
