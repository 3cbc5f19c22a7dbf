import type { Lang } from "~/i18n/lang";
import { sameInEveryLanguage } from "./long-text-facts";
import type { FaqItem } from "./types";
import { fillingFacts } from "./fact-names";
import { publishedContent, type EditedTextEntry } from "./published-content";

/**
 * Question-and-answer lists the hospital's editors changed at /staff/site/faqs (decision 0038), by key (./published-content.ts);
 * empty in a plain build, in tests and in the browser's code (the lists are page text, never an
 * island's). An answer names the hospital's facts as `{phone}`, `{hospital}`, `{checkUpPrice}`…, filled in here, so
 * a changed phone number reaches the edited answers too.
 */
export type { EditedTextEntry } from "./published-content";

const published: Readonly<Record<string, EditedTextEntry>> = publishedContent.texts;

/** The facts an edited answer may name in braces: the same in either language. */
export const TEXT_FACTS: Readonly<Record<string, string>> = sameInEveryLanguage;

export const fillFacts = (text: string): string => fillingFacts(text, TEXT_FACTS);

/** Where a list can be changed: the key an edit is stored by, what the editor calls it, and its language. */
export interface EditableFaqList {
  key: string;
  label: string;
  lang: Lang;
  items: FaqItem[];
}

/** The list as the pages show it: an editor's published one, facts filled in, else the repository's. */
export function editedFaqs(key: string, items: FaqItem[]): FaqItem[] {
  const edited = published[key];
  return edited
    ? edited.value.map(({ question, answer }) => ({ question: fillFacts(question), answer: fillFacts(answer) }))
    : items;
}
