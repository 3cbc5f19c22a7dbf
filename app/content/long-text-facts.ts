import type { MarkdownFacts } from "./markdown-blocks";
import { claims, inWords } from "./hospital/claims";
import { hoursLine } from "./services/detail-common";
import { site } from "./site";
import { EMERGENCY_NUMBER, outOfHoursInstruction, sameDaySignsCallout, strokeWarning } from "./warning-signs";

/**
 * What the English long texts (service page bodies and articles, written in Markdown) may name in braces: the
 * hospital's facts come from site.ts and claims.ts, and the warning words from warning-signs.ts, never retyped.
 */
export const longTextFacts: MarkdownFacts = {
  values: {
    hospital: site.name,
    opticals: site.opticalsName,
    phone: site.phone.display,
    doctor: site.leadDoctor.name,
    cataractSurgeries: inWords(claims.leadDoctorCataractSurgeriesCount),
    hours: hoursLine,
    visitingHours: `${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")}`,
    emergencyNumber: EMERGENCY_NUMBER,
    strokeWarning: strokeWarning.text,
    outOfHours: outOfHoursInstruction,
  },
  callouts: { "same-day-signs": sameDaySignsCallout },
};
