/** Form helpers with no dependencies, safe to load with every page. */

/** Digits left once spaces, dashes, brackets and a leading +91 or 0 are set aside. */
export function phoneDigits(raw: string): string {
  let digits = raw.replace(/[\s\-().]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.startsWith("+")) digits = digits.slice(1);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  return digits;
}

/** Today's date in India, as YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The honeypot input's name. Real people never see or fill it. */
export const HONEYPOT_FIELD = "website";

/** Longest value each form field takes, in characters: the server's rule and the browser's maxlength alike. */
export const FIELD_LIMITS = { name: 100, phone: 20, email: 200, subject: 200, message: 2000 } as const;
