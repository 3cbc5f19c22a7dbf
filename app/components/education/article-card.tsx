import { Icon } from "~/components/ui/icon";
import type { ArticleSummary } from "~/content/articles";

/** One article: picture, icon, title, excerpt and 'Read more'; the whole card is one link. */
export function ArticleCard({ article, readMore }: { article: ArticleSummary; readMore: string }) {
  return (
    <a
      href={`/patient-education/${article.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-card transition-shadow hover:border-brand-200 hover:shadow-lg"
    >
      <img
        src={article.image.src}
        alt=""
        width={article.image.width}
        height={article.image.height}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <span className="-mt-11 inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow">
          <Icon name={article.icon} />
        </span>
        <h3 className="mt-3 text-xl font-bold group-hover:text-brand-700">{article.title}</h3>
        <p className="mt-2 flex-1 text-ink">{article.excerpt}</p>
        <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:underline">
          {readMore}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-1"
            aria-hidden="true"
          />
        </span>
      </div>
    </a>
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
