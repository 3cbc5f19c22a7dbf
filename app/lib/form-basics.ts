/** Form helpers with no dependencies, safe to load with every page. */

/** Digits left once spaces, dashes, brackets and a leading +91 or 0 are set aside. */
export function phoneDigits(raw: string): string {
  let digits = raw.replace(/[\s\-().]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.startsWith("+")) digits = digits.slice(1);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  return digits;
}

/** India's clock is UTC+05:30 all year (no daylight saving since 1945). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * Today's date in India, as YYYY-MM-DD. By the fixed offset, not `Intl.DateTimeFormat`: a page's first date formatter,
 * whatever its zone, sets up the browser's date formatting, about 80 ms of a 6× phone's main thread, and the booking
 * form asks for today's date as it is first drawn, which an early tap waits for (issue 41, decision 0080).
 */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The honeypot input's name. Real people never see or fill it. */
export const HONEYPOT_FIELD = "website";

/** Longest value each form field takes, in characters: the server's rule and the browser's maxlength alike. */
export const FIELD_LIMITS = { name: 60, phone: 20, email: 200, subject: 200, message: 2000 } as const;

/**
 * A person's name as one line: line breaks, tabs and other controls become spaces, and the invisible marks that
 * turn text around (U+202E and its kin) are dropped, so a name cannot reverse what the desk reads after it or start a
 * new paragraph in the hospital's own WhatsApp message. Telugu's joiners (U+200C, U+200D) stay.
 */
export function oneLineName(raw: string): string {
  return raw
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim();
}
