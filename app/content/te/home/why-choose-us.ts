import { cityTe } from "../hospital-words";
import { opticalsName } from "../../optical-shop";
import { landmarkFact } from "./visit-us";
import { promises } from "../hospital/promises";
import { paymentSentenceTe } from "../../services/payment";
import * as en from "../../home/why-choose-us";
import { site } from "../../site";
import { inTelugu, type CardWords } from "../card-words";
import { hasEquipment } from "../../hospital/equipment";
import { pageText } from "../../page-texts";

/** The testing card's readings in Telugu: the same equipment answer as the English card. */
const readings = [
  hasEquipment("tonometer") ? "కంటి ఒత్తిడి (Eye pressure) చూస్తాం" : "",
  hasEquipment("octScanner") ? "కంటి వెనుక ఉన్న నరాన్ని స్కాన్ చేస్తాం" : "",
  hasEquipment("opticalBiometer") ? "ఆపరేషన్‌కు ముందు లెన్స్ కొలతలు తీసుకుంటాం" : "",
]
  .filter(Boolean)
  .join(", ");

const items: CardWords = {
  stethoscope: {
    title: "ఆపరేషన్లలో అనుభవం ఉన్న కంటి డాక్టర్",
    description:
      `${site.leadDoctor.name} గారికి కంటి డాక్టర్‌గా ${site.leadDoctor.experienceYears} ఏళ్ళకు పైగా అనుభవం ఉంది. ${promises.doctorSeesYou}`.trim(),
  },
  microscope: {
    title: "ఆధునిక పరీక్ష పరికరాలు",
    description: `${readings}. అందుకే ప్రతి నిర్ణయం స్పష్టమైన రీడింగ్‌ల మీద ఆధారపడి ఉంటుంది.`,
  },
  rupee: {
    title: "చికిత్సకు ముందే ధర చెబుతాం",
    description: `ఏదైనా చేసే ముందే ఖర్చు ఎంతో మీకు తెలుస్తుంది. ${paymentSentenceTe}`.trim(),
  },
  activity: {
    title: "షుగర్ ఉన్నవారి కళ్ళకు జాగ్రత్త",
    description:
      `మన జిల్లాలో షుగర్ చాలా మందికి ఉంది. అది తెలియకుండానే కంటి వెనుక భాగాన్ని పాడుచేయవచ్చు. ${promises.diabetesCheckedEveryVisit}`.trim(),
  },
  // Shown only with the optical shop: English's list has the card only then.
  glasses: {
    title: "అదే భవనంలో కళ్ళద్దాలు",
    description: `మీ కొత్త కళ్ళద్దాల పవర్ నేరుగా ఇదే భవనంలోని ${opticalsName} కి వెళ్తుంది. అక్కడ పిల్లలకు, పెద్దలకు, వృద్ధులకు ఫ్రేములు ఉన్నాయి.`,
  },
  "map-pin": {
    title: "సులభంగా చేరుకోవచ్చు",
    description: `మేము ${cityTe}లో ${landmarkFact.value} ఉన్నాం. బస్టాండ్ నుండి, రైల్వే స్టేషన్ నుండి ఎలా రావాలో ఈ పేజీలోని దారి వివరాల్లో ఉంది.`,
  },
};

export const whyChooseUs: typeof en.whyChooseUs = pageText("telugu.page.home.whyChooseUs", {
  title: "కుటుంబాలు మమ్మల్ని ఎందుకు ఎంచుకుంటాయి",
  intro:
    "మంచి కంటి వైద్యం అంటే యంత్రాలు మాత్రమే కాదు. మీ మాట వినే డాక్టర్, ముందే స్పష్టంగా చెప్పే ధర, అనుమానం వస్తే ఫోన్ చేసి అడగడానికి ఒక మనిషి: ఇవన్నీ కావాలి.",
  items: inTelugu(en.whyChooseUs.items, items),
});
