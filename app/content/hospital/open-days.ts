import {
  WEEKDAYS,
  closedDayNumbers,
  closedInEnglish,
  closedInTelugu,
  daysInEnglish,
  daysInTelugu,
  type Weekday,
} from "../../lib/open-days";
import { sampleAt } from "./fact";

/**
 * The days the hospital sees patients (issue 40): the specification's Monday to Saturday, Sunday a holiday, and an
 * editor may tick others. The visible hours, the structured data, the booking form's note, the desk's bookable days
 * and its quick reply all follow.
 */
export const openDaysFact = sampleAt<Weekday[]>(
  "openDays",
  ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  "the days the hospital sees patients (tick each; the optical shop keeps the same days)",
  { choices: WEEKDAYS, given: "the specification §9", atLeastOne: true },
);

/** The open days in the week's order (at least one: an editor cannot untick them all). */
export const openDays: readonly Weekday[] = WEEKDAYS.filter((day) => openDaysFact.value.includes(day));

/** The closed days' numbers (Sunday 0): the booking form's note and the desk's calendar. */
export const closedWeekdays: readonly number[] = closedDayNumbers(openDays);

/** "Sunday", "Thursday and Sunday"; "" when the hospital opens every day. */
export const closedDaysEn: string = closedInEnglish(openDays);
export const closedDaysTe: string = closedInTelugu(openDays);

/** The open days as the hours write them: "Monday to Saturday" / "సోమవారం నుండి శనివారం వరకు" (short: "సోమ–శని"). */
export const openDaysEn: string = daysInEnglish(openDays);
export const openDaysTe: string = daysInTelugu(openDays);
export const openDaysTeShort: string = daysInTelugu(openDays, true);
/** Inside an English sentence: "We see patients Monday to Saturday", "… every day". */
export const openDaysInSentenceEn: string = openDays.length === WEEKDAYS.length ? "every day" : openDaysEn;

/** The line under the hours: "Sunday holiday", or "Open every day". */
export const closedLineEn: string = closedDaysEn ? `${closedDaysEn} holiday` : "Open every day";
export const closedLineTe: string = closedDaysTe ? `${closedDaysTe} సెలవు` : "ప్రతి రోజూ తెరిచి ఉంటాం";
