import type { ServiceExtras } from "~/content/service-descriptions/extras";
import { sampleAt } from "~/content/hospital/fact";
import { cataractImage, gallery, glaucomaImage, pediatricImage } from "~/content/te/services/images";
import type { ImageRef } from "~/content/types";

export type { ServiceExtras };

/**
 * Telugu twin of ~/content/service-descriptions/extras. Detail extras for slugs no page reaches; kept as written.
 */
export const serviceExtras: Record<"cataract-surgery" | "glaucoma-management", ServiceExtras> = {
  "cataract-surgery": {
    title: "శుక్లం ఆపరేషన్",
    description:
      "కంటి శుక్లం (కంట్లో పొర) ఆపరేషన్‌లో మీ కంటి లోపల మసకబారిన లెన్స్‌ను తీసేసి, దాని స్థానంలో తేటైన కృత్రిమ లెన్స్ (IOL) పెడతారు. ఇది తక్కువ సమయం పట్టే, అదే రోజు ఇంటికి వెళ్ళిపోయే ఆపరేషన్. చాలా మందికి దీనితో మళ్ళీ స్పష్టమైన చూపు వస్తుంది.",
    steps: [
      {
        title: "కంటి పరీక్ష, కొలతలు",
        content:
          "పూర్తి కంటి పరీక్షతో శుక్లం ఉందని నిర్ధారిస్తాం, నొప్పి లేని కొలతలతో కొత్త లెన్స్ పవర్ నిర్ణయిస్తాం. షుగర్ (మధుమేహం), బీపీ (రక్తపోటు) కూడా చెక్ చేస్తాం.",
      },
      {
        title: "మీ లెన్స్ ఎంచుకోవడం",
        content:
          "ఏయే లెన్సులు ఉన్నాయో, ఒక్కొక్కటి దూరానికి, చదవడానికి ఏం చేస్తుందో, ఒక్కొక్కటి ఎంత ఖర్చో డాక్టర్ వివరిస్తారు, అప్పుడు మీరు మీ కుటుంబంతో కలిసి నిర్ణయించుకోవచ్చు.",
      },
      {
        title: "కంటికి మత్తు",
        content:
          "ఆపరేషన్ రోజు, చుక్కలతో కంటిపాపను పెద్దది చేస్తారు, చుక్కలతో గానీ చిన్న ఇంజెక్షన్‌తో గానీ కంటికి మత్తు ఇస్తారు. మీరు మెలకువగా, సౌకర్యంగా ఉంటారు.",
      },
      {
        title: "మసకబారిన లెన్స్ తీసేయడం",
        content: "చాలా చిన్న రంధ్రం ద్వారా, ఫేకో (Phaco) పద్ధతిలో మసకబారిన లెన్స్‌ను ముక్కలు చేసి మెల్లగా బయటికి తీస్తారు. ఈ భాగానికి కొన్ని నిమిషాలే పడుతుంది.",
      },
      {
        title: "కొత్త లెన్స్ పెట్టడం",
        content:
          "మడిచిన కృత్రిమ లెన్స్‌ను పాత లెన్స్ ఉన్న చోట పెడతారు, అది దానంతట అదే విచ్చుకుంటుంది. అది జీవితాంతం కంట్లోనే ఉంటుంది, దాన్ని శుభ్రం చేయాల్సిన అవసరం గానీ మార్చాల్సిన అవసరం గానీ ఉండదు.",
      },
      {
        title: "విశ్రాంతి, ఇంటికి వెళ్ళడం",
        content:
          "కంటి మీద కంటి కవచం పెడతారు, కొంత సేపు విశ్రాంతి తీసుకుని అదే రోజు ఇంటికి వెళ్తారు. తర్వాతి నెల రోజుల పాటు చుక్కలు, చెకప్‌లు కన్ను బాగా మానడానికి సహాయపడతాయి.",
      },
    ],
    benefits: [
      "ఇంకా స్పష్టమైన, ప్రకాశవంతమైన చూపు, రంగులు అసలు రంగుల్లాగే కనబడటం",
      "వాహనాల లైట్లు, ఎండ వల్ల కళ్ళు చెదరడం తగ్గడం",
      "చదవడం, వంట, పొలం పని, ప్రయాణం సులభం కావడం",
      "పెద్దవాళ్ళు పడిపోవడం తగ్గడం, ఎవరి మీదా ఆధారపడకుండా ఉండగలగడం",
      "ఎక్కువ కాలం నిలిచే ఫలితం: శుక్లం మళ్ళీ పెరగదు. తర్వాత లెన్స్ ఉండే సంచి మసకబారితే, త్వరగా అయిపోయే లేజర్‌తో ఆ మసక పోతుంది",
    ],
    conclusion:
      "మసకబారిన లెన్స్ మీ రోజువారీ జీవితానికి అడ్డు వస్తుంటే, కంటి పరీక్షకు అపాయింట్‌మెంట్ బుక్ చేయండి. ఆపరేషన్‌కు ఒక్కో కంటికి సుమారు 15–20 నిమిషాలు పడుతుంది, చాలా మందికి కొన్ని రోజుల్లోనే చూపు మెరుగవుతుంది.",
  },
  "glaucoma-management": {
    title: "గ్లాకోమా చికిత్స",
    description:
      "గ్లాకోమా (నీటి కాసులు) కంటి నరాన్ని (Optic nerve) పాడుచేస్తుంది, సాధారణంగా నొప్పి గానీ ముందస్తు హెచ్చరిక గానీ లేకుండా. పోయిన చూపు తిరిగి రాదు, కాబట్టి దీన్ని ముందుగానే కనిపెట్టి, జీవితాంతం ఇంకా నష్టం జరగకుండా ఆపడమే చికిత్స లక్ష్యం.",
    services: [
      {
        title: "ముందుగానే కనిపెట్టడం",
        content:
          "కంటి ఒత్తిడి (Eye pressure) చెక్, కంటి నరం, కంటి నీరు బయటికి పోయే కోణం (Drainage angle) పరీక్ష, నరం పొరలను కొలిచే స్కాన్లు: వీటితో మీకు ఏ మార్పూ తెలియకముందే గ్లాకోమాను కనిపెడతాం.",
      },
      {
        title: "పక్క చూపు పరీక్ష (Visual field test)",
        content:
          "చిన్న లైటు కనబడినప్పుడు మీరు బటన్ నొక్కే ఒక సులభమైన పరీక్ష. ఇది మీ పక్క చూపు ఎంత వరకు ఉందో చూసి, గ్లాకోమా ఎక్కువవుతోందో లేదో చూపిస్తుంది.",
      },
      {
        title: "కంటి చుక్కలతో చికిత్స",
        content: "రోజూ వేసే చుక్కలు కంటి లోపలి ఒత్తిడిని తగ్గిస్తాయి. మీకు సరిపడే చుక్కలు కనుక్కోవడంలో సహాయం చేస్తాం, వాటిని సరిగ్గా ఎలా వేసుకోవాలో చూపిస్తాం.",
      },
      {
        title: "లేజర్ చికిత్స",
        content:
          "క్లినిక్‌లో కొన్ని నిమిషాల లేజర్ కంటి నీరు బయటికి పోవడాన్ని మెరుగుపరచగలదు లేదా ఇరుకైన కోణాన్ని తెరవగలదు, మీకు కావాల్సిన చుక్కల సంఖ్య తగ్గవచ్చు.",
      },
      {
        title: "ఆపరేషన్",
        content: "చుక్కలు, లేజర్ సరిపోనప్పుడు, ఒత్తిడి తగ్గించడానికి ఆపరేషన్‌తో కంటి నీరు బయటికి పోవడానికి కొత్త దారి చేస్తారు.",
      },
      {
        title: "క్రమం తప్పకుండా చెకప్‌లు",
        content: "ప్రతి కొన్ని నెలలకు మళ్ళీ చెకప్‌లు చేసి, మళ్ళీ చేసే పరీక్షలను మీ పాత ఫలితాలతో పోల్చి, చికిత్స పని చేస్తోందని నిర్ధారిస్తాం.",
      },
    ],
    benefits: [
      "గ్లాకోమాను ముందుగానే కనిపెడితే చూపును కాపాడుకోవచ్చు",
      "మీ కళ్ళు, మీ బడ్జెట్, మీ రోజువారీ పనులను బట్టి చికిత్సను మారుస్తాం",
      "మీ పరీక్షల ఫలితాలను భద్రంగా ఉంచుతాం, కాబట్టి మార్పులు త్వరగా తెలుస్తాయి",
      "గ్లాకోమా వంశంలో వస్తుంది కాబట్టి, ఇంట్లో వాళ్ళను కూడా పరీక్షించవచ్చు",
    ],
    conclusion:
      "మీకు 40 ఏళ్ళు దాటినా, షుగర్ (మధుమేహం) ఉన్నా, కుటుంబంలో ఎవరికైనా గ్లాకోమా ఉన్నా, కంటి ఒత్తిడి, కంటి నరం చెక్ చేయించుకోండి. ఈ రోజు చేసే ఒక సులభమైన పరీక్ష చాలా ఏళ్ళ పాటు మీ చూపును కాపాడగలదు.",
  },
};

