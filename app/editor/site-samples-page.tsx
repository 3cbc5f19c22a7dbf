import type { SampleField } from "~/editor/sample-form";
import type { StaffRole } from "~/staff/staff-roles";
import { deskDay } from "../staff/desk-time";
import { IntentFields, Refusal, type EditorProblem, SavedNote } from "./site-fact-forms";
import { staffButton, staffControl, staffLabel } from "../staff/staff-shell";
import { SiteSubpage } from "./site-subpage";

export interface EditorSample {
  key: string;
  supply: string;
  lang: "en" | "te";
  twin: string | null;
  fields: SampleField[];
  /** Whether a text may be emptied (a promise the hospital cannot keep): the pages then leave it out. */
  optionalTexts: boolean;
  /** A list the hospital may empty: "we hold none". */
  noneIsAnAnswer: boolean;
  /** For a figure that rates the hospital: its source and the day it was measured, as saved (empty until then). */
  evidence: { source: string; measuredOn: string } | null;
  /** A figure the hospital may leave off the site, and whether it has. */
  isFigure: boolean;
  notStated: boolean;
  confirmed: { by: string; on: string } | null;
  /** Where the value comes from when the hospital gave it (the specification): true until an editor changes it. */
  given: string | null;
  outOfDate: boolean;
}

export interface SiteSamplesData {
  staff: string;
  roles: StaffRole[];
  csrf: string;
  saved: string | null;
  samples: EditorSample[];
}

