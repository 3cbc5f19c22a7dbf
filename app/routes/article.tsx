import { data, Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { getArticle } from "~/content/articles/full";
import { buildPageMeta } from "~/seo/meta";
import { articleNode } from "~/seo/structured-data";
import type { Route } from "./+types/article";

/** The three articles with content are prerendered; any other slug is answered with 'Article Not Found' and 404. */
export function loader({ params }: Route.LoaderArgs) {
  const article = getArticle(params.slug);
  if (!article) return data({ article: null }, { status: 404 });
  return { article };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const article = loaderData?.article;
  if (!article) {
    return buildPageMeta({
      title: "Article Not Found",
      description:
        "This patient education article does not exist or may have been moved. Browse all eye health articles.",
      path: location.pathname,
      noindex: true,
    });
  }
  const path = `/patient-education/${article.slug}`;
  return buildPageMeta({
    title: article.metaTitle,
    description: article.description,
    keywords: article.keywords,
    path,
    ogType: "article",
    breadcrumbs: [
      { name: "Patient Education", path: "/patient-education" },
      { name: article.title, path },
    ],
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
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  if (!article) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">Article Not Found</h1>
        <p className="mt-4 text-lg">The article you&apos;re looking for doesn&apos;t exist or may have been moved.</p>
        <Link
          to="/patient-education"
          className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white"
        >
          Back to Patient Education
        </Link>
      </section>
    );
  }
  return <PageHero title={article.title} />;
}
