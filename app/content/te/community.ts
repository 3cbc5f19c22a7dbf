import { screensSchools } from "../hospital/school-screening";
import { holdsCamps } from "../services/eye-camps";
import {
  communityImage as communityImageEn,
  communityOutreach as communityOutreachEn,
  type ProgrammeTerms,
  type SchoolScreeningWords,
  type ServiceLine,
  type TitledList,
} from "../community";
import { sampleAt } from "../hospital/fact";
import { prices, rupees } from "../hospital/prices";
import { site } from "../site";
import type { ImageRef, PageMetaCopy } from "../types";
import { outOfHoursInstructionTe } from "./outreach-words";
import { splashFirstAid, strokeWarning } from "./warning-signs";
import { ui } from "./ui";
import { cityTe, districtTe } from "./hospital-words";

/** "తెలుగు, ఇంగ్లీష్, హిందీ లేదా కన్నడ": the lead doctor's languages, as a Telugu sentence lists them. */
const orListTe = (items: readonly string[]) => listInTelugu(items, "or");

/** School screenings in Telugu: a sample, like the English one (en.schoolScreeningFact). */
export const schoolScreeningFact = sampleAt<SchoolScreeningWords>(
  "telugu.schoolScreening",
  {
    visits: ", బడులకు కూడా వెళ్తాం",
    points: ["బడుల్లో కంటి పరీక్షలు; ఏ పిల్లలకైనా పూర్తి కంటి పరీక్ష అవసరమైతే తల్లిదండ్రులకు ఒక చీటీ"],
  },
  "whether the hospital screens children's eyes in schools, in Telugu",
  { shownAs: ["బడుల్లో కంటి పరీక్షలు", "బడులకు"], optionalTexts: true },
);
import { LANGUAGE_NAMES } from "./doctor";
import { slotImage } from "../photo-slots";
import { listInTelugu } from "../../lib/word-lists";
import { pageText } from "../page-texts";

/**
 * /te/community-outreach in Telugu: the twin of ../community.ts, same names and types. Icons, links, images and
 * figures are the English module's; only the words are here.
 */

export type { ServiceLine, TitledList };

const en = communityOutreachEn;
const hours = `${ui.hours.days}, ${ui.hours.sessions.join(", ")}`;

/**
 * The community programme's terms in Telugu. The specification gives the programme (its places a month and its
 * price: hospital/prices.ts); who qualifies, what the price covers and how places are given are a sample until the
 * hospital gives its own rules.
 */
