import type { EditedFact } from "~/content/site-content";
import { Field, FactForm, type EditorProblem } from "./site-fact-forms";

type FormProps = { csrf: string; problem: EditorProblem | null; saved: string | null };

/** The lead doctor's name and council registration: shown on the doctor's page, articles and structured data. */
export function DoctorForm({
  name,
  registration,
  fact,
  ...form
}: FormProps & { name: string; registration: string; fact: EditedFact<string> | null }) {
  return (
    <FactForm id="doctor" title="The lead doctor" fact={fact} {...form} saved={form.saved === "doctor"}>
      <Field name="doctorName" label="Name as patients know it" value={name} hint="Written the same on Telugu pages." />
      <Field name="registration" label="Medical council registration" value={registration} />
    </FactForm>
  );
}

/**
 * One of the specification's contradictions (decision 0028), answered: every page then states the chosen reading,
 * and launch-check stops asking.
 */
export function AnswerForm<K extends string>({
  id,
  title,
  question,
  answers,
  chosen,
  fact,
  children,
  ...form
}: FormProps & {
  id: string;
  title: string;
  question: string;
  answers: Record<K, string>;
  chosen: K | "own" | null;
  fact: EditedFact<string> | null;
  /** A further answer of the hospital's own (a price of its own), after the specification's readings. */
  children?: React.ReactNode;
}) {
  return (
    <FactForm
      id={id}
      title={title}
      fact={fact}
      {...form}
      saved={form.saved === id}
      pending="Not answered yet: the pages show both readings"
    >
      <fieldset>
        <legend className="font-semibold">{question}</legend>
        {(Object.entries(answers) as [K, string][]).map(([value, words]) => (
          <label key={value} className="mt-1 flex min-h-11 items-center gap-3">
            <input type="radio" name={id} value={value} defaultChecked={chosen === value} className="size-5 shrink-0" />
            {words}
          </label>
        ))}
        {children}
      </fieldset>
    </FactForm>
  );
}

/** The check-up price's third answer: the hospital's own price, in rupees (another hospital's ₹250, issue 40). */
export function OwnPriceChoice({ price }: { price: number | null }) {
  return (
    <div className="mt-1 flex flex-wrap items-center gap-3">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="radio"
          name="checkUpPrice"
          value="own"
          defaultChecked={price !== null}
          className="size-5 shrink-0"
        />
        Our own price, in rupees:
      </label>
      <input
        name="ownPrice"
        aria-label="Our own check-up price, in rupees"
        inputMode="numeric"
        defaultValue={price ?? ""}
        className="min-h-11 w-28 rounded-lg border border-gray-500 bg-white px-3 text-base"
      />
    </div>
  );
}
