import { EMERGENCY_NUMBER, type sameDayWarningSigns as sameDayWarningSignsEn } from "../warning-signs";
import { clockTimeTe, hoursAt, type Session } from "../hospital/choices";
import { site } from "../site";
import type { Block, TitledText } from "../types";
import { closedDaysTe } from "../hospital/open-days";

/**
 * The eye problems that cannot wait, and what to do outside consultation hours, in Telugu: the same advice as
 * ../warning-signs.ts, sign for sign, with the same emergency number (the one rule of docs/decisions/0027).
 */

/** The national emergency ambulance number in India, the English module's. */
export { EMERGENCY_NUMBER };

/**
 * The one rule: any one of the stroke signs (sudden loss of sight among them, painful or not) means 108 or an
 * emergency department now; the signs list means come to us today.
 */
export const strokeWarning: TitledText = {
  title: `ఇప్పుడే ${EMERGENCY_NUMBER}కు కాల్ చేయండి: పక్షవాతం (స్ట్రోక్) కావచ్చు`,
  text: `ఒక కంట్లో గానీ రెండు కళ్ళలో గానీ ఉన్నట్టుండి చూపు పోవడం (మళ్ళీ వచ్చినా సరే), ఉన్నట్టుండి ప్రతిదీ రెండుగా కనిపించడం, మూతి ఒక పక్కకు వంకర పోవడం, చేయి బలం తగ్గడం, లేదా మాట ముద్దగా రావడం: వీటిలో ఏ ఒక్కటి ఉన్నా చాలు. అది పక్షవాతం (స్ట్రోక్) కావచ్చు. ఇప్పుడే ${EMERGENCY_NUMBER}కు కాల్ చేయండి, లేదా దగ్గర్లోని అత్యవసర విభాగానికి (ఎమర్జెన్సీ) వెళ్ళండి. కంటి అపాయింట్‌మెంట్ కోసం ఆగకండి.`,
};

/** First aid for a chemical splash, said the same wherever a splash is mentioned. */
export const splashFirstAid: string =
  "వెంటనే కనురెప్పలను తెరిచి పట్టుకుని, ధారగా నీళ్ళు పోస్తూ 15 నుండి 20 నిమిషాలు కన్ను బాగా కడగండి. పొడి సున్నం అయితే, ముందు ఆ పొడిని దులిపేసి, తర్వాత కడగండి.";

/** Something in the eye: grit, dust and husks as well as things that pierce. */
export const somethingInTheEye: string =
  "కంట్లో ఏదైనా పడి కడిగినా బయటికి రాకపోవడం (ఇసుక, నలుసు, పొట్టు లేదా ఊక, ఇనుప రవ్వ), లేదా కంట్లో ఏదైనా గుచ్చుకోవడం";

/** A white glow in a child's pupil: the same advice on every page that mentions it. */
export const whiteGlowInThePupil: string =
  "పిల్లల కంటిపాపలో తెల్లటి లేదా పసుపు రంగు మెరుపు, తరచుగా మామూలు ఎరుపుకు బదులు ఫోటోలో మొదట కనబడుతుంది: వారాలు ఆగకుండా, కొన్ని రోజుల్లోనే కంటి డాక్టర్‌కు చూపించండి. ఇది తీవ్రమైన కంటి సమస్యకు గుర్తు కావచ్చు.";

/**
 * When no doctor sees patients, written from the consultation hours (hospital/choices.ts): each break between two
 * sessions, the night from the last session to the first, and Sunday. With the visible hours: "మధ్యాహ్నం 2 నుండి
 * సాయంత్రం 6 వరకు, రాత్రి 8 నుండి ఉదయం 10 వరకు, ఆదివారం".
 */
function closedHoursTe(sessions: readonly Session[]): string {
  const gaps = sessions.map((session, index) => ({
    from: session.closes,
    to: (sessions[index + 1] ?? sessions[0] ?? session).opens,
  }));
  const times = gaps.map(({ from, to }) => `${clockTimeTe(from, true)} నుండి ${clockTimeTe(to, true)} వరకు`);
  return [...times, ...(closedDaysTe ? [closedDaysTe] : [])].join(", ");
}

