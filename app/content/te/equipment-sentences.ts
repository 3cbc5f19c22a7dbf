import { kindsNamed, treatmentsGiven, type equipmentSentences as english } from "../equipment-sentences";
import { site } from "../site";

/** Telugu twin of ~/content/equipment-sentences: the same sentences, each whole or empty with its kind. */
const { oct, retinaCamera, visualField, slitLamp, topographer, pachymeter, scans: takesScans } = kindsNamed;

const extraTestExamples = [
  ...(takesScans ? ["రెటీనా స్కాన్"] : []),
  ...(visualField ? ["పక్క చూపు పరీక్ష (Visual field test)"] : []),
];

/** The Telugu of English's notGivenHere: what is not done here, then that the doctor says where. */
const notGivenHere = (given: boolean, weDoNot: string) => (given ? "" : `${weDoNot}: ఎక్కడ చేయించుకోవాలో డాక్టర్ చెబుతారు.`);

export const equipmentSentences: typeof english = {
  injectionsElsewhere: notGivenHere(treatmentsGiven.injections, `ఈ ఇంజెక్షన్లు ${site.name} లో ఇవ్వము`),
  retinalLaserElsewhere: notGivenHere(treatmentsGiven.retinalLaser, `ఈ లేజర్ ${site.name} లో చేయము`),
  glaucomaLaserElsewhere: notGivenHere(treatmentsGiven.glaucomaLaser, `ఈ లేజర్ ${site.name} లో చేయము`),
  yagLaserElsewhere: notGivenHere(treatmentsGiven.yagLaser, `ఈ లేజర్ ${site.name} లో లేదు`),
  crossLinkingElsewhere: notGivenHere(treatmentsGiven.crossLinking, `క్రాస్-లింకింగ్ ${site.name} లో చేయము`),
  slitLampStep: slitLamp ? "స్లిట్-ల్యాంప్ చెక్: బాగా వెలుతురు ఉండే మైక్రోస్కోప్ ద్వారా డాక్టర్ ప్రతి కంటి ముందు భాగాన్ని చూస్తారు." : "",
  slitLampCorneaStep: slitLamp ? "డాక్టర్ స్లిట్-ల్యాంప్ మైక్రోస్కోప్ కింద కార్నియాను పరీక్షిస్తారు." : "",
  slitLampLook: slitLamp
    ? "తర్వాత మైక్రోస్కోప్, బాగా వెలుతురు ఇచ్చే లైట్ ఉండే స్లిట్-ల్యాంప్‌తో మీ కంటి ముందు భాగాన్ని, కనురెప్పల అంచులను చూస్తారు."
    : "",
  octIfNeeded: oct ? "డాక్టర్‌కు ఇంకా వివరంగా చూడాల్సి వస్తే, రెటీనా OCT స్కాన్ లాంటి స్కాన్ కూడా చేయవచ్చు." : "",
  extraTestsCharged: `${extraTestExamples.length ? `${extraTestExamples.join(", ")} లాంటి ` : ""}అదనపు పరీక్షలకు వేరుగా చార్జి ఉంటుంది, అవి చేసే ముందే ధర చెబుతాం.`,
  checkUpScansAdvice: takesScans ? "కంటి పరీక్ష, ఏవైనా స్కాన్లు, డాక్టర్ సలహా" : "కంటి పరీక్ష, డాక్టర్ సలహా",
  visualFieldStep: visualField
    ? "పక్క చూపు పరీక్ష (Visual field test) పక్కలకు ఎంత వరకు కనబడుతుందో చూస్తుంది: చిన్న లైటు కనబడిన ప్రతిసారీ మీరు ఒక బటన్ నొక్కుతారు."
    : "",
  octNerveStep: oct ? "OCT స్కాన్ కంటిని తాకకుండానే కొన్ని సెకన్లలో నరం పొరలను కొలుస్తుంది." : "",
  glaucomaRepeatTests: ["ఒత్తిడి చెక్", ...(visualField ? ["పక్క చూపు పరీక్షలు"] : []), ...(oct ? ["స్కాన్లు"] : [])].join(", "),
  retinaScansStep:
    oct || retinaCamera
      ? `అవసరమైతే నొప్పి లేని స్కాన్లు చేస్తాం: ${[
          ...(oct ? ["OCT స్కాన్ మాక్యులా పొరలను, ఏదైనా వాపు ఉంటే దాన్ని చూపిస్తుంది"] : []),
          ...(retinaCamera ? ["రెటీనా ఫోటోలు కాలం గడిచే కొద్దీ వచ్చే మార్పులను రికార్డు చేస్తాయి"] : []),
        ].join("; ")}.`
      : "",
  autoRefractionStep: kindsNamed.autoRefractometer
    ? "కంప్యూటర్ రీడింగ్ (Auto-refraction) కొన్ని సెకన్లలోనే మొదటి అంచనా పవర్ చెబుతుంది."
    : "",
  cornealMapStep:
    topographer && pachymeter
      ? "కెరటోకోనస్ ఉంటే, కార్నియా ఆకారం కొలిచే స్కాన్ (Corneal topography) చేసి, కార్నియా మందం కూడా కొలుస్తాం."
      : topographer
        ? "కెరటోకోనస్ ఉంటే, కార్నియా ఆకారం కొలిచే స్కాన్ (Corneal topography) చేస్తాం."
        : pachymeter
          ? "కెరటోకోనస్ ఉంటే, కార్నియా మందం కొలుస్తాం."
          : "",
  octMaculaStep: oct
    ? "అవసరమైతే OCT స్కాన్ చేస్తాం. OCT అనేది త్వరగా అయిపోయే, నొప్పి లేని స్కాన్. ఇది చాలా వివరంగా తీసిన ఫోటో లాంటిది; మాక్యులా వాచిందో లేదో చూపిస్తుంది."
    : "",
  octNerveCheck: oct
    ? "కంటి నరానికి, దాని చుట్టూ ఉండే నరాల పోగుల పొరకు OCT స్కాన్. ఈ వివరమైన బొమ్మ మొదట్లో జరిగే నష్టాన్ని కనిపెట్టడానికి, ఏళ్ళ తరబడి వచ్చే చిన్న మార్పులను గమనించడానికి సాయపడుతుంది."
    : "",
  visualFieldCheck: visualField
    ? "పక్క చూపు పరీక్ష (Visual field test): మీరు ఒక స్క్రీన్ వైపు చూస్తూ, పక్కన చిన్న లైట్ కనిపించిన ప్రతిసారి ఒక బటన్ నొక్కుతారు. దీంతో మీ పక్క చూపు ఎంత వరకు ఉందో పటం లాగా తెలుస్తుంది."
    : "",
};
