import { PictureCard } from "~/components/sections/picture-card";
import type { ArticleSummary } from "~/content/articles";
import { articlePath } from "~/content/paths";

const cardClassNames = {
  link: "group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-card transition-shadow hover:border-brand-200 hover:shadow-lg",
  image: "aspect-video w-full bg-brand-50 object-cover",
  more: "mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:underline",
};

/** One article: picture, icon, title, excerpt and 'Read more'; the whole card is one link. */
export function ArticleCard({ article, readMore }: { article: ArticleSummary; readMore: string }) {
  return (
    <PictureCard
      href={articlePath(article.slug)}
      image={article.image}
      icon={article.icon}
      title={article.title}
      text={article.excerpt}
      more={readMore}
      classNames={cardClassNames}
    />
  );
}

export function ArticleGrid({ articles, readMore }: { articles: readonly ArticleSummary[]; readMore: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} readMore={readMore} />
        </li>
      ))}
    </ul>
  );
}
