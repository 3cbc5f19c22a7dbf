import { sampleAt } from "./fact";

/**
 * The diagnostic equipment the gallery pictures name, one name per kind. A sample: a patient who reads that the
 * hospital has an OCT scanner will expect one, so each name must be confirmed (or the kind removed) before launch.
 */
export const equipmentFact = sampleAt(
  "equipment",
  [
    { kind: "tonometer", name: "eye pressure (tonometry) equipment" },
    { kind: "retinaCamera", name: "a retina camera" },
    { kind: "octScanner", name: "an OCT scanner" },
    { kind: "visualFieldAnalyser", name: "a visual field analyser" },
    { kind: "opticalBiometer", name: "an optical biometer (lens power measurement)" },
    { kind: "slitLamp", name: "a slit-lamp microscope" },
    { kind: "cornealTopographer", name: "corneal mapping (topography)" },
    { kind: "pachymeter", name: "corneal thickness measurement (pachymetry)" },
    { kind: "autoRefractometer", name: "an auto-refractometer" },
    { kind: "trialLensSet", name: "a trial lens set" },
    { kind: "childVisionCharts", name: "child-friendly picture charts" },
  ],
  "the diagnostic equipment the hospital has, by kind, so picture descriptions name only what patients will find; the service and article texts (app/content/**/*.md) also name OCT scans, visual field tests, gonioscopy and YAG laser: remove any the hospital does not offer",
);

export type EquipmentKind = (typeof equipmentFact.value)[number]["kind"];

const equipmentNames = new Map<EquipmentKind, string>(equipmentFact.value.map(({ kind, name }) => [kind, name]));

export function equipmentName(kind: EquipmentKind): string {
  return equipmentNames.get(kind) ?? kind;
}

/** "A slit-lamp microscope and corneal mapping (topography) used to examine the cornea". */
export function equipmentUsedTo(kinds: readonly EquipmentKind[], purpose: string): string {
  const names = kinds.map(equipmentName);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} used ${purpose}`;
}

/**
 * Treatments the service and article pages offer that need equipment (or a surgeon's training) the hospital may
 * not have: each must be confirmed, or its promise removed from the pages, before launch. launch-check lists the
 * pages that name them.
 */
export const treatmentEquipmentFact = sampleAt(
  "treatmentEquipment",
  [
    { treatment: "LASIK", needs: "an excimer (and femtosecond) laser on site" },
    { treatment: "injections into the eye", needs: "anti-VEGF drugs and a sterile injection room" },
    { treatment: "retinal laser", needs: "a retinal (green) laser" },
    { treatment: "corneal cross-linking", needs: "a UV cross-linking device" },
    { treatment: "corneal transplant", needs: "donor corneas from an eye bank and a trained corneal surgeon" },
  ],
  "which of these treatments the hospital itself gives (and so has the equipment for); remove the others from the service and article texts, or say where patients are referred",
  {
    shownAs: [
      "LASIK laser",
      "laser eye surgery",
      "injection",
      "cross-linking",
      "corneal transplant",
      "retina laser",
      "ఇంజెక్షన్",
    ],
  },
);
