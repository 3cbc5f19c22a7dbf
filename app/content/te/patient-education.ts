import { editedFaqs } from "~/content/edited-texts";
import {
  promoBlocks as englishPromoBlocks,
  type ArticlePageCopy,
  type EducationPageCopy,
} from "~/content/patient-education";
import { site } from "~/content/site";
import type { FaqItem, IconName, PageMetaCopy, TitledIntro } from "~/content/types";
import { checkUpPriceAt } from "../hospital/choices";
import { ui } from "./ui";
import { cityTe } from "./hospital-words";
import { holdsCamps } from "../services/eye-camps";
import { hasEquipment } from "../hospital/equipment";
import { pageText } from "../page-texts";

/** The Telugu twin of ../patient-education.ts: the article list's and the article page's own words. */

export const educationMeta: PageMetaCopy = pageText("telugu.page.education.educationMeta", {
  title: "కంటి ఆరోగ్య సమాచారం",
  description: `${cityTe} కంటి ఆసుపత్రి నుండి తెలుగులో సులభమైన సమాచారం: గ్లాకోమా, కంటి శుక్లం, షుగర్ వల్ల కంటి సమస్యలు, కళ్ళు పొడిబారడం, పిల్లల కళ్ళు, రోజువారీ అలవాట్లు.`,
  keywords: [
    "కంటి ఆరోగ్య సమాచారం",
    "కంటి జాగ్రత్తలు తెలుగులో",
    "గ్లాకోమా అంటే ఏమిటి",
    "షుగర్ వల్ల కంటి సమస్యలు",
    "కంటి శుక్లం ఆపరేషన్",
    "కళ్ళు పొడిబారడం",
    `${cityTe} కంటి ఆసుపత్రి`,
    "eye health articles Telugu",
  ],
});

export const educationHero: TitledIntro = pageText("telugu.page.education.educationHero", {
  title: "కంటి ఆరోగ్య సమాచారం",
  intro: `${site.name} అందించే సులభమైన, ఉపయోగపడే సమాచారం: తరచుగా వచ్చే కంటి సమస్యలు, వాటి చికిత్స, మీ చూపును కాపాడే రోజువారీ అలవాట్లు. ${cityTe}, చుట్టుపక్కల ఊర్ల కుటుంబాల కోసం రాశాం.`,
});

type PromoBlock = { title: string; text: string; linkLabel: string; href: string; icon: IconName };

/** Telugu words of the three promo blocks, in the English order; links and icons are the English blocks'. */
const promoWords: Pick<PromoBlock, "title" | "text" | "linkLabel">[] = [
  {
    title: "కంటి పరీక్షకు అపాయింట్‌మెంట్ బుక్ చేయండి",
    text: `చాలా కంటి జబ్బులు చూపు పోయేవరకూ ఏ హెచ్చరికా ఇవ్వవు. ₹${checkUpPriceAt.main} నుండి మొదలయ్యే కంటి పరీక్షతో వాటిని ముందుగానే కనిపెట్టవచ్చు. ${ui.hours.days}, ${ui.hours.sessions.join(", ")} రోగులను చూస్తాం.`,
    linkLabel: "కంటి పరీక్ష బుక్ చేయండి",
  },
  {
    title: "గ్లాకోమా: చప్పుడు లేని ప్రమాదం",
    text: "గ్లాకోమా నొప్పి లేకుండా కంటి నరాన్ని నెమ్మదిగా పాడుచేస్తుంది. మీ వయసు 40 దాటినా, మీ కుటుంబంలో ఎవరికైనా ఉన్నా, ఒక చిన్న పరీక్ష మీ చూపును ఎలా కాపాడుతుందో తెలుసుకోండి.",
    linkLabel: "గ్లాకోమా గురించి చదవండి",
  },
  {
    title: "చూపు మసకగా ఉందా? శుక్లం గురించి చదవండి",
    text: "కంటిలోని లెన్స్ మసకబారితే (శుక్లం) చూపు మందంగా, పొగ కమ్మినట్టు ఉంటుంది. ఆపరేషన్‌కు ఒక్కో కంటికి సుమారు 15 నుండి 20 నిమిషాలు పడుతుంది, అదే రోజు ఇంటికి వెళ్ళిపోవచ్చు. ఏం జరుగుతుందో ఇక్కడ చదవండి.",
    linkLabel: "శుక్లం ఆపరేషన్ గురించి చదవండి",
  },
];

