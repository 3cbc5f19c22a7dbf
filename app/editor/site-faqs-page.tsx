import type { SampleField } from "~/editor/sample-form";
import type { StaffRole } from "~/staff/staff-roles";
import { IntentFields, Refusal, TwinTextState, type EditorProblem, SavedNote } from "./site-fact-forms";
import { SampleInput } from "./site-samples-page";
import { staffButton } from "../staff/staff-shell";
import { SiteSubpage } from "./site-subpage";

export interface EditorFaqList {
  key: string;
  label: string;
  lang: "en" | "te";
  fields: SampleField[];
  edited: { by: string; on: string } | null;
  outOfDate: boolean;
}

export interface SiteFaqsData {
  staff: string;
  roles: StaffRole[];
  csrf: string;
  saved: string | null;
  factNames: string[];
  lists: EditorFaqList[];
  problem: EditorProblem | null;
}

const LANGUAGE = { en: "English", te: "Telugu (తెలుగు)" } as const;

/** Each page's questions and answers: the English list beside its Telugu twin, each with its own Save. */
export function SiteFaqsPage(props: SiteFaqsData) {
  const pairs = props.lists.filter((list) => list.lang === "en");
  return (
    <SiteSubpage staff={props.staff} roles={props.roles} csrf={props.csrf} title="Questions and answers">
      <p className="mt-1 max-w-prose">
        Change a question or an answer, add one in the empty fields at the end, or tick one to remove it. The
        hospital&apos;s facts are written as {props.factNames.map((name) => `{${name}}`).join(", ")}: keep them so, and
        the answers follow when the facts change.
      </p>
      <div className="mt-4 grid gap-4">
        {pairs.map((english) => {
          const telugu = props.lists.find((list) => list.key === `telugu.${english.key}`);
          return (
            <section
              key={english.key}
              aria-labelledby={`${english.key}-title`}
              className="rounded-xl border border-gray-300 bg-white p-4"
            >
              <h2 id={`${english.key}-title`} className="text-xl font-bold">
                {english.label}
              </h2>
              <div className="mt-2 grid gap-4 md:grid-cols-2">
                {[english, ...(telugu ? [telugu] : [])].map((list) => (
                  <FaqListForm key={list.key} list={list} {...props} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </SiteSubpage>
  );
}

function FaqListForm({ list, csrf, problem, saved }: { list: EditorFaqList } & SiteFaqsData) {
  const formId = `form-${list.key}`;
  const language = LANGUAGE[list.lang];
  return (
    <form method="post" id={list.key} aria-label={`${list.label}, ${language}`} className="grid content-start gap-3">
      <IntentFields csrf={csrf} intent="faq" />
      <input type="hidden" name="key" value={list.key} />
      <h3 className="text-lg font-bold">{language}</h3>
      <TwinTextState edited={list.edited} outOfDate={list.outOfDate} lang={list.lang} />
      {list.fields.map((field) => (
        <SampleInput key={field.name} field={field} formId={formId} lang={list.lang} />
      ))}
      <Refusal message={problem?.form === list.key ? problem.message : null} />
      <SavedNote done={saved === list.key ? "Saved." : null} />
      <button type="submit" className={`${staffButton} justify-self-start`}>
        Save the {list.lang === "te" ? "Telugu" : "English"} questions
      </button>
    </form>
  );
}