export const programmeTermsFact = sampleAt<ProgrammeTerms>(
  "telugu.communityProgrammeTerms",
  {
    priceIncludes: "ఒక కంటికి; పరీక్షలు, ఆపరేషన్ తర్వాతి పరీక్షలు కలిపి",
    eligibility: [
      "శుక్లం వల్ల చూపు మసకబారి రోజువారీ పనులకు ఇబ్బంది అవుతున్నవారు; దీన్ని మా డాక్టర్ పరీక్షించి చెబుతారు.",
      "మామూలు ధర భరించలేని కుటుంబాలు. దీన్ని నిర్ధారించడానికి రేషన్ కార్డు ఉపయోగపడుతుంది.",
      "ఆపరేషన్ చేయించుకోగలిగే ఆరోగ్యం ఉన్న రోగులు. మీ షుగర్ (మధుమేహం) గానీ బీపీ (రక్తపోటు) గానీ బాగా ఎక్కువగా ఉంటే, ముందు దాన్ని అదుపులోకి తెచ్చుకోమని చెబుతాం, ఎందుకంటే అలా చేస్తే ఆపరేషన్ మరింత సురక్షితం.",
      "అవకాశాల కంటే అభ్యర్థనలు ఎక్కువగా ఉంటే, చూపు బాగా తక్కువగా ఉన్నవారిని ముందు చూస్తాం.",
    ],
    included: [
      "ఆపరేషన్‌కు ముందు పరీక్షలు, కంటి కొలతలు",
      "మామూలు మడిచే కృత్రిమ లెన్స్ (IOL)తో శుక్లం ఆపరేషన్; సాధారణంగా కుట్లు అవసరం ఉండవు",
      "ఆపరేషన్ తర్వాతి వారాలకు కంటి చుక్కలు",
      "కన్ను పూర్తిగా మానే వరకు ఆపరేషన్ తర్వాతి పరీక్షలు",
    ],
    notIncluded: [
      "మల్టీఫోకల్ లేదా టోరిక్ లాంటి ప్రీమియం లెన్సులు, మీరు వాటిని ఎంచుకుంటే",
      "ఆపరేషన్ తర్వాత చదవడానికి గానీ దూరానికి గానీ ఇంకా అవసరమైతే కళ్ళద్దాలు",
      "పరీక్షలో బయటపడిన వేరే కంటి సమస్యలకు లేదా ఆరోగ్య సమస్యలకు చికిత్స",
    ],
    placesNote: `నెలకు ${prices.communityPlacesAMonth} మందికి మాత్రమే అవకాశం. ఈ నెల అవకాశాలు నిండిపోతే, వచ్చే నెలకు మీ పేరు రాసుకుని, మీకు ఎప్పుడు కాల్ వస్తుందో చెబుతాం.`,
  },
  `the programme's rules: who qualifies, what the ${rupees(prices.communityCataract)} covers and does not, and how places are given`,
);
const programmeTerms = programmeTermsFact.value;

export const communityMeta: PageMetaCopy = pageText("telugu.page.community.communityMeta", {
  title: "ప్రజల కోసం సేవ",
  description: `అవసరంలో ఉన్న కుటుంబాలకు నెలకు ${prices.communityPlacesAMonth} శుక్లం ఆపరేషన్లు ${rupees(prices.communityCataract)}కే, ${holdsCamps ? "ఉచిత కంటి శిబిరాలు, " : ""}${screensSchools ? "బడుల్లో కంటి పరీక్షలు, " : ""}${districtTe} జిల్లా అంతటా పెద్ద వయసు వారికి కంటి వైద్యం.`,
  keywords: [
    `తక్కువ ఖర్చుతో శుక్లం ఆపరేషన్ ${cityTe}`,
    `శుక్లం ఆపరేషన్ ${rupees(prices.communityCataract)}`,
    ...(holdsCamps ? [`ఉచిత కంటి శిబిరం ${cityTe}`] : []),
    ...(screensSchools ? [`బడుల్లో కంటి పరీక్షలు ${cityTe}`] : []),
    `పెద్ద వయసు వారికి కంటి వైద్యం ${cityTe}`,
    `కంటి ఎమర్జెన్సీ ${cityTe}`,
    `${site.name} ప్రజల కోసం సేవ`,
  ],
});

/** Hero illustration: the English picture, described in Telugu. */
export const communityImage: ImageRef = slotImage("community-camp", "te", {
  ...communityImageEn,
  alt: `నీడ కోసం వేసిన టెంట్ కింద, ${holdsCamps ? "ఉచిత కంటి శిబిరంలో " : ""}${site.name} సిబ్బంది ఊరి ప్రజల చూపు పరీక్షిస్తున్నారు`,
});

