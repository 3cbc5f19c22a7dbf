import type { EditedServiceText } from "~/content/site-content";
import { publishedContent } from "../published-content";

/**
 * The repository articles' bodies the hospital's editors changed (decision 0038), by slug (../published-content.ts),
 * read by the article pages' modules only (server side; empty in the browser's code and in tests).
 */
const publishedArticleTexts: Readonly<Record<string, EditedServiceText>> = publishedContent.articleTexts;

/** The article's Markdown in a language: the editor's published text, else the repository's file. */
export function editedArticleText(slug: string, lang: "en" | "te", repositorySource: string): string {
  return publishedArticleTexts[slug]?.[lang] ?? repositorySource;
}

/** The day the article last changed: the editor's, when later than the repository's. */
export function articleModifiedOn(slug: string, repositoryDay: string): string {
  const edited = publishedArticleTexts[slug]?.on;
  return edited && edited > repositoryDay ? edited : repositoryDay;
}
