/** India Standard Time: UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The wall clock in India as "YYYY-MM-DDTHH:MM:SS", or "" when the time is missing or unreadable. */
function indiaClock(iso: string | null | undefined): string {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(at) ? "" : new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 19);
}

/** A stored time as a receptionist reads it, in India with its offset: "2026-11-26 19:45:12 +05:30" ("" if none). */
export function indiaDateTime(iso: string | null | undefined): string {
  const clock = indiaClock(iso);
  return clock && `${clock.replace("T", " ")} +05:30`;
}

/** The day in India a stored time falls on: "2026-11-26" ("" if none). */
export function indiaDate(iso: string | null | undefined): string {
  return indiaClock(iso).slice(0, 10);
}
