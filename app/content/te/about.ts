import { paymentSentenceTe } from "../services/payment";
import { foundingStoryFact } from "./hospital/founding-story";
import * as en from "../about";
import { claims, inWords, whenStated } from "../hospital/claims";
import { site } from "../site";
import { inTelugu, type CardWords } from "./card-words";
import { cityTe, consultationHoursTe, districtTe, leadDoctorRoleTe, nearbyTownsTe, townListTe } from "./hospital-words";
import { hasOpticalShop, opticalsName } from "../optical-shop";
import { insuranceAt, wordingFor } from "../hospital/choices";
import { slotImage } from "../photo-slots";
import { prices, rupees } from "../hospital/prices";
import { pageText } from "../page-texts";
import { hasEquipment, takesScans } from "../hospital/equipment";

/** Telugu copy for the about page (/te/about): the twin of ../about.ts, export for export. */

export type { AboutCard } from "../about";

export const aboutMeta: typeof en.aboutMeta = pageText("telugu.page.about.aboutMeta", {
  title: "మా గురించి",
  description: `${cityTe}లో ${claims.yearsOfCare === null ? "" : `${claims.yearsOfCare} ఏళ్ళ `}కంటి సేవ: ${site.name} గురించి, మా లక్ష్యం, ${hasOpticalShop ? `విలువలు, ఇదే భవనంలో ఉన్న ${opticalsName} గురించి` : "విలువల గురించి"} తెలుసుకోండి.`,
  keywords: [
    `${site.name} గురించి`,
    `${cityTe} కంటి ఆసుపత్రి`,
    `${cityTe}లో కంటి డాక్టర్`,
    `${districtTe} జిల్లా కంటి వైద్యం`,
    ...(hasOpticalShop ? [`${opticalsName} ${cityTe}`] : []),
    ...(nearbyTownsTe.length ? [`${nearbyTownsTe.slice(0, 4).join(" ")} కంటి ఆసుపత్రి`] : []),
    `eye hospital ${site.city}`,
  ],
});

export const aboutHero: typeof en.aboutHero = pageText("telugu.page.about.aboutHero", {
  title: "మా గురించి",
  lead: `${claims.yearsOfCareCount === null ? "" : `${claims.yearsOfCareCount} ఏళ్ళకు పైగా `}${site.name} ${cityTe}, చుట్టుపక్కల పట్టణాల కుటుంబాల కళ్ళను చూసుకుంటోంది: కంటి పరీక్షలు, కంటి శుక్లం (కంట్లో పొర) ఆపరేషన్${hasOpticalShop ? ", కళ్ళద్దాలు, అన్నీ" : ", రెండూ"} ఒకే చోట.`,
});

export const aboutFacts: typeof en.aboutFacts = [
  ...whenStated(claims.yearsOfCare, (value) => ({ value, label: `${cityTe}లో కంటి సేవ చేసిన ఏళ్ళు` })),
  // The figure written in full, as Telugu readers read it, not the English stat's short form.
  ...whenStated(claims.surgeriesCount, (count) => ({ value: `${inWords(count)}+`, label: "చేసిన కంటి ఆపరేషన్లు" })),
  ...whenStated(claims.satisfaction, (value) => ({ value, label: "రోగుల సంతృప్తి" })),
  ...whenStated(claims.rating, ({ value, count }) => ({
    value: `${value}/5`,
    label: `${count} మంది రోగుల రివ్యూల్లో రేటింగ్`,
  })),
];

export const aboutIntro: typeof en.aboutIntro = pageText("telugu.page.about.aboutIntro", {
  title: `${cityTe}తో పాటు ఎదిగిన కంటి వైద్యం`,
  factsLabel: "ఒక్క చూపులో",
  paragraphs: [
    [
      ...whenStated(claims.yearsOfCareCount, (years) => `${site.name} ${years} ఏళ్ళ కంటే ముందు మొదలైంది.`),
      foundingStoryFact.value.trim(),
      ...whenStated(
        claims.surgeriesCount,
        (count) =>
          `${claims.yearsOfCareCount === null ? "" : "అప్పటి నుండి "}మా బృందం ${inWords(count)} కంటే ఎక్కువ ఆపరేషన్లు చేసింది.`,
      ),
    ]
      .filter(Boolean)
      .join(" "),
    `ఆసుపత్రిని ${site.leadDoctor.name} గారు (${leadDoctorRoleTe}) నడిపిస్తున్నారు. ${districtTe} జిల్లా నలుమూలల నుండి రోగులు మా దగ్గరకు వస్తారు: పట్టణం నుండి, ${nearbyTownsTe.length ? `${townListTe(nearbyTownsTe)} నుండి, వాటి` : "దాని"} చుట్టూ సుమారు ${site.serviceRadiusKm} కి.మీ. లోపు ఉన్న పల్లెల నుండి.`,
    "ఏళ్ళ తరబడి గట్టి ఎండ, దుమ్ము తగిలిన కళ్ళతో చాలా మంది రైతులు, బయట పనిచేసేవారు మా దగ్గరకు వస్తారు. షుగర్ (మధుమేహం) ఉన్నవారు కూడా చాలా మంది వస్తారు; షుగర్ ముందుగా ఎలాంటి హెచ్చరిక లేకుండానే కళ్ళను పాడుచేయగలదు. ఈ సమస్యలను ముందే కనిపెట్టడం మా పనిలో పెద్ద భాగం.",
    ...(hasOpticalShop
      ? [
          `మా కళ్ళద్దాల షాపు ${opticalsName} ఇదే భవనంలో ఉంది. మీకు కళ్ళద్దాలు అవసరమైతే, డాక్టర్ రాసిన పవర్ నేరుగా అక్కడికి వెళ్తుంది. మీ కొత్త లెన్సులు డాక్టర్ చెప్పినట్టే ఉన్నాయో లేదో అక్కడి సిబ్బంది సరిచూడగలరు.`,
        ]
      : []),
  ],
});

