import type { EditorStoryWords } from "~/content/site-content";
import type { StaffRole } from "~/staff/staff-roles";
import { deskDay } from "../staff/desk-time";
import { IntentFields, Refusal, SavedNote } from "./site-fact-forms";
import { SiteSubpage } from "./site-subpage";
import { staffButton, staffControl, staffLabel, staffPrimaryButton } from "../staff/staff-shell";

export interface SiteStoriesData {
  staff: string;
  roles: StaffRole[];
  csrf: string;
  saved: string | null;
  today: string;
  stories: {
    id: string;
    en: EditorStoryWords;
    te: EditorStoryWords;
    rating: number;
    date: string;
    by: string;
    on: string;
  }[];
  /** The site's example stories still on it: to remove, never to confirm. */
  examples: { key: string; name: string; treatment: string; quote: string }[];
  problem: string | null;
  typed: Record<string, string> | null;
}

const WORDS = [
  ["Name", "Name", 80, "First name, the first letter of the surname, and the town: “Lakshmi R., Dharmavaram”."],
  ["Town", "Town", 60, null],
  ["Treatment", "What they came for", 60, "A few words: “Cataract surgery”."],
  ["Quote", "Their words", 700, null],
] as const;

/** The stories editors added (each can be removed), then the form to add one in both languages with consent. */
export function SiteStoriesPage(props: SiteStoriesData) {
  const { csrf, stories, examples, saved, problem, typed } = props;
  const value = (name: string) => typed?.[name] ?? "";
  return (
    <SiteSubpage staff={props.staff} roles={props.roles} csrf={csrf} title="Patients' stories">
      <p className="mt-1 max-w-prose">
        Add a patient&apos;s story in their own words, in English and Telugu, once the patient has signed the
        hospital&apos;s consent form to publish their words and name. Added stories come first on the testimonials page
        and the home page. The example stories the site came with were written by its developers, not said by patients:
        remove them before the site goes live (a live site never shows them).
      </p>
      <SavedNote done={saved ? (saved === "removed" ? "Removed." : "Saved.") : null} className="mt-3" />

      <section aria-labelledby="added-title" className="mt-6">
        <h2 id="added-title" className="text-2xl font-bold">
          Added here
        </h2>
        {stories.length === 0 ? <p className="mt-1">None yet.</p> : null}
        <ul className="mt-2 grid gap-3">
          {stories.map((story) => (
            <li key={story.id} className="rounded-xl border border-gray-300 bg-white p-4">
              <p className="font-bold">
                {story.en.name} · {story.en.treatment} · {story.rating} of 5
              </p>
              <p className="mt-1">{story.en.quote}</p>
              <p className="mt-1" lang="te">
                {story.te.quote}
              </p>
              <p className="mt-1 text-sm text-muted">
                Given on {deskDay(story.date)}; added by {story.by} on {deskDay(story.on)}, with written consent.
              </p>
              <form method="post" className="mt-2" data-confirm={`Remove ${story.en.name}'s story from the site?`}>
                <IntentFields csrf={csrf} intent="story-remove" />
                <input type="hidden" name="id" value={story.id} />
                <button type="submit" className={staffButton}>
                  Remove {story.en.name}&apos;s story
                </button>
              </form>
            </li>
          ))}
        </ul>
      </section>

      {examples.length > 0 ? (
        <section aria-labelledby="examples-title" className="mt-6">
          <h2 id="examples-title" className="text-2xl font-bold">
            Examples to remove ({examples.length})
          </h2>
          <p className="mt-1 max-w-prose">
            Not real patients: these cannot be confirmed. Remove each one; add your patients&apos; own stories below.
          </p>
          <ul className="mt-2 grid gap-3">
            {examples.map((example) => (
              <li key={example.key} className="rounded-xl border border-amber-600 bg-amber-50 p-4">
                <p className="font-bold">
                  Example: {example.name} · {example.treatment}
                </p>
                <p className="mt-1">{example.quote}</p>
                <form method="post" className="mt-2">
                  <IntentFields csrf={csrf} intent="example-remove" />
                  <input type="hidden" name="key" value={example.key} />
                  <button type="submit" className={staffButton}>
                    Remove the example {example.name.split(",")[0]}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <form
        method="post"
        aria-labelledby="add-story-title"
        className="mt-6 rounded-xl border border-gray-300 bg-white p-4"
      >
        <IntentFields csrf={csrf} intent="story-add" />
        <h2 id="add-story-title" className="text-2xl font-bold">
          Add a story
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {(["en", "te"] as const).map((lang) => (
            <fieldset key={lang} lang={lang}>
              <legend className="text-lg font-bold">{lang === "en" ? "In English" : "In Telugu (తెలుగు)"}</legend>
              {WORDS.map(([field, label, limit, hint]) => {
                const name = `${lang}${field}`;
                const id = `story-${name}`;
                return (
                  <div key={field} className="mt-2">
                    <label htmlFor={id} className={staffLabel}>
                      {label} ({lang === "en" ? "English" : "Telugu"})
                    </label>
                    {field === "Quote" ? (
                      <textarea
                        id={id}
                        name={name}
                        rows={5}
                        maxLength={limit}
                        defaultValue={value(name)}
                        className={`${staffControl} py-2`}
                      />
                    ) : (
                      <input
                        id={id}
                        name={name}
                        maxLength={limit}
                        defaultValue={value(name)}
                        aria-describedby={hint && lang === "en" ? `${id}-hint` : undefined}
                        className={staffControl}
                      />
                    )}
                    {hint && lang === "en" ? (
                      <p id={`${id}-hint`} className="text-sm text-muted">
                        {hint}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="story-rating" className={staffLabel}>
              Stars the patient gave
            </label>
            <select id="story-rating" name="rating" defaultValue={value("rating") || "5"} className={staffControl}>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {stars} of 5
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="story-date" className={staffLabel}>
              Day the patient gave it
            </label>
            <input
              id="story-date"
              name="date"
              type="date"
              max={props.today}
              defaultValue={value("date") || props.today}
              className={staffControl}
            />
          </div>
        </div>
        <label className="mt-3 flex min-h-11 items-start gap-2">
          <input type="checkbox" name="consented" value="yes" className="mt-1 size-5 shrink-0" />
          <span>
            The patient signed the hospital&apos;s consent form to publish these words and this name; the form is kept
            at the hospital.
          </span>
        </label>
        <Refusal message={problem} />
        <button type="submit" className={`${staffPrimaryButton} mt-3`}>
          Save the story
        </button>
      </form>
    </SiteSubpage>
  );
}
