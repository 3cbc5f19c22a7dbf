import { plain, sampleAt } from "../../hospital/fact";
import { promisesFact as promisesFactEn } from "../../hospital/promises";

/** The promises in Telugu (see ../../hospital/promises.ts): a sample like the English, emptied the same way. */
export const promisesFact = sampleAt(
  "telugu.promises",
  {
    emergencySeenFirst: "మామూలు రోగుల కంటే ముందే మిమ్మల్ని చూస్తారు.",
    wheelchairHelp: "వీల్‌చెయిర్ కావాలన్నా, మెట్లు ఎక్కడానికి సహాయం కావాలన్నా బుక్ చేసేటప్పుడే చెప్పండి, మీరు వచ్చేసరికి మేము సిద్ధంగా ఉంటాం.",
    doctorSeesYou: "మిమ్మల్ని చూసేది డాక్టరే, సహాయకులు మాత్రమే కాదు.",
    diabetesCheckedEveryVisit: "మీరు వచ్చిన ప్రతిసారీ దీన్ని పరీక్షిస్తాం, ఫలితాల అర్థం ఏమిటో వివరిస్తాం.",
  },
  promisesFactEn.supply ?? "",
  {
    optionalTexts: true,
    shownAs: ["మామూలు రోగుల కంటే ముందే", "వీల్‌చెయిర్", "సహాయకులు మాత్రమే కాదు", "ప్రతిసారీ దీన్ని పరీక్షిస్తాం"],
  },
);

export const promises = plain(promisesFact);
