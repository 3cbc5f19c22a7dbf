import { formatIsoDate } from "~/lib/dates";
import { data } from "react-router";
import { ArticleAskUs } from "~/components/education/article-ask-us";
import { ArticleBody } from "~/components/education/article-body";
import type { ArticleCopy } from "~/components/education/article-copy";
import { ArticleHero } from "~/components/education/article-hero";
import { ArticleNotFound } from "~/components/education/article-not-found";
import { BackToEducationLink } from "~/components/education/back-to-education-link";
import { RelatedArticles } from "~/components/education/related-articles";
import { articleSummaries, hasArticle } from "~/content/articles";
import { getArticle } from "~/content/articles/full";
import { articlePageCopy, educationPageCopy } from "~/content/patient-education";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import { articleNode } from "~/seo/structured-data";
import { absoluteUrl } from "~/seo/url";
import type { Route } from "./+types/article";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";

/** The page's words, without the reading-time builder (applied in the loader). */
function pageCopy(): ArticleCopy {
  const { readingTime: _readingTime, ...words } = articlePageCopy;
  return words;
}

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
        { name: "Patient Education", path: PATIENT_EDUCATION_PATH },
        { name: article.title, path },
      ],
    }),
    copy,
    article,
    dateLabel: formatIsoDate(article.date),
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

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.article) return <ArticleNotFound copy={loaderData.copy} readable={loaderData.readable} />;
  const { copy, article, dateLabel, readingTime, related, readMore, url } = loaderData;

  return (
    <>
      <article>
        <ArticleHero article={article} copy={copy} dateLabel={dateLabel} readingTime={readingTime} />
        <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-4 pb-12 sm:px-6 md:pb-16 lg:grid-cols-[minmax(0,1fr)_20rem] print:block">
          <ArticleBody article={article} copy={copy} url={url} />
          <ArticleAskUs slug={article.slug} copy={copy} />
        </div>
      </article>

      <RelatedArticles title={copy.relatedTitle} related={related} readMore={readMore} />

      <div className="print-hidden mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <BackToEducationLink label={copy.backLabel} />
      </div>
    </>
  );
}
