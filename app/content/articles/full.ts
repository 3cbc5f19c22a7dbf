import { diabeticRetinopathy } from "./diabetic-retinopathy";
import { healthyVisionHabits } from "./healthy-vision-habits";
import { articleSlugs, hasArticle } from "./index";
import type { Article, ArticleSlug } from "./model";
import { understandingGlaucoma } from "./understanding-glaucoma";

/** Full article bodies. Kept apart from ./index so pages that only list articles do not ship them. */
export const articles: Record<ArticleSlug, Article> = {
  "diabetic-retinopathy": diabeticRetinopathy,
  "understanding-glaucoma": understandingGlaucoma,
  "healthy-vision-habits": healthyVisionHabits,
};

export { articleSlugs };

export function getArticle(slug: string | undefined): Article | undefined {
  return hasArticle(slug) ? articles[slug] : undefined;
}
