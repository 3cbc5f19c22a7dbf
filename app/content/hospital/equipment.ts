import { sampleAt } from "./fact";
import { listInEnglish } from "../../lib/word-lists";

/**
 * The diagnostic equipment the gallery pictures and the long texts name (../equipment-sentences.ts), one name per
 * kind. A sample: a patient who reads that the hospital has an OCT scanner will expect one, so each name must be
 * confirmed (or the kind unticked) before launch.
 */
export type EquipmentKind =
  | "tonometer"
  | "retinaCamera"
  | "octScanner"
  | "visualFieldAnalyser"
  | "opticalBiometer"
  | "slitLamp"
  | "cornealTopographer"
  | "pachymeter"
  | "autoRefractometer"
  | "trialLensSet"
  | "childVisionCharts";

export interface Equipment {
  kind: EquipmentKind;
  name: string;
  /** Whether the hospital has it: unticked, the pages name it nowhere. */
  have: boolean;
}

export const equipmentFact = sampleAt<Equipment[]>(
  "equipment",
  [
    { kind: "tonometer", name: "eye pressure (tonometry) equipment", have: true },
    { kind: "retinaCamera", name: "a retina camera", have: true },
    { kind: "octScanner", name: "an OCT scanner", have: true },
    { kind: "visualFieldAnalyser", name: "a visual field analyser", have: true },
    { kind: "opticalBiometer", name: "an optical biometer (lens power measurement)", have: true },
    { kind: "slitLamp", name: "a slit-lamp microscope", have: true },
    { kind: "cornealTopographer", name: "corneal mapping (topography)", have: true },
    { kind: "pachymeter", name: "corneal thickness measurement (pachymetry)", have: true },
    { kind: "autoRefractometer", name: "an auto-refractometer", have: true },
    { kind: "trialLensSet", name: "a trial lens set", have: true },
    { kind: "childVisionCharts", name: "child-friendly picture charts", have: true },
  ],
  "the diagnostic equipment the hospital has, by kind (untick any it does not have: picture descriptions, service pages and articles then name it nowhere, equipment-sentences.ts); the glaucoma page also names gonioscopy",
);

const equipmentNames = new Map<EquipmentKind, string>(equipmentFact.value.map(({ kind, name }) => [kind, name]));

export function equipmentName(kind: EquipmentKind): string {
  return equipmentNames.get(kind) ?? kind;
}

const kindsHad = new Set(equipmentFact.value.filter((item) => item.have).map((item) => item.kind));

/** Whether the hospital has this kind of equipment: an editor's "no" takes it out of every sentence. */
export function hasEquipment(kind: EquipmentKind): boolean {
  return kindsHad.has(kind);
}

/** "a, b and c". */
export const andList = (items: readonly string[]): string => listInEnglish(items);

/**
 * "A slit-lamp microscope and corneal mapping (topography) used to examine the cornea": only the kinds the hospital
 * has, else the equipment in general words.
 */
export function equipmentUsedTo(kinds: readonly EquipmentKind[], purpose: string): string {
  const list = andList(kinds.filter(hasEquipment).map(equipmentName)) || "testing equipment";
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} used ${purpose}`;
}

/** "Scans" of the eye need a retina camera or an OCT scanner. */
export const takesScans = hasEquipment("octScanner") || hasEquipment("retinaCamera");

/** A treatment that needs equipment (or a surgeon's training) the hospital may not have. */
export type TreatmentKind =
  "injections" | "retinalLaser" | "glaucomaLaser" | "yagLaser" | "crossLinking" | "cornealTransplant";

export interface Treatment {
  kind: TreatmentKind;
  treatment: string;
  needs: string;
  /** Whether the hospital gives it itself: unticked, the pages say the doctor tells patients where to have it. */
  given: boolean;
}

/**
 * Treatments the service pages describe that need equipment (or a surgeon's training) the hospital may not have:
 * each is confirmed as given here, or unticked (../equipment-sentences.ts). LASIK is a service of its own
 * (services-offered.ts).
 */
export const treatmentEquipmentFact = sampleAt<Treatment[]>(
  "treatmentEquipment",
  [
    {
      kind: "injections",
      treatment: "injections into the eye",
      needs: "anti-VEGF drugs and a sterile injection room",
      given: true,
    },
    { kind: "retinalLaser", treatment: "retinal laser", needs: "a retinal (green) laser", given: true },
    {
      kind: "glaucomaLaser",
      treatment: "laser for glaucoma",
      needs: "a glaucoma laser (SLT, or a YAG laser for a narrow angle)",
      given: true,
    },
    {
      kind: "yagLaser",
      treatment: "YAG laser for a cloudy lens capsule after cataract surgery",
      needs: "a YAG laser",
      given: true,
    },
    { kind: "crossLinking", treatment: "corneal cross-linking", needs: "a UV cross-linking device", given: true },
    {
      kind: "cornealTransplant",
      treatment: "corneal transplant",
      needs: "donor corneas from an eye bank and a trained corneal surgeon",
      given: true,
    },
  ],
  "which of these treatments the hospital itself gives (and so has the equipment for); untick the others: the service pages then say the doctor tells patients where to have them",
  {
    shownAs: ["injection", "cross-linking", "corneal transplant", "retina laser", "YAG", "ఇంజెక్షన్"],
  },
);

const treatmentsGiven = new Set(treatmentEquipmentFact.value.filter((item) => item.given).map((item) => item.kind));

/** Whether the hospital gives this treatment itself: an editor's "no" makes the pages send patients elsewhere. */
export function givesTreatment(kind: TreatmentKind): boolean {
  return treatmentsGiven.has(kind);
}