/**
 * The equipment picture descriptions in Telugu. Like `equipmentFact` (~/content/hospital/equipment), whose kinds
 * they name (opticalBiometer; visualFieldAnalyser and octScanner; childVisionCharts), they are a sample: each
 * machine must be confirmed by the hospital before launch.
 */
export const serviceExtraEquipmentAltFact = sampleAt(
  "telugu.serviceExtraEquipment",
  {
    "cataract-surgery": "శుక్లం ఆపరేషన్‌కు ముందు కృత్రిమ లెన్స్ పవర్ కొలవడానికి వాడే యంత్రం (Optical biometer)",
    "glaucoma-management": "గ్లాకోమా పరీక్షలకు వాడే పక్క చూపు పరీక్ష యంత్రం (Visual field analyser), OCT స్కాన్ యంత్రం",
    "pediatric-eye-care": "పిల్లల కళ్ళు పరీక్షించడానికి వాడే బొమ్మల చార్టులు",
  },
  "the diagnostic equipment the hospital has, by kind, so picture descriptions name only what patients will find",
);

const equipmentAlt = serviceExtraEquipmentAltFact.value;

/** Extra gallery images; the specification gives them only for slugs no page reaches. */
export const serviceExtraImages: Record<"cataract-surgery" | "glaucoma-management" | "pediatric-eye-care", ImageRef[]> =
  {
    "cataract-surgery": gallery(
      cataractImage,
      "శుక్లం ఆపరేషన్ గురించి రోగులు, వాళ్ళ కుటుంబ సభ్యులు డాక్టర్‌తో మాట్లాడే గది",
      equipmentAlt["cataract-surgery"],
    ),
    "glaucoma-management": gallery(glaucomaImage, "గ్లాకోమా పరీక్షల ఫలితాలను వివరించే గది", equipmentAlt["glaucoma-management"]),
    "pediatric-eye-care": gallery(
      pediatricImage,
      "పిల్లల కంటి పరీక్ష గురించి తల్లిదండ్రులు డాక్టర్‌తో మాట్లాడే గది",
      equipmentAlt["pediatric-eye-care"],
    ),
  };
