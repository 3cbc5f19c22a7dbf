import { site } from "../site";

/**
 * Sentences the Telugu contact, community and legal pages share (te/contact.ts, te/community.ts, te/legal.ts),
 * so that they give the same advice in the same words. Not a twin of an English module: in English these
 * sentences live in ../warning-signs.ts (`outOfHoursInstruction`) and ../legal.ts (`contactLine`).
 */

/** The one out-of-hours instruction, as te/warning-signs.ts words it for every Telugu page. */
export { outOfHoursInstruction as outOfHoursInstructionTe } from "./warning-signs";

/** How to reach the hospital, as the end of a sentence ("…, call … or e-mail …"). */
export const contactLineTe = `${site.phone.display} నంబర్‌కు కాల్ చేయండి, లేదా ${site.email} కు ఈమెయిల్ చేయండి`;
