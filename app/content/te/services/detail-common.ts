import { waysToPayShortTe } from "../../services/payment";
import { claims, inWords, whenStated } from "../../hospital/claims";
import type { serviceDetailCommon as serviceDetailCommonEn } from "../../services/detail-common";
import { site } from "../../site";
import { takesScans } from "../../hospital/equipment";
import { ui } from "../ui";
import { cityTe, nearbyTownsTe, townListTe } from "../hospital-words";
import { hasOpticalShop, opticalsName } from "../../optical-shop";
import { splashFirstAid, whiteGlowInThePupil } from "../warning-signs";

/** Consultation hours in one line, for service page text (the frame's Telugu hours, ../ui.ts). */
export const hoursLine = `${ui.hours.days}, ${ui.hours.sessions.join(", ")} (${ui.hours.closed})`;

/** Generic blocks shown on every service detail page, in Telugu. */
export const serviceDetailCommon: typeof serviceDetailCommonEn = {
  ourApproach: {
    title: "మా పద్ధతి",
    paragraphs: [
      `మేము ముందు మీ మాట వింటాం. ఏ పరీక్ష చేసే ముందైనా, మీకు ఏం ఇబ్బందిగా ఉంది, అది మీ పనిని, ఇంట్లో రోజువారీ పనులను ఎలా ఇబ్బంది పెడుతోంది, మీరు ఏం ఆశిస్తున్నారు అని డాక్టర్ అడుగుతారు. ప్రతి విషయాన్నీ సులభమైన మాటల్లో, అవసరమైతే ${takesScans ? "బొమ్మలు లేదా స్కాన్ ఫోటోలతో" : "బొమ్మలతో"} వివరిస్తాం. ఏ పరీక్షకైనా, చికిత్సకైనా ముందే ఖర్చు ఎంతో చెబుతాం.`,
      `పరీక్షలు, ${takesScans ? "స్కాన్లు, " : ""}చికిత్స${hasOpticalShop ? ", కళ్ళద్దాలు" : ""} అన్నీ ${cityTe}లో ఒకే చోట ఉన్నాయి, కాబట్టి చాలామందికి ఒక్కసారి రావడంతోనే పని అయిపోతుంది. ${site.leadDoctor.name} గారు, మా బృందం మీరు వచ్చిన రోజు మాత్రమే కాదు, ఏళ్ళ తరబడి మీ కళ్ళను గమనిస్తూ ఉంటారు; ప్రతిసారీ పరీక్షను పోయినసారితో పోల్చి చూడటానికి మీ రికార్డులు జాగ్రత్తగా ఉంచుతాం.`,
    ],
  },
  keyBenefits: {
    title: "రోగులు మమ్మల్ని ఎందుకు ఎంచుకుంటారు",
    items: [
      ...whenStated(
        [
          ...whenStated(claims.yearsOfCare, (years) => `${cityTe}లో ${years} ఏళ్ళుగా కంటి సంరక్షణ`),
          ...whenStated(claims.surgeriesCount, (count) => `${inWords(count)}కు పైగా ఆపరేషన్లు`),
        ].join(", ") || null,
        (line) => line,
      ),
      `పరీక్షలు, ${takesScans ? "స్కాన్లు, " : ""}ఆపరేషన్ అన్నీ ఒకే చోట`,
      "ఏ పరీక్షకైనా, చికిత్సకైనా ముందే ధరలు స్పష్టంగా చెబుతాం",
      `${waysToPayShortTe ? `${waysToPayShortTe} తీసుకుంటాం; ` : ""}ఇన్సూరెన్స్ డబ్బు తిరిగి పొందే (రీయింబర్స్‌మెంట్) కాగితాలకు సహాయం చేస్తాం`,
      ...(hasOpticalShop ? [`పక్కనే ఉన్న ${opticalsName}లో కళ్ళద్దాలు తయారవుతాయి`] : []),
      ...(nearbyTownsTe.length ? [`${townListTe(nearbyTownsTe)} నుండి సులభంగా రావచ్చు`] : []),
    ],
  },
  whenToSeeSpecialist: {
    title: "కంటి డాక్టర్‌ను ఎప్పుడు కలవాలి",
    intro: "చాలా కంటి సమస్యలు అపాయింట్‌మెంట్ తీసుకుని వచ్చేవరకు ఆగవచ్చు, కానీ కొన్ని ఆగకూడదు. ముందుగా ఈ ప్రమాద లక్షణాలు చూడండి.",
    routineTitle: "ఇవి కనిపిస్తే త్వరలో అపాయింట్‌మెంట్ తీసుకోండి",
    items: [
      "నెమ్మదిగా వచ్చిన మసక లేదా పొగమంచులాంటి చూపు, కళ్ళు ఆర్పినా పోకపోతే",
      "ఒకటి రెండు రోజులకు మించి ఉండే కొద్దిపాటి కంటి నొప్పి, ఎరుపు, దురద, లేదా నీళ్ళు కారడం",
      "ఎదురుగా వచ్చే వాహనాల లైట్లు, వీధి దీపాల చుట్టూ కళ్ళు చెదిరే వెలుగు, లేదా తక్కువ వెలుతురులో సరిగా కనిపించకపోవడం",
      "చదువుతున్నప్పుడు లేదా ఫోన్, కంప్యూటర్ స్క్రీన్ చూస్తున్నప్పుడు తరచుగా తలనొప్పి, కళ్ళు లాగడం",
      "పిల్లల్లో మెల్లకన్ను (Squint), లేదా పిల్లలు పుస్తకాన్ని గానీ ఫోన్‌ను గానీ మరీ దగ్గరగా పెట్టుకుని చూడటం",
      whiteGlowInThePupil,
      "షుగర్ (మధుమేహం), బీపీ (రక్తపోటు), లేదా ఇంట్లో ఎవరికైనా గ్లాకోమా (నీటి కాసులు) ఉండి, గత ఏడాదిలో కంటి పరీక్ష చేయించుకోకపోతే",
    ],
  },
  urgentCare: {
    title: "కంటికి అత్యవసరమా?",
    text: `కంటికి దెబ్బ తగిలినా, కంట్లో రసాయనం పడినా అదే రోజు సహాయం కావాలి. రసాయనం పడితే: ${splashFirstAid} తర్వాత ${site.phone.display}కు కాల్ చేసి నేరుగా రండి. ఉన్నట్టుండి చూపు పోతే, ఇప్పుడే 108కు కాల్ చేయండి, లేదా దగ్గర్లోని అత్యవసర విభాగానికి (ఎమర్జెన్సీ) వెళ్ళండి: ఏ లక్షణాలు అలాంటివో ఈ పేజీలోని ప్రమాద లక్షణాలు చెబుతాయి.`,
  },
};
