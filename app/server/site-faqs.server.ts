import { editableFaqLists } from "~/content/editable-faq-lists";
import { TEXT_FACTS, type EditableFaqList } from "~/content/edited-texts";
import type { FaqItem } from "~/content/types";
import { todayInIndia } from "~/lib/form-basics";
import { parseSampleForm } from "~/lib/sample-form";
import { EMPTY_SITE_CONTENT, type SiteContent } from "~/lib/site-content";
import type { SiteChange } from "./site-editing.server";

/**
 * What the FAQ page (routes/staff/site-faqs.tsx) does to the content (decision 0038): an editor changes a list of
 * questions and answers, checked like a sample's form (lib/sample-form.ts: no `<` or `>`, at most 1,200 characters,
 * questions may be added and removed). The hospital's facts are shown and kept as `{phone}`, `{hospital}`…, so an
 * edited answer follows a changed phone number. Nothing here writes.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Longest first, so that a name inside a longer value is not taken first.
const FACT_NAMES = Object.entries(TEXT_FACTS).sort(([, a], [, b]) => b.length - a.length);

/** "Call +91 94400 12345" → "Call {phone}": how the editor shows the repository's answers. */
export function withFactNames(text: string): string {
  return FACT_NAMES.reduce(
    (out, [name, value]) => out.replace(new RegExp(`(?<![\\w])${escape(value)}(?![\\w])`, "g"), `{${name}}`),
    text,
  );
}

const named = (items: FaqItem[]) =>
  items.map(({ question, answer }) => ({ question: withFactNames(question), answer: withFactNames(answer) }));

const twinKey = (key: string) => (key.startsWith("telugu.") ? key.slice("telugu.".length) : `telugu.${key}`);

/** The list an editor sees: the newest version's, else the repository's, with the facts as names. */
export function faqListValue(content: SiteContent, list: EditableFaqList): FaqItem[] {
  return (content.texts?.[list.key]?.value as FaqItem[] | undefined) ?? named(list.items);
}

/** Whether the other language was saved after this one: this one is to bring up to date. */
export function faqListOutOfDate(content: SiteContent, key: string): boolean {
  const mine = content.texts?.[key];
  const theirs = content.texts?.[twinKey(key)];
  return Boolean(theirs && (!mine || mine.at < theirs.at));
}

export function applyFaqEdit(
  previous: SiteContent | undefined,
  form: URLSearchParams,
  editor: string,
  now = new Date(),
  lists: readonly EditableFaqList[] = editableFaqLists,
): SiteChange {
  const content: SiteContent = structuredClone(previous ?? EMPTY_SITE_CONTENT);
  const list = lists.find((entry) => entry.key === form.get("key"));
  if (!list) return { ok: false, problem: "That list is not one the editor knows. Reload the page." };
  const parsed = parseSampleForm(named(list.items), faqListValue(content, list), form);
  if (!parsed.ok) return parsed;
  const items = parsed.value as FaqItem[];
  const unknown = items
    .flatMap(({ question, answer }) => [...`${question} ${answer}`.matchAll(/\{(\w*)\}/g)])
    .map((match) => match[1] ?? "")
    .find((name) => !(name in TEXT_FACTS));
  if (unknown !== undefined) {
    return {
      ok: false,
      problem: `{${unknown}} is not a fact the site knows: use ${Object.keys(TEXT_FACTS)
        .map((name) => `{${name}}`)
        .join(", ")}.`,
    };
  }
  const twin = content.texts?.[twinKey(list.key)];
  const at = twin && faqListOutOfDate(content, list.key) ? twin.at : now.toISOString();
  content.texts = { ...content.texts, [list.key]: { value: items, by: editor, on: todayInIndia(now), at } };
  const language = list.lang === "te" ? "Telugu" : "English";
  return { ok: true, content, summary: `${list.label} (${language}): ${items.length} questions` };
}
