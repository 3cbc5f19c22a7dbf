import { equipmentFact as equipmentFactEn, hasEquipment, type EquipmentKind } from "../../hospital/equipment";
import { sampleAt } from "../../hospital/fact";

export type { EquipmentKind };

/** Each kind's Telugu name: every kind the English list names, so no picture description is left half-translated. */
const teluguNames: Record<EquipmentKind, string> = {
  tonometer: "కంటి ఒత్తిడి కొలిచే పరికరం (Tonometer)",
  retinaCamera: "రెటీనా కెమెరా",
  octScanner: "OCT స్కానర్",
  visualFieldAnalyser: "చూపు పరిధి కొలిచే యంత్రం (Visual field analyser)",
  opticalBiometer: "లెన్స్ పవర్ కొలిచే యంత్రం (Optical biometer)",
  slitLamp: "స్లిట్-ల్యాంప్ మైక్రోస్కోప్",
  cornealTopographer: "కార్నియా ఆకారం కొలిచే స్కాన్ (Corneal topography)",
  pachymeter: "కార్నియా మందం కొలిచే పరికరం (Pachymetry)",
  autoRefractometer: "కంప్యూటర్ కంటి పరీక్ష యంత్రం (Auto-refractometer)",
  trialLensSet: "ట్రయల్ లెన్సుల సెట్",
  childVisionCharts: "పిల్లల కోసం బొమ్మల చార్టులు",
};

/**
 * The diagnostic equipment the gallery pictures name, in Telugu: the same kinds, in the same order, as the English
 * list (../../hospital/equipment.ts). A sample like the English one: each name must be confirmed before launch.
 */
export const equipmentFact = sampleAt(
  "telugu.equipment",
  equipmentFactEn.value.map(({ kind }) => ({ kind, name: teluguNames[kind] })),
  equipmentFactEn.supply ?? "",
);

const equipmentNames = new Map<EquipmentKind, string>(equipmentFact.value.map(({ kind, name }) => [kind, name]));

export function equipmentName(kind: EquipmentKind): string {
  return equipmentNames.get(kind) ?? teluguNames[kind];
}

/**
 * "కార్నియాను పరీక్షించడానికి వాడే స్లిట్-ల్యాంప్ మైక్రోస్కోప్, కార్నియా ఆకారం కొలిచే స్కాన్ (Corneal topography)".
 * In Telugu the purpose comes first: `purpose` is a phrase that reads before "వాడే" ("…పరీక్షించడానికి", "…పరీక్షలో").
 */
export function equipmentUsedTo(kinds: readonly EquipmentKind[], purpose: string): string {
  // Only the kinds the hospital has (the English list's answer), else the equipment in general words.
  const names = kinds.filter(hasEquipment).map(equipmentName);
  return `${purpose} వాడే ${names.length > 0 ? names.join(", ") : "పరీక్ష పరికరాలు"}`;
}
