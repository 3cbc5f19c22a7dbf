import { sampleAt } from "../hospital/fact";
import { site } from "../site";
import type { PageMetaCopy } from "../types";
import * as en from "../doctor";
import type { CataractStep, DoctorHighlight } from "../doctor";
import { cityTe, consultationHoursTe, leadDoctorRoleTe } from "./hospital-words";
import { slotImage } from "../photo-slots";
import { pageText } from "../page-texts";

/**
 * Telugu copy for the lead doctor's page (/te/doctors). The doctor's name stays in English letters; like the
 * English copy, it avoids gendered words ("గారు" and the respectful verb forms are the same for everyone).
 */

const doctor = site.leadDoctor;

/** The doctor's role (the specification's "Managing Director & Eye Specialist"), as every Telugu page writes it. */
const ROLE = leadDoctorRoleTe;

/** Languages the doctor speaks, as Telugu names them; one not listed here is shown as `site` gives it. */
export const LANGUAGE_NAMES: Record<string, string> = {
  Telugu: "తెలుగు",
  English: "ఇంగ్లీష్",
  Hindi: "హిందీ",
  Kannada: "కన్నడ",
  Tamil: "తమిళం",
  Urdu: "ఉర్దూ",
};

/**
 * The doctor's degrees and training in Telugu: a sample, like the English list in hospital/identity.ts, and to be
 * replaced with it.
 */
export const doctorQualificationsFact = sampleAt(
  "telugu.doctorQualifications",
  ["MBBS, MS (Ophthalmology)"],
  "the degrees",
);

/** The doctor's special interests in Telugu: a sample, like the English one (an empty list takes the heading off). */
export const doctorSpecialInterestsFact = sampleAt(
  "telugu.doctorSpecialInterests",
  [
    "శుక్లం ఆపరేషన్, కుట్లు అవసరం లేని పద్ధతులతో సహా",
    "షుగర్ కంటి జబ్బు (డయాబెటిక్ రెటినోపతి): షుగర్ ఎక్కువై కంటి వెనుక భాగం పాడవడం",
    "గ్లాకోమా (నీటి కాసులు): కంటి ఒత్తిడి పెరిగి కంటి నరం పాడవడం",
    "పిల్లల కంటి సమస్యలు, ఉదాహరణకు మెల్లకన్ను (Squint), చూపు తక్కువగా ఉండటం",
  ],
  "the special interests",
);

/** The doctor's further training in Telugu, listed apart from the degrees: a sample, like the English one. */
export const doctorTrainingFact = sampleAt(
  "telugu.doctorTraining",
  ["చిన్న కోతతో, ఫేకో (Phaco) పద్ధతిలో శుక్లం ఆపరేషన్‌లో ప్రత్యేక శిక్షణ"],
  "the training",
);

/** The consultation hours as the Telugu header and footer write them. */
const consultationHours = consultationHoursTe;

export const doctorMeta: PageMetaCopy = pageText("telugu.page.doctor.doctorMeta", {
  title: "మా డాక్టర్",
  description: `${doctor.name} గారు: ${cityTe}లోని ${site.name}కు ${ROLE}. అర్హతలు, రిజిస్ట్రేషన్, మాట్లాడే భాషలు, కలిసే సమయాలు.`,
  keywords: [
    doctor.name,
    `${cityTe} కంటి డాక్టర్`,
    `${cityTe}లో కంటి స్పెషలిస్ట్`,
    `శుక్లం ఆపరేషన్ డాక్టర్ ${cityTe}`,
    "శుక్లం ఆపరేషన్ ఎలా చేస్తారు",
    "తెలుగు మాట్లాడే కంటి డాక్టర్",
    `eye specialist ${site.city}`,
  ],
});

const highlightLabels = ["ఏళ్ళ అనుభవం"];

