import { screensSchools } from "../hospital/school-screening";
import { promises } from "./hospital/promises";
import { sameInEveryLanguage } from "~/content/long-text-facts";
import type { MarkdownFacts } from "~/content/markdown-blocks";
import { prices } from "~/content/hospital/prices";
import { consultationHoursTe } from "./hospital-words";
import { hoursLine } from "./services/detail-common";
import {
  outOfHoursInstruction,
  sameDaySignsCallout,
  splashFirstAid,
  strokeWarning,
  whiteGlowInThePupil,
} from "./warning-signs";

/** Telugu twin of ~/content/long-text-facts: the same names, filled with the Telugu pages' words. */
export const longTextFacts: MarkdownFacts = {
  values: {
    // Only what reads the same in both languages comes from the English; the rest is worded in Telugu.
    ...sameInEveryLanguage,
    hours: hoursLine,
    visitingHours: `${consultationHoursTe.days}, ${consultationHoursTe.sessions.join(", ")}`,
    strokeWarning: strokeWarning.text,
    emergencySeenFirst: promises.emergencySeenFirst,
    wheelchairHelp: promises.wheelchairHelp,
    schoolScreeningTitle: screensSchools ? "బడుల్లో కంటి పరీక్షలు" : "",
    schoolScreeningText: screensSchools
      ? `బడుల్లో మేము కంటి పరీక్షలు చేస్తాం. పూర్తి పరీక్ష అవసరమైన పిల్లలను, తల్లిదండ్రుల కోసం ఒక చీటీ రాసి ఆసుపత్రికి పంపుతాం. తమ బడిలో కంటి పరీక్షలు చేయించాలనుకునే బడులు ${sameInEveryLanguage.phone}కు కాల్ చేయవచ్చు.`
      : "",
    outOfHours: outOfHoursInstruction,
    splashFirstAid,
    whiteGlowInThePupil,
    /** The community programme's places a month, in digits, as the Telugu pages write counts. */
    communityPlaces: String(prices.communityPlacesAMonth),
  },
  callouts: { "same-day-signs": sameDaySignsCallout },
};