const LANGUAGE = { en: "English", te: "Telugu (తెలుగు)" } as const;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every other sample, each with its own form: English beside its Telugu twin, confirmed ones marked. */
export function SiteSamplesPage(props: SiteSamplesData & { problem: EditorProblem | null }) {
  const { samples } = props;
  const confirmedCount = samples.filter((sample) => sample.confirmed || sample.given).length;
  const byKey = new Map(samples.map((sample) => [sample.key, sample]));
  // A Telugu text with an English twin is shown inside its twin's card.
  const cards = samples.filter((sample) => !(sample.lang === "te" && sample.twin && byKey.has(sample.twin)));
  // Several facts ask for the same thing (each patient's story): their titles add the key's last part to tell them
  // apart, for the eye and for a screen reader's list of forms.
  const asked = cards.map((sample) => sample.supply);
  const titleOf = (sample: EditorSample) => {
    const english = sample.lang === "te" && sample.twin ? (byKey.get(sample.twin) ?? sample) : sample;
    const repeated = asked.filter((supply) => supply === english.supply).length > 1;
    return `${sentence(english.supply)}${repeated ? ` (${english.key.split(".").at(-1)})` : ""}`;
  };
  return (
    <SiteSubpage staff={props.staff} roles={props.roles} csrf={props.csrf} title="Confirm the hospital's facts">
      <p className="mt-1 max-w-prose">
        Each value below was written as an example so that the site reads as it will. Check each one: correct it if it
        is wrong, then press its button. A confirmed value is recorded with your name and today&apos;s date, and goes on
        the site at the next publish. Texts show exactly as typed; &lt; and &gt; are not allowed.
      </p>
      <p role="status" className="mt-2 text-lg font-semibold">
        {confirmedCount} of {samples.length} confirmed
        {confirmedCount < samples.length ? ` · ${samples.length - confirmedCount} still examples` : " · all confirmed"}
      </p>
      <details className="mt-3 rounded-lg bg-brand-50 p-3">
        <summary className="min-h-11 cursor-pointer font-semibold">Go to a fact</summary>
        <ul className="mt-2 grid gap-x-4 sm:grid-cols-2">
          {cards.map((sample) => {
            const twin = sample.twin ? byKey.get(sample.twin) : undefined;
            const settled = (entry: EditorSample) => entry.confirmed || entry.given;
            const open = !settled(sample) || (twin && !settled(twin));
            return (
              <li key={sample.key}>
                <a href={`#${sample.key}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
                  {titleOf(sample)}
                  {open ? "" : " (confirmed)"}
                </a>
              </li>
            );
          })}
        </ul>
      </details>
      <div className="mt-4 grid gap-4">
        {cards.map((sample) => {
          const twin = sample.twin ? byKey.get(sample.twin) : undefined;
          return (
            <section
              key={sample.key}
              id={sample.key}
              aria-labelledby={`${sample.key}-title`}
              className="scroll-mt-4 rounded-xl border border-gray-300 bg-white p-4"
            >
              <h2 id={`${sample.key}-title`} className="text-xl font-bold">
                {titleOf(sample)}
              </h2>
              <div className={twin ? "mt-2 grid gap-4 md:grid-cols-2" : "mt-2"}>
                <SampleForm sample={sample} title={titleOf(sample)} paired={Boolean(twin)} {...props} />
                {twin ? <SampleForm sample={twin} title={titleOf(sample)} paired {...props} /> : null}
              </div>
            </section>
          );
        })}
      </div>
    </SiteSubpage>
  );
}

function SampleForm({
  sample,
  title,
  paired,
  csrf,
  problem,
  saved,
}: {
  sample: EditorSample;
  title: string;
  paired: boolean;
  csrf: string;
  problem: EditorProblem | null;
  saved: string | null;
}) {
  const formId = `form-${sample.key}`;
  const language = LANGUAGE[sample.lang];
  return (
    <form
      method="post"
      id={formId}
      aria-label={`${title}${paired ? `, ${language}` : ""}`}
      className="grid content-start gap-3"
    >
      <IntentFields csrf={csrf} intent="sample" />
      <input type="hidden" name="key" value={sample.key} />
      {paired ? <h3 className="text-lg font-bold">{language}</h3> : null}
      <p className={`text-sm font-semibold ${sample.confirmed || sample.given ? "text-green-800" : "text-amber-900"}`}>
        {sample.confirmed
          ? `${sample.notStated ? "Left off the site" : "Confirmed"} by ${sample.confirmed.by} on ${deskDay(sample.confirmed.on)}`
          : sample.given
            ? `As given in ${sample.given}: correct it if this is not your hospital's`
            : "Example: not confirmed by the hospital yet"}
      </p>
      {sample.outOfDate ? (
        <p className="rounded-lg border-2 border-amber-600 bg-amber-50 p-2 font-semibold">
          Out of date: the {sample.lang === "te" ? "English" : "Telugu"} changed after this. Bring it up to date and
          confirm it again.
        </p>
      ) : null}
      {sample.optionalTexts ? (
        <p className="text-sm">Empty any text the hospital cannot stand behind: the pages then leave it out.</p>
      ) : null}
      {sample.noneIsAnAnswer ? (
        <p className="text-sm">
          If the hospital does none of these, tick "Remove this one" on every one: the pages then say nothing of them.
        </p>
      ) : null}
      {sample.fields.map((field) => (
        <SampleInput key={field.name} field={field} formId={formId} lang={sample.lang} />
      ))}
      {sample.evidence ? <EvidenceFields formId={formId} evidence={sample.evidence} /> : null}
      <Refusal message={problem?.form === sample.key ? problem.message : null} />
      <SavedNote done={saved === sample.key ? "Saved." : null} />
      <button type="submit" className={`${staffButton} justify-self-start`}>
        {sample.confirmed ? "Save the change" : "Confirm"}
        {paired ? ` (${sample.lang === "te" ? "Telugu" : "English"})` : ""}
      </button>
      {sample.isFigure ? (
        <div className="grid gap-2 rounded-lg border-2 border-slate-300 p-3">
          <p className="text-sm">
            {sample.notStated
              ? "The site states no such figure now. Give the figure, where it is recorded and the day, and confirm it to state it again."
              : "If the hospital cannot back this figure, leave it off: every page then says nothing of it."}
          </p>
          {sample.notStated ? null : (
            // After Confirm, so that Enter in a field confirms. No evidence is asked for: nothing is claimed.
            <button
              type="submit"
              name="notStated"
              value="yes"
              formNoValidate
              className={`${staffButton} justify-self-start`}
            >
              We don&apos;t state this figure
            </button>
          )}
        </div>
      ) : null}
    </form>
  );
}

/**
 * The two questions a figure must answer before it counts as confirmed: where it comes from and when it was
 * measured. A figure the hospital cannot back is corrected, or left off the site ("We don't state this figure").
 */
function EvidenceFields({ formId, evidence }: { formId: string; evidence: { source: string; measuredOn: string } }) {
  const sourceId = `${formId}-evidence-source`;
  const dateId = `${formId}-evidence-date`;
  return (
    <div className="grid gap-3 rounded-lg border-2 border-slate-300 p-3">
      <p className="text-sm">
        This must be true and checkable. Say where it is recorded and on which day: it is not confirmed without both.
      </p>
      <div>
        <label htmlFor={sourceId} className={staffLabel}>
          Where it is recorded
        </label>
        <textarea
          id={sourceId}
          name="evidenceSource"
          defaultValue={evidence.source}
          required
          minLength={12}
          maxLength={300}
          rows={2}
          aria-describedby={`${sourceId}-hint`}
          className={`${staffControl} py-2`}
        />
        <p id={`${sourceId}-hint`} className="text-sm text-slate-700">
          For example: survey of 412 patients at the front desk; the operation register; the review page&apos;s address;
          the doctor&apos;s signed review sheet in the office file.
        </p>
      </div>
      <div>
        <label htmlFor={dateId} className={staffLabel}>
          Day it was measured, counted or signed
        </label>
        <input
          id={dateId}
          type="date"
          name="evidenceDate"
          defaultValue={evidence.measuredOn}
          required
          className={staffControl}
        />
      </div>
    </div>
  );
}

/** One field of a form built from a value's shape (editor/sample-form.ts); also the FAQ lists' (site-faqs-page.tsx). */
export function SampleInput({ field, formId, lang }: { field: SampleField; formId: string; lang: "en" | "te" }) {
  const id = `${formId}-${field.name}`.replace(/[^\w-]+/g, "-");
  const shown = typeof field.shown === "string" ? field.shown : "";
  if (field.kind === "choices") {
    return (
      <fieldset>
        <legend className={staffLabel}>{field.label}: tick each that applies</legend>
        {(field.choices ?? []).map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name={field.name}
              value={choice}
              defaultChecked={field.shown.includes(choice)}
              className="size-5"
            />
            {field.choiceLabels?.[choice] ?? choice}
          </label>
        ))}
      </fieldset>
    );
  }
  if (field.kind === "tick") {
    return (
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input type="checkbox" name={field.name} value="yes" defaultChecked={shown === "yes"} className="size-5" />
        {field.label}
      </label>
    );
  }
  const multiline = field.kind === "longText" || field.kind === "lines";
  return (
    <div>
      <label htmlFor={id} className={staffLabel}>
        {field.label}
        {field.kind === "lines" ? " (one per line)" : ""}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={field.name}
          defaultValue={shown}
          lang={lang}
          rows={field.kind === "lines" ? Math.max(2, shown.split("\n").length + 1) : 4}
          className={`${staffControl} py-2`}
        />
      ) : (
        <input
          id={id}
          name={field.name}
          defaultValue={shown}
          lang={lang}
          inputMode={field.kind === "number" ? "decimal" : undefined}
          className={staffControl}
        />
      )}
    </div>
  );
}
