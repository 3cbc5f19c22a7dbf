import { pageText } from "../page-texts";
import { articleImage, type Article, type ArticleSummary } from "./model";

/**
 * An article page's words are the hospital's to change at /staff/site/texts (decision 0067): its title, its title and
 * description in search results and shared links, its search words (`page.articlePage.<slug>`, the Telugu twin's
 * key "telugu." before it). The featured picture is the article's own drawing, described in its card's words, which the
 * editors change with the card.
 */
export function withEditablePageWords(
  article: Omit<Article, "featuredImage">,
  cards: readonly ArticleSummary[],
  keyPrefix: "" | "telugu." = "",
): Article {
  const words = pageText(`${keyPrefix}page.articlePage.${article.slug}`, {
    title: article.title,
    metaTitle: article.metaTitle,
    description: article.description,
    keywords: article.keywords,
  });
  const card = cards.find((summary) => summary.slug === article.slug);
  if (!card) throw new Error(`No article card for "${article.slug}": its picture would have no description`);
  return { ...article, ...words, featuredImage: articleImage(article.slug, card.image.alt) };
}
