import type { Lang } from "~/i18n/lang";
import type { EditorArticleCard } from "~/content/site-content";
import type { ArticleSummary } from "./model";
import { publishedContent } from "../published-content";

/**
 * The article cards the hospital's editors published (decision 0038), as cards only: titles and
 * excerpts, no bodies (../published-content.ts). Empty in a plain build, in tests and in the browser; the bodies are in ./published-full.ts,
 * read by the article page's loader.
 */
export const publishedArticleCards: readonly EditorArticleCard[] = publishedContent.articleCards;

/** One illustration for every editor's article: an open booklet beside an eye, the hospital's own drawing. */
export const PUBLISHED_ARTICLE_IMAGE = {
  src: "/images/articles/from-the-hospital.svg",
  width: 800,
  height: 450,
} as const;

const IMAGE_ALT = {
  en: "Illustration of an open booklet beside an eye: an article from the hospital",
  te: "కంటి పక్కన తెరిచిన పుస్తకం బొమ్మ: ఆసుపత్రి నుండి ఒక వ్యాసం",
} as const;

/** An editor's card as the listings show it; ids follow the repository's cards (1–8) from 101 on. */
export function publishedSummary(card: EditorArticleCard, index: number, lang: Lang): ArticleSummary {
  const words = card[lang];
  return {
    id: 101 + index,
    title: words.title,
    excerpt: words.excerpt,
    icon: "book-open",
    slug: card.slug,
    category: card.category,
    image: { ...PUBLISHED_ARTICLE_IMAGE, alt: IMAGE_ALT[lang] },
  };
}
