/**
 * The days of the week, as the hospital's open days are written (issue 40: another hospital may open on Sunday, or
 * close on Thursday). Plain helpers: the hospital's own days are a fact in content/hospital/open-days.ts.
 */
import { listInEnglish } from "./word-lists";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** JavaScript's day number (Date#getUTCDay: Sunday 0) of each day. */
const DAY_NUMBER: Readonly<Record<Weekday, number>> = {
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sunday: 0,
};

const TELUGU: Readonly<Record<Weekday, { full: string; short: string }>> = {
  Monday: { full: "సోమవారం", short: "సోమ" },
  Tuesday: { full: "మంగళవారం", short: "మంగళ" },
  Wednesday: { full: "బుధవారం", short: "బుధ" },
  Thursday: { full: "గురువారం", short: "గురు" },
  Friday: { full: "శుక్రవారం", short: "శుక్ర" },
  Saturday: { full: "శనివారం", short: "శని" },
  Sunday: { full: "ఆదివారం", short: "ఆది" },
};

/** The day numbers (Sunday 0) of the days not in `open`: what a date picker and the desk check a day against. */
export const closedDayNumbers = (open: readonly Weekday[]): number[] =>
  WEEKDAYS.filter((day) => !open.includes(day)).map((day) => DAY_NUMBER[day]);

/** Whether a day ("2026-11-29") falls on one of the closed days (day numbers, Sunday 0). */
export const isClosedOn = (day: string, closed: readonly number[]): boolean =>
  closed.includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The days in the week's order, and whether they run without a gap (Monday to Saturday). */
function inOrder(days: readonly Weekday[]) {
  const sorted = WEEKDAYS.filter((day) => days.includes(day));
  const first = WEEKDAYS.indexOf(sorted[0]!);
  const unbroken = sorted.every((day, index) => WEEKDAYS.indexOf(day) === first + index);
  return { sorted, unbroken };
}

/** "Monday to Saturday", "Every day", "Monday, Wednesday and Friday", "Sunday". */
export function daysInEnglish(days: readonly Weekday[]): string {
  const { sorted, unbroken } = inOrder(days);
  if (sorted.length === 7) return "Every day";
  if (unbroken && sorted.length >= 3) return `${sorted[0]} to ${sorted.at(-1)}`;
  return listInEnglish(sorted);
}

/** "సోమవారం నుండి శనివారం వరకు", "ప్రతి రోజూ", "సోమవారం, బుధవారం, శుక్రవారం"; short: "సోమ–శని". */
export function daysInTelugu(days: readonly Weekday[], short = false): string {
  const { sorted, unbroken } = inOrder(days);
  if (sorted.length === 7) return "ప్రతి రోజూ";
  const name = (day: Weekday) => (short ? TELUGU[day].short : TELUGU[day].full);
  if (unbroken && sorted.length >= 3)
    return short
      ? `${name(sorted[0]!)}–${name(sorted.at(-1)!)}`
      : `${name(sorted[0]!)} నుండి ${name(sorted.at(-1)!)} వరకు`;
  return sorted.map(name).join(", ");
}

/** The closed days in English, "Sunday" or "Sunday and Thursday"; "" when open every day. */
export const closedInEnglish = (open: readonly Weekday[]): string =>
  listInEnglish(WEEKDAYS.filter((day) => !open.includes(day)));

/** The closed days in Telugu, "ఆదివారం" or "గురువారం, ఆదివారం"; "" when open every day. */
export const closedInTelugu = (open: readonly Weekday[]): string =>
  WEEKDAYS.filter((day) => !open.includes(day))
    .map((day) => TELUGU[day].full)
    .join(", ");
