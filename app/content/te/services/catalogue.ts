import { screensSchools } from "../../hospital/school-screening";
import { services as servicesEn } from "../../services/catalogue";
import type { Service, ServiceSlug } from "../../services/service";
import { site } from "../../site";
import { cityTe, nearbyTownsTe } from "../hospital-words";
import { hasOpticalShop, opticalsName } from "../../optical-shop";
import { equipmentUsedTo } from "../hospital/equipment";
import { givesTreatment, hasEquipment, takesScans } from "../../hospital/equipment";

/** The retina treatments the hospital gives itself, as the English catalogue names them. */
const retinaTreatments = [
  ...(givesTreatment("retinalLaser") ? [{ name: "లేజర్", with: "లేజర్" }] : []),
  ...(givesTreatment("injections") ? [{ name: "ఇంజెక్షన్", with: "ఇంజెక్షన్లతో" }] : []),
];
import * as images from "./images";
import { pageText } from "../../page-texts";
import { checkUpPriceAt } from "../../hospital/choices";
import { specialistOr } from "../../hospital/identity";
import { prices, rupees } from "../../hospital/prices";

/** What a visitor reads about a service; ids, slugs, icons and schema types are the English catalogue's. */
type ServiceWords = Pick<
  Service,
  "title" | "description" | "shortDescription" | "image" | "gallery" | "metaTitle" | "metaDescription" | "keywords"
>;

