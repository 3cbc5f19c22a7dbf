import { isFact, type Fact, type SampleOptions } from "./fact";

/**
 * The samples an editor confirms or corrects at /staff/site/facts (decision 0037): every fact of hospitalFacts made
 * with `sampleAt`, in the tree's order, each Telugu text beside its English twin. The repository's value gives the
 * form its shape, whatever the live build carries. The rules a sample is checked by are its fact's own (SampleOptions).
 */
export interface EditableSample extends Pick<
  SampleOptions,
  "choices" | "needsEvidence" | "isFigure" | "optionalTexts" | "noneIsAnAnswer" | "range" | "atLeastOne" | "given"
> {
  key: string;
  /** What the hospital must supply, as launch-check says it. */
  supply: string;
  repositoryValue: unknown;
  lang: "en" | "te";
  /** The key of the same fact in the other language, when there is one. */
  twin?: string;
}

function keyedFacts(tree: unknown): Fact<unknown>[] {
  if (isFact(tree)) return tree.key && !tree.removable ? [tree] : [];
  if (typeof tree === "object" && tree !== null) return Object.values(tree).flatMap(keyedFacts);
  return [];
}

/** Telugu keys whose English twin is not found by the rule in `twinOf` (a different name in the tree). */
const TELUGU_TWINS: Readonly<Record<string, string>> = {
  "telugu.doctorQualifications": "identity.leadDoctor.qualifications",
  "telugu.doctorTraining": "identity.leadDoctor.training",
  "telugu.doctorSpecialInterests": "identity.leadDoctor.specialInterests",
  "telugu.town": "identity.address.locality",
  "telugu.district": "identity.address.district",
  "telugu.servedTowns": "identity.servedTowns",
};

/** "telugu.eyeCamps" → "eyeCamps"; "telugu.testimonials.x" → "testimonials.x". */
function twinOf(teluguKey: string, englishKeys: ReadonlySet<string>): string | undefined {
  const named = TELUGU_TWINS[teluguKey] ?? teluguKey.replace(/^telugu\./, "");
  return englishKeys.has(named) ? named : undefined;
}

/** The keyed samples of a tree of facts (hospitalFacts: see `editableSamples` in ./index). */
export function editableSamplesIn(tree: unknown): EditableSample[] {
  const facts = keyedFacts(tree);
  const englishKeys = new Set(facts.map((fact) => fact.key!).filter((key) => !key.startsWith("telugu.")));
  const entries = facts.map((fact): EditableSample => {
    const key = fact.key!;
    const lang = key.startsWith("telugu.") ? "te" : "en";
    const twin = lang === "te" ? twinOf(key, englishKeys) : undefined;
    return {
      key,
      supply: fact.supply ?? "",
      repositoryValue: fact.repositoryValue,
      ...(fact.choices ? { choices: fact.choices } : {}),
      ...(fact.needsEvidence ? { needsEvidence: true } : {}),
      ...(fact.isFigure ? { isFigure: true } : {}),
      ...(fact.optionalTexts ? { optionalTexts: true } : {}),
      ...(fact.noneIsAnAnswer ? { noneIsAnAnswer: true } : {}),
      ...(fact.range ? { range: fact.range } : {}),
      ...(fact.atLeastOne ? { atLeastOne: true } : {}),
      ...(fact.given ? { given: fact.given } : {}),
      lang,
      ...(twin ? { twin } : {}),
    };
  });
  // Each English entry names its Telugu twin too.
  for (const entry of entries) {
    if (entry.twin) {
      const english = entries.find((other) => other.key === entry.twin);
      if (english) english.twin = entry.key;
    }
  }
  return entries;
}
