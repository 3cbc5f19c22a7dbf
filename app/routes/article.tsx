import { formatIsoDate } from "~/lib/dates";
import { data } from "react-router";
import { ArticleAskUs } from "~/components/education/article-ask-us";
import { ArticleBody } from "~/components/education/article-body";
import type { ArticleCopy } from "~/components/education/article-copy";
import { ArticleHero } from "~/components/education/article-hero";
import { ArticleNotFound } from "~/components/education/article-not-found";
import { ArticleServices } from "~/components/education/article-services";
import { BackToEducationLink } from "~/components/education/back-to-education-link";
import { RelatedArticles } from "~/components/education/related-articles";
import { articlesIn } from "~/content/articles/by-language";
import * as fullArticlesEn from "~/content/articles/full";
import * as educationEn from "~/content/patient-education";
import * as fullArticlesTe from "~/content/te/articles/full";
import * as educationTe from "~/content/te/patient-education";
import { inBothLanguages, LANGUAGE_INFO, langOfRequest, localizedPath, pathWithoutLang, type Lang } from "~/i18n/lang";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import { articleNode } from "~/seo/structured-data";
import { absoluteUrl, ogImagePath } from "~/seo/url";
import type { Route } from "./+types/article";
import { articlePath, PATIENT_EDUCATION_PATH, servicePath } from "~/content/paths";
import { servicesIn } from "~/content/services/by-language";

const education = inBothLanguages(educationEn, educationTe);
const fullArticles = inBothLanguages(fullArticlesEn, fullArticlesTe);

/** The head of 'Article Not Found' says what happened in the page's language. */
const notFoundDescription = inBothLanguages(
  "This patient education article does not exist or may have been moved. Browse all eye health articles.",
  "మీరు వెతికిన కంటి ఆరోగ్య వ్యాసం లేదు, లేదా వేరే చోటుకు మార్చి ఉండవచ్చు. మా కంటి ఆరోగ్య వ్యాసాలన్నీ చూడండి.",
);

/** The page's words, without the reading-time builder (applied in the loader). */
function pageCopy(lang: Lang): ArticleCopy {
  const { readingTime: _readingTime, ...words } = education(lang).articlePageCopy;
  return words;
}

/** The eight articles (one per card) are prerendered; any other slug is answered with 'Article Not Found' and 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { articleSummaries, hasArticle } = articlesIn(lang);
  const { articlePageCopy, educationMeta, educationPageCopy } = education(lang);
  const copy = pageCopy(lang);
  const article = fullArticles(lang).getArticle(params.slug);
  if (!article) {
    const readable = articleSummaries
      .filter((summary) => hasArticle(summary.slug))
      .map(({ slug, title }) => ({ slug, title }));
    const head = buildPageMeta({
      title: copy.notFound.title,
      description: notFoundDescription(lang),
      path: pathWithoutLang(new URL(request.url).pathname),
      lang,
      noindex: true,
    });
    return data({ head, copy, article: null, url: null, readable }, { status: 404 });
  }
  // English paths for the page head and structured data (they localise them). The printed page shows its own web
  // address, computed here so server and browser agree on the origin.
  const path = articlePath(article.slug);
  const ownPath = localizedPath(path, lang);
  const related = (article.relatedArticles ?? []).flatMap((link) => {
    const summary = articleSummaries.find((s) => s.slug === link.slug);
    return summary ? [summary] : [];
  });
  const { getService } = servicesIn(lang);
  const services = (article.relatedServices ?? []).flatMap((slug) => {
    const service = getService(slug);
    return service ? [{ title: service.title, href: localizedPath(servicePath(slug), lang) }] : [];
  });
  return {
    head: buildPageMeta({
      title: article.metaTitle,
      description: article.description,
      keywords: article.keywords,
      path,
      lang,
      ogType: "article",
      breadcrumbs: [
        { name: educationMeta.title, path: PATIENT_EDUCATION_PATH },
        { name: article.title, path },
      ],
    }),
    copy,
    article,
    educationTitle: educationMeta.title,
    dateLabel: formatIsoDate(article.date, LANGUAGE_INFO[lang].intlLocale),
    readingTime: articlePageCopy.readingTime(article.readingMinutes),
    related,
    services,
    readMore: educationPageCopy.readMore,
    url: absoluteUrl(ownPath),
    structuredData: [
      articleNode({
        path,
        lang,
        headline: article.title,
        description: article.description,
        image: ogImagePath(ownPath),
        datePublished: article.date,
        dateModified: article.dateModified,
        author: article.author,
      }),
    ],
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.article) return <ArticleNotFound copy={loaderData.copy} readable={loaderData.readable} />;
  const { copy, article, educationTitle, dateLabel, readingTime, related, services, readMore, url } = loaderData;

  return (
    <>
      <article>
        <ArticleHero
          article={article}
          copy={copy}
          educationTitle={educationTitle}
          dateLabel={dateLabel}
          readingTime={readingTime}
        />
        <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-4 pb-12 sm:px-6 md:pb-16 lg:grid-cols-[minmax(0,1fr)_20rem] print:block">
          <ArticleBody article={article} copy={copy} url={url} />
          <div>
            {/* The service links first, so that the questions box below can stay in view (sticky) on wide screens. */}
            <ArticleServices title={copy.servicesTitle} services={services} />
            <ArticleAskUs slug={article.slug} copy={copy} />
          </div>
        </div>
      </article>

      <RelatedArticles title={copy.relatedTitle} related={related} readMore={readMore} />

      <div className="print-hidden mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <BackToEducationLink label={copy.backLabel} />
      </div>
    </>
  );
}
