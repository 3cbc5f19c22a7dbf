import { articleSlugs } from "~/content/articles";
import { articleIn, articlesBySlug } from "~/content/articles/lookup";
import { diabeticRetinopathy } from "./diabetic-retinopathy";
import { healthyVisionHabits } from "./healthy-vision-habits";
import { understandingGlaucoma } from "./understanding-glaucoma";

export { articleSlugs };

/**
 * The Telugu twin of ../../articles/full.ts: the three full article bodies in Telugu, by the English slugs. Kept
 * apart from ../articles so pages that only list articles do not ship them.
 */
export const articles = articlesBySlug([diabeticRetinopathy, understandingGlaucoma, healthyVisionHabits]);

export const getArticle = (slug: string | undefined) => articleIn(articles, slug);
