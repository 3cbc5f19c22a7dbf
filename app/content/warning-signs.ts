import { site } from "./site";
import type { Block, TitledText } from "./types";

/**
 * Eye problems that cannot wait for a booked visit, and what to do outside consultation hours: defined once here,
 * shown on every service page (routes/service-detail.tsx) and reused by the emergency, contact and community texts,
 * so that no two pages give different advice. General medical advice only: nothing here claims a service
 * the hospital has not stated.
 */

/** The national emergency ambulance number in India (Andhra Pradesh included). */
export const EMERGENCY_NUMBER = "108";

/** A possible stroke: a different place to go, so it is kept apart from the signs list and shown on its own. */
export const strokeWarning: TitledText = {
  title: "Possible stroke: go to an emergency department",
  text: `Sudden painless loss of vision, or any loss of vision with weakness of the face or arm or slurred speech, may be a stroke. Go to the nearest emergency department at once (call ${EMERGENCY_NUMBER}). Do not wait for an eye appointment.`,
};

/**
 * The one out-of-hours instruction. It promises nothing about who answers the phone at night:
 * call, and if no one can help, go to an emergency department.
 */
export const outOfHoursInstruction = `Outside consultation hours and on Sundays, call us on ${site.phone.display}. If you cannot reach us, do not wait for the next day: go to the nearest hospital emergency department. For a chemical splash, rinse the eye with clean water for 15 to 20 minutes before you set off. For a possible stroke or a severe eye injury, go straight to the nearest emergency department or call ${EMERGENCY_NUMBER}.`;

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
  intro: "Do not wait for an appointment. Come to the hospital the same day if you have any of these:",
  signs: [
    "Sudden loss or dimming of vision in one or both eyes, even if it comes back",
    "A sudden shower of new floaters, flashes of light, or a dark curtain over part of your vision",
    "A painful red eye with blurred vision",
    "A chemical splash in the eye, such as lime (sunnam), cement, acid, pesticide or cleaning liquid: rinse the eye with clean water for 15 to 20 minutes first, then come",
    "Any injury to the eye: a blow, a cut, or something stuck in it",
    "New double vision",
    "Haloes (coloured rings) around lights with headache and vomiting",
  ],
  stroke: strokeWarning,
  emergencyCall: { number: EMERGENCY_NUMBER, label: `Ambulance: ${EMERGENCY_NUMBER}` },
  outOfHours: outOfHoursInstruction,
};

/**
 * The same signs as a callout for an article's text, with the article's own word on why they matter: articles
 * give the same advice as the service pages, from the same list.
 */
export function sameDaySignsCallout(why: string): Extract<Block, { type: "callout" }> {
  const signs = sameDayWarningSigns.signs.map((sign) => sign.charAt(0).toLowerCase() + sign.slice(1));
  return {
    type: "callout",
    tone: "warning",
    title: "See an eye doctor the same day if you have",
    text: `${signs.join("; ")}. ${why} ${strokeWarning.text}`,
  };
}