/** Three promo blocks on the article list (specification §4); the cataract link opens the cataract guide (decision 0026). */
export const promoBlocks: PromoBlock[] = pageText(
  "telugu.page.education.promoBlocks",
  englishPromoBlocks.map((english, index) => {
    const words = promoWords[index];
    if (!words) throw new Error(`No Telugu words for the promo block "${english.href}"`);
    return { ...english, ...words };
  }),
);

export const glaucomaFacts: { title: string; intro: string; facts: { value: string; label: string }[] } = pageText(
  "telugu.page.education.glaucomaFacts",
  {
    title: "గ్లాకోమా: తప్పక తెలుసుకోవాల్సిన విషయాలు",
    intro:
      "గ్లాకోమా కంటి నరాన్ని పాడుచేస్తుంది. కంటి నుండి మెదడుకు బొమ్మలను తీసుకెళ్ళే తీగ లాంటిది ఈ నరం. ఈ విషయాలు తెలిస్తే మీరు, మీ కుటుంబం దీన్ని సమయానికి పట్టుకోవచ్చు.",
    facts: [
      {
        value: "నొప్పి ఉండదు",
        label: "మొదట్లో గ్లాకోమాకు సాధారణంగా ఏ లక్షణాలూ ఉండవు; పక్క చూపు ఎంత నెమ్మదిగా తగ్గుతుందంటే చాలామంది గమనించనే గమనించరు.",
      },
      {
        value: "శాశ్వత నష్టం",
        label: "గ్లాకోమా వల్ల పోయిన చూపు తిరిగి రాదు, కానీ చికిత్సతో మిగిలిన చూపును కాపాడుకోవచ్చు.",
      },
      {
        value: "40+",
        label: "40 ఏళ్ళు దాటాక ప్రమాదం పెరుగుతుంది, కాబట్టి పెద్దవాళ్ళు కంటి ఒత్తిడి (Eye pressure), కంటి నరం పరీక్ష చేయించుకోవాలి.",
      },
      {
        value: "కుటుంబం",
        label: "మీ అమ్మానాన్నలకు, అన్నదమ్ములకు లేదా అక్కచెల్లెళ్ళకు గ్లాకోమా ఉంటే మీకూ ప్రమాదం ఎక్కువ. మీ బంధువులను కూడా పరీక్ష చేయించుకోమని చెప్పండి.",
      },
    ],
  },
);

