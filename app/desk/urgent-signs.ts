/**
 * Words in a request that mean it should not wait its turn (issue 42): the desk's queue puts these first and its rows
 * say what the site tells patients to do (content/warning-signs.ts, decision 0027): an injury, a chemical or a sudden
 * loss of sight is 108 or come now; pain, a red eye, flashes, or a problem after an operation is come today. In both
 * languages, as patients type them. A flag is a reason to call first, never a diagnosis: the desk still asks.
 */

export type Urgency = "now" | "today";

interface Sign {
  urgency: Urgency;
  /** What the row says the sign is, in the desk's words. */
  label: string;
  words: RegExp;
}

const SIGNS: readonly Sign[] = [
  {
    urgency: "now",
    label: "sudden loss of sight",
    words:
      /\b(sudden(ly)?\s+(lost|loss|no|can'?t|cannot|blind)|lost\s+(my\s+|his\s+|her\s+)?(sight|vision)|can'?t\s+see\s+(at\s+all|anything))|stroke|చూపు\s*పో|కనిపించడం\s*లేదు|కనబడటం\s*లేదు/i,
  },
  {
    urgency: "now",
    label: "chemical in the eye",
    words: /\b(chemical|acid|bleach|lime|sunnam|battery\s+water)|రసాయన|సున్నం|యాసిడ్/i,
  },
  {
    urgency: "now",
    label: "injury",
    words: /\b(injur|hit\b|struck|pierc|cracker|firework|stick\s+in|bleeding)|దెబ్బ|గాయ|రక్తం|టపాసు/i,
  },
  {
    urgency: "today",
    label: "after an operation",
    words: /\bafter\s+(the\s+|my\s+|his\s+|her\s+)?(operation|surgery)|ఆపరేషన్\s*(తర్వాత|అయిన)/i,
  },
  { urgency: "today", label: "pain", words: /\b(pain|painful|aching|hurts?)\b|నొప్పి|నెప్పి/i },
  { urgency: "today", label: "red eye", words: /\b(red|redness)\b|ఎర్ర/i },
  { urgency: "today", label: "flashes or floaters", words: /\b(flash(es)?|floaters?|curtain)\b|మెరుపులు/i },
  {
    urgency: "today",
    label: "asks for today",
    words: /\b(urgent(ly)?|emergency|today|asap)\b|అత్యవసర|అర్జెంట్|ఈ\s*రోజే|ఇవాళే/i,
  },
];

/** What the desk tells the patient for each urgency: the site's own rule, in a few words. */
export const URGENCY_ADVICE: Record<Urgency, string> = {
  now: "108 or come now",
  today: "come today",
};

export interface UrgentFlag {
  urgency: Urgency;
  /** The signs found, "pain, red eye". */
  signs: string[];
}

/** The urgent signs in what a patient wrote (subject and message), or null when there are none. */
export function urgentFlag(...texts: (string | null | undefined)[]): UrgentFlag | null {
  const text = texts.filter(Boolean).join("\n");
  if (!text.trim()) return null;
  const found = SIGNS.filter((sign) => sign.words.test(text));
  if (found.length === 0) return null;
  return {
    urgency: found.some((sign) => sign.urgency === "now") ? "now" : "today",
    signs: found.map((sign) => sign.label),
  };
}

/** 2 for 108-or-now, 1 for come-today, 0: the sort key the store orders waiting requests by. */
export function urgencyRank(...texts: (string | null | undefined)[]): number {
  const flag = urgentFlag(...texts);
  return flag ? (flag.urgency === "now" ? 2 : 1) : 0;
}

/** "Urgent: pain, red eye · come today". */
export function urgentFlagText(flag: UrgentFlag): string {
  return `Urgent: ${flag.signs.join(", ")} · ${URGENCY_ADVICE[flag.urgency]}`;
}

/** The first line of what the patient wrote, short enough for a row. */
export function firstLine(text: string | null | undefined, letters = 90): string {
  const line = (text ?? "").trim().split(/\r?\n/)[0]!.trim();
  return line.length > letters ? `${line.slice(0, letters - 1).trimEnd()}…` : line;
}
