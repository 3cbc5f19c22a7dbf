import type { Lang } from "~/i18n/lang";
import type { EditorArticle } from "~/content/site-content";
import { longTextFacts as englishFacts } from "../long-text-facts";
import { blocksFromMarkdown } from "../markdown-blocks";
import { longTextFacts as teluguFacts } from "../te/long-text-facts";
import { articleByline } from "./byline";
import { readingMinutesFor, type Article } from "./model";
import { PUBLISHED_ARTICLE_IMAGE, publishedSummary } from "./published";
import { publishedContent } from "../published-content";

/**
 * The articles the hospital's editors published (decision 0038), whole, for the article page's loader only (server
 * side): each made into the same `Article` as the repository's, its Markdown read by the same reader, with the same
 * `{phone}`-style names for the hospital's facts.
 */
const publishedArticles: readonly EditorArticle[] = publishedContent.articles;

const FACTS = { en: englishFacts, te: teluguFacts } as const;

/** An editor's article as a page: English or Telugu words, its own reviewer under the text. */
export function editorArticlePage(article: EditorArticle, lang: Lang, index = 0): Article {
  const words = article[lang];
  const content = blocksFromMarkdown(words.body, FACTS[lang]);
  const summary = publishedSummary(article, index, lang);
  return {
    slug: article.slug,
    title: words.title,
    metaTitle: words.title,
    description: words.excerpt.length > 155 ? `${words.excerpt.slice(0, 154)}…` : words.excerpt,
    keywords: [words.title],
    featuredImage: { ...PUBLISHED_ARTICLE_IMAGE, alt: summary.image.alt },
    author: articleByline[lang].author,
    authorRole: articleByline[lang].role,
    review: { reviewer: article.reviewer, reviewedOn: article.reviewedOn },
    date: article.published,
    dateModified: article.modified,
    readingMinutes: readingMinutesFor(content),
    content,
    relatedServices: article.relatedServices as Article["relatedServices"],
  };
}

/** The published editor's article with this slug, in a language; undefined when there is none. */
export function publishedArticle(slug: string | undefined, lang: Lang): Article | undefined {
  const index = publishedArticles.findIndex((article) => article.slug === slug);
  return index < 0 ? undefined : editorArticlePage(publishedArticles[index]!, lang, index);
}
