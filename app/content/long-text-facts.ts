import type { MarkdownFacts } from "./markdown-blocks";
import { offersLaserCorrection } from "./hospital/services-offered";
import { hoursLine } from "./services/detail-common";
import { site } from "./site";
import { hasOpticalShop, opticalsName } from "./optical-shop";
import { district, town } from "./place";
import {
  EMERGENCY_NUMBER,
  outOfHoursInstruction,
  sameDaySignsCallout,
  splashFirstAid,
  strokeWarning,
  whiteGlowInThePupil,
} from "./warning-signs";
import { checkUpPriceAt } from "./hospital/choices";
import { countInEnglish, prices, rupees } from "./hospital/prices";
import { promises } from "./hospital/promises";
import { screensSchools } from "./hospital/school-screening";
import { equipmentSentences } from "./equipment-sentences";

/**
 * What the English long texts (service page bodies and articles, written in Markdown) may name in braces: the
 * hospital's facts come from site.ts and claims.ts, and the warning words from warning-signs.ts, never retyped.
 */
/** The facts that read the same on a page in either language: names, the phone number, figures. */
export const sameInEveryLanguage = {
  hospital: site.name,
  opticals: opticalsName,
  phone: site.phone.display,
  doctor: site.leadDoctor.name,
  emergencyNumber: EMERGENCY_NUMBER,
  /** The eye check-up's starting price (its main reading; hospital/choices.ts). */
  checkUpPrice: `₹${checkUpPriceAt.main}`,
  /** The starting prices and the community programme's price (hospital/prices.ts). */
  cataractPrice: rupees(prices.cataractFrom),
  lasikPrice: rupees(prices.lasikPerEyeFrom),
  communityPrice: rupees(prices.communityCataract),
};

export const longTextFacts: MarkdownFacts = {
  values: {
    ...sameInEveryLanguage,
    // The hospital's town and district in English (place.ts), for a long text that names them.
    town,
    district,
    // Sentences about the optical shop next door, empty when the hospital has none (optical-shop.ts). Each closes its
    // paragraph in the Markdown, so an emptied one leaves no stray words or punctuation.
    glassesNextDoor: hasOpticalShop ? `If you need glasses, ${opticalsName} is next door.` : "",
    prescriptionNextDoor: hasOpticalShop
      ? `Or walk next door to ${opticalsName}, where staff check that the lenses are made to the exact power and centred correctly for your eyes.`
      : "",
    childrensFrames: hasOpticalShop
      ? `Children's frames at ${opticalsName} are light and flexible for active use.`
      : "",
    hours: hoursLine,
    visitingHours: `${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")}`,
    strokeWarning: strokeWarning.text,
    // Promises the hospital may empty (hospital/promises.ts): a list item left empty is dropped.
    emergencySeenFirst: promises.emergencySeenFirst,
    wheelchairHelp: promises.wheelchairHelp,
    // The children's page's school section, empty (and so left out) once the hospital says it screens no schools.
    schoolScreeningTitle: screensSchools ? "School eye screening" : "",
    schoolScreeningText: screensSchools
      ? `We run eye screening in schools. Children who need a closer look are referred to the hospital with a note for their parents. Schools that would like a screening visit can call us on ${site.phone.display}.`
      : "",
    // What the refractive error page and the LASIK article say of LASIK here: the hospital may not offer it
    // (hospital/services-offered.ts), and then says so and offers a check and a referral.
    lasikHere: offersLaserCorrection
      ? "Our LASIK Surgery page explains who it suits and what can go wrong."
      : "We do not do LASIK at this hospital: the doctor can tell you whether it may suit your eyes, and refer you.",
    lasikBooking: offersLaserCorrection
      ? `To book a LASIK suitability check at ${site.name}, call ${site.phone.display} or use the booking form on this website.`
      : `We do not do LASIK at ${site.name}. If you are thinking about it, our doctor can check your eyes first and refer you to a centre that does: call ${site.phone.display} or use the booking form on this website.`,
    outOfHours: outOfHoursInstruction,
    splashFirstAid,
    whiteGlowInThePupil,
    /** The community programme's places a month, in words ("ten"). */
    communityPlaces: countInEnglish(prices.communityPlacesAMonth),
    // What the hospital's equipment lets it do, named only where it has it (equipment-sentences.ts).
    ...equipmentSentences,
  },
  callouts: { "same-day-signs": sameDaySignsCallout },
};