export const aboutMission: typeof en.aboutMission = pageText("telugu.page.about.aboutMission", {
  title: "మా లక్ష్యం",
  text: "వయసు, భాష, ఆదాయం ఏదైనా సరే, ప్రతి రోగికి సమస్య ఏమిటో నిజాయితీగా చెప్పడం, సురక్షితమైన చికిత్స చేయడం, అన్నీ స్పష్టంగా వివరించడం. ధర న్యాయంగా ఉండాలి, అది ముందే చెప్పాలి.",
});

export const aboutVision: typeof en.aboutVision = pageText("telugu.page.about.aboutVision", {
  title: "మా ఆశయం",
  text: "మసకబారిన లెన్స్ (శుక్లం), గ్లాకోమా (నీటి కాసులు), షుగర్ కంటి జబ్బు: ఇవి ముందే కనిపెడితే ఇంటికి దగ్గర్లోనే చికిత్స చేయవచ్చు. వీటి వల్ల మన జిల్లాలో ఎవరూ గుడ్డివారు కాకూడదు.",
});

export const aboutValuesSection: typeof en.aboutValuesSection = pageText("telugu.page.about.aboutValuesSection", {
  title: "మా విలువలు",
  intro: "మొదటి ఫోన్ కాల్ నుండి చివరి కంటి పరీక్ష వరకు, ప్రతి రోగిని మేము ఎలా చూసుకుంటామో నిర్ణయించే నాలుగు సులభమైన మాటలు.",
});

const values: CardWords = {
  heart: {
    title: "ఆదరణ",
    description:
      "మా దగ్గరకు వచ్చేవారిలో చాలా మంది భయంతోనో, నొప్పితోనో వస్తారు. మేము తొందరపడకుండా, వివరంగా చెప్పి, ప్రతి ఒక్కరినీ మా సొంత కుటుంబ సభ్యుల్లా చూసుకుంటాం.",
  },
  award: {
    title: "నాణ్యత",
    description: "చికిత్సకు ముందు జాగ్రత్తగా పరీక్షలు, క్రిములు లేని శుభ్రమైన, ఖచ్చితమైన ఆపరేషన్, మీ కన్ను పూర్తిగా నయమయ్యే వరకు తర్వాతి పరీక్షలు.",
  },
  lightbulb: {
    title: "కొత్తదనం",
    description:
      "కొత్త పద్ధతులు, పరికరాలు చికిత్సను మరింత సురక్షితంగా చేస్తే, త్వరగా కోలుకునేలా చేస్తే, లేదా ఎక్కువ మందికి అందుబాటులోకి తెస్తేనే వాటిని తీసుకొస్తాం.",
  },
  "shield-check": {
    title: "నిజాయితీ",
    description: "మీకు అవసరమైన చికిత్స మాత్రమే సూచిస్తాం, మొదలుపెట్టే ముందే దాని ఖర్చు ఎంతో చెబుతాం.",
  },
};

export const aboutValues: typeof en.aboutValues = pageText(
  "telugu.page.about.aboutValues",
  inTelugu(en.aboutValues, values),
);

export const aboutWhyChooseSection: typeof en.aboutWhyChooseSection = pageText(
  "telugu.page.about.aboutWhyChooseSection",
  {
    title: `${site.name}: రోగులు మమ్మల్ని ఎందుకు ఎంచుకుంటారు`,
    intro: "జిల్లా నలుమూలల నుండి వచ్చే కుటుంబాలు తమకు ముఖ్యమని చెప్పేవి ఇవే.",
  },
);

