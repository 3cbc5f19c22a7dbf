import { diabeticRetinopathy } from "./diabetic-retinopathy";
import { healthyVisionHabits } from "./healthy-vision-habits";
import { articleSlugs } from "./index";
import { articleIn, articlesBySlug } from "./lookup";
import { understandingGlaucoma } from "./understanding-glaucoma";

export { articleSlugs };

/** Full article bodies. Kept apart from ./index so pages that only list articles do not ship them. */
export const articles = articlesBySlug([diabeticRetinopathy, understandingGlaucoma, healthyVisionHabits]);

export const getArticle = (slug: string | undefined) => articleIn(articles, slug);
