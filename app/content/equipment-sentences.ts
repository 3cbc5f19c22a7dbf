import { andList, givesTreatment, hasEquipment, takesScans, type TreatmentKind } from "./hospital/equipment";
import { site } from "./site";

// The sentences of the long texts (service pages and articles) that say the hospital uses a kind of equipment
// (hospital/equipment.ts) or does not give a treatment itself, by their names in the Markdown (`{octNerveStep}`):
// an unticked kind is named nowhere (issue 40, item 2). Each is whole or empty: an empty list item is dropped, and
// an empty sentence in a paragraph leaves nothing behind. Telugu twin: te/equipment-sentences.ts.

/** Which of the kinds these sentences name the hospital has: the Telugu twin writes its sentences by the same. */
export const kindsNamed = {
  oct: hasEquipment("octScanner"),
  retinaCamera: hasEquipment("retinaCamera"),
  visualField: hasEquipment("visualFieldAnalyser"),
  slitLamp: hasEquipment("slitLamp"),
  topographer: hasEquipment("cornealTopographer"),
  pachymeter: hasEquipment("pachymeter"),
  autoRefractometer: hasEquipment("autoRefractometer"),
  scans: takesScans,
};
const { oct, retinaCamera, visualField, slitLamp, topographer, pachymeter } = kindsNamed;

const extraTestExamples = [...(takesScans ? ["a retina scan"] : []), ...(visualField ? ["a visual field test"] : [])];

/** Treatments the hospital does not give itself: where a service page describes one, it says where patients go. */
export const treatmentsGiven = {
  injections: givesTreatment("injections"),
  retinalLaser: givesTreatment("retinalLaser"),
  glaucomaLaser: givesTreatment("glaucomaLaser"),
  yagLaser: givesTreatment("yagLaser"),
  crossLinking: givesTreatment("crossLinking"),
} satisfies Partial<Record<TreatmentKind, boolean>>;

/** "We do not do this laser at …: the doctor tells you where to have it.", or nothing where the hospital gives it. */
const notGivenHere = (given: boolean, weDoNot: string, it = "it") =>
  given ? "" : `We do not ${weDoNot} at ${site.name}: the doctor tells you where to have ${it}.`;

export const equipmentSentences = {
  injectionsElsewhere: notGivenHere(treatmentsGiven.injections, "give these injections", "them"),
  retinalLaserElsewhere: notGivenHere(treatmentsGiven.retinalLaser, "do this laser"),
  glaucomaLaserElsewhere: notGivenHere(treatmentsGiven.glaucomaLaser, "do this laser"),
  yagLaserElsewhere: notGivenHere(treatmentsGiven.yagLaser, "have this laser"),
  crossLinkingElsewhere: notGivenHere(treatmentsGiven.crossLinking, "do cross-linking"),
  slitLampStep: slitLamp
    ? "Slit-lamp check: the doctor looks at the front of each eye through a bright microscope."
    : "",
  slitLampCorneaStep: slitLamp ? "The doctor examines the cornea under a slit-lamp microscope." : "",
  slitLampLook: slitLamp
    ? "The doctor then looks at the front of your eye and the edges of your eyelids with a microscope and a bright light, called a slit-lamp."
    : "",
  octIfNeeded: oct
    ? "A scan, such as an OCT picture of the retina, may be added if the doctor needs a closer look."
    : "",
  extraTestsCharged: `Extra tests${extraTestExamples.length ? `, such as ${extraTestExamples.join(" or ")},` : ""} are charged separately, and we tell you the price before we do them.`,
  checkUpScansAdvice: takesScans
    ? "the check-up, any scans and the doctor's advice"
    : "the check-up and the doctor's advice",
  visualFieldStep: visualField
    ? "A visual field test maps your side vision: you press a button each time you see a small light."
    : "",
  octNerveStep: oct ? "An OCT scan measures the nerve fibres in a few seconds, without touching the eye." : "",
  glaucomaRepeatTests: andList([
    "pressure checks",
    ...(visualField ? ["repeat field tests"] : []),
    ...(oct ? ["scans"] : []),
  ]),
  retinaScansStep:
    oct && retinaCamera
      ? "Painless scans are done if needed: an OCT scan shows the layers of the macula and any swelling, and retina photographs record changes over time."
      : oct
        ? "Painless scans are done if needed: an OCT scan shows the layers of the macula and any swelling."
        : retinaCamera
          ? "Painless scans are done if needed: retina photographs record changes over time."
          : "",
  autoRefractionStep: kindsNamed.autoRefractometer
    ? "A computerised reading (auto-refraction) gives a starting power in seconds."
    : "",
  cornealMapStep:
    topographer && pachymeter
      ? "For keratoconus, a corneal map measures the shape and thickness of the cornea."
      : topographer
        ? "For keratoconus, a corneal map measures the shape of the cornea."
        : pachymeter
          ? "For keratoconus, the thickness of the cornea is measured."
          : "",
  octMaculaStep: oct
    ? "If needed, we do an OCT scan. OCT is a quick, painless scan, like a very detailed photograph, that shows whether the macula is swollen."
    : "",
  octNerveCheck: oct
    ? "An OCT scan of the optic nerve and the layer of nerve fibres around it. This detailed picture helps find early damage and track small changes over the years."
    : "",
  visualFieldCheck: visualField
    ? "A visual field test, where you look at a screen and press a button each time you see a small light at the side. It maps your side vision."
    : "",
};
