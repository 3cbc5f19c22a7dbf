import { filterArticles } from "../../lib/article-search";
import type { ArticleCategory, ArticleSlug, ArticleSummary } from "./model";
import { publishedArticleCards } from "./published";
import { articleSummaries } from "./summaries";

export type { Article, ArticleCategory, ArticleSlug, ArticleSummary, RelatedArticle } from "./model";
export { articleSummaries };

export const articleTabs: { value: "all" | ArticleCategory; label: string }[] = [
  { value: "all", label: "All Articles" },
  { value: "eye-conditions", label: "Eye Conditions" },
  { value: "treatments", label: "Treatments" },
  { value: "eye-health", label: "Eye Health" },
];

export { menuArticles } from "./menu";

/**
 * The slugs with a full article page: every card of the list (decision 0026). The bodies live in ./full (loaded by
 * the article route's loader only).
 */
export const repositoryArticleSlugs: ArticleSlug[] = [
  "diabetic-retinopathy",
  "understanding-glaucoma",
  "healthy-vision-habits",
  "cataract-surgery-guide",
  "children-eye-care",
  "dry-eye-syndrome",
  "nutrition-eye-health",
  "lasik-surgery-explained",
];

/** Every slug with a page: the repository's, then the articles the editors published (decision 0038). */
export const articleSlugs: readonly string[] = [
  ...repositoryArticleSlugs,
  ...publishedArticleCards.map((card) => card.slug),
];

export function hasArticle(slug: string | undefined): boolean {
  return slug !== undefined && articleSlugs.includes(slug);
}

/** Case-insensitive match on title or excerpt; an empty or blank term returns the whole list. */
export function searchArticles(term: string, list: ArticleSummary[] = articleSummaries): ArticleSummary[] {
  return filterArticles(list, term);
}

export function articlesInTab(tab: "all" | ArticleCategory): ArticleSummary[] {
  return tab === "all" ? articleSummaries : articleSummaries.filter((article) => article.category === tab);
}
