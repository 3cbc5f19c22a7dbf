import { EMERGENCY_NUMBER, type sameDayWarningSigns as sameDayWarningSignsEn } from "../warning-signs";
import { site } from "../site";
import type { Block, TitledText } from "../types";

/**
 * The eye problems that cannot wait, and what to do outside consultation hours, in Telugu: the same advice as
 * ../warning-signs.ts, sign for sign, with the same emergency number.
 */

/** The national emergency ambulance number in India, the English module's. */
export { EMERGENCY_NUMBER };

/** A possible stroke: a different place to go, so it is kept apart from the signs list and shown on its own. */
export const strokeWarning: TitledText = {
  title: "పక్షవాతం (స్ట్రోక్) కావచ్చు: అత్యవసర విభాగానికి (ఎమర్జెన్సీ) వెళ్ళండి",
  text: `ఉన్నట్టుండి నొప్పి లేకుండా చూపు పోతే, లేదా ముఖం గానీ చేయి గానీ బలహీనపడటం, మాట తడబడటంతో పాటు ఏ విధంగా చూపు పోయినా, అది పక్షవాతం (స్ట్రోక్) కావచ్చు. వెంటనే దగ్గర్లోని అత్యవసర విభాగానికి వెళ్ళండి (${EMERGENCY_NUMBER}కు కాల్ చేయండి). కంటి అపాయింట్‌మెంట్ కోసం ఆగకండి.`,
};

/**
 * The one out-of-hours instruction. It promises nothing about who answers the phone at night:
 * call, and if no one can help, go to an emergency department.
 */
export const outOfHoursInstruction = `డాక్టర్‌ను కలిసే సమయాలు కాని వేళల్లో, ఆదివారాల్లో ${site.phone.display}కు కాల్ చేయండి. మేము ఫోన్‌లో దొరకకపోతే, మర్నాటి వరకు ఆగకండి: దగ్గర్లోని ఆసుపత్రి అత్యవసర విభాగానికి (ఎమర్జెన్సీ) వెళ్ళండి. కంట్లో రసాయనం పడితే, బయలుదేరే ముందు శుభ్రమైన నీళ్లతో 15 నుండి 20 నిమిషాలు కన్ను కడగండి. పక్షవాతం (స్ట్రోక్) కావచ్చు అనిపించినా, కంటికి బలమైన దెబ్బ తగిలినా, నేరుగా దగ్గర్లోని అత్యవసర విభాగానికి వెళ్ళండి లేదా ${EMERGENCY_NUMBER}కు కాల్ చేయండి.`;

export const sameDayWarningSigns: typeof sameDayWarningSignsEn = {
  title: "అదే రోజు చూపించుకోవాల్సిన ప్రమాద లక్షణాలు",
  intro: "అపాయింట్‌మెంట్ కోసం ఆగకండి. వీటిలో ఏది ఉన్నా అదే రోజు ఆసుపత్రికి రండి:",
  signs: [
    "ఒక కంట్లో గానీ రెండు కళ్లలో గానీ ఉన్నట్టుండి చూపు పోవడం లేదా మసకబారడం, మళ్ళీ మామూలైనా సరే",
    "ఉన్నట్టుండి కొత్తగా కంటి ముందు తేలే చుక్కలు (Floaters) గుంపులుగా రావడం, మెరుపులు కనిపించడం, లేదా చూపులో కొంత భాగం మీద నల్లని తెర కమ్మినట్టు ఉండటం",
    "నొప్పితో ఎర్రబడిన కన్ను, దానితో పాటు చూపు మసకబారడం",
    "కంట్లో రసాయనం పడటం, ఉదాహరణకు సున్నం, సిమెంట్, యాసిడ్, పురుగుమందు, లేదా ఇల్లు శుభ్రం చేసే ద్రవాలు: ముందు శుభ్రమైన నీళ్లతో 15 నుండి 20 నిమిషాలు కన్ను కడిగి, తర్వాత రండి",
    "కంటికి ఏ దెబ్బ తగిలినా: గట్టిగా తగలడం, కోసుకుపోవడం, లేదా ఏదైనా గుచ్చుకుని కంట్లో ఇరుక్కుపోవడం",
    "కొత్తగా ప్రతిదీ రెండుగా కనిపించడం",
    "లైట్ల చుట్టూ రంగుల వలయాలు కనిపించడం, దానితో పాటు తలనొప్పి, వాంతులు",
  ],
  stroke: strokeWarning,
  emergencyCall: { number: EMERGENCY_NUMBER, label: `అంబులెన్స్: ${EMERGENCY_NUMBER}` },
  outOfHours: outOfHoursInstruction,
};

/**
 * The same signs as a callout for an article's text, with the article's own word on why they matter: articles
 * give the same advice as the service pages, from the same list.
 */
export function sameDaySignsCallout(why: string): Extract<Block, { type: "callout" }> {
  return {
    type: "callout",
    tone: "warning",
    title: "ఇవి ఉంటే అదే రోజు కంటి డాక్టర్‌కు చూపించుకోండి",
    text: `${sameDayWarningSigns.signs.join("; ")}. ${why} ${strokeWarning.text}`,
  };
}
