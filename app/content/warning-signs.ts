import { EMERGENCY_NUMBER } from "./emergency-number";
import { site } from "./site";
import type { Block, TitledText } from "./types";
import { closedDaysEn } from "./hospital/open-days";

/**
 * Eye problems that cannot wait for a booked visit, and what to do outside consultation hours: defined once here,
 * shown on every service page (routes/service-detail.tsx) and reused by the emergency, contact and community texts,
 * so that no two pages give different advice. General medical advice only: nothing here claims a service
 * the hospital has not stated.
 */

export { EMERGENCY_NUMBER };

/**
 * The one rule (docs/decisions/0027): any one of the stroke signs (and sudden loss of sight is one of them, painful
 * or not) means 108 or an emergency department now; the signs list means come to us today. Nothing else on the site
 * may tell a patient with sudden loss of sight to wait for an eye appointment.
 */
export const strokeWarning: TitledText = {
  title: `Call ${EMERGENCY_NUMBER} now: it may be a stroke`,
  text: `Sudden loss of sight in one or both eyes (even if it comes back), sudden double vision, a face drooping on one side, weakness in an arm, or slurred speech: any one of these alone is enough. It may be a stroke. Call ${EMERGENCY_NUMBER} or go to the nearest emergency department now. Do not wait for an eye appointment.`,
};

/** First aid for a chemical splash, said the same wherever a splash is mentioned. */
export const splashFirstAid: string =
  "Rinse the eye at once with plenty of running water for 15 to 20 minutes, holding the eyelids open. For dry lime (sunnam) powder, brush the powder off first, then rinse.";

/** Something in the eye: grit, dust and husks as well as things that pierce. */
export const somethingInTheEye: string =
  "something in the eye that does not wash out (grit, sand, a husk or chaff, a metal flake) or anything that has pierced it";

/** A white glow in a child's pupil: the same advice on every page that mentions it. */
export const whiteGlowInThePupil: string =
  "A white or yellow glow in a child's pupil, often seen first in a photo instead of the usual red: see an eye doctor within days, not weeks. It can be a sign of a serious eye problem.";

/**
 * The one out-of-hours instruction. It promises nothing about who answers the phone at night:
 * call, and if no one can help, go to an emergency department.
 */
export const outOfHoursInstruction = `Outside consultation hours${closedDaysEn ? ` and on ${closedDaysEn}` : ""}, call us on ${site.phone.display}. If you cannot reach us, do not wait for the next day: go to the nearest hospital emergency department. For a chemical splash: ${splashFirstAid} Then set off. For a possible stroke or a severe eye injury, call ${EMERGENCY_NUMBER} or go straight to the nearest emergency department.`;

/** The come-today half of the rule, the opening of the signs list: it points ahead, to the list below it. */
const comeToday =
  "Come to us today if you have any of the following (outside our hours, go to the nearest emergency department):";

export const sameDayWarningSigns: {
  title: string;
  intro: string;
  signs: readonly string[];
  stroke: typeof strokeWarning;
  /** A button that dials the ambulance, under the stroke line. */
  emergencyCall: { number: string; label: string };
  outOfHours: string;
} = {
  title: "Same-day warning signs",
  intro: `Do not wait for an appointment. ${comeToday}`,
  signs: [
    "Flashes of light, a sudden shower of new floaters, or a dark curtain over part of your vision",
    "A painful red eye with blurred vision",
    "Haloes (coloured rings) around lights with eye pain, headache or vomiting",
    `A chemical splash in the eye, such as lime (sunnam), cement, acid, pesticide or cleaning liquid. ${splashFirstAid} Then come`,
    `Any injury to the eye: a blow, a cut, or ${somethingInTheEye}`,
  ],
  stroke: strokeWarning,
  emergencyCall: { number: EMERGENCY_NUMBER, label: `Ambulance: ${EMERGENCY_NUMBER}` },
  outOfHours: outOfHoursInstruction,
};

/** The title of the articles' callout: which sign calls for which, not a choice between the two. */
export const SIGNS_CALLOUT_TITLE: string = `For signs of a stroke, call ${EMERGENCY_NUMBER} now; for the others, come to us today`;

/**
 * The same signs as a callout for an article's text, with the article's own word on why they matter: articles
 * give the same advice as the service pages, from the same list. The stroke signs are the callout's paragraph; the
 * come-today signs a list of their own under their lead-in, so "the following" can only mean them.
 */
export function sameDaySignsCallout(why: string): Extract<Block, { type: "callout" }> {
  return {
    type: "callout",
    tone: "warning",
    title: SIGNS_CALLOUT_TITLE,
    text: strokeWarning.text,
    list: { lead: comeToday, items: sameDayWarningSigns.signs, after: why },
  };
}
