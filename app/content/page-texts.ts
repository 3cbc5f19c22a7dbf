import { fillingFacts, namingFacts } from "./fact-names";
import { publishedContent } from "./published-content";
import { hasOpticalShop, opticalsName } from "./optical-shop";
import { district, town } from "./place";
import { site } from "./site";
import { cityTe, districtTe } from "./te/place-words";

/**
 * The words of the pages as data (issue 40, item 1; decision 0067): a block of page text (a page's top, its cards,
 * its title and description) is written in the repository as the seed, and an editor may change any of its words at
 * /staff/site/texts, in English and in Telugu. A block is a content module's value handed to `pageText` with its key;
 * what comes back is that value with the published changes in place. The structure (how many cards, which icon, which
 * link, which figure) stays the code's and the facts' to decide; only the words are the hospital's.
 *
 * A change is kept as the text it replaced (`was`, with the hospital's facts written as `{town}`, `{phone}`…) and the
 * new text (`now`, facts as names too). It is put where the repository's text still reads `was`: at its own place, or
 * where that text moved when a fact added or took away a sentence before it. When the repository's text no longer
 * reads `was` (a fact changed what the sentence says, or a developer rewrote it), the change is not shown, and the
 * editor's page says so: a sentence written for other facts is never put over words it did not replace.
 */

export type PageLang = "en" | "te";

/** One changed text of a block: at its path ("paragraphs.2"), what it replaced and what it says now. */
export interface PageTextChange {
  path: string;
  was: string;
  now: string;
}

/** A block's published changes, as the content stores them (in `texts`, under the block's key). */
export interface PageTextEntry {
  value: PageTextChange[];
  by: string;
  on: string;
  at: string;
}

export { twinKey } from "./fact-names";
export const languageOfKey = (key: string): PageLang => (key.startsWith("telugu.") ? "te" : "en");

/** The facts a page text may name in braces, by language: a changed fact changes every sentence that names it. */
export const PAGE_TEXT_FACTS: Readonly<Record<PageLang, Readonly<Record<string, string>>>> = {
  en: {
    hospital: site.name,
    phone: site.phone.display,
    doctor: site.leadDoctor.name,
    town,
    district,
    ...(hasOpticalShop ? { opticals: opticalsName } : {}),
  },
  te: {
    hospital: site.name,
    phone: site.phone.display,
    doctor: site.leadDoctor.name,
    town: cityTe,
    district: districtTe,
    ...(hasOpticalShop ? { opticals: opticalsName } : {}),
  },
};

/**
 * A page text with this language's facts as names; the district is named where it is called a district (in
 * Anantapur the town and the district share their name).
 */
export function withFactNames(text: string, lang: PageLang): string {
  const facts = PAGE_TEXT_FACTS[lang];
  const districtWord = lang === "te" ? " జిల్లా" : " district";
  const named = facts.district
    ? text.replaceAll(`${facts.district}${districtWord}`, `{district}${districtWord}`)
    : text;
  return namingFacts(named, facts);
}

export const fillFactNames = (text: string, lang: PageLang) => fillingFacts(text, PAGE_TEXT_FACTS[lang]);

/** Keys whose values the code matches on or a fact decides: links, pictures, icons, figures. Never page words. */
const NOT_WORDS = new Set([
  "id",
  "icon",
  "kind",
  "slug",
  "href",
  "link",
  "to",
  "src",
  "image",
  "value",
  "width",
  "height",
  // The type of thing a service is in the structured data (MedicalProcedure…): the code's.
  "schemaType",
]);
/** A link or an address, not words: "/book", "#faq", "https://…", "tel:…". */
const looksLikeAddress = (text: string) => /^(\/|#|https?:|tel:|mailto:)/.test(text) || /^[\w-]+\.\w+$/.test(text);

/** A block's words: each text a patient reads, by its path ("intro", "items.2.title"), in order. */
export function wordsOf(value: unknown, path: string[] = []): { path: string; text: string }[] {
  if (typeof value === "string") {
    return value.trim() === "" || looksLikeAddress(value) ? [] : [{ path: path.join("."), text: value }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => wordsOf(item, [...path, String(index)]));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, field]) => (NOT_WORDS.has(key) ? [] : wordsOf(field, [...path, key])));
  }
  return [];
}

/** Where each change goes in a block as the repository writes it now: the path, or null when its text is gone. */
export function placeChanges(
  seed: unknown,
  changes: readonly PageTextChange[],
  lang: PageLang,
): { change: PageTextChange; at: string | null }[] {
  const words = wordsOf(seed).map(({ path, text }) => ({ path, named: withFactNames(text, lang) }));
  const taken = new Set<string>();
  return changes.map((change) => {
    const own = words.find((word) => word.path === change.path && word.named === change.was);
    const moved = own ?? words.find((word) => word.named === change.was && !taken.has(word.path));
    if (moved) taken.add(moved.path);
    return { change, at: moved?.path ?? null };
  });
}

function withTextAt<T>(value: T, path: readonly string[], text: string): T {
  if (path.length === 0) return text as T;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = withTextAt(copy[Number(head)], rest, text);
    return copy as T;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withTextAt(record[head], rest, text) } as T;
}

/** The block with its changes in place, the facts filled in. */
export function withChanges<T>(seed: T, changes: readonly PageTextChange[], lang: PageLang): T {
  return placeChanges(seed, changes, lang).reduce(
    (value, { change, at }) =>
      at === null ? value : withTextAt(value, at.split("."), fillFactNames(change.now, lang)),
    seed,
  );
}

/** Every block's repository value, by key: what the editor's page shows and a change is checked against. */
const seeds = new Map<string, unknown>();

/** The repository's value of a block, or undefined for a key no module has handed over. */
export const seedOf = (key: string): unknown => seeds.get(key);

/**
 * A block of page text, by its key ("page.about.hero"; its Telugu twin "telugu.page.about.hero"): the repository's
 * value, with what the editors changed and published in place.
 */
export function pageText<T>(key: string, value: T): T {
  seeds.set(key, value);
  const published = publishedContent.texts[key] as unknown as PageTextEntry | undefined;
  return published ? withChanges(value, published.value, languageOfKey(key)) : value;
}
