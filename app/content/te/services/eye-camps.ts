import { sampleAt } from "../../hospital/fact";
import { prices, rupees } from "../../hospital/prices";
import { campVisitFact as campVisitFactEn, eyeCampsFact as eyeCampsFactEn, holdsCamps } from "../../services/eye-camps";
import type { EyeCamp } from "../../services/eye-camps";

export type { EyeCamp };

/**
 * The free eye camps in Telugu: the same sample timetable as the English one (../../services/eye-camps.ts), to be
 * replaced with it when the hospital gives its own.
 */
export const eyeCampsFact = sampleAt<EyeCamp[]>(
  "telugu.eyeCamps",
  [
    {
      town: "కదిరి",
      venue: "ఆర్టీసీ బస్టాండ్ దగ్గర కమ్యూనిటీ హాల్",
      schedule: "ప్రతి నెలా మొదటి మంగళవారం, ఉదయం\u00a09:00 – మధ్యాహ్నం\u00a01:00",
      description:
        "చూపు, కళ్ళద్దాల పవర్ పరీక్షలు, కంటి శుక్లం (కంట్లో పొర) ఉందేమో పరీక్ష, గ్లాకోమా కోసం కంటి ఒత్తిడి పరీక్ష. ముఖ్యంగా 50 ఏళ్ళు దాటిన వారికి, చూపు మసకబారిన వారెవరికైనా.",
    },
    {
      town: "ధర్మవరం",
      venue: "నేత కార్మికుల కమ్యూనిటీ హాల్",
      schedule: "ప్రతి నెలా రెండో బుధవారం, ఉదయం\u00a09:00 – మధ్యాహ్నం\u00a01:00",
      description:
        "దగ్గరగా పెట్టుకుని సన్నని పని చేసే నేత కార్మికులకు, ఇతరులకు: దగ్గరి చూపు, చదువు కళ్ళద్దాల పరీక్షలు, కళ్ళు అలసిపోకుండా సలహాలు, 50 ఏళ్ళు దాటిన వారికి శుక్లం పరీక్ష.",
    },
    {
      town: "హిందూపురం",
      venue: "పాత బస్టాండ్ దగ్గర మున్సిపల్ స్కూల్ హాల్",
      schedule: "ప్రతి నెలా మూడో గురువారం, ఉదయం\u00a09:00 – మధ్యాహ్నం\u00a01:00",
      description:
        "కుటుంబం అంతా రావచ్చు: పిల్లలకు, పెద్దలకు కంటి పరీక్షలు, పిల్లల్లో మెల్లకన్ను (Squint), సోమరి కన్ను (Lazy eye) పరీక్ష, తాతా అవ్వలకు శుక్లం పరీక్ష.",
    },
    {
      town: "గుంతకల్",
      venue: "రైల్వే కాలనీ కమ్యూనిటీ హాల్",
      schedule: "ప్రతి నెలా నాలుగో శుక్రవారం, ఉదయం\u00a09:00 – మధ్యాహ్నం\u00a01:00",
      description: "షుగర్ ఉన్నవారికి రెటీనా పరీక్ష (మీ తాజా షుగర్ రిపోర్టు తీసుకురండి); 40 ఏళ్ళు దాటిన వారెవరికైనా చూపు, కంటి ఒత్తిడి పరీక్షలు.",
    },
    {
      town: "తాడిపత్రి",
      venue: "పంచాయతీ ఆఫీసు హాల్",
      schedule: "ప్రతి నెలా మొదటి సోమవారం, ఉదయం\u00a09:00 – మధ్యాహ్నం\u00a01:00",
      description:
        "పొలం, ఫ్యాక్టరీ, రాళ్ళు పాలిష్ చేసే పనివారి కోసం: కంటి దెబ్బలు, కళ్ళు పొడిబారడం, ఇన్ఫెక్షన్ల పరీక్షలు, కళ్ళకు రక్షణ అద్దాల గురించి సలహా. కన్ను ఎర్రబడి నొప్పిగా ఉంటే శిబిరం వరకు ఆగకండి: ఈ రోజే ఆసుపత్రికి రండి.",
    },
    {
      town: "గుత్తి",
      venue: "కోట రోడ్డు దగ్గర ప్రభుత్వ హైస్కూల్",
      schedule: "ప్రతి నెలా మూడో బుధవారం, ఉదయం\u00a09:00 – మధ్యాహ్నం\u00a01:00",
      description: `40 ఏళ్ళు దాటిన వారికి శుక్లం, గ్లాకోమా పరీక్షలు. శుక్లం ఆపరేషన్ అవసరమైన వారికి, నెలకు ${prices.communityPlacesAMonth} ఆపరేషన్లు ${rupees(prices.communityCataract)}కే చేసే సేవా కార్యక్రమం గురించి చెబుతాం.`,
    },
  ],
  eyeCampsFactEn.supply ?? "",
  { noneIsAnAnswer: true },
);

/** None when the English timetable says the hospital holds none: the answer is the English one. */
export const freeEyeCamps: EyeCamp[] = holdsCamps ? eyeCampsFact.value : [];

/** How a patient comes to a camp, in Telugu: a sample like the English one. */
export const campVisitFact = sampleAt(
  "telugu.eyeCampVisits",
  "అపాయింట్‌మెంట్ అవసరం లేదు: ఆ రోజు నేరుగా శిబిరానికి రండి; మీ కళ్ళద్దాలు, ఏవైనా మెడికల్ రిపోర్టులు ఉంటే తీసుకురండి.",
  campVisitFactEn.supply ?? "",
);