/** "Outside consultation hours", with the hours it means. */
export const outsideConsultationHours = `డాక్టర్ లేని వేళల్లో (${closedHoursTe(hoursAt.visible.consultation)})`;

/**
 * The one out-of-hours instruction. It promises nothing about who answers the phone at night:
 * call, and if no one can help, go to an emergency department.
 */
export const outOfHoursInstruction = `${outsideConsultationHours}, ${site.phone.display}కు కాల్ చేయండి. మేము ఫోన్‌లో దొరకకపోతే, మర్నాటి వరకు ఆగకండి: దగ్గర్లోని ఆసుపత్రి అత్యవసర విభాగానికి (ఎమర్జెన్సీ) వెళ్ళండి. కంట్లో రసాయనం పడితే: ${splashFirstAid} తర్వాత బయలుదేరండి. పక్షవాతం (స్ట్రోక్) కావచ్చు అనిపించినా, కంటికి బలమైన దెబ్బ తగిలినా, ${EMERGENCY_NUMBER}కు కాల్ చేయండి లేదా నేరుగా దగ్గర్లోని అత్యవసర విభాగానికి వెళ్ళండి.`;

/** The come-today half of the rule, the opening of the signs list: it points ahead, to the list below it. */
const comeToday = "ఈ కింది వాటిలో ఏది ఉన్నా ఈ రోజే మా దగ్గరకు రండి (డాక్టర్ లేని వేళల్లో, దగ్గర్లోని అత్యవసర విభాగానికి వెళ్ళండి):";

export const sameDayWarningSigns: typeof sameDayWarningSignsEn = {
  title: "అదే రోజు చూపించుకోవాల్సిన ప్రమాద లక్షణాలు",
  intro: `అపాయింట్‌మెంట్ కోసం ఆగకండి. ${comeToday}`,
  signs: [
    "మెరుపులు కనిపించడం, ఉన్నట్టుండి కొత్తగా కంటి ముందు తేలే చుక్కలు (Floaters) గుంపులుగా రావడం, లేదా చూపులో కొంత భాగం మీద నల్లని తెర కమ్మినట్టు ఉండటం",
    "నొప్పితో ఎర్రబడిన కన్ను, దానితో పాటు చూపు మసకబారడం",
    "లైట్ల చుట్టూ రంగుల వలయాలు కనిపించడం, దానితో పాటు కంటి నొప్పి, తలనొప్పి లేదా వాంతులు",
    `కంట్లో రసాయనం పడటం, ఉదాహరణకు సున్నం, సిమెంట్, యాసిడ్, పురుగుమందు, లేదా ఫినాయిల్, బాత్రూమ్ క్లీనర్ లాంటివి. ${splashFirstAid} తర్వాత రండి`,
    `కంటికి ఏ దెబ్బ తగిలినా: గట్టిగా తగలడం, కోసుకుపోవడం, లేదా ${somethingInTheEye}`,
  ],
  stroke: strokeWarning,
  emergencyCall: { number: EMERGENCY_NUMBER, label: `అంబులెన్స్: ${EMERGENCY_NUMBER}` },
  outOfHours: outOfHoursInstruction,
};

/** The title of the articles' callout: which sign calls for which, not a choice between the two. */
export const SIGNS_CALLOUT_TITLE: string = `పక్షవాతం లక్షణాలైతే ఇప్పుడే ${EMERGENCY_NUMBER}కు కాల్ చేయండి; మిగతావాటికి ఈ రోజే మా దగ్గరకు రండి`;

/**
 * The same signs as a callout for an article's text, with the article's own word on why they matter: articles
 * give the same advice as the service pages, from the same list. The stroke signs are the callout's paragraph; the
 * come-today signs a list of their own under their lead-in, so "ఈ కింది వాటిలో" can only mean them.
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
