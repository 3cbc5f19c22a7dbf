import { repositoryArticleSlugs } from "./index";
import type { Article, ArticleSlug } from "./model";

/** The full articles of one language under their slugs, each slug exactly once. */
export function articlesBySlug(list: readonly Article[]): Record<ArticleSlug, Article> {
  const bySlug = Object.fromEntries(list.map((article) => [article.slug, article]));
  const missing = repositoryArticleSlugs.filter((slug) => !bySlug[slug]);
  if (missing.length > 0) throw new Error(`No full article for: ${missing.join(", ")}`);
  if (list.length !== repositoryArticleSlugs.length) throw new Error("A full article is listed twice, or has no page");
  return bySlug as Record<ArticleSlug, Article>;
}

/** The full article with this slug in `articles`, or undefined for a slug without one (only listed in the menu). */
export function articleIn(articles: Record<ArticleSlug, Article>, slug: string | undefined): Article | undefined {
  return slug !== undefined && (repositoryArticleSlugs as string[]).includes(slug)
    ? articles[slug as ArticleSlug]
    : undefined;
}
