import { editableSamples } from "~/content/hospital";
import type { EditableSample } from "~/content/hospital/editable-samples";
import { todayInIndia } from "~/lib/form-basics";
import { parseSampleForm, sameShape } from "~/lib/sample-form";
import { EMPTY_SITE_CONTENT, type EditedSample, type SiteContent } from "~/lib/site-content";
import type { SiteChange } from "./site-editing.server";

/**
 * What the facts page (routes/staff/site-facts.tsx) does to the content: an editor confirms a sample as shown or
 * corrects it, checked against the shape of the repository's value (lib/sample-form.ts). Nothing here writes.
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

const brief = (value: unknown) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
};

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
  const parsed = parseSampleForm(sample.repositoryValue, before, form, sample.choices);
  if (!parsed.ok) return parsed;
  // Bringing the older twin up to date puts the two level (neither out of date); any other save makes this one the
  // newer, so its twin shows as out of date until it is saved too.
  const twinEdit = sample.twin ? content.facts.samples?.[sample.twin] : undefined;
  const at = twinEdit && staleSampleTwin(content, sample) ? twinEdit.at : now.toISOString();
  const edit: EditedSample = { value: parsed.value, by: editor, on: todayInIndia(now), at };
  content.facts.samples = { ...content.facts.samples, [sample.key]: edit };
  const changed = JSON.stringify(parsed.value) !== JSON.stringify(before);
  const what = sample.supply.charAt(0).toUpperCase() + sample.supply.slice(1);
  return {
    ok: true,
    content,
    summary: changed
      ? `${what}: ${brief(before)} → ${brief(parsed.value)}`
      : `${what}: confirmed as shown (${brief(parsed.value)})`,
  };
}
