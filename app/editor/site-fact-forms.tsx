import { NOTHING_CHANGED } from "~/editor/site-versions";
import type { ReactNode } from "react";
import { NOTICE_LIMIT, type EditedFact } from "~/content/site-content";
import { deskDay } from "../staff/desk-time";
import { staffButton, staffControl, staffLabel } from "../staff/staff-shell";

export interface EditorProblem {
  form: string;
  message: string;
}

/** Whether a fact is confirmed (by whom, when) or still the repository's sample: what launch-check also reports. */
function FactState({ fact, pending }: { fact: EditedFact<unknown> | null; pending?: string | undefined }) {
  return fact ? (
    <p className="text-sm font-semibold text-green-800">
      Confirmed by {fact.by} on {deskDay(fact.on)}
    </p>
  ) : (
    <p className="text-sm font-semibold text-amber-900">{pending ?? "Sample: not confirmed by the hospital yet"}</p>
  );
}

/** The hidden fields every editor form sends: the session's form token, and what the form does. */
export function IntentFields({ csrf, intent }: { csrf: string; intent: string }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/** The tick that says a changed twin text's other language says the same (neither is then marked out of date). */
export function SameMeaningTick({ shown }: { shown: boolean }) {
  return shown ? (
    <label className="mt-2 flex min-h-11 items-center gap-2">
      <input type="checkbox" name="sameMeaning" value="yes" className="size-5" /> Both languages say the same
    </label>
  ) : null;
}

/**
 * Who last changed a text kept in English and Telugu (an FAQ list, a block of page words), and whether the other
 * language was saved after it.
 */
export function TwinTextState({
  edited,
  outOfDate,
  lang,
}: {
  edited: { by: string; on: string } | null;
  outOfDate: boolean;
  lang: "en" | "te";
}) {
  return (
    <>
      <p className={`text-sm font-semibold ${edited ? "text-green-800" : "text-muted"}`}>
        {edited ? `Changed here by ${edited.by} on ${deskDay(edited.on)}` : "As written for the site"}
      </p>
      {outOfDate ? (
        <p className="rounded-lg border-2 border-amber-600 bg-amber-50 p-2 font-semibold">
          Out of date: the {lang === "te" ? "English" : "Telugu"} changed after this. Bring it up to date and save it
          again.
        </p>
      ) : null}
    </>
  );
}

/** After a save: what was done ("Saved.", "Removed."), and that a publish puts it on the site. */
export function SavedNote({ done, className = "" }: { done: string | null; className?: string }) {
  return done ? (
    <p role="status" className={`${className} font-semibold text-green-800`.trim()}>
      {done} Publish to put it on the site.
    </p>
  ) : null;
}

/** Why the server refused a form, said beside it (nothing when it was not refused). */
export function Refusal({ message }: { message: string | null }) {
  // A save that changed nothing is not refused: it is said as news, not as a warning.
  if (message === NOTHING_CHANGED)
    return (
      <p role="status" className="mt-3 rounded-lg border-2 border-gray-500 bg-gray-50 p-2 font-semibold">
        {message}
      </p>
    );
  return message ? (
    <p role="alert" className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-2 font-semibold text-red-900">
      {message}
    </p>
  ) : null;
}

/** "Phone number" → "phone number" in the middle of a sentence; a name such as "WhatsApp" keeps its capitals. */
const sentenceWord = (title: string) =>
  /[A-Z]/.test(title.split(" ")[0]!.slice(1)) ? title : title.charAt(0).toLowerCase() + title.slice(1);

/** One editable fact: its state, its fields, its own Save button; a refused value is said beside it. */
export function FactForm({
  id,
  title,
  csrf,
  fact,
  problem,
  saved,
  pending,
  children,
}: {
  /** What it says while unconfirmed, when not "Sample: …" (a question not yet answered). */
  pending?: string;
  id: string;
  title: string;
  csrf: string;
  fact: EditedFact<unknown> | null;
  problem: EditorProblem | null;
  saved: boolean;
  children: ReactNode;
}) {
  const refused = problem?.form === id ? problem.message : null;
  return (
    <form
      method="post"
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded-xl border border-gray-300 bg-white p-4"
    >
      <IntentFields csrf={csrf} intent={id} />
      <h3 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h3>
      <FactState fact={fact} pending={pending} />
      <div className="mt-3 grid gap-3">{children}</div>
      <Refusal message={refused} />
      <SavedNote done={saved ? "Saved." : null} className="mt-3" />
      <button type="submit" className={`${staffButton} mt-3`}>
        Save {sentenceWord(title)}
      </button>
    </form>
  );
}

export function Field({
  name,
  label,
  value,
  hint,
  type = "text",
  lang,
  multiline,
}: {
  name: string;
  label: string;
  value: string;
  hint?: string;
  type?: "text" | "tel" | "email" | "date";
  lang?: "te";
  multiline?: boolean;
}) {
  const id = `field-${name}-${label.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <div>
      <label htmlFor={id} className={staffLabel}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          id={id}
          name={name}
          defaultValue={value}
          lang={lang}
          rows={3}
          maxLength={NOTICE_LIMIT}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={`${staffControl} py-2`}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={value}
          lang={lang}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={staffControl}
        />
      )}
    </div>
  );
}
