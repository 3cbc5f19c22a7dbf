import { clockTimeTe } from "../hospital/choices";
import { site } from "../site";
import type { PageMetaCopy } from "../types";
import * as en from "../opticals";
import type { FrameTip, LensType, OpticalsCollection } from "../opticals";
import { ui } from "./ui";
import { cityTe } from "./hospital-words";
import { opticalsName } from "../optical-shop";
import { slotImage } from "../photo-slots";
import { pageText } from "../page-texts";

/** Telugu copy for the optical shop page (/te/focus-opticals). Focus Opticals stays in English letters. */

export const opticalsMeta: PageMetaCopy = pageText("telugu.page.opticals.opticalsMeta", {
  title: `${site.opticalsName}: కళ్ళద్దాల షాపు`,
  description: `${site.name}, ${cityTe} లోపలే ఉన్న ${site.opticalsName}లో మహిళలు, పురుషులు, పిల్లలు, టీనేజర్ల కోసం ఫ్రేములు; ఎండకు, స్క్రీన్లకు తగిన లెన్సులు.`,
  keywords: [
    `${opticalsName} ${cityTe}`,
    `${cityTe} కళ్ళద్దాల షాపు`,
    `కళ్ళద్దాలు ${cityTe}`,
    "ప్రోగ్రెసివ్ లెన్సులు",
    "ఎండలో నల్లబడే లెన్సులు",
    "పిల్లల కళ్ళద్దాల ఫ్రేములు",
    `కంటి పరీక్ష, కళ్ళద్దాలు ${cityTe}`,
    `optical shop ${site.city}`,
  ],
});

export const opticalsHero: typeof en.opticalsHero = pageText("telugu.page.opticals.opticalsHero", {
  title: `${site.opticalsName}: మీ కళ్ళకు, మీ రోజువారీ పనికి తగిన కళ్ళద్దాలు`,
  intro: `${site.opticalsName} అనేది ${site.name} లోపలే ఉన్న కళ్ళద్దాల షాపు. మీ కంటి పరీక్ష అయ్యాక, డాక్టర్ రాసిన పవర్ నేరుగా మాకే వస్తుంది. అందుకే మీరు ఇంటికి తీసుకెళ్ళే లెన్సులు డాక్టర్ చెప్పినట్టే ఉంటాయి. మీ ముఖానికి, మీ పనికి, మీ బడ్జెట్‌కు సరిపడే ఫ్రేమ్ ఎంచుకోవడంలో మా సిబ్బంది సాయం చేస్తారు.`,
  image: slotImage("opticals-store", "te", {
    ...en.opticalsHero.image,
    alt: `${site.opticalsName} లోపల: కళ్ళద్దాల ఫ్రేముల అరలు, ఫిట్టింగ్ టేబుల్, అద్దం`,
  }),
});

export const storeNotice: typeof en.storeNotice = pageText("telugu.page.opticals.storeNotice", {
  title: "నేరుగా షాపుకు రండి",
  text: `${site.opticalsName} నేరుగా వచ్చి కొనే షాపు మాత్రమే; ${cityTe}లో ఆసుపత్రి ఉన్న అదే బిల్డింగ్‌లో ఉంది. ఇక్కడ ఫ్రేములు పెట్టుకుని చూడవచ్చు, మీకు సరిపడేలా అమర్చుకోవచ్చు, అక్కడే ఉండి సరిచేయించుకోవచ్చు. ఈ వెబ్‌సైట్‌లో ఇంకా ఆర్డర్లు తీసుకోవడం లేదు. గమనిస్తూ ఉండండి: ఆన్‌లైన్ షాపింగ్ త్వరలో వస్తుంది.`,
});

/** The store's visible hours (specification §9), as the Telugu header and footer write them. */
export const opticalsVisibleHours: typeof en.opticalsVisibleHours = ui.opticalsHours;

export const opticalsHoursNote: typeof en.opticalsHoursNote = pageText("telugu.page.opticals.opticalsHoursNote", {
  title: "షాపు సమయాలు",
  text: `షాపు ${ui.opticalsHours.days}, ${site.structuredDataHours.opticals.map(({ opens, closes }) => `${clockTimeTe(opens)} నుండి ${clockTimeTe(closes)} వరకు`).join(", ")} తెరిచి ఉంటుంది.`,
});

