import { claims, inWords } from "~/content/hospital/claims";
import type { MarkdownFacts } from "~/content/markdown-blocks";
import { site } from "~/content/site";
import { consultationHoursTe } from "./hospital-words";
import { hoursLine } from "./services/detail-common";
import { EMERGENCY_NUMBER, outOfHoursInstruction, sameDaySignsCallout, strokeWarning } from "./warning-signs";

/** Telugu twin of ~/content/long-text-facts: the same names, filled with the Telugu pages' words. */
export const longTextFacts: MarkdownFacts = {
  values: {
    hospital: site.name,
    opticals: site.opticalsName,
    phone: site.phone.display,
    doctor: site.leadDoctor.name,
    cataractSurgeries: inWords(claims.leadDoctorCataractSurgeriesCount),
    hours: hoursLine,
    visitingHours: `${consultationHoursTe.days}, ${consultationHoursTe.sessions.join(", ")}`,
    emergencyNumber: EMERGENCY_NUMBER,
    strokeWarning: strokeWarning.text,
    outOfHours: outOfHoursInstruction,
  },
  callouts: { "same-day-signs": sameDaySignsCallout },
};
