import { inBothLanguages, type Lang } from "~/i18n/lang";
import * as articlesTe from "../te/articles";
import * as articlesEn from "../articles";

const articles = inBothLanguages(articlesEn, articlesTe);

/**
 * The article summaries, tabs, search and the header's twelve-article menu in a page's language. Slugs and
 * paths are the same in both; the Telugu search also matches each article's English title.
 */
export function articlesIn(lang: Lang): typeof articlesEn {
  return articles(lang);
}