/** The four tips, in the English order and with its icons. */
const tipCopy: Pick<FrameTip, "title" | "description">[] = [
  {
    title: "మీ ముఖానికి నప్పే ఫ్రేమ్",
    description:
      "గుండ్రటి ముఖానికి చదరంగా లేదా పొడవుగా ఉండే ఫ్రేములు తరచుగా బాగుంటాయి; చదరపు ముఖానికి కొంచెం గుండ్రటివి. అద్దం ముందు కొన్ని ఆకారాలు పెట్టుకుని చూడండి, ఏది మీకు నప్పిందో మీకు నమ్మకమైన వాళ్ళను అడగండి.",
  },
  {
    title: "మీ రోజువారీ పని గురించి ఆలోచించండి",
    description:
      "పొలంలో, టూ-వీలర్ మీద, బిల్డింగ్ పని దగ్గర పని చేసేవాళ్ళకు గట్టిగా ఉండి వంగే ఫ్రేములు కావాలి; అవసరమైతే ఎండలో నల్లబడే లెన్సులు కూడా. కంప్యూటర్ ముందు లేదా టేబుల్ దగ్గర గంటల తరబడి కూర్చునేవాళ్ళకు, పెట్టుకున్నట్టే తెలియనంత తేలికైన ఫ్రేములు మంచివి.",
  },
  {
    title: "సౌకర్యంగా, సరిగ్గా కూర్చుందో చూడండి",
    description:
      "ఫ్రేమ్ ముక్కు మీద నొక్కకుండా కూర్చోవాలి, ముందుకు వంగినప్పుడు జారిపోకూడదు. కాడలు చెవుల మీద ఒత్తకుండా ఉండాలి. ముక్కు ప్యాడ్లు, కాడలు మేము ఉచితంగా సరిచేస్తాం.",
  },
  {
    title: "పవర్ ఎక్కువా? లెన్స్‌ను బట్టి ఫ్రేమ్ ఎంచుకోండి",
    description:
      "పవర్ ఎక్కువగా ఉంటే లెన్స్ అంచులు మందంగా వస్తాయి. చిన్నగా, గుండ్రంగా ఉండే ఫ్రేమ్ అయితే లెన్సులు పలుచగా, తేలికగా ఉంటాయి; పలుచని హై-ఇండెక్స్ లెన్సులు కూడా సాయపడతాయి. పెద్ద ఫ్రేమ్ నచ్చేసే ముందు ఒకసారి మమ్మల్ని అడగండి.",
  },
];

/** Exactly four tips (specification §2). */
export const frameTips: FrameTip[] = pageText(
  "telugu.page.opticals.frameTips",
  en.frameTips.map((tip, index) => ({ ...tip, ...tipCopy[index] })),
);

const collectionCopy: Record<
  OpticalsCollection["id"],
  Pick<OpticalsCollection, "title" | "description" | "features"> & { alt: string }
