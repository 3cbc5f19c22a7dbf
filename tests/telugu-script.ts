/**
 * What the Telugu content tests measure: how much of a text is in Telugu script, and which strings of a content
 * module a visitor reads. Test support: only unit tests import this module.
 */

/** Share of the letters (not digits or punctuation) that are Telugu script; 1 for a text with no letters. */
export function teluguShare(texts: string | readonly string[]): number {
  const letters = (typeof texts === "string" ? texts : texts.join(" ")).match(/\p{L}|\p{M}/gu) ?? [];
  if (letters.length === 0) return 1;
  return letters.filter((letter) => /[\u0C00-\u0C7F]/.test(letter)).length / letters.length;
}

/** Telugu and Latin letters in a text once the allowed Latin (names, bracketed English terms) is taken out. */
export function scriptLetters(text: string, allowedLatin: readonly (string | RegExp)[]) {
  let rest = text;
  for (const allowed of allowedLatin)
    rest = rest.replace(typeof allowed === "string" ? new RegExp(allowed, "g") : allowed, " ");
  return { telugu: rest.match(/[\u0C00-\u0C7F]/g)?.length ?? 0, latin: rest.match(/[A-Za-z]/g)?.length ?? 0 };
}

/** What a visitor is not shown, and the arguments for words that are functions (words with a number in them). */
export interface Hidden {
  keys?: readonly string[];
  lists?: readonly string[];
  call?: readonly unknown[];
}

/**
 * Every string inside a value. Strings under `keys` (paths, icons, image sources) and lists under `lists`
 * (keywords) are left out, as is any string that is a path. Functions are called with the `call` arguments when
 * given, and left out otherwise.
 */
export function shownStrings(value: unknown, hidden: Hidden = {}, key = ""): string[] {
  if (typeof value === "function") {
    return hidden.call ? shownStrings((value as (...args: unknown[]) => unknown)(...hidden.call), hidden) : [];
  }
  if (typeof value === "string") return hidden.keys?.includes(key) || value.startsWith("/") ? [] : [value];
  if (Array.isArray(value)) {
    return hidden.lists?.includes(key) ? [] : value.flatMap((item) => shownStrings(item, hidden));
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => shownStrings(item, hidden, name));
  }
  return [];
}
