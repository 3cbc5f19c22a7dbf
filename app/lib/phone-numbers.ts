/**
 * Indian phone numbers as patients type them ("98480 12345", "+91-98480-12345", "091 9848012345", "08554 245678")
 * and as the front desk needs them: one form to dial and export (+91 and ten digits), WhatsApp for mobiles only,
 * and search keys that find a number however either side wrote it (decision 0030).
 */

export interface IndianNumber {
  /** The ten-digit national number: "9848012345", "8554245678". */
  national: string;
  /** "+919848012345": what `tel:` links and the CSV export use. */
  e164: string;
  /** A mobile (ten digits from 6 to 9, not written as a landline): the only kind WhatsApp reaches. */
  mobile: boolean;
}

/**
 * A landline written as India writes one: the trunk 0, a two- to four-digit area code, then a break before the
 * subscriber's six to eight digits ("08554 245678", "(0877) 2234567", "080-2345 6789"). A mobile written with a
 * 0 keeps five digits together after it ("098480 12345", "0 98480 12345") or is written in one run.
 */
const LANDLINE_WRITING = /^\(?0\d{2,4}\)?[\s\-./]+\d/;

/** The number behind what was typed, or null when it is not a ten-digit Indian number (a foreign one, a typo). */
export function indianNumber(raw: string): IndianNumber | null {
  const written = raw.trim();
  let digits = written.replace(/\D/g, "");
  if (written.startsWith("+") && !written.startsWith("+91")) return null;
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 13 && digits.startsWith("091")) digits = digits.slice(3);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (!/^[1-9]\d{9}$/.test(digits)) return null;
  // Only a number written with the trunk 0 and ten digits after it can be a landline written as one ("091 98…" is
  // the country code).
  const trunk = written.replace(/\D/g, "").length === 11;
  const landline = /^[1-5]/.test(digits) || (trunk && LANDLINE_WRITING.test(written));
  return { national: digits, e164: `+91${digits}`, mobile: !landline };
}

/** The `tel:` address: always +91 and the national number when it is one, else the digits as typed. */
export function telHref(raw: string): string {
  const number = indianNumber(raw);
  return `tel:${number ? number.e164 : raw.replace(/[^\d+]/g, "")}`;
}

/** The number wa.me takes ("919848012345"), or null for a landline or a number that is not Indian. */
export function whatsAppNumber(raw: string): string | null {
  const number = indianNumber(raw);
  return number?.mobile ? `91${number.national}` : null;
}

/** "+91 98480 12345": how the desk reads a number (as typed when it is not an Indian one). */
export function displayNumber(raw: string): string {
  const number = indianNumber(raw);
  if (!number) return raw.trim();
  const { national } = number;
  return number.mobile
    ? `+91 ${national.slice(0, 5)} ${national.slice(5)}`
    : `+91 ${national.slice(0, 4)} ${national.slice(4)}`;
}

/**
 * A number as the desk dials it from the counter and a spreadsheet keeps it: "98480 12345", a landline with its STD
 * code "08554 241111". The space keeps Excel and LibreOffice from reading it as a number (919848045678 or 9.19848E+11),
 * and no leading "+" makes it look like a formula. Anything not an Indian number stays as typed.
 */
export function spreadsheetNumber(raw: string): string {
  const shown = displayNumber(raw);
  if (!shown.startsWith("+91 ")) return raw.trim();
  return indianNumber(raw)?.mobile ? shown.slice(4) : `0${shown.slice(4)}`;
}

/**
 * What a typed search can be the start or middle of, as stored phone keys (the national ten digits): the digits as
 * typed, and, when they start with a country code or trunk 0 ("91 98480", "+91 98480", "098480"), the digits after
 * it as the start of a number. Fewer than three digits find nothing by number.
 */
export function phoneSearchKeys(search: string): { anywhere: string[]; prefix: string[] } {
  const digits = search.replace(/\D/g, "");
  if (digits.length < 3) return { anywhere: [], prefix: [] };
  const prefix: string[] = [];
  const trimmed = search.trim();
  if (trimmed.startsWith("+91") || /^91\D/.test(trimmed) || (digits.startsWith("91") && digits.length === 12)) {
    prefix.push(digits.slice(2));
  } else if (digits.startsWith("0")) prefix.push(digits.replace(/^0+/, ""));
  else if (digits.startsWith("91") && digits.length > 2) prefix.push(digits.slice(2));
  return {
    anywhere: [digits.slice(-10)],
    prefix: prefix.filter((key) => key.length >= 3).map((key) => key.slice(0, 10)),
  };
}
