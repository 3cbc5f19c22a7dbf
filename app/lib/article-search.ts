/** Case-insensitive match on title or excerpt; an empty or blank term returns the whole list. */
export function filterArticles<T extends { title: string; excerpt: string }>(list: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (needle === "") return [...list];
  return list.filter(
    (article) => article.title.toLowerCase().includes(needle) || article.excerpt.toLowerCase().includes(needle),
  );
}
