import { longTextFacts as english } from "~/content/long-text-facts";
import type { MarkdownFacts } from "~/content/markdown-blocks";
import { consultationHoursTe } from "./hospital-words";
import { hoursLine } from "./services/detail-common";
import { outOfHoursInstruction, sameDaySignsCallout, strokeWarning } from "./warning-signs";

/** Telugu twin of ~/content/long-text-facts: the same names, filled with the Telugu pages' words. */
export const longTextFacts: MarkdownFacts = {
  // The hospital's names and figures are the same in both languages; the rest is worded in Telugu.
  values: {
    ...english.values,
    hours: hoursLine,
    visitingHours: `${consultationHoursTe.days}, ${consultationHoursTe.sessions.join(", ")}`,
    strokeWarning: strokeWarning.text,
    outOfHours: outOfHoursInstruction,
  },
  callouts: { "same-day-signs": sameDaySignsCallout },
};