/** As written in the repository; the pages read `educationFaqs` (an editor's list over it, decision 0038). */
export const repositoryEducationFaqs: FaqItem[] = [
  {
    question: "నా కళ్ళకు ఎంత తరచుగా పరీక్ష చేయించుకోవాలి?",
    answer:
      "చాలామంది పెద్దవాళ్ళు 1 నుండి 2 ఏళ్ళకు ఒకసారి కంటి పరీక్ష చేయించుకోవాలి. పిల్లలకు 6 నెలల వయసులో, 3 ఏళ్ళప్పుడు, బడిలో చేర్చే ముందు, ఆ తర్వాత 1 నుండి 2 ఏళ్ళకు ఒకసారి పరీక్ష చేయించాలి. మీకు షుగర్ (మధుమేహం) ఉంటే, బాగా కనిపిస్తున్నా సరే, ఏడాదికి కనీసం ఒకసారి వచ్చి చుక్కలు వేసి చేసే కంటి పరీక్ష చేయించుకోండి.",
  },
  {
    question: "నాకు షుగర్ ఉంది కానీ చూపు బాగానే ఉంది. అయినా కంటి పరీక్ష అవసరమా?",
    answer: `అవును. షుగర్ కంటి జబ్బు మొదట్లో సాధారణంగా నొప్పి గానీ, మసక గానీ కలిగించదు. చుక్కలు వేసి చేసే కంటి పరీక్షతో${hasEquipment("octScanner") ? ", అవసరమైతే OCT స్కాన్‌తో," : ""} మీరు గమనించడానికి చాలా ముందే రెటీనాలో మార్పులను కనిపెట్టవచ్చు. అప్పుడే చికిత్స బాగా పనిచేస్తుంది.`,
  },
  {
    question: "గ్లాకోమా పూర్తిగా నయమవుతుందా?",
    answer:
      "గ్లాకోమా వల్ల ఇప్పటికే పోయిన చూపు తిరిగి రాదు. కానీ కంటి చుక్కలు, లేజర్ లేదా ఆపరేషన్‌తో కంటి ఒత్తిడిని తగ్గించి, ఇంకా జరిగే నష్టాన్ని నెమ్మది చేయవచ్చు లేదా ఆపవచ్చు. అందుకే ముందుగానే కనిపెట్టడం, చికిత్సను క్రమం తప్పకుండా పాటించడం చాలా తేడా చూపిస్తుంది.",
  },
  {
    question: "ఫోన్ లేదా కంప్యూటర్ గంటల తరబడి చూస్తే కళ్ళు పాడవుతాయా?",
    answer:
      "ఎక్కువసేపు స్క్రీన్ చూడటం వల్ల పెద్దవాళ్ళ కళ్ళకు సాధారణంగా శాశ్వత నష్టం జరగదు, కానీ కళ్ళు అలసిపోయి, పొడిబారి, మసకగా అనిపించవచ్చు. 20-20-20 నియమం పాటించండి: ప్రతి 20 నిమిషాలకు, 20 అడుగుల దూరంలో ఉన్న దేన్నైనా 20 సెకన్లు చూడండి. తలనొప్పి లేదా మసక తగ్గకపోతే, కంటి పరీక్షకు అపాయింట్‌మెంట్ తీసుకోండి; మీకు కళ్ళద్దాలు అవసరం కావచ్చు.",
  },
];

export const educationFaqs = editedFaqs("telugu.faq.education", repositoryEducationFaqs);

/** The signup box has no submit behaviour (specification §7). */
export const newsletter: { title: string; text: string; placeholder: string; buttonLabel: string; note: string } =
  pageText("telugu.page.education.newsletter", {
    title: "ఈమెయిల్‌లో కంటి సంరక్షణ చిట్కాలు",
    text: `${site.name} నుండి సులభమైన కంటి సంరక్షణ సలహాలు, ఎండాకాలం ఎండ, దుమ్ము నుండి కళ్ళను కాపాడుకునే ${holdsCamps ? "చిట్కాలు, మీ దగ్గర్లో జరిగే ఉచిత కంటి శిబిరాల వార్తల" : "చిట్కాల"} కోసం మా మెయిలింగ్ లిస్ట్‌లో చేరండి.`,
    placeholder: "మీ ఈమెయిల్ చిరునామా",
    buttonLabel: "ఇప్పుడే చేరండి",
    note: `మా ఈమెయిల్ లిస్ట్ ఇంకా మొదలవలేదు, కాబట్టి బటన్ నొక్కినా మీ ఈమెయిల్ మాకు రాదు. ఈ రోజే సలహా కావాలంటే ${site.phone.display}కు కాల్ చేయండి.`,
  });

