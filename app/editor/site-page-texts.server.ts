import { editablePages, type EditablePage, type EditablePageBlock } from "~/editor/editable-page-texts";
import {
  PAGE_TEXT_FACTS,
  languageOfKey,
  placeChanges,
  seedOf,
  twinKey,
  withFactNames,
  wordsOf,
  type PageLang,
  type PageTextChange,
  type PageTextEntry,
} from "~/content/page-texts";
import { todayInIndia } from "~/lib/form-basics";
import { SAMPLE_TEXT_LIMIT, type SampleField } from "~/editor/sample-form";
import { EMPTY_SITE_CONTENT, type SiteContent } from "~/content/site-content";
import type { SiteChange } from "./site-editing.server";
// The same rule for any text kept in English and Telugu under twin keys: the later save is the one to follow.
import { twinTextOutOfDate } from "./site-faqs.server";

/**
 * What the page texts page (routes/staff/site-texts.tsx) does to the content (decision 0067): an editor changes the
 * words of a block of page text in one language; each text that differs from the repository's (facts as names) is
 * kept as a change, the rest stays the repository's, so a fact changed later still changes it. Checked like every
 * other editor's text: not empty, no `<` or `>`, the facts by names the site knows. Nothing here writes.
 */

/** A changed text saved before the repository's words under it changed: no longer shown on the site. */
export interface SetAsideChange {
  was: string;
  now: string;
}

export interface PageTextBlockForm {
  key: string;
  label: string;
  lang: PageLang;
  fields: SampleField[];
  edited: { by: string; on: string } | null;
  setAside: SetAsideChange[];
  outOfDate: boolean;
}

/** The form field of a text at a path: "w.items.2.title". */
const fieldName = (path: string) => `w.${path}`;

/** Names whose words alone would not tell an editor what the text is for. */
const PATH_LABELS: Readonly<Record<string, string>> = {
  imageAlt: "The picture, described (read aloud to people who cannot see it)",
  metaTitle: "Title in search results and shared links",
  metaDescription: "Description in search results and shared links",
  keywords: "Search words",
};

/** "items.2.title" → "Items · Title (3)". */
function labelOfPath(path: string): string {
  const parts = path.split(".");
  const words = parts
    .filter((part) => !/^\d+$/.test(part))
    .map(
      (key) =>
        PATH_LABELS[key] ??
        key
          .replace(/([a-z])([A-Z])/g, "$1 $2")
          .toLowerCase()
          .replace(/^./, (first) => first.toUpperCase()),
    );
  const numbers = parts.filter((part) => /^\d+$/.test(part)).map((index) => Number(index) + 1);
  const label = words.length > 0 ? words.join(" · ") : "Text";
  return numbers.length > 0 ? `${label} (${numbers.join(".")})` : label;
}

const entryOf = (content: SiteContent | undefined, key: string) =>
  content?.texts?.[key] as unknown as PageTextEntry | undefined;

/** A block's fields as the editor sees them: each text with its change, else the repository's (facts as names). */
export function pageTextBlockForm(content: SiteContent, block: EditablePageBlock, lang: PageLang): PageTextBlockForm {
  const key = lang === "te" ? twinKey(block.key) : block.key;
  const seed = seedOf(key);
  const entry = entryOf(content, key);
  const placed = placeChanges(seed, entry?.value ?? [], lang);
  const fields = wordsOf(seed).map(({ path, text }): SampleField => {
    const shown = placed.find(({ at }) => at === path)?.change.now ?? withFactNames(text, lang);
    return { name: fieldName(path), label: labelOfPath(path), kind: text.length > 80 ? "longText" : "text", shown };
  });
  return {
    key,
    label: block.label,
    lang,
    fields,
    edited: entry ? { by: entry.by, on: entry.on } : null,
    setAside: placed.filter(({ at }) => at === null).map(({ change }) => ({ was: change.was, now: change.now })),
    outOfDate: twinTextOutOfDate(content, key),
  };
}

/** The block a form names, with its page: undefined for a key the editor does not know. */
export function findBlock(key: string): { page: EditablePage; block: EditablePageBlock } | undefined {
  const englishKey = languageOfKey(key) === "te" ? twinKey(key) : key;
  for (const page of editablePages) {
    const block = page.blocks.find((entry) => entry.key === englishKey);
    if (block) return { page, block };
  }
  return undefined;
}

const LANGUAGE_NAME = { en: "English", te: "Telugu" } as const;

export function applyPageTextEdit(
  previous: SiteContent | undefined,
  form: URLSearchParams,
  editor: string,
  now = new Date(),
): SiteChange {
  const content: SiteContent = structuredClone(previous ?? EMPTY_SITE_CONTENT);
  const key = form.get("key") ?? "";
  const found = findBlock(key);
  const seed = seedOf(key);
  if (!found || seed === undefined)
    return { ok: false, problem: "That text is not one the editor knows. Reload the page." };
  const lang = languageOfKey(key);
  const where = `${found.page.label}, ${found.block.label} (${LANGUAGE_NAME[lang]})`;
  const texts = { ...content.texts };

  if (form.get("putBack") === "yes") {
    if (!texts[key]) return { ok: false, problem: "These words are already the site's own." };
    delete texts[key];
    content.texts = texts;
    return { ok: true, content, summary: `${where}: put back as written for the site` };
  }

  const changes: PageTextChange[] = [];
  for (const { path, text } of wordsOf(seed)) {
    const label = labelOfPath(path);
    const typed = (form.get(fieldName(path)) ?? "").replace(/\r\n/g, "\n").trim();
    const was = withFactNames(text, lang);
    if (typed === "") return { ok: false, problem: `Type the ${label.toLowerCase()}: it cannot be left empty.` };
    if (/[<>]/.test(typed)) return { ok: false, problem: `${label}: write it without < or >.` };
    const limit = Math.max(SAMPLE_TEXT_LIMIT, Math.ceil(was.length * 1.5));
    if (typed.length > limit) {
      return { ok: false, problem: `${label}: at most ${limit.toLocaleString("en-IN")} characters, please.` };
    }
    const unknown = [...typed.matchAll(/\{(\w*)\}/g)]
      .map((match) => match[1] ?? "")
      .find((name) => !(name in PAGE_TEXT_FACTS[lang]) && !was.includes(`{${name}}`));
    if (unknown !== undefined) {
      const names = Object.keys(PAGE_TEXT_FACTS[lang])
        .map((name) => `{${name}}`)
        .join(", ");
      return { ok: false, problem: `${label}: {${unknown}} is not a fact the site knows: use ${names}.` };
    }
    if (typed !== was) changes.push({ path, was, now: typed });
  }

  const existing = texts[key] as unknown as PageTextEntry | undefined;
  if (changes.length === 0) {
    if (!existing) return { ok: false, problem: "Nothing changed: these are the words written for the site." };
    delete texts[key];
  } else if (!existing || JSON.stringify(existing.value) !== JSON.stringify(changes)) {
    const twin = texts[twinKey(key)];
    // Brought up to date with its twin, or said to mean the same: neither is then out of date.
    const upToDate = twinTextOutOfDate(content, key) || form.get("sameMeaning") === "yes";
    const at = twin && upToDate ? twin.at : now.toISOString();
    texts[key] = { value: changes, by: editor, on: todayInIndia(now), at };
  }
  content.texts = texts;
  const count = changes.length === 1 ? "1 text changed" : `${changes.length} texts changed`;
  return {
    ok: true,
    content,
    summary: `${where}: ${changes.length === 0 ? "put back as written for the site" : count}`,
  };
}