> = {
  women: {
    title: "మహిళలు",
    description:
      "లేత రంగుల్లో, ముదురు రంగుల్లో ఫ్రేములు; సన్నని మెటల్ నుండి క్యాట్-ఐ ఆకారాల వరకు. ఆఫీసులో గానీ ఇంట్లో గానీ రోజంతా పెట్టుకున్నా బరువు అనిపించవు.",
    alt: "రకరకాల రంగులు, ఆకారాల్లో మహిళల కళ్ళద్దాల ఫ్రేములు",
    features: [
      "తేలికైన మెటల్, ఎసిటేట్ ఫ్రేములు",
      "క్యాట్-ఐ, కోడిగుడ్డు ఆకారం, గుండ్రటి ఆకారాలు",
      "ఆఫీసుకూ, పండుగ బట్టలకూ నప్పే రంగులు",
      "కదలకుండా కూర్చోవడానికి సరిచేయగల ముక్కు ప్యాడ్లు",
    ],
  },
  adults: {
    title: "పెద్దలు",
    description: "రోజూ వాడకానికి పనికొచ్చే, ఎక్కువ కాలం మన్నే ఫ్రేములు; చదువు కళ్ళద్దాలు, ప్రోగ్రెసివ్ లెన్సులకు తగిన ఫ్రేములతో సహా.",
    alt: "పెద్దల కోసం మామూలు రెక్టాంగిల్, హాఫ్-రిమ్ ఫ్రేములు",
    features: [
      "ఫుల్-రిమ్, హాఫ్-రిమ్, రిమ్ లేని రకాలు",
      "బైఫోకల్, ప్రోగ్రెసివ్ లెన్సులకు సరిపడా ఎత్తున్న ఫ్రేములు",
      "రోజంతా తీస్తూ పెడుతూ ఉన్నా పాడవని స్ప్రింగ్ కీళ్ళు",
      "రెడీమేడ్ చదువు కళ్ళద్దాలు, డాక్టర్ రాసిన పవర్‌తో తయారుచేసే కళ్ళద్దాలు",
    ],
  },
  children: {
    title: "పిల్లలు",
    description: "పిల్లలు ఇష్టంగా పెట్టుకునే మెరిసే రంగుల్లో, గట్టిగా ఉండి వంగే ఫ్రేములు; గీతలు, దెబ్బలు తట్టుకునే లెన్సులతో.",
    alt: "చిన్నగా, ముదురు రంగుల్లో ఉన్న పిల్లల ఫ్రేములు",
    features: [
      "వంచినా మళ్ళీ మామూలు ఆకారానికి వచ్చే ఫ్రేములు",
      "దెబ్బలు తట్టుకునే, గీతలు పడకుండా కోటింగ్ ఉన్న లెన్సులు",
      "పసి పిల్లలకు, ఆటలాడే పిల్లలకు తలకు కట్టే పట్టీలు",
      "నడక నేర్చే పిల్లల నుండి టీనేజర్ల వరకు అన్ని సైజులు",
    ],
  },
  genz: {
    title: "యువత",
    description:
      "విద్యార్థులకు, ఉద్యోగం చేసే యువతకు ఇప్పటి ట్రెండ్ ఆకారాలు: ట్రాన్స్‌పరెంట్ ఫ్రేములు, పెద్ద గుండ్రటి ఫ్రేములు, సన్నని మెటల్; స్క్రీన్ వాడకానికి తగిన లెన్సులు కూడా.",
    alt: "యువతకు నచ్చే ట్రాన్స్‌పరెంట్, పెద్ద సైజు ఫ్రేములు",
    features: [
      "ట్రాన్స్‌పరెంట్, రెండు రంగుల ఫ్రేములు",
      "పెద్ద సైజు, గుండ్రటి, కోణాల ఆకారాలు",
      "ఫోన్లు, ల్యాప్‌టాప్‌ల కోసం యాంటీ-గ్లేర్ కోటింగ్",
      "పవర్ ఉన్న కూలింగ్ గ్లాసుల లెన్సులు పెట్టగల ఫ్రేములు",
    ],
  },
};

/** Four collections, in the order women, adults, children, genz (specification §2), with the English images. */
export const collections: OpticalsCollection[] = pageText(
  "telugu.page.opticals.collections",
  en.collections.map(({ image, fallbackImage, ...collection }) => {
    const { alt, ...copy } = collectionCopy[collection.id];
    return {
      ...collection,
      ...copy,
      image: { ...image, alt },
      fallbackImage: { ...fallbackImage, alt: "మామూలు కళ్ళద్దాల ఫ్రేమ్ ఒకటి" },
    };
  }),
);

/** Exactly six lens types (specification §2). */
export const lensTypes: LensType[] = pageText("telugu.page.opticals.lensTypes", [
  {
    title: "సింగిల్ విజన్ (ఒకే పవర్)",
    description:
      "లెన్స్ మొత్తం ఒకే పవర్: దూరం చూడటానికి గానీ, దగ్గర చూడటానికి గానీ. దూరానికి లేదా చదవడానికి కళ్ళద్దాలు కావాల్సిన చాలా మంది వీటితోనే మొదలుపెడతారు.",
  },
  {
    title: "బైఫోకల్",
    description:
      "ఒకే లెన్స్‌లో రెండు పవర్లు: పైభాగం దూరానికి, కింద చిన్న భాగం చదవడానికి. రెండింటి మధ్య గీత కనిపిస్తుంది. ప్రోగ్రెసివ్ లెన్స్ కంటే ఖర్చు తక్కువ.",
  },
  {
    title: "ప్రోగ్రెసివ్",
    description:
      "పైభాగం దూరానికి, మధ్య భాగం మధ్యస్థ దూరానికి, కింది భాగం చదవడానికి; మధ్యలో గీత కనిపించదు. అలవాటు పడటానికి ఒకటి రెండు వారాలు పడుతుంది. అన్ని దూరాల్లోనూ సాయం కావాల్సిన వాళ్ళకు ఇది సరిపోతుంది.",
  },
  {
    title: "బ్లూ-లైట్ ఫిల్టర్",
    description:
      "ఫోన్లు, కంప్యూటర్ల నుండి వచ్చే నీలి వెలుగును కొంత తగ్గించే కోటింగ్. దీంతో కొంత మందికి స్క్రీన్ చూడటం హాయిగా అనిపిస్తుంది. స్క్రీన్ వెలుగు కళ్ళను పాడు చేస్తుందని చెప్పడానికి పెద్దగా ఆధారాలు లేవు, కాబట్టి మధ్యలో విరామం తీసుకోవడమే ముఖ్యం: ప్రతి 20 నిమిషాలకు ఒకసారి, 20 అడుగుల దూరంలో ఉన్న దేన్నైనా 20 సెకన్ల పాటు చూడండి.",
  },
  {
    title: "ఫోటోక్రోమిక్ (ఎండలో నల్లబడే లెన్సులు)",
    description: `లోపల తెల్లగా, బయట ఎండలో నల్లగా మారతాయి. ${cityTe} ఎండలో రోజంతా లోపలికీ బయటికీ తిరిగేవాళ్ళకు, వేరే కూలింగ్ గ్లాసులు మోసుకెళ్ళడం ఇష్టం లేనివాళ్ళకు పనికొస్తాయి. కారు లోపల అంతగా నల్లబడవు, ఎందుకంటే అవి నల్లబడటానికి కారణమయ్యే వెలుగును కారు ముందు అద్దం అడ్డుకుంటుంది.`,
  },
  {
    title: "యాంటీ-గ్లేర్ కోటింగ్",
    description:
      "హెడ్‌లైట్లు, ట్యూబ్‌లైట్లు, స్క్రీన్ల వెలుగు లెన్స్ మీద పడి తిరిగి కొట్టడాన్ని (రిఫ్లెక్షన్) తగ్గించే పొర. రాత్రి పూట బండి నడపడం సులువవుతుంది; మీతో మాట్లాడేవాళ్ళకు లెన్స్ మీద తళతళ కాకుండా మీ కళ్ళు కనిపిస్తాయి.",
  },
]);