const whyChoose: CardWords = {
  user: {
    title: "మీ కంటి చరిత్ర తెలిసిన ఒకే డాక్టర్",
    description: `${site.leadDoctor.name} గారు రోగులను స్వయంగా చూస్తారు, ఏళ్ళ తరబడి వారిని గమనిస్తూ ఉంటారు. కాబట్టి మిమ్మల్ని చూసే డాక్టర్‌కు మీ కళ్ళ చరిత్ర తెలుసు.`,
  },
  "scan-eye": {
    title: "అన్ని పరీక్షలు ఒకే చోట",
    description: `${[
      ...(hasEquipment("tonometer") ? ["కంటి ఒత్తిడి (Eye pressure)"] : []),
      "చూపు పరీక్ష",
      ...(takesScans ? ["కంటి వెనుక భాగం స్కాన్లు"] : []),
      ...(hasEquipment("opticalBiometer") ? ["లెన్స్ కొలతలు"] : []),
    ].join(", ")}: అన్నీ ఇక్కడే చేస్తాం, మిమ్మల్ని పట్టణం అంతా తిప్పకుండా.`,
  },
  rupee: {
    title: "స్పష్టమైన, న్యాయమైన ధరలు",
    description: `చికిత్సకు ముందే ఖర్చు తెలుస్తుంది. ${paymentSentenceTe}`.trim(),
  },
  users: {
    title: "అన్ని వయసుల వారికి",
    description: "పసిబిడ్డ మొదటి కంటి పరీక్ష నుండి 80 ఏళ్ళ వయసులో శుక్లం ఆపరేషన్ వరకు; పెద్దవారికి ఎక్కువ సమయం, ఎక్కువ సహాయం.",
  },
  "hand-heart": {
    title: "ప్రజల కోసం సేవా కార్యక్రమం",
    description: `పూర్తి ధర కట్టలేని కుటుంబాల కోసం ప్రతి నెలా ${prices.communityPlacesAMonth} శుక్లం ఆపరేషన్లు ${rupees(prices.communityCataract)} కే.`,
  },
  glasses: {
    title: `${opticalsName} ఇక్కడే`,
    description: "అన్ని వయసుల వారికి ఫ్రేములు, లెన్సులు ఇదే భవనంలో; మీ డాక్టర్ ఇచ్చిన పవర్‌కు తగ్గట్టు అమర్చి ఇస్తారు.",
  },
};

export const aboutWhyChoose: typeof en.aboutWhyChoose = pageText(
  "telugu.page.about.aboutWhyChoose",
  inTelugu(en.aboutWhyChoose, whyChoose),
);

/** The second insurance reading ("several plans accepted"), kept as in English. */
export const aboutInsuranceNote: typeof en.aboutInsuranceNote = pageText("telugu.page.about.aboutInsuranceNote", {
  ...en.aboutInsuranceNote,
  title: "ఇన్సూరెన్స్",
  text: wordingFor(insuranceAt.plansAccepted, {
    plansAccepted: "కొన్ని హెల్త్ ఇన్సూరెన్స్ ప్లాన్లను అంగీకరిస్తాం. మీ పాలసీ కార్డు లేదా ఈ-కార్డు రిసెప్షన్‌కు తీసుకురండి, మీ ప్లాన్‌లో ఏమేం వస్తాయో చెబుతాం.",
    noDirectTieUps:
      "ఇన్సూరెన్స్ కంపెనీలతో మాకు నేరుగా ఒప్పందాలు లేవు: మీరు ఆసుపత్రిలో డబ్బు కడతారు, ఆ డబ్బు తిరిగి క్లెయిమ్ చేసుకునే కాగితాల పనిలో మా సిబ్బంది సహాయం చేస్తారు.",
  }),
  linkLabel: "ఇన్సూరెన్స్, చెల్లింపు వివరాలు చూడండి",
});

export const aboutCallToAction: typeof en.aboutCallToAction = pageText("telugu.page.about.aboutCallToAction", {
  title: "మమ్మల్ని కలవండి",
  text: `ఆన్‌లైన్‌లో అపాయింట్‌మెంట్ అడగండి, మా సిబ్బంది మీకు ఫోన్ చేసి సమయం ఖాయం చేస్తారు. డాక్టర్‌ను కలిసే సమయాలు: ${consultationHoursTe.days}, ${consultationHoursTe.sessions.join(", ")}; ${consultationHoursTe.closed}.`,
  bookLabel: "అపాయింట్‌మెంట్ బుక్ చేయండి",
  callLabel: `కాల్ చేయండి: ${site.phone.display}`,
});

export const clinicImage: typeof en.clinicImage = slotImage("clinic-front", "te", {
  ...en.clinicImage,
  alt: `${cityTe}లోని ${site.name} ముందు ద్వారం${hasOpticalShop ? `, పక్కనే ${opticalsName} షాపు` : ""}`,
});