export const communityOutreach: typeof communityOutreachEn = pageText("telugu.page.community.communityOutreach", {
  title: "ప్రజల కోసం సేవ",
  intro: [
    "కంటి లోపలి లెన్స్ మసకబారడాన్ని కంటి శుక్లం (కంట్లో పొర) అంటారు. ఆపరేషన్‌తో మళ్ళీ చూపు తెచ్చుకోగలిగే గుడ్డితనానికి ఎక్కువగా కారణం ఇదే. ప్రజలు ఏళ్ళ తరబడి ఆపరేషన్ వాయిదా వేయడానికి ఖర్చు ఒక ముఖ్య కారణం.",
    `${site.name} ప్రతి నెలా కొంత పని, మా సాయం లేకపోతే చికిత్స అందని కుటుంబాల కోసమే చేస్తుంది. మేము ఏం అందిస్తాం, అది ఎవరి కోసం, ఎలా అడగాలి అన్నది ఈ పేజీ సూటిగా చెబుతుంది.`,
  ],
  metaDescription: communityMeta.description,
  serviceLines: {
    title: "పెద్ద వయసు వారు, పిల్లలు, అత్యవసర పరిస్థితులు",
    intro: "తరచుగా అందరికంటే ముందుగా చికిత్స అవసరమయ్యే మూడు రకాల రోగులు, ఒక్కొక్కరి కోసం మేము ఏం చేస్తాం.",
  },

  programme: {
    icon: en.programme.icon,
    title: `${rupees(prices.communityCataract)}కే శుక్లం ఆపరేషన్`,
    summary: `పూర్తి ధర భరించలేని కుటుంబాల రోగులకు, ప్రతి నెలా ${prices.communityPlacesAMonth} శుక్లం ఆపరేషన్లు ఒక కంటికి ${rupees(prices.communityCataract)}కే చేస్తాం. మామూలు ధర ${rupees(prices.cataractFrom)} నుండి మొదలవుతుంది. ఆపరేషన్, ఆపరేషన్ చేసే డాక్టర్, సంరక్షణ, అన్నీ మిగతా రోగులందరికీ ఉన్నట్టే ఉంటాయి.`,
    facts: [
      { value: en.programme.facts[0]!.value, label: "ప్రతి నెలా ఆపరేషన్లు" },
      { value: en.programme.facts[1]!.value, label: programmeTerms.priceIncludes },
      { value: "అదే రోజు", label: "2 నుండి 3 గంటల తర్వాత ఇంటికి వెళ్ళవచ్చు" },
    ],
    eligibility: {
      title: "ఎవరు దరఖాస్తు చేయవచ్చు",
      items: programmeTerms.eligibility,
    },
    included: {
      title: `${rupees(prices.communityCataract)}లో ఏమేం వస్తాయి`,
      items: programmeTerms.included,
    },
    notIncluded: {
      title: "ఇందులో ఏమేం రావు",
      items: programmeTerms.notIncluded,
    },
    howToApply: {
      title: "ఎలా దరఖాస్తు చేయాలి",
      steps: [
        `${site.phone.display} నంబర్‌కు కాల్ చేయండి, లేదా డాక్టర్‌ను కలిసే సమయాల్లో (${hours}) ఆసుపత్రికి రండి.`,
        "ఏదైనా ఒక ఫోటో ఐడీ తీసుకురండి (ఆధార్ కార్డు అయితే, నంబర్ కొంత కనిపించని మాస్క్‌డ్ ఆధార్ చూపించినా చాలు; జిరాక్స్ కాపీలు అక్కర్లేదు). రేషన్ కార్డు ఉంటే అది, పాత కంటి రిపోర్టులు ఏవైనా ఉంటే అవి, మీరు వాడే మందుల జాబితా కూడా తీసుకురండి.",
        "డాక్టర్ మీ కళ్ళు పరీక్షించి, శుక్లం ఆపరేషన్ మీకు సరైన చికిత్సో కాదో చెబుతారు.",
        "మీకు అర్హత ఉంటే, మా సిబ్బంది మీకు ఆపరేషన్ తేదీ ఇచ్చి, ఎలా సిద్ధం కావాలో వివరిస్తారు.",
      ],
      note: programmeTerms.placesNote,
    },
  },

  seniors: {
    icon: en.seniors.icon,
    title: "పెద్ద వయసు వారికి కంటి వైద్యం",
    text: "మా రోగుల్లో చాలామంది 60 ఏళ్ళు దాటినవారు. వయసు పెరిగిన కళ్ళకు తరచుగా పరీక్షలు అవసరం, ఎందుకంటే శుక్లం, గ్లాకోమా (నీటి కాసులు), షుగర్ కంటి జబ్బు చాలాసార్లు నొప్పి లేకుండా, మెల్లగా పెరుగుతాయి.",
    points: [
      `తొందరపెట్టని డాక్టర్ సంప్రదింపులు; ${orListTe(site.leadDoctor.languages.map((language) => LANGUAGE_NAMES[language] ?? language))}లో వివరణ`,
      "ఒక పరీక్ష నుండి మరో పరీక్షకు వెళ్ళడానికి సిబ్బంది సహాయం; మీతో పాటు కుటుంబ సభ్యులు ఉండవచ్చు",
      "పెద్దవాళ్ళు 1 నుండి 2 ఏళ్ళకు ఒకసారి కంటి పరీక్ష చేయించుకోవాలి; షుగర్ ఉంటే ప్రతి ఏడాది",
    ],
  },

  children: {
    icon: en.children.icon,
    title: "పిల్లలకు కంటి వైద్యం",
    text: `పిల్లలు చూపు సరిగ్గా లేదని చాలా అరుదుగా చెబుతారు; అందరూ తమలాగే చూస్తారని అనుకుంటారు. బలహీనమైన చూపు చదువుకు, నేర్చుకోవడానికి అడ్డు కావచ్చు. అందుకే మేము ముందుగానే పరీక్షిస్తాం${screensSchools ? schoolScreeningFact.value.visits : ""}.`,
    points: [
      "6 నెలల వయసులో, 3 ఏళ్ళ వయసులో, బడిలో చేర్చే ముందు, ఆ తర్వాత 1 నుండి 2 ఏళ్ళకు ఒకసారి కంటి పరీక్ష",
      ...(screensSchools ? schoolScreeningFact.value.points : []),
      "ఇవి గమనించండి: కళ్ళు చిట్లించి చూడటం, టీవీకి బాగా దగ్గరగా కూర్చోవడం, తరచుగా తలనొప్పి, లేదా ఒక కన్ను లోపలికి గానీ బయటికి గానీ తిరగడం",
    ],
  },

  emergencies: {
    icon: en.emergencies.icon,
    title: "కంటి అత్యవసర పరిస్థితులు",
    text: "కంటికి దెబ్బ తగలడం, కంట్లో రసాయనం (కెమికల్) పడటం: వీటికి అదే రోజు చికిత్స అవసరం. డాక్టర్‌ను కలిసే సమయాల్లో నేరుగా మా దగ్గరికి వచ్చి, ఇది అత్యవసరం అని రిసెప్షన్‌లో చెప్పండి. ఉన్నట్టుండి చూపు పోతే మాత్రం వేరు: కింద చెప్పినట్టు 108కు కాల్ చేయండి, లేదా అత్యవసర విభాగానికి వెళ్ళండి.",
    points: [
      `కంట్లో రసాయనం పడితే (సున్నం, సిమెంట్, పురుగుమందు, ఫినాయిల్, బాత్రూమ్ క్లీనర్ లాంటివి): ${splashFirstAid} తర్వాత ఆసుపత్రికి రండి.`,
      strokeWarning.text,
      "కన్ను నలపకండి, నొక్కకండి; తల్లిపాలు, ఆకు పసరు, నూనె లాంటివి ఏవీ కంట్లో వేయకండి",
      outOfHoursInstructionTe,
    ],
  },

  eyeCamps: {
    icon: en.eyeCamps.icon,
    title: "ఉచిత కంటి శిబిరాలు",
    text: `${cityTe} చుట్టుపక్కల పల్లెల్లో, పట్టణాల్లో మా బృందం ఉచిత కంటి పరీక్ష శిబిరాలు పెడుతుంది. చూపు పరీక్షిస్తాం, శుక్లం ఉందేమో, గ్లాకోమా లక్షణాలు ఉన్నాయేమో చూస్తాం, చికిత్స అవసరమైనవారికి ఆసుపత్రికి దారి చూపిస్తాం.`,
    linkLabel: "రాబోయే కంటి శిబిరాలు చూడండి",
    link: en.eyeCamps.link,
  },

  inviteCamp: {
    icon: en.inviteCamp.icon,
    title: "మీ ఊరిలో, బడిలో లేదా సంఘంలో ఉచిత కంటి శిబిరం పెట్టించండి",
    intro:
      "స్వచ్ఛంద సంస్థలు, గ్రామ పంచాయతీలు, బడులు, కాలేజీలు, స్వయం సహాయక సంఘాలు, కంపెనీలు ఉచిత కంటి శిబిరం పెట్టమని మమ్మల్ని అడగవచ్చు. ఇది ఎలా జరుగుతుందో ఇక్కడ చూడండి.",
    steps: [
      "చోటు, వీలైన రెండు మూడు తేదీలు, సుమారు ఎంతమంది వస్తారు అనే వివరాలతో మాకు కాల్ చేయండి లేదా ఈమెయిల్ పంపండి.",
      "మేము సిబ్బందిని, పరికరాలను ఏర్పాటు చేసుకోవడానికి, దయచేసి కనీసం 3 నుండి 4 వారాల ముందే అడగండి.",
      "మనం కలిసి ఒక తేదీ అనుకుంటాం, మేము మీకు చేయాల్సిన ఏర్పాట్ల చిన్న జాబితా పంపుతాం. ఎండాకాలంలో, ఎండ తీవ్రత తప్పించడానికి శిబిరాలు ఉదయం పూట పెడతాం.",
      "ఆ రోజు, వచ్చిన అందరినీ మా బృందం పరీక్షిస్తుంది, చికిత్స అవసరమైనవారికి తర్వాత ఏం చేయాలో వివరిస్తుంది.",
    ],
    youProvide: {
      title: "మీరు ఏర్పాటు చేయాల్సినవి",
      items: [
        "టేబుళ్ళు, కుర్చీలు ఉన్న నీడ ఉన్న హాలు లేదా తరగతి గదులు",
        "మా పరికరాల కోసం ఒక కరెంట్ పాయింట్",
        "వచ్చినవారి పేర్లు రాయడానికి, లైన్ చూసుకోవడానికి ఒకరిద్దరు వాలంటీర్లు",
        "ఎదురుచూసేవారికి తాగునీళ్ళు",
      ],
    },
    weBring: {
      title: "మా బృందం తెచ్చేవి",
      items: [
        "ఒక కంటి డాక్టర్, శిక్షణ పొందిన సహాయకులు",
        "చూపు పరీక్షించే చార్టులు, వెంట తీసుకెళ్ళగలిగే కంటి పరీక్ష పరికరాలు",
        "పూర్తి కంటి పరీక్ష లేదా ఆపరేషన్ అవసరమైనవారికి ఆసుపత్రికి పంపే చీటీలు",
      ],
    },
    contactText: "శిబిరం పెట్టించడానికి, మాకు కాల్ చేయండి లేదా రాయండి:",
  },

  closing: {
    title: "ఈ సహాయం అవసరమైనవారు మీకు తెలుసా?",
    text: "ఈ పేజీని వారితో పంచుకోండి, లేదా వారి తరఫున మీరే మాకు కాల్ చేయండి. ఒక్క ఫోన్ కాల్ మళ్ళీ స్పష్టంగా చూడటానికి మొదటి అడుగు కావచ్చు.",
    bookLabel: "అపాయింట్‌మెంట్ బుక్ చేయండి",
    callLabel: `కాల్ చేయండి: ${site.phone.display}`,
  },
});
