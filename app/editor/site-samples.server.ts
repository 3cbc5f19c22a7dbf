import { editableSamples } from "~/content/hospital";
import type { EditableSample } from "~/content/hospital/editable-samples";
import { todayInIndia } from "~/lib/form-basics";
import { figureProblem, parseSampleForm, sameShape } from "~/editor/sample-form";
import { EMPTY_SITE_CONTENT, type EditedSample, type SampleEvidence, type SiteContent } from "~/content/site-content";
import { changesInWords, sameValue, valueInWords } from "~/editor/site-versions";
import type { SiteChange } from "./site-editing.server";

/**
 * What the facts page (routes/staff/site-facts.tsx) does to the content: an editor confirms a sample as shown or
 * corrects it, checked against the shape of the repository's value (editor/sample-form.ts). Nothing here writes.
 */

/** The value an editor sees: the newest version's, else the repository's sample. */
export function sampleValue(content: SiteContent, sample: EditableSample): unknown {
  const stored = content.facts.samples?.[sample.key];
  // A confirmation saved before a developer changed the fact's shape (a field added to every camp) would give the
  // form the wrong fields: the editor starts again from the repository's value.
  return stored && sameShape(sample.repositoryValue, stored.value) ? stored.value : sample.repositoryValue;
}

/** An English text and its Telugu twin: which one is older than the other's last change, if either is. */
export function staleSampleTwin(content: SiteContent, sample: EditableSample): boolean {
  if (!sample.twin) return false;
  const mine = content.facts.samples?.[sample.key];
  const theirs = content.facts.samples?.[sample.twin];
  return Boolean(theirs && (!mine || mine.at < theirs.at));
}

/**
 * A figure the hospital does not state (issue 40): saved as null, with no evidence (nothing is claimed), and every
 * stat and sentence that states it is left out (content/hospital/claims.ts, `whenStated`).
 */
function leaveFigureOut(
  content: SiteContent,
  sample: EditableSample,
  before: unknown,
  editor: string,
  now: Date,
): SiteChange {
  const stored = content.facts.samples?.[sample.key];
  const what = sample.supply.charAt(0).toUpperCase() + sample.supply.slice(1);
  if (stored?.value === null) return { ok: true, content, summary: `${what}: still not stated` };
  content.facts.samples = {
    ...content.facts.samples,
    [sample.key]: { value: null, by: editor, on: todayInIndia(now), at: now.toISOString() },
  };
  return { ok: true, content, summary: `${what}: not stated on the site any more (it said ${valueInWords(before)})` };
}

/** Longest source an editor may give for a figure. */
const EVIDENCE_LIMIT = 300;

/**
 * Where a figure comes from and when it was measured (claims.ts), or where a doctor's signed review is kept and the
 * day it was signed (medical-review.ts). Both are needed, the source in words a reader could check, the day not in
 * the future.
 */
export function parseEvidence(form: URLSearchParams, now = new Date()): SampleEvidence | { problem: string } {
  const source = (form.get("evidenceSource") ?? "").trim().replace(/\s+/g, " ");
  const measuredOn = (form.get("evidenceDate") ?? "").trim();
  if (source.length < 12)
    return {
      problem:
        "Say where this is recorded, in words someone could check: the survey and how many patients answered, the operation register, the review page's address, or where the doctor's signed review is kept.",
    };
  if (source.length > EVIDENCE_LIMIT) return { problem: `Where it is recorded: at most ${EVIDENCE_LIMIT} characters.` };
  if (/[<>]/.test(source)) return { problem: "Where it is recorded cannot contain < or >." };
  const day = /^\d{4}-\d{2}-\d{2}$/.test(measuredOn) ? new Date(`${measuredOn}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== measuredOn)
    return { problem: "Give the day it was measured, counted or signed, as a date." };
  if (measuredOn > todayInIndia(now)) return { problem: "That day cannot be in the future." };
  return { source, measuredOn };
}

export function applySampleEdit(
  previous: SiteContent | undefined,
  form: URLSearchParams,
  editor: string,
  now = new Date(),
  samples: readonly EditableSample[] = editableSamples(),
): SiteChange {
  const content: SiteContent = structuredClone(previous ?? EMPTY_SITE_CONTENT);
  const sample = samples.find((entry) => entry.key === form.get("key"));
  if (!sample) return { ok: false, problem: "That fact is not one the editor knows. Reload the page." };
  const before = sampleValue(content, sample);
  if (sample.isFigure && form.get("notStated") === "yes") return leaveFigureOut(content, sample, before, editor, now);
  const parsed = parseSampleForm(
    sample.repositoryValue,
    before,
    form,
    sample.choices,
    sample.optionalTexts,
    sample.noneIsAnAnswer,
    sample.range,
    sample.atLeastOne,
  );
  if (!parsed.ok) return parsed;
  const figure = sample.isFigure ? figureProblem(parsed.value) : null;
  if (figure) return { ok: false, problem: figure };
  // Bringing the older twin up to date puts the two level (neither out of date); any other save makes this one the
  // newer, so its twin shows as out of date until it is saved too.
  const twinEdit = sample.twin ? content.facts.samples?.[sample.twin] : undefined;
  const at = twinEdit && staleSampleTwin(content, sample) ? twinEdit.at : now.toISOString();
  const evidence = sample.needsEvidence ? parseEvidence(form, now) : undefined;
  if (evidence && "problem" in evidence) return { ok: false, problem: evidence.problem };
  // Saved again with nothing new (the same value and evidence, the twin not behind): the content stays as it was,
  // and the store makes no version of it.
  const stored = content.facts.samples?.[sample.key];
  if (
    stored &&
    sameValue(stored.value, parsed.value) &&
    sameValue(stored.evidence, evidence) &&
    !staleSampleTwin(content, sample)
  ) {
    return { ok: true, content, summary: `${sample.supply}: saved again unchanged` };
  }
  const edit: EditedSample = {
    value: parsed.value,
    by: editor,
    on: todayInIndia(now),
    at,
    ...(evidence ? { evidence } : {}),
  };
  content.facts.samples = { ...content.facts.samples, [sample.key]: edit };
  const changes = changesInWords(before, parsed.value);
  const backedBy = evidence ? `; source: ${valueInWords(evidence.source)}, measured ${evidence.measuredOn}` : "";
  const what = sample.supply.charAt(0).toUpperCase() + sample.supply.slice(1);
  return {
    ok: true,
    content,
    summary: changes
      ? `${what}: ${changes}${backedBy}`
      : `${what}: confirmed as shown (${valueInWords(parsed.value)})${backedBy}`,
  };
}
