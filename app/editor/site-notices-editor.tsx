import { deskDay } from "../staff/desk-time";
import { Field, IntentFields, Refusal, type EditorProblem, SavedNote } from "./site-fact-forms";
import { staffButton } from "../staff/staff-shell";

export interface EditorNotice {
  id: string;
  from: string;
  until: string;
  en: string;
  te: string;
  when: "showing" | "coming" | "ended";
}

const WHEN = { showing: "On the site now", coming: "Comes on its first day", ended: "Ended: no longer shown" } as const;

/** The dated notices: what is on, what is coming, and a form for a new one in both languages side by side. */
export function SiteNoticesEditor({
  notices,
  csrf,
  problem,
  saved,
  today,
}: {
  notices: EditorNotice[];
  csrf: string;
  problem: EditorProblem | null;
  saved: string | null;
  today: string;
}) {
  const refused = problem?.form === "notice-add" || problem?.form === "notice-remove" ? problem.message : null;
  return (
    <section id="notices" aria-labelledby="notices-title" className="mt-8 scroll-mt-4">
      <h2 id="notices-title" className="text-2xl font-bold">
        Notices on every page
      </h2>
      <p className="mt-1 max-w-prose">
        A holiday closure, a camp day, a changed session: shown at the top of every page, in the page&apos;s language,
        from its first day to its last, and gone after. Publish after adding or removing one.
      </p>
      <SavedNote done={saved === "notice-add" || saved === "notice-remove" ? "Saved." : null} className="mt-2" />
      {notices.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {notices.map((notice) => (
            <li key={notice.id} className="rounded-xl border border-gray-300 bg-white p-3">
              <p className="text-sm font-semibold">
                {deskDay(notice.from)} to {deskDay(notice.until)} · {WHEN[notice.when]}
              </p>
              <p className="mt-1">{notice.en}</p>
              <p className="mt-1" lang="te">
                {notice.te}
              </p>
              <form method="post" className="mt-2">
                <IntentFields csrf={csrf} intent="notice-remove" />
                <input type="hidden" name="id" value={notice.id} />
                <button type="submit" className={staffButton}>
                  Remove this notice
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        method="post"
        aria-labelledby="notice-add-title"
        className="mt-4 rounded-xl border border-gray-300 bg-white p-4"
      >
        <IntentFields csrf={csrf} intent="notice-add" />
        <h3 id="notice-add-title" className="text-xl font-bold">
          Add a notice
        </h3>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Field name="from" label="First day" type="date" value={today} />
          <Field name="until" label="Last day" type="date" value={today} />
          <Field name="en" label="Notice in English" value="" multiline />
          <Field name="te" label="Notice in Telugu (తెలుగు)" lang="te" value="" multiline />
        </div>
        <Refusal message={refused} />
        <button type="submit" className={`${staffButton} mt-3`}>
          Add the notice
        </button>
      </form>
    </section>
  );
}
