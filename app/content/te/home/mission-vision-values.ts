import * as en from "../../home/mission-vision-values";
import { inTelugu, type CardWords } from "../card-words";
import { districtTe } from "../hospital-words";
import { pageText } from "../../page-texts";

export type { TitledText } from "../../home/mission-vision-values";

const values: CardWords = {
  heart: {
    title: "ఆదరణ",
    description: "ముందు మీ మాట వింటాం, ప్రశ్నలకు ఓపికగా జవాబిస్తాం, ప్రతి ఒక్కరినీ ఒకే గౌరవంతో చూస్తాం.",
  },
  award: {
    title: "నాణ్యత",
    description: "జాగ్రత్తగా పరీక్షలు, శుభ్రమైన ఆపరేషన్, ఆ తర్వాత సరైన పరీక్షలు: ప్రతిసారీ సరైన పద్ధతిలో.",
  },
  lightbulb: {
    title: "కొత్తదనం",
    description: "కొత్త పద్ధతులు రోగులకు చికిత్సను మరింత సురక్షితంగా లేదా త్వరగా చేస్తేనే వాటిని తీసుకుంటాం, ఆర్భాటం కోసం కాదు.",
  },
  "shield-check": {
    title: "నిజాయితీ",
    description: "మీకు అవసరమైన చికిత్స మాత్రమే సూచిస్తాం, మొదలుపెట్టే ముందే పూర్తి ఖర్చు చెబుతాం.",
  },
};

export const missionVisionValues: typeof en.missionVisionValues = pageText("telugu.page.home.missionVisionValues", {
  title: "మేము దేనికి కట్టుబడి ఉన్నాం",
  valuesTitle: "మా విలువలు",
  mission: {
    title: "మా లక్ష్యం",
    text: "వయసు, ఆదాయం ఏదైనా సరే, మా దగ్గరకు వచ్చే ప్రతి రోగికి సమస్య ఏమిటో నిజాయితీగా చెప్పడం, సురక్షితమైన చికిత్స చేయడం, అన్నీ స్పష్టంగా వివరించడం. ధర న్యాయంగా ఉండాలి, అది ముందే అందరికీ తెలిసేలా చెప్పాలి.",
  },
  vision: {
    title: "మా ఆశయం",
    text: `శుక్లం, గ్లాకోమా, షుగర్ కంటి జబ్బు లాంటి సమస్యలను ముందే కనిపెట్టవచ్చు, లేదా సులభంగా చికిత్స చేయవచ్చు. అలాంటి సమస్య వల్ల ${districtTe} జిల్లాలో ఎవరూ చూపు కోల్పోకూడదు.`,
  },
  values: inTelugu(en.missionVisionValues.values, values),
});
