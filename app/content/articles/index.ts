import type { ArticleCategory, ArticleSlug, ArticleSummary } from "./model";
import { articleSummaries } from "./summaries";

export type { Article, ArticleCategory, ArticleSlug, ArticleSummary, RelatedArticle } from "./model";
export { articleSummaries };

export const articleTabs: { value: "all" | ArticleCategory; label: string }[] = [
  { value: "all", label: "All Articles" },
  { value: "eye-conditions", label: "Eye Conditions" },
  { value: "treatments", label: "Treatments" },
  { value: "eye-health", label: "Eye Health" },
];

/**
 * The header dropdown's twelve routes (specification §3). Only healthy-vision-habits and
 * diabetic-retinopathy have article pages; the others show 'Article Not Found', as the specification records.
 */
export const menuArticles: { path: string; label: string }[] = [
  { slug: "healthy-vision-habits", label: "Healthy Vision Habits" },
  { slug: "screen-time-eye-strain", label: "Screen Time & Eye Strain" },
  { slug: "eye-protection-tips", label: "Eye Protection Tips" },
  { slug: "uv-protection-eyes", label: "UV Protection for Eyes" },
  { slug: "healthy-foods-eye-health", label: "Healthy Foods for Eyes" },
  { slug: "diabetic-retinopathy", label: "Diabetic Retinopathy" },
  { slug: "cleaning-maintaining-glasses", label: "Cleaning Your Glasses" },
  { slug: "safe-contact-lens-use", label: "Safe Contact Lens Use" },
  { slug: "lasik-surgery-education", label: "LASIK Surgery" },
  { slug: "dry-eye-syndrome-education", label: "Dry Eye Syndrome" },
  { slug: "watery-eyes-epiphora-education", label: "Watery Eyes (Epiphora)" },
  { slug: "eyelid-infections-blepharitis-education", label: "Eyelid Infections (Blepharitis)" },
].map(({ slug, label }) => ({ path: `/patient-education/${slug}`, label }));

/** The three slugs with a full article page. The bodies live in ./full (loaded by the article route's loader only). */
export const articleSlugs: ArticleSlug[] = ["diabetic-retinopathy", "understanding-glaucoma", "healthy-vision-habits"];

export function hasArticle(slug: string | undefined): slug is ArticleSlug {
  return slug !== undefined && (articleSlugs as string[]).includes(slug);
}

/** Case-insensitive match on title or excerpt; an empty or blank term returns the whole list. */
export function searchArticles(term: string, list: ArticleSummary[] = articleSummaries): ArticleSummary[] {
  const needle = term.trim().toLowerCase();
  if (needle === "") return list;
  return list.filter(
    (article) => article.title.toLowerCase().includes(needle) || article.excerpt.toLowerCase().includes(needle),
  );
}

export function articlesInTab(tab: "all" | ArticleCategory): ArticleSummary[] {
  return tab === "all" ? articleSummaries : articleSummaries.filter((article) => article.category === tab);
}