/** Data for the Optician structured-data node. Price bands only; no figures are quoted. */
export const opticianSchema: typeof en.opticianSchema = {
  description: `${site.name}, ${cityTe} లోపల ఉన్న కళ్ళద్దాల షాపు: కళ్ళద్దాల ఫ్రేములు, డాక్టర్ రాసిన పవర్‌తో లెన్సులు, అక్కడే ఉండి ఫిట్టింగ్, సరిచేయడం.`,
  priceRange: en.opticianSchema.priceRange,
};

/** Headings and short intros for the page's sections. */
export const opticalsSections: typeof en.opticalsSections = pageText("telugu.page.opticals.opticalsSections", {
  hours: { title: "ఎప్పుడు రావచ్చు", visibleHoursLabel: "తెరిచి ఉండే సమయాలు" },
  tips: {
    title: "ఫ్రేమ్ ఎంచుకోవడానికి 4 చిట్కాలు",
    intro: "పెట్టుకున్నట్టే తెలియని ఫ్రేమే మంచి ఫ్రేమ్. ఈ 4 ప్రశ్నలు దాన్ని కనుక్కోవడానికి సాయపడతాయి.",
  },
  collections: {
    title: "మా దగ్గర ఉన్న రకాలు",
    intro: "షాపులో పెట్టుకుని చూడండి. ప్రతి జతనూ మీరు ఇంటికి తీసుకెళ్ళే ముందు మీ ముఖానికి సరిపడేలా అమరుస్తాం.",
    featuresLabel: "ఇందులో మీకు దొరికేవి",
  },
  lenses: {
    title: "లెన్సుల రకాలు",
    intro:
      "పవర్ ఎంత అనేది డాక్టర్ రాసిన చీటీ నిర్ణయిస్తుంది; ఏ లెన్స్ అనేది మీ రోజువారీ పని నిర్ణయిస్తుంది. వీటిలో ఏవి మీకు సరిపోతాయో, ఒక్కోదానికి ఎంత ఖర్చవుతుందో, ఏదీ తయారు చేయకముందే మా సిబ్బంది వివరిస్తారు.",
  },
});

/** The booking and visit actions (specification §2: booking-consultation buttons and a 'Visit Store' link). */
export const opticalsCta: typeof en.opticalsCta = pageText("telugu.page.opticals.opticalsCta", {
  title: "మీకు ఏం కావాలో తెలియడం లేదా? ముందు కంటి పరీక్షతో మొదలుపెట్టండి",
  text: `మా డాక్టర్ చేసే పరీక్షతో మీ లెన్సుల సరైన పవర్ తెలుస్తుంది. పరీక్షకు బుక్ చేసుకోండి, అదే రోజు ${site.opticalsName}లో ఫ్రేమ్ ఎంచుకోవడానికి సలహా కూడా అడగండి.`,
  bookLabel: "కంటి పరీక్ష, ఫ్రేమ్ సలహా కోసం అపాయింట్‌మెంట్ బుక్ చేయండి",
  bookSource: en.opticalsCta.bookSource,
  visitLabel: "షాపుకు రండి",
});
