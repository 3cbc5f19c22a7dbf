import type { Lang } from "~/i18n/lang";
import { FIELD_LIMITS } from "./form-basics";

/**
 * What the shared schema (requests.ts) says about a field, by key, in both languages. The schema names the
 * problem; the browser, the API and the no-JavaScript pages say it in the page's language.
 */
export type FormMessageKey =
  | "name.required"
  | "name.tooLong"
  | "phone.invalid"
  | "date.missing"
  | "date.notReal"
  | "date.past"
  | "date.tooFar"
  | "email.invalid"
  | "subject.required"
  | "subject.tooLong"
  | "message.required"
  | "message.tooLong";

export const FORM_MESSAGES: Record<Lang, Record<FormMessageKey, string>> = {
  en: {
    "name.required": "Please enter your name.",
    "name.tooLong": `Please keep the name under ${FIELD_LIMITS.name} characters.`,
    "phone.invalid": "Please enter a phone number with 10 to 13 digits.",
    "date.missing": "Please choose a date.",
    "date.notReal": "Please choose a real date.",
    "date.past": "Please choose today or a later date.",
    "date.tooFar": "Please choose a date within the next year.",
    "email.invalid": "Please enter a valid e-mail address.",
    "subject.required": "Please enter a subject.",
    "subject.tooLong": `Please keep the subject under ${FIELD_LIMITS.subject} characters.`,
    "message.required": "Please enter a message.",
    "message.tooLong": `Please keep the message under ${FIELD_LIMITS.message.toLocaleString("en-IN")} characters.`,
  },
  te: {
    "name.required": "దయచేసి మీ పేరు రాయండి.",
    "name.tooLong": `పేరు ${FIELD_LIMITS.name} అక్షరాల లోపు ఉండాలి.`,
    "phone.invalid": "దయచేసి 10 నుండి 13 అంకెల ఫోన్ నంబర్ రాయండి.",
    "date.missing": "దయచేసి ఒక తేదీ ఎంచుకోండి.",
    "date.notReal": "దయచేసి సరైన తేదీ ఎంచుకోండి.",
    "date.past": "దయచేసి ఈ రోజు లేదా తర్వాతి తేదీ ఎంచుకోండి.",
    "date.tooFar": "దయచేసి ఈ రోజు నుండి ఏడాది లోపల ఉన్న తేదీ ఎంచుకోండి.",
    "email.invalid": "దయచేసి సరైన ఈమెయిల్ చిరునామా రాయండి.",
    "subject.required": "దయచేసి విషయం ఏమిటో రాయండి.",
    "subject.tooLong": `విషయం ${FIELD_LIMITS.subject} అక్షరాల లోపు ఉండాలి.`,
    "message.required": "దయచేసి మీ సందేశం రాయండి.",
    "message.tooLong": `సందేశం ${FIELD_LIMITS.message.toLocaleString("en-IN")} అక్షరాల లోపు ఉండాలి.`,
  },
};

/** A message key in a language; anything else (an older message) is given back as it is. */
export function formMessage(keyOrText: string, lang: Lang): string {
  return (FORM_MESSAGES[lang] as Record<string, string | undefined>)[keyOrText] ?? keyOrText;
}