export const doctorProfile: typeof en.doctorProfile = pageText("telugu.page.doctor.doctorProfile", {
  ...en.doctorProfile,
  role: ROLE,
  portrait: slotImage("doctor-portrait", "te", {
    ...en.doctorProfile.portrait,
    alt: `${doctor.name} గారి ఫోటో: ${site.name}కు ${ROLE}`,
  }),
  summary: [
    `${doctor.name} గారు ${site.name}కు ${ROLE}. ${cityTe}, చుట్టుపక్కల ఊర్ల నుండి వచ్చే రోగులకు చికిత్స చేయడంలో కంటి డాక్టర్‌గా ${doctor.experienceYears} ఏళ్ళకు పైగా అనుభవం ఉంది.`,
    `డాక్టర్ గారు ఎక్కువగా చేసేది శుక్లం ఆపరేషన్: కంటి లోపల మసకబారిన లెన్స్‌ను తీసేసి, దాని చోట స్పష్టమైన కృత్రిమ లెన్స్ (IOL) పెట్టడం. ఇది చాలా చిన్న కోత ద్వారా చేస్తారు, సాధారణంగా కుట్లు అవసరం ఉండవు.`,
    "ఏ చికిత్స మొదలుపెట్టే ముందైనా, సమస్య ఏంటి, ఏం చేయవచ్చు, ఎంత సమయం పడుతుంది, ఎంత ఖర్చవుతుంది అనేది మీకు సులభమైన మాటల్లో, మీ సొంత భాషలోనే చెబుతారు.",
  ],
  highlights: en.doctorProfile.highlights.map((item, index): DoctorHighlight => ({
    ...item,
    label: highlightLabels[index] ?? item.label,
  })),
  specialInterests: [...doctorSpecialInterestsFact.value],
  qualificationsTitle: "అర్హతలు",
  qualifications: [...doctorQualificationsFact.value],
  trainingTitle: "అదనపు శిక్షణ",
  training: [...doctorTrainingFact.value],
  registrationLabel: "మెడికల్ కౌన్సిల్ రిజిస్ట్రేషన్",
  languagesTitle: "మాట్లాడే భాషలు",
  languages: doctor.languages.map((language) => LANGUAGE_NAMES[language] ?? language),
  hoursTitle: "డాక్టర్‌ను కలిసే సమయాలు",
  hours: consultationHours,
});

/** Headings and labels around the profile. */
export const doctorSections: typeof en.doctorSections = pageText("telugu.page.doctor.doctorSections", {
  heroLabel: "మా డాక్టర్",
  highlightsLabel: "ఒక్క చూపులో",
  aboutTitle: `${doctor.name} గారి గురించి`,
  interestsTitle: "ప్రత్యేక ఆసక్తి ఉన్న విభాగాలు",
  detailsTitle: "అర్హతలు, భాషలు, సమయాలు",
});

const steps: CataractStep[] = [
  {
    title: "కంటి పరీక్ష, కొలతలు",
    description:
      "శుక్లం ఉందని నిర్ధారించడానికి, వేరే సమస్యలు ఏమీ లేవని చూడటానికి డాక్టర్ మీ కళ్ళను పరీక్షిస్తారు. తర్వాత నొప్పి లేని ఒక స్కాన్‌తో మీ కంటిని కొలిచి, కొత్త లెన్స్ పవర్ ఎంచుకుంటాం. మీకు షుగర్ (మధుమేహం) గానీ బీపీ (రక్తపోటు) గానీ ఉంటే, అది అదుపులో ఉందో లేదో చూస్తాం.",
  },
  {
    title: "ఆపరేషన్‌కు సిద్ధం కావడం, కంటికి మత్తు",
    description:
      "ఆపరేషన్ రోజు తేలికగా భోజనం చేయండి. డాక్టర్ వేరేగా చెప్పకపోతే, రోజూ వేసుకునే మందులు మామూలుగానే వేసుకోండి. కంటిపాప పెద్దది కావడానికి చుక్కలు వేస్తాం. తర్వాత చుక్కలతో గానీ, చిన్న ఇంజెక్షన్‌తో గానీ కంటికి మత్తు ఇస్తాం, అందుకే చాలా మందికి కొంచెం నొక్కినట్టు మాత్రమే అనిపిస్తుంది, నొప్పి అంతగా ఉండదు లేదా అసలే ఉండదు. మీరు మెలకువగానే ఉంటారు, మామూలుగా ఊపిరి తీసుకుంటూ కదలకుండా పడుకుంటారు; ఏదైనా ఇబ్బందిగా అనిపిస్తే, తల కదపకుండానే డాక్టర్‌కు చెప్పవచ్చు.",
  },
  {
    title: "చిన్న కోత, మసకబారిన లెన్స్‌ను ముక్కలు చేయడం",
    description:
      "కంటి అంచున చేసే చాలా చిన్న కోత ద్వారా, డాక్టర్ ఒక సన్నని పరికరంతో మసకబారిన లెన్స్‌ను చిన్న చిన్న ముక్కలుగా చేసి మెల్లగా బయటికి తీస్తారు. చాలా మందికి కొంచెం నొక్కినట్టు మాత్రమే అనిపిస్తుంది.",
  },
  {
    title: "కొత్త లెన్స్ పెట్టడం",
    description:
      "పాత లెన్స్ ఉన్న చోటే, మడిచిన ఒక సన్నని కృత్రిమ లెన్స్ పెడతారు. అది దానంతట అదే విచ్చుకుని జీవితాంతం అక్కడే ఉంటుంది. కోత సాధారణంగా కుట్లు లేకుండానే దానంతట అదే మూసుకుంటుంది.",
  },
  {
    title: "విశ్రాంతి, అదే రోజు ఇంటికి",
    description:
      "ఆపరేషన్‌కు ఒక్కో కంటికి సుమారు 15 నుండి 20 నిమిషాలు పడుతుంది. సిద్ధం చేయడం, విశ్రాంతి కలిపి ఆసుపత్రిలో 2 నుండి 3 గంటలు ఉండాల్సి వస్తుంది. కంటి మీద కంటి కవచం పెట్టుకుని అదే రోజు ఇంటికి వెళ్తారు; మీతో పాటు ఎవరైనా ఒకరు రావాలి.",
  },
  {
    title: "మళ్ళీ చూపించుకోవడం, కంటి చుక్కలు",
    description:
      "కొన్ని వారాల పాటు కంటి చుక్కలు వేసుకోవాలి. పరీక్ష కోసం మళ్ళీ రావాలి: సాధారణంగా మరుసటి రోజు, తర్వాత వచ్చే వారాల్లో ఇంకోసారి. మొదటి కొన్ని రోజులు కన్ను నలపకండి, దుమ్ము పడకుండా, నీళ్ళు చిమ్మకుండా చూసుకోండి. కన్ను పూర్తిగా కుదురుకున్నాకే మీకు సరిపడే కళ్ళద్దాలు ఇస్తారు.",
  },
];

