import * as en from "../../home/appointment-promo";
import { inTelugu, type BlurbWords } from "../card-words";
import { consultationHoursTe } from "../hospital-words";
import { pageText } from "../../page-texts";

const points: BlurbWords = {
  glasses: {
    title: "ఏం తీసుకురావాలి",
    text: "మీ పాత కళ్ళద్దాలు, మీరు వాడే మందుల జాబితా, షుగర్ ఉంటే మీ ఇటీవలి షుగర్ రిపోర్టులు.",
  },
  eye: {
    title: "ఏం జరుగుతుంది",
    text: "మామూలు కంటి పరీక్షకు సాధారణంగా 30 నిమిషాల లోపే పడుతుంది. పూర్తి కంటి పరీక్షకు 60 నుండి 90 నిమిషాలు పడుతుంది, ఎందుకంటే కంటిపాపను పెద్దది చేసే చుక్కలు పనిచేయడానికి సమయం కావాలి. వీలైతే కుటుంబ సభ్యులను వెంట తీసుకురండి, ఇంటికి వెళ్ళేటప్పుడు పెట్టుకోవడానికి కూలింగ్ గ్లాసులు తెచ్చుకోండి.",
  },
  clock: {
    title: "డాక్టర్‌ను కలిసే సమయాలు",
    text: `${consultationHoursTe.days}, ${consultationHoursTe.sessions.join(", ")}. ${consultationHoursTe.closed}.`,
  },
};

export const appointmentPromo: typeof en.appointmentPromo = pageText("telugu.page.home.appointmentPromo", {
  title: "మీరు రావడానికి ముందు",
  text: "ముందే బుక్ చేసుకుంటే మీ కోసం ఒక సమయం ఉంచుతాం. కొంచెం సిద్ధమై వస్తే డాక్టర్ మీ కళ్ళ సమస్యను త్వరగా అర్థం చేసుకోగలరు.",
  points: inTelugu(en.appointmentPromo.points, points),
  buttonLabel: "అపాయింట్‌మెంట్ బుక్ చేయండి",
});
