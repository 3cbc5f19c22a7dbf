import { plain, sampleAt } from "./fact";

/**
 * Promises the pages make about how patients are looked after. Each is the hospital's to keep, so each is a sample:
 * an editor confirms it, corrects it, or empties it at /staff/site/facts, and the pages then leave it out (issue 39,
 * item 10). The Telugu twin is te/hospital/promises.ts.
 */
export const promisesFact = sampleAt(
  "promises",
  {
    emergencySeenFirst: "You will be seen before routine patients.",
    wheelchairHelp:
      "Tell us when you book if you need a wheelchair or help with steps, so that we are ready when you arrive.",
    doctorSeesYou: "You see the doctor, not only an assistant.",
    diabetesCheckedEveryVisit: "We check for it at every visit and explain what the results mean.",
  },
  "the promises the pages make about how patients are looked after: confirm each the hospital keeps, correct it, or empty it (the pages then leave it out)",
  {
    optionalTexts: true,
    shownAs: ["before routine patients", "need a wheelchair", "not only an assistant", "at every visit"],
  },
);

export const promises = plain(promisesFact);
