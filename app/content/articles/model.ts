import type { ServiceSlug } from "../services/service";
import type { Block, IconName, ImageRef } from "../types";

export type ArticleCategory = "eye-conditions" | "treatments" | "eye-health";

/**
 * The slugs that have a full article page: the specification's three (§5) and the other cards of the list
 * (decision 0026).
 */
export type ArticleSlug =
  | "diabetic-retinopathy"
  | "understanding-glaucoma"
  | "healthy-vision-habits"
  | "cataract-surgery-guide"
  | "children-eye-care"
  | "dry-eye-syndrome"
  | "nutrition-eye-health"
  | "lasik-surgery-explained";

export interface ArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  icon: IconName;
  slug: string;
  category: ArticleCategory;
  image: ImageRef;
}

export interface RelatedArticle {
  id: number;
  title: string;
  slug: string;
}

export interface Article {
  /** A repository article's ArticleSlug, or an editor's article's slug (decision 0038). */
  slug: string;
  title: string;
  /** Page title without the "| {hospital} Anantapur" suffix, which the page head adds. */
  metaTitle: string;
  /** Unique meta description, 155 characters or fewer. */
  description: string;
  keywords: string[];
  featuredImage: ImageRef;
  author: string;
  authorRole: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  dateModified: string;
  readingMinutes: number;
  content: Block[];
  relatedArticles?: RelatedArticle[];
  /** Who reviewed it medically and when, when not the hospital's medical review (an editor's article names its own). */
  review?: { reviewer: string; reviewedOn: string };
  /** The service pages the article's subject leads to, linked beside it (bodies cannot hold links: decision 0017). */
  relatedServices?: ServiceSlug[];
}

/** Article illustrations share one size so the page can reserve their space. */
export function articleImage(slug: string, alt: string): ImageRef {
  return { src: `/images/articles/${slug}.svg`, alt, width: 800, height: 450 };
}

/** The words a reader sees in the body: headings, paragraphs, list items and callouts. */
export function blockText(block: Block): string {
  switch (block.type) {
    case "ul":
    case "ol":
      return block.items.join(" ");
    case "callout": {
      const list = block.list ? [block.list.lead, ...block.list.items, block.list.after ?? ""] : [];
      return [block.title, block.text, ...list].join(" ");
    }
    default:
      return block.text;
  }
}

export function countWords(blocks: Block[]): number {
  return blocks
    .map(blockText)
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** About 200 words a minute, a comfortable pace for careful reading. */
export function readingMinutesFor(blocks: Block[]): number {
  return Math.max(1, Math.round(countWords(blocks) / 200));
}
