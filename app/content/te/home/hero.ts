import { claims, inWords, whenStated } from "../../hospital/claims";
import * as en from "../../home/hero";
import { site } from "../../site";
import { cityTe, nearbyTownsTe, townListTe } from "../hospital-words";
import { checkUpPriceAt } from "../../hospital/choices";
import { slotImage } from "../../photo-slots";
import { pageText } from "../../page-texts";

export type { Stat } from "../../home/hero";

export const homeHero: typeof en.homeHero = pageText("telugu.page.home.homeHero", {
  eyebrow: `${site.name} · ${cityTe}`,
  title: `${cityTe}లోనే, మీ ఇంటికి దగ్గర్లో స్పష్టమైన చూపు`,
  intro: `కంటి పరీక్షలు, కంటి శుక్లం (కంట్లో పొర) ఆపరేషన్, షుగర్ (మధుమేహం) వల్ల వచ్చే కంటి సమస్యలు, గ్లాకోమా (నీటి కాసులు), పిల్లల కంటి సమస్యలు: అన్నిటికీ చికిత్స ఒకే చోట. ${
    nearbyTownsTe.length
      ? `${cityTe} పట్టణం నుండే కాదు, ${townListTe(nearbyTownsTe)} నుండి కూడా కుటుంబాలు మా దగ్గరకు వస్తాయి.`
      : `${cityTe}, చుట్టుపక్కల ఊర్ల కుటుంబాలు మా దగ్గరకు వస్తాయి.`
  }`,
  stats: [
    ...whenStated(claims.yearsOfCare, (value) => ({ value, label: "ఏళ్ళ కంటి సేవ" })),
    // The figure written in full, as Telugu readers read it, not the English stat's short form.
    ...whenStated(claims.surgeriesCount, (count) => ({ value: `${inWords(count)}+`, label: "చేసిన ఆపరేషన్లు" })),
    ...whenStated(claims.satisfaction, (value) => ({ value, label: "రోగుల సంతృప్తి" })),
  ],
  statsLabel: "అంకెల్లో మా సేవ",
  bookLabel: "అపాయింట్‌మెంట్ బుక్ చేయండి",
  callLabel: `కాల్ చేయండి: ${site.phone.display}`,
  image: slotImage("hero-eye-care", "te", {
    ...en.homeHero.image,
    alt: "స్లిట్-ల్యాంప్‌తో ఒక పెద్దాయన కళ్ళను పరీక్షిస్తున్న కంటి డాక్టర్, పక్కనే ఎదురుచూస్తున్న కుటుంబ సభ్యులు",
  }),
});

/** The specification's second price reading (₹300, against ₹500 elsewhere), as in English: one place only. */
export const shortPriceNote: typeof en.shortPriceNote = `కంటి పరీక్ష ₹${checkUpPriceAt.short} నుండి`;