/** Words of the article list around the content (search, tabs, section headings). */
export const educationPageCopy: EducationPageCopy = {
  searchLabel: "వ్యాసాల్లో వెతకండి",
  searchHint: "గ్లాకోమా, షుగర్, స్క్రీన్ లాంటి ఒక మాట టైప్ చేయండి; వ్యాసం ఇంగ్లీష్ పేరుతో కూడా వెతకవచ్చు. మీరు టైప్ చేస్తుంటేనే ఫలితాలు మారుతాయి.",
  resultsHeadingOne: "వెతికిన ఫలితాలు: 1 వ్యాసం దొరికింది",
  resultsHeadingMany: "వెతికిన ఫలితాలు: {n} వ్యాసాలు దొరికాయి",
  noResults: "మీరు వెతికిన మాటకు సరిపడే వ్యాసాలు ఏవీ దొరకలేదు.",
  noResultsHint: "ఇంకా చిన్న మాటతో ప్రయత్నించండి, లేదా అంశాల వారీగా అన్ని వ్యాసాలూ చూడండి.",
  clearSearch: "వెతికిన మాట తీసేయండి",
  browseTitle: "అంశాల వారీగా వ్యాసాలు చూడండి",
  browseIntro: "ఒక అంశాన్ని ఎంచుకోండి, లేదా మొత్తం 8 వ్యాసాలూ చదవండి. ఒక్కోటి చదవడానికి కొన్ని నిమిషాలే పడుతుంది.",
  tabsLabel: "వ్యాసాల అంశాలు",
  readMore: "ఇంకా చదవండి",
  promoTitle: "మీ కళ్ళ కోసం ఇప్పుడు చేయాల్సినవి",
  faqTitle: "రోగులు తరచుగా అడిగే ప్రశ్నలు",
  emailLabel: "ఈమెయిల్ చిరునామా",
};

/** Words of the article page around the article itself. */
export const articlePageCopy: ArticlePageCopy = {
  byline: "రాసినవారు:",
  readingTime: (minutes: number) => `చదవడానికి ${minutes} నిమిషాలు`,
  share: "షేర్ చేయండి",
  print: "ప్రింట్ చేయండి",
  shareToast: { title: "లింక్ కాపీ అయింది", description: "ఇప్పుడు ఈ వ్యాసాన్ని ఇతరులకు పంపవచ్చు." },
  toolsLabel: "ఈ వ్యాసాన్ని షేర్ చేయండి లేదా ప్రింట్ చేయండి",
  relatedTitle: "సంబంధిత వ్యాసాలు",
  servicesTitle: "సంబంధిత సేవలు",
  disclaimer:
    "ఈ వ్యాసం రోగుల కోసం ఇచ్చిన సాధారణ సమాచారం మాత్రమే. ఇది కంటి పరీక్షకు బదులు కాదు: మీ కళ్ళ గురించి ఆందోళనగా ఉంటే, దయచేసి కంటి డాక్టర్‌ను కలవండి.",
  printedFrom: "ఈ వ్యాసాన్ని ఆన్‌లైన్‌లో ఇక్కడ చదవండి:",
  cta: {
    title: "మీ కళ్ళ గురించి ప్రశ్నలు ఉన్నాయా?",
    text: `${cityTe}లోని మా కంటి డాక్టర్లు మీ కళ్ళను పరీక్షించి, మీకు ఏం అవసరమో వివరిస్తారు. మాకు మెసేజ్ పంపండి, లేదా అపాయింట్‌మెంట్ బుక్ చేయండి.`,
    contactLabel: "మమ్మల్ని సంప్రదించండి",
    bookLabel: "అపాయింట్‌మెంట్ బుక్ చేయండి",
    callLabel: `${site.phone.display}కు కాల్ చేయండి`,
  },
  backLabel: "కంటి ఆరోగ్య సమాచారానికి తిరిగి వెళ్ళండి",
  notFound: {
    title: "వ్యాసం దొరకలేదు",
    text: "మీరు వెతుకుతున్న వ్యాసం లేదు, లేదా వేరే చోటుకు మార్చి ఉండవచ్చు.",
    backLabel: "కంటి ఆరోగ్య సమాచారానికి తిరిగి వెళ్ళండి",
    suggestionsTitle: "ఇప్పుడు చదవగలిగే వ్యాసాలు",
  },
};
