/**
 * What the article search reads: the title and excerpt a reader sees, and optionally words it should match
 * without showing them. A Telugu summary carries its English title there, so "glaucoma" typed on a Telugu page
 * still finds the glaucoma article. English summaries carry none.
 */
export interface Searchable {
  title: string;
  excerpt: string;
  searchAlso?: string;
}

/**
 * Text as the search compares it: lower case, one Unicode form (NFC), and without the invisible joiners that
 * Telugu keyboards put in some words or leave out (U+200B–U+200D, U+FEFF), so "అపాయింట్‌మెంట్" typed with or
 * without the joiner finds the same articles. For English text this is lower case only.
 */
export function searchFold(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u200B-\u200D\uFEFF]/g, "")
    .toLowerCase();
}

/**
 * Case-insensitive match on title, excerpt or the extra search words; an empty or blank term returns the whole
 * list.
 */
export function filterArticles<T extends Searchable>(list: readonly T[], term: string): T[] {
  const needle = searchFold(term.trim());
  if (needle === "") return [...list];
  return list.filter((article) =>
    [article.title, article.excerpt, article.searchAlso ?? ""].some((text) => searchFold(text).includes(needle)),
  );
}
