import { articleTabs as englishTabs } from "~/content/articles";
import type { ArticleCategory, ArticleSummary } from "~/content/articles/model";
import { filterArticles } from "~/lib/article-search";
import { articleSummaries } from "./articles/summaries";

/**
 * The Telugu twin of ../articles/index.ts: the eight summaries, the tabs and the header's twelve-article menu in
 * Telugu; slugs, paths and which articles have pages are the English module's.
 */
export type { Article, ArticleCategory, ArticleSlug, ArticleSummary, RelatedArticle } from "~/content/articles/model";
export { articleSummaries };
export { menuArticles } from "./articles/menu";
export { articleSlugs, hasArticle, repositoryArticleSlugs } from "~/content/articles";

const tabLabels: Record<"all" | ArticleCategory, string> = {
  all: "అన్ని వ్యాసాలు",
  "eye-conditions": "కంటి సమస్యలు",
  treatments: "చికిత్సలు",
  "eye-health": "కంటి ఆరోగ్యం",
};

export const articleTabs: { value: "all" | ArticleCategory; label: string }[] = englishTabs.map(({ value }) => ({
  value,
  label: tabLabels[value],
}));

/**
 * Case-insensitive match on the Telugu title or excerpt, or on the English title (so "glaucoma" finds
 * గ్లాకోమా); an empty or blank term returns the whole list.
 */
export function searchArticles(term: string, list: ArticleSummary[] = articleSummaries): ArticleSummary[] {
  return filterArticles(list, term);
}

export function articlesInTab(tab: "all" | ArticleCategory): ArticleSummary[] {
  return tab === "all" ? articleSummaries : articleSummaries.filter((article) => article.category === tab);
}
