import { articleSlugs, hasArticle } from "~/content/articles";
import type { Article, ArticleSlug } from "~/content/articles/model";
import { diabeticRetinopathy } from "./diabetic-retinopathy";
import { healthyVisionHabits } from "./healthy-vision-habits";
import { understandingGlaucoma } from "./understanding-glaucoma";

/**
 * The Telugu twin of ../../articles/full.ts: the three full article bodies in Telugu, by the English slugs. Kept
 * apart from ../articles so pages that only list articles do not ship them.
 */
export const articles: Record<ArticleSlug, Article> = {
  "diabetic-retinopathy": diabeticRetinopathy,
  "understanding-glaucoma": understandingGlaucoma,
  "healthy-vision-habits": healthyVisionHabits,
};

export { articleSlugs };

export function getArticle(slug: string | undefined): Article | undefined {
  return hasArticle(slug) ? articles[slug] : undefined;
}
