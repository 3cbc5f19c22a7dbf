/**
 * "2026-02-16" → "16 February 2026": the one way the site writes a date (the day the text was updated or
 * reviewed). Intl's calendar data, so the Telugu edition passes "te-IN" and gets Telugu month names.
 */
export function formatIsoDate(iso: string, locale = "en-IN"): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}
