import { paymentSentenceTe } from "../../services/payment";
import { editedFaqs } from "~/content/edited-texts";
import * as en from "../../home/faq";
import { site } from "../../site";
import { checkUpPriceAt } from "../../hospital/choices";
import { takesScans } from "../../hospital/equipment";
import { insuranceAt, wordingFor } from "../../hospital/choices";
import { prices, rupees } from "../../hospital/prices";
import { pageText } from "../../page-texts";

/** Exactly five questions, each expandable on the home page: the English ones, in the same order. */
export const homeFaqSection: typeof en.homeFaqSection = pageText("telugu.page.home.homeFaqSection", {
  title: "రోగులు తరచుగా అడిగే ప్రశ్నలు",
  intro: "మొదటిసారి వచ్చే ముందు ఎక్కువ మంది అడిగే ప్రశ్నలకు చిన్న జవాబులు.",
  moreLabel: "ఇంకేదైనా మమ్మల్ని అడగండి",
  moreLink: en.homeFaqSection.moreLink,
});

/** As written in the repository; the pages read `homeFaqs` (an editor's list over it, decision 0038). */
export const repositoryHomeFaqs: typeof en.homeFaqs = [
  {
    question: "అపాయింట్‌మెంట్ తప్పనిసరా?",
    answer: `అపాయింట్‌మెంట్ లేకుండా నేరుగా వచ్చినవారిని కూడా డాక్టర్‌ను కలిసే సమయాల్లో చూస్తాం, కానీ ముందే బుక్ చేసుకుంటే తక్కువ సేపు ఎదురుచూడాలి. ఆన్‌లైన్‌లో బుక్ చేయండి, ${site.phone.display} కి కాల్ చేయండి, లేదా వాట్సాప్ మెసేజ్ పంపండి.`,
  },
  {
    question: "కంటి పరీక్షకు ఎంత ఖర్చవుతుంది?",
    answer: `కంటి పరీక్ష ₹${checkUpPriceAt.main} నుండి మొదలవుతుంది. ${takesScans ? "కంటి వెనుక భాగం స్కాన్ లాంటి " : ""}అదనపు పరీక్షలు అవసరమైతే, అవి చేసే ముందే ధర చెబుతాం.${paymentSentenceTe ? ` ${paymentSentenceTe}` : ""}`,
  },
  {
    question: "శుక్లం ఆపరేషన్ నొప్పిగా ఉంటుందా? ఎంత సేపు పడుతుంది?",
    answer: `చాలా మందికి నొప్పి అంతగా ఉండదు, లేదా అసలే ఉండదు. చుక్కలతో గానీ, చిన్న ఇంజెక్షన్‌తో గానీ కంటికి మత్తు ఇస్తాం, కాబట్టి చాలా మందికి కొంచెం నొక్కినట్టు మాత్రమే అనిపిస్తుంది. ప్రతి ఆపరేషన్ లాగే దీనికీ కొన్ని రిస్కులు ఉన్నాయి, అవి మా శుక్లం పేజీలో వివరించాం. ఆపరేషన్‌కు ఒక్కో కంటికి సుమారు 15 నుండి 20 నిమిషాలు పడుతుంది, మొత్తం మీద 2 నుండి 3 గంటలు ఆసుపత్రిలో ఉంటారు. అదే రోజు ఇంటికి వెళ్ళిపోవచ్చు. శుక్లం ఆపరేషన్ ${rupees(prices.cataractFrom)} నుండి మొదలవుతుంది.`,
  },
  {
    question: "ఇన్సూరెన్స్ తీసుకుంటారా?",
    answer: wordingFor(insuranceAt.noDirectTieUps, {
      noDirectTieUps:
        "ఇన్సూరెన్స్ కంపెనీలతో మాకు నేరుగా ఒప్పందాలు లేవు, కాబట్టి ముందు మీరు ఆసుపత్రిలో డబ్బు కట్టాలి. మీ ఇన్సూరెన్స్ కంపెనీ మీ డబ్బు తిరిగి ఇవ్వడానికి కావాల్సిన బిల్లులు, రిపోర్టులు, ఫారాలు సిద్ధం చేయడంలో మా సిబ్బంది సహాయం చేస్తారు.",
      plansAccepted:
        "అవును, పలు ఇన్సూరెన్స్ ప్లాన్‌లు మా దగ్గర చెల్లుతాయి. మీ పాలసీ కార్డు లేదా ఈ-కార్డు, ఒక ఫోటో గుర్తింపు కార్డు తీసుకురండి. చికిత్సకు ముందే మీ ప్లాన్‌లో ఏమేం వస్తాయో మా రిసెప్షన్ సిబ్బంది చూసి చెబుతారు.",
    }),
  },
  {
    question: "కంటిపాపను పెద్దది చేసే చుక్కలు వేస్తారా? తర్వాత బండి నడపవచ్చా?",
    answer:
      "పూర్తి కంటి పరీక్ష కోసం సాధారణంగా కంటిపాపను పెద్దది చేసే చుక్కలు వేస్తాం, అప్పుడే డాక్టర్ కంటి వెనుక భాగాన్ని చూడగలరు. సుమారు 4 నుండి 6 గంటలు చూపు మసకగా ఉంటుంది, వెలుతురు కళ్ళకు గుచ్చుకున్నట్టు అనిపిస్తుంది. అది తగ్గే వరకు కారు గానీ, బైక్ గానీ, స్కూటర్ గానీ నడపకండి; ఎవరినైనా వెంట తీసుకురండి, లేదా ఆటోలో ఇంటికి వెళ్ళండి.",
  },
];

export const homeFaqs = editedFaqs("telugu.faq.home", repositoryHomeFaqs);
