import { waysToPayShort } from "./payment";
import type { TitledText } from "~/content/types";
import { claims, inWords, whenStated } from "../hospital/claims";
import { site } from "../site";
import { andList, takesScans } from "../hospital/equipment";
import { nearbyTowns, town, townList } from "../place";
import { hasOpticalShop, opticalsName } from "../optical-shop";
import { splashFirstAid, whiteGlowInThePupil } from "../warning-signs";

/** Consultation hours in one line, for service page text. */
export const hoursLine = `${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")} (${site.consultationHours.closed})`;

/** Generic blocks shown on every service detail page. */
export const serviceDetailCommon: {
  ourApproach: { title: string; paragraphs: string[] };
  keyBenefits: { title: string; items: string[] };
  /**
   * The specification's heading. The page shows the same-day warning signs (../warning-signs) under it first,
   * then these routine reasons to book a visit.
   */
  whenToSeeSpecialist: { title: string; intro: string; routineTitle: string; items: string[] };
  urgentCare: TitledText;
} = {
  ourApproach: {
    title: "Our Approach",
    paragraphs: [
      `We start by listening. Before any test, the doctor asks what is troubling you, how it affects your work and home life, and what you hope for. Every finding is explained in plain words, with drawings${takesScans ? " or scan pictures" : ""} where they help, and you are told the cost before any test or treatment.`,
      `${andList(["Tests", ...(takesScans ? ["scans"] : []), "treatment", ...(hasOpticalShop ? ["glasses"] : [])])} are all under one roof in ${town}, so most people finish in a single visit. ${site.leadDoctor.name} and the team follow your eyes over the years, not just on the day of your visit, and keep your records so that each check can be compared with the last.`,
    ],
  },
  keyBenefits: {
    title: "Why Patients Choose Us",
    items: [
      // The hospital's figures, each only while it states it (hospital/claims.ts).
      ...whenStated(
        [
          ...whenStated(claims.yearsOfCare, (years) => `${years} years of eye care in ${town}`),
          ...whenStated(claims.surgeriesCount, (count) => `more than ${inWords(count)} surgeries`),
        ].join(" and ") || null,
        (line) => `${line.charAt(0).toUpperCase()}${line.slice(1)}`,
      ),
      // "Scans" only with a retina camera or an OCT scanner (hospital/equipment.ts).
      `Tests${takesScans ? ", scans" : ""} and surgery in one place`,
      "Prices explained clearly before any test or treatment",
      `${waysToPayShort ? `${waysToPayShort.charAt(0).toUpperCase()}${waysToPayShort.slice(1)} accepted, with help` : "Help"} on insurance reimbursement papers`,
      ...(hasOpticalShop ? [`Glasses made next door at ${opticalsName}`] : []),
      ...(nearbyTowns.length ? [`Easy to reach from ${townList(nearbyTowns)}`] : []),
    ],
  },
  whenToSeeSpecialist: {
    title: "When to See a Specialist",
    intro: "Most eye problems can wait for a booked visit, but a few cannot. Check the warning signs first.",
    routineTitle: "Book a visit soon if you notice",
    items: [
      "Blurred or misty vision that has come on slowly and does not clear when you blink",
      "Mild eye pain, redness, itching or watering that lasts more than a day or two",
      "Glare around headlights and street lamps, or trouble seeing in dim light",
      "Frequent headaches or eye strain while reading or using a screen",
      "A squint in a child, or a child holding books or the phone very close",
      whiteGlowInThePupil,
      "Diabetes, high blood pressure or glaucoma in the family, and no eye check in the past year",
    ],
  },
  urgentCare: {
    title: "Eye emergency?",
    text: `An injury to the eye or a chemical splash needs help the same day. For a chemical splash: ${splashFirstAid} Then call us on ${site.phone.display} and come straight in. For sudden loss of sight, call 108 or go to the nearest emergency department now: the warning signs on this page say which signs those are.`,
  },
};