const words: Record<ServiceSlug, ServiceWords> = {
  "eye-examinations": {
    title: "పూర్తి కంటి పరీక్షలు",
    description: `అక్షరాల చార్టు నుండి కంటి వెనుక ఉన్న నరం వరకు, మీ చూపును, కంటి ఆరోగ్యాన్ని పూర్తిగా పరీక్షిస్తాం. కంటి పరీక్ష ₹${checkUpPriceAt.main} నుండి మొదలవుతుంది.`,
    shortDescription: `పెద్దలకు, పిల్లలకు పూర్తి కంటి పరీక్ష, ₹${checkUpPriceAt.main} నుండి.`,
    image: images.eyeExaminationsImage,
    gallery: images.gallery(
      images.eyeExaminationsImage,
      "మీ కంటి పరీక్ష ఫలితాలను డాక్టర్ వివరించే గది",
      equipmentUsedTo(["tonometer", "octScanner"], "పూర్తి కంటి పరీక్షలో"),
    ),
    metaTitle: `${cityTe}లో కంటి పరీక్ష`,
    metaDescription:
      // The specification's second price reading (₹300 in some metadata, ₹500 elsewhere), as in English.
      `${cityTe}లో ₹${checkUpPriceAt.short} నుండి పూర్తి కంటి పరీక్ష: చూపు, కళ్ళద్దాల పవర్, కంటి ఒత్తిడి, రెటీనా ఒకేసారి పరీక్షిస్తాం. పెద్దలకు, పిల్లలకు, షుగర్ ఉన్నవారికి.`,
    keywords: [
      `కంటి పరీక్ష ${cityTe}`,
      `${cityTe} కంటి ఆసుపత్రి`,
      "పూర్తి కంటి పరీక్ష",
      `కంటి ఒత్తిడి పరీక్ష ${cityTe}`,
      "షుగర్ ఉన్నవారికి కంటి పరీక్ష",
      `పిల్లల కంటి పరీక్ష ${cityTe}`,
      `eye check-up ${site.city}`,
    ],
  },
  cataract: {
    title: "శుక్లం ఆపరేషన్",
    description: `కంటి లోపలి లెన్స్ మసకబారితే, చిన్న ఆపరేషన్ చేసి దాని స్థానంలో తేటగా ఉండే కృత్రిమ లెన్స్ పెడతాం. శుక్లం ఆపరేషన్ ${rupees(prices.cataractFrom)} నుండి మొదలవుతుంది.`,
    shortDescription: `కంటి శుక్లం (కంట్లో పొర)కు చిన్న ఆపరేషన్, అదే రోజు ఇంటికి. చాలామందికి చూపు స్పష్టమవుతుంది. ${rupees(prices.cataractFrom)} నుండి.`,
    image: images.cataractImage,
    gallery: images.gallery(
      images.cataractImage,
      "శుక్లం ఆపరేషన్ గురించి సర్జన్ వివరించి, లెన్స్ ఎంచుకోవడంలో మీకు సహాయం చేసే గది",
      equipmentUsedTo(["opticalBiometer"], "శుక్లం ఆపరేషన్‌కు ముందు సరైన పవర్ ఉన్న కృత్రిమ లెన్స్ ఎంచుకోవడానికి"),
    ),
    metaTitle: `${cityTe}లో కంటి శుక్లం (కంట్లో పొర) ఆపరేషన్`,
    metaDescription: `${cityTe}లో ${rupees(prices.cataractFrom)} నుండి శుక్లం ఆపరేషన్: ఒక్కో కంటికి సుమారు 15 నుండి 20 నిమిషాలు, అదే రోజు ఇంటికి. సేవా కార్యక్రమంలో నెలకు ${prices.communityPlacesAMonth} మందికి ${rupees(prices.communityCataract)}కే.`,
    keywords: [
      `శుక్లం ఆపరేషన్ ${cityTe}`,
      "శుక్లం ఆపరేషన్ ఖర్చు",
      "కంటి శుక్లం చికిత్స",
      "లెన్స్ మార్చే ఆపరేషన్",
      "తక్కువ ఖర్చుతో శుక్లం ఆపరేషన్ ఆంధ్రప్రదేశ్",
      `cataract surgery ${site.city}`,
    ],
  },
  "refractive-error": {
    title: "దృష్టి లోపం సరిచేయడం",
    description:
      "దగ్గరివి గానీ దూరంవి గానీ మసకగా కనిపిస్తే, సాధారణంగా సరైన కళ్ళద్దాలు లేదా కాంటాక్ట్ లెన్సులతో సరిపోతుంది. మీకు సరిగ్గా ఎంత పవర్ కావాలో కనిపెట్టి, మీకున్న ఎంపికలు వివరిస్తాం.",
    shortDescription: "ఏ వయసు వారికైనా, కళ్ళద్దాలకు, కాంటాక్ట్ లెన్సులకు సరైన పవర్ ఖచ్చితంగా చూస్తాం.",
    image: images.refractiveErrorImage,
    gallery: images.gallery(
      images.refractiveErrorImage,
      "మీ కళ్ళద్దాల పవర్ చీటీ రాసి, వివరించే గది",
      equipmentUsedTo(["autoRefractometer", "trialLensSet"], "కళ్ళద్దాల పవర్ కొలవడానికి"),
    ),
    metaTitle: `${cityTe}లో కళ్ళద్దాల పవర్ పరీక్ష`,
    metaDescription: `చూపు మసకగా ఉందా? ${cityTe}లో పిల్లలకు, పెద్దలకు కళ్ళద్దాలు, కాంటాక్ట్ లెన్సుల కోసం ఖచ్చితమైన పవర్ పరీక్ష.${hasOpticalShop ? ` పక్కనే ఉన్న ${opticalsName}లో ఫ్రేములు.` : ""}`,
    keywords: [
      `కళ్ళద్దాల పవర్ పరీక్ష ${cityTe}`,
      `కళ్ళద్దాలు ${cityTe}`,
      `కాంటాక్ట్ లెన్సులు ${cityTe}`,
      "మైనస్ పవర్ చికిత్స",
      `చదువు కళ్ళద్దాలు ${cityTe}`,
      "దృష్టి లోపం చికిత్స",
      `eye power test ${site.city}`,
    ],
  },
  glaucoma: {
    title: "గ్లాకోమా చికిత్స",
    description:
      "గ్లాకోమా (నీటి కాసులు) కంటి నరాన్ని నెమ్మదిగా పాడుచేస్తుంది; చాలాసార్లు ముందుగా ఏ లక్షణమూ కనిపించదు. ముందే పరీక్షలు చేయించుకుని, క్రమం తప్పకుండా చికిత్స తీసుకుంటే ఉన్న చూపును కాపాడుకోవచ్చు.",
    shortDescription: "చప్పుడు లేకుండా చూపును దోచుకునే గ్లాకోమా (నీటి కాసులు)ను ముందే కనిపెట్టడం, జీవితాంతం సంరక్షణ.",
    image: images.glaucomaImage,
    gallery: images.gallery(
      images.glaucomaImage,
      "గ్లాకోమా పరీక్షల ఫలితాలను, మీ చికిత్స ప్లాన్‌ను డాక్టర్ మీతో కలిసి చూసే గది",
      equipmentUsedTo(["visualFieldAnalyser", "octScanner"], "గ్లాకోమాను కనిపెట్టడానికి, తర్వాత గమనిస్తూ ఉండటానికి"),
    ),
    metaTitle: `${cityTe}లో గ్లాకోమా పరీక్ష, చికిత్స`,
    metaDescription: `${cityTe}లో గ్లాకోమా పరీక్షలు, చికిత్స: కంటి ఒత్తిడి పరీక్ష, ${hasEquipment("octScanner") ? "కంటి నరం స్కాన్, " : ""}చుక్కలు${givesTreatment("glaucomaLaser") ? ", లేజర్" : ""}. 40 ఏళ్ళు దాటినా, ఇంట్లో ఎవరికైనా ఇది ఉన్నా పరీక్ష చేయించుకోండి.`,
    keywords: [
      `గ్లాకోమా చికిత్స ${cityTe}`,
      `గ్లాకోమా పరీక్ష ${cityTe}`,
      "కంటి ఒత్తిడి పరీక్ష",
      "గ్లాకోమా కంటి చుక్కలు",
      ...(givesTreatment("glaucomaLaser") ? ["గ్లాకోమాకు లేజర్ చికిత్స"] : []),
      ...(hasEquipment("octScanner") ? [`కంటి నరం స్కాన్ ${cityTe}`] : []),
      `glaucoma treatment ${site.city}`,
    ],
  },
  retina: {
    title: "రెటీనా, షుగర్ ఉన్నవారి కంటి సంరక్షణ",
    description: `షుగర్, వయసు, దెబ్బల వల్ల కంటి వెనుక చూపునిచ్చే పలుచని తెర అయిన రెటీనా పాడవ్వొచ్చు. మేము పరీక్షించి, ${takesScans ? "స్కాన్ చేసి, " : ""}${retinaTreatments.length ? `${retinaTreatments.map((kind) => kind.with).join(" లేదా ")} చికిత్స చేస్తాం.` : "చికిత్స చేస్తాం; లేజర్ గానీ ఇంజెక్షన్లు గానీ అవసరమైతే చేసే చోటికి పంపిస్తాం."}`,
    shortDescription: "షుగర్ కంటి జబ్బు (డయాబెటిక్ రెటినోపతి), మాక్యులా అరుగుదల, రెటీనా విడిపోవడం: వీటికి పరీక్షలు, చికిత్స.",
    image: images.retinaImage,
    gallery: images.gallery(
      images.retinaImage,
      takesScans ? "రెటీనా స్కాన్ ఫోటోలను రోగులకు చూపించి వివరించే గది" : "రెటీనా పరీక్ష ఫలితాలను రోగులకు వివరించే గది",
      equipmentUsedTo(["retinaCamera", "octScanner"], "షుగర్ కంటి జబ్బు, మాక్యులా జబ్బులు ఉన్నాయేమో చూడటానికి"),
    ),
    metaTitle: `${cityTe}లో రెటీనా, షుగర్ కంటి సంరక్షణ`,
    metaDescription: `${cityTe}లో రెటీనా సంరక్షణ: షుగర్ కంటి పరీక్షలు${takesScans ? ", స్కాన్లు" : ""}; షుగర్ కంటి జబ్బు, మాక్యులా అరుగుదల, రెటీనా విడిపోవడానికి ${retinaTreatments.length ? `${retinaTreatments.map((kind) => kind.name).join(" లేదా ")} ` : ""}చికిత్స.`,
    keywords: [
      `రెటీనా డాక్టర్ ${cityTe}`,
      `షుగర్ కంటి పరీక్ష ${cityTe}`,
      "డయాబెటిక్ రెటినోపతి చికిత్స",
      "మాక్యులా అరుగుదల చికిత్స",
      "రెటీనా విడిపోవడం లక్షణాలు",
      ...(hasEquipment("octScanner") ? [`OCT స్కాన్ ${cityTe}`] : []),
      ...(givesTreatment("injections") ? [`కంటి ఇంజెక్షన్ చికిత్స ${cityTe}`] : []),
    ],
  },
  corneal: {
    title: "కార్నియా సంరక్షణ",
    description:
      "కంటి ముందు భాగంలో అద్దంలా తేటగా ఉండే కార్నియాకు వచ్చే ఇన్ఫెక్షన్లు, దెబ్బలు, కళ్ళు పొడిబారడం (Dry eye), కెరటోకోనస్ (Keratoconus)కు చికిత్స.",
    shortDescription: "కార్నియా ఇన్ఫెక్షన్లు, దెబ్బలకు త్వరగా చికిత్స; కళ్ళు పొడిబారడం, కెరటోకోనస్‌కు కొనసాగే సంరక్షణ.",
    image: images.cornealImage,
    gallery: images.gallery(
      images.cornealImage,
      "కార్నియా ఇన్ఫెక్షన్లు, దెబ్బలను డాక్టర్ పరీక్షించి చికిత్స చేసే గది",
      equipmentUsedTo(["slitLamp", "cornealTopographer"], "కార్నియాను పరీక్షించడానికి"),
    ),
    metaTitle: `${cityTe}లో కార్నియా చికిత్స`,
    metaDescription: `${cityTe}లో కంటి ఇన్ఫెక్షన్లు, కార్నియా పుండ్లు, పొలం పని దెబ్బలు, కళ్ళు పొడిబారడం, కెరటోకోనస్‌కు చికిత్స. త్వరగా చికిత్సతో చూపు దక్కుతుంది; ఇంటి చిట్కాలు వద్దు.`,
    keywords: [
      `కార్నియా డాక్టర్ ${cityTe}`,
      "కార్నియా పుండు చికిత్స",
      `కంటి ఇన్ఫెక్షన్ చికిత్స ${cityTe}`,
      "కళ్ళు పొడిబారడం చికిత్స",
      "కెరటోకోనస్ చికిత్స",
      "రైతులకు కంటి దెబ్బ చికిత్స",
    ],
  },
  pediatric: {
    title: "పిల్లల కంటి సంరక్షణ",
    description: `పసిపిల్లలకు, పిల్లలకు, టీనేజీ వారికి కంటి పరీక్షలు, చికిత్స: మెల్లకన్ను (Squint), సోమరి కన్ను (Lazy eye), కళ్ళద్దాలు${screensSchools ? "; బడుల్లో కంటి పరీక్షలు కూడా" : ""}.`,
    shortDescription: "పిల్లలకు నచ్చేలా, సున్నితంగా కంటి పరీక్షలు; మెల్లకన్ను, సోమరి కన్నుకు ముందుగానే చికిత్స.",
    image: images.pediatricImage,
    gallery: images.gallery(
      images.pediatricImage,
      "పిల్లల కంటి పరీక్ష ఫలితాల గురించి తల్లిదండ్రులు డాక్టర్‌తో మాట్లాడే గది",
      equipmentUsedTo(["childVisionCharts"], "పసిపిల్లల, చిన్న పిల్లల కళ్ళను పరీక్షించడానికి"),
    ),
    metaTitle: `${cityTe}లో పిల్లల కంటి డాక్టర్`,
    metaDescription: `${cityTe}లో పిల్లల కంటి సంరక్షణ: 6 నెలల వయసు నుండి కంటి పరీక్షలు, మెల్లకన్ను, సోమరి కన్నుకు చికిత్స, పిల్లలకు కళ్ళద్దాలు${screensSchools ? ", బడుల్లో కంటి పరీక్షలు" : ""}.`,
    keywords: [
      `పిల్లల కంటి డాక్టర్ ${cityTe}`,
      `మెల్లకన్ను చికిత్స ${cityTe}`,
      "సోమరి కన్ను చికిత్స",
      ...(screensSchools ? ["బడి పిల్లలకు కంటి పరీక్ష"] : []),
      `పిల్లల కంటి పరీక్ష ${cityTe}`,
      specialistOr("paediatric", `children eye specialist ${site.city}`, `children eye care ${site.city}`),
    ],
  },
  emergency: {
    title: "కంటి అత్యవసర చికిత్స",
    description:
      "కంటికి దెబ్బలు, కంట్లో రసాయనాలు పడటం: వీటికి వెంటనే సహాయం కావాలి; ఉన్నట్టుండి చూపు పోతే 108. ముందు ఏం చేయాలో తెలుసుకోండి, తర్వాత వెంటనే మాకు కాల్ చేయండి.",
    shortDescription: "కంటి దెబ్బలు, కంట్లో రసాయనాలు పడటం: వెంటనే సహాయం; ఉన్నట్టుండి చూపు పోతే 108.",
    image: images.emergencyImage,
    gallery: images.gallery(
      images.emergencyImage,
      "కంటి దెబ్బలకు, రసాయనాలు పడిన కళ్ళకు చికిత్స చేసే పరీక్ష గది",
      equipmentUsedTo(["slitLamp"], "కంట్లో పడిన నలుసులను కనిపెట్టి తీయడానికి, కంటి దెబ్బలను పరీక్షించడానికి"),
    ),
    metaTitle: `${cityTe}లో కంటి అత్యవసర చికిత్స`,
    metaDescription: `${cityTe}లో కంటికి దెబ్బ తగిలిందా, రసాయనం పడిందా? ధారగా నీళ్ళు పోస్తూ 15 నుండి 20 నిమిషాలు కడిగి కాల్ చేయండి. ఉన్నట్టుండి చూపు పోతే: 108.`,
    keywords: [
      `కంటి అత్యవసర చికిత్స ${cityTe}`,
      `కంటి దెబ్బ చికిత్స ${cityTe}`,
      "కంట్లో సున్నం పడితే ఏం చేయాలి",
      "ఉన్నట్టుండి చూపు పోవడం",
      "టపాసుల వల్ల కంటి దెబ్బ",
      `eye emergency ${site.city}`,
    ],
  },
  seniors: {
    title: "పెద్ద వయసు వారి కంటి సంరక్షణ",
    description:
      "60 ఏళ్ళు దాటిన వారికి తొందర లేకుండా కంటి సంరక్షణ: శుక్లం, గ్లాకోమా, షుగర్ కంటి జబ్బులకు పరీక్షలు; దూరం నుండి వచ్చే కుటుంబాలకు సహాయం.",
    shortDescription: "60 ఏళ్ళు దాటిన వారికి కంటి సంరక్షణ; వివరించడానికి సమయం తీసుకుంటాం, కుటుంబ సభ్యులూ రావచ్చు.",
    image: images.seniorsImage,
    gallery: images.gallery(
      images.seniorsImage,
      "పెద్ద వయసు రోగితో పాటు కుటుంబ సభ్యులు కూర్చోవడానికి చోటు ఉన్న గది",
      equipmentUsedTo(["tonometer", "retinaCamera"], "60 ఏళ్ళు దాటిన వారికి ఏటా చేసే కంటి పరీక్షల్లో"),
    ),
    metaTitle: `${cityTe}లో పెద్ద వయసు వారికి కంటి సంరక్షణ`,
    metaDescription: `${cityTe}లో 60 ఏళ్ళు దాటిన వారికి కంటి పరీక్షలు: శుక్లం, గ్లాకోమా, రెటీనా, చదువు కళ్ళద్దాలు. కుటుంబ సభ్యులూ రావచ్చు. దగ్గరి ఊళ్ళ నుండి ప్రయాణానికి సూచనలు.`,
    keywords: [
      `వృద్ధుల కంటి సంరక్షణ ${cityTe}`,
      "పెద్ద వయసు వారికి కంటి పరీక్ష",
      "వృద్ధులకు శుక్లం పరీక్ష",
      "వయసుతో వచ్చే కంటి సమస్యలు",
      ...(nearbyTownsTe.length ? [`${nearbyTownsTe[0]} దగ్గర కంటి డాక్టర్`] : []),
      `senior eye care ${site.city}`,
    ],
  },
  "lasik-surgery-anantapur": {
    title: "లాసిక్ ఆపరేషన్",
    description: `కంటి ముందు భాగం ఆకారాన్ని లేజర్‌తో మార్చే ఆపరేషన్; దీనికి సరిపోయే చాలామంది పెద్దలకు కళ్ళద్దాల అవసరం బాగా తగ్గుతుంది. ఒక్కో కంటికి ${rupees(prices.lasikPerEyeFrom)} నుండి.`,
    shortDescription: `సరిపోయే పెద్దలకు కళ్ళద్దాల అవసరం తగ్గించే లాసిక్, ఒక్కో కంటికి ${rupees(prices.lasikPerEyeFrom)} నుండి.`,
    image: images.lasikImage,
    gallery: images.gallery(
      images.lasikImage,
      "లాసిక్ మీకు సరిపోతుందో లేదో తేల్చే పరీక్షల ఫలితాలను డాక్టర్ వివరించే గది",
      equipmentUsedTo(["cornealTopographer", "pachymeter"], "లాసిక్ మీకు సురక్షితమేనా అని చూడటానికి"),
    ),
    metaTitle: `${cityTe}లో లాసిక్ ఆపరేషన్`,
    metaDescription: `${cityTe}లో లాసిక్ లేజర్ కంటి ఆపరేషన్, ఒక్కో కంటికి ${rupees(prices.lasikPerEyeFrom)} నుండి; 18 ఏళ్ళు దాటి, పవర్ స్థిరంగా ఉన్నవారికి. పూర్తి పరీక్షలు, స్పష్టమైన ఖర్చులు, తర్వాతి సంరక్షణ.`,
    keywords: [
      `లాసిక్ ఆపరేషన్ ${cityTe}`,
      `లాసిక్ ఖర్చు ${cityTe}`,
      "లేజర్ కంటి ఆపరేషన్ ఆంధ్రప్రదేశ్",
      "కళ్ళద్దాలు తీసేసే ఆపరేషన్",
      "లాసిక్ ఎవరికి సరిపోతుంది",
      `LASIK surgery ${site.city}`,
    ],
  },
};

/** The ten service lines in Telugu, in the English catalogue's order, with its ids, slugs, icons and schema types. */
export const services: Service[] = servicesEn.map((service) => ({
  ...service,
  ...pageText(`telugu.page.service.${service.slug}`, words[service.slug]),
}));

/** Every service line's Telugu title by its slug, offered or not (the English catalogue's twin). */
export const everyServiceTitle: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(words).map(([slug, { title }]) => [slug, title]),
);