export const cataractSteps: typeof en.cataractSteps = pageText("telugu.page.doctor.cataractSteps", {
  title: "శుక్లం ఆపరేషన్ ఎలా జరుగుతుంది: ఒక్కో దశగా",
  intro:
    "కంటి లోపల ఉండే లెన్స్ మసకబారడమే శుక్లం. దీని వల్ల చూపు మసకగా ఉంటుంది, రంగులు వెలిసిపోయినట్టు కనిపిస్తాయి, రాత్రి పూట బండి నడపడం కష్టమవుతుంది. మసకబారిన లెన్స్‌ను తీసేసి స్పష్టమైన లెన్స్ పెట్టడం ఒక్కటే దీనికి చికిత్స. మీరు మొదటిసారి వచ్చినప్పటి నుండి పూర్తిగా కోలుకునే వరకు ఏం జరుగుతుందో ఇక్కడ చూడండి.",
  steps,
  risks: {
    text: "ప్రతి ఆపరేషన్ లాగే శుక్లం ఆపరేషన్‌కు కూడా కొన్ని రిస్కులు ఉన్నాయి. పెద్ద సమస్యలు అరుదు, కానీ నిర్ణయం తీసుకునే ముందు అవి మీకు తెలిసి ఉండాలి.",
    linkLabel: "శుక్లం ఆపరేషన్ రిస్కులను మా శుక్లం పేజీలో చదవండి",
    link: en.cataractSteps.risks.link,
  },
});

export const doctorCallToAction: typeof en.doctorCallToAction = pageText("telugu.page.doctor.doctorCallToAction", {
  title: `${doctor.name} గారితో అపాయింట్‌మెంట్ బుక్ చేయండి`,
  text: `మీ చూపు మబ్బుగా లేదా మసకగా అయిపోయినా, లేదా మీకు షుగర్ ఉండి ఈ సంవత్సరం కంటి పరీక్ష చేయించుకోకపోయినా, అపాయింట్‌మెంట్ బుక్ చేసుకోండి. డాక్టర్‌ను కలిసే సమయాలు: ${consultationHours.days}, ${consultationHours.sessions.join(", ")}.`,
  bookLabel: "అపాయింట్‌మెంట్ బుక్ చేయండి",
  callLabel: `కాల్ చేయండి: ${site.phone.display}`,
});
