import { editableFaqLists } from "~/editor/editable-faq-lists";
import { TEXT_FACTS, type EditableFaqList } from "~/content/edited-texts";
import { namingFacts, twinKey } from "~/content/fact-names";
import type { FaqItem } from "~/content/types";
import { todayInIndia } from "~/lib/form-basics";
import { parseSampleForm } from "~/editor/sample-form";
import { EMPTY_SITE_CONTENT, type SiteContent } from "~/content/site-content";
import type { SiteChange } from "./site-editing.server";

/**
 * What the FAQ page (routes/staff/site-faqs.tsx) does to the content (decision 0038): an editor changes a list of
 * questions and answers, checked like a sample's form (editor/sample-form.ts: no `<` or `>`, at most 1,200 characters,
 * questions may be added and removed). The hospital's facts are shown and kept as `{phone}`, `{hospital}`…, so an
 * edited answer follows a changed phone number. Nothing here writes.
 */

/** "Call +91 94400 12345" → "Call {phone}": how the editor shows the repository's answers. */
export const withFactNames = (text: string) => namingFacts(text, TEXT_FACTS);

const named = (items: FaqItem[]) =>
  items.map(({ question, answer }) => ({ question: withFactNames(question), answer: withFactNames(answer) }));

/** The list an editor sees: the newest version's, else the repository's, with the facts as names. */
export function faqListValue(content: SiteContent, list: EditableFaqList): FaqItem[] {
  return (content.texts?.[list.key]?.value as FaqItem[] | undefined) ?? named(list.items);
}

/**
 * Whether the other language was saved after this one (a FAQ list, a block of page words: any text kept under twin
 * keys, "telugu." before the Telugu): this one is to bring up to date.
 */
export function twinTextOutOfDate(content: SiteContent, key: string): boolean {
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
  const at = twin && twinTextOutOfDate(content, list.key) ? twin.at : now.toISOString();
  content.texts = { ...content.texts, [list.key]: { value: items, by: editor, on: todayInIndia(now), at } };
  const language = list.lang === "te" ? "Telugu" : "English";
  return { ok: true, content, summary: `${list.label} (${language}): ${items.length} questions` };
}
