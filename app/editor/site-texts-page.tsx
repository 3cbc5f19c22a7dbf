import type { SampleField } from "~/editor/sample-form";
import type { StaffRole } from "~/staff/staff-roles";
import {
  IntentFields,
  Refusal,
  TwinTextState,
  SameMeaningTick,
  type EditorProblem,
  SavedNote,
} from "./site-fact-forms";
import { SampleInput } from "./site-samples-page";
import { staffButton, staffContactButton } from "../staff/staff-shell";
import { siteLink, SiteSubpage } from "./site-subpage";

export interface EditorTextBlock {
  key: string;
  label: string;
  lang: "en" | "te";
  fields: SampleField[];
  edited: { by: string; on: string } | null;
  setAside: { was: string; now: string }[];
  outOfDate: boolean;
}

export interface SiteTextsData {
  staff: string;
  roles: StaffRole[];
  csrf: string;
  saved: string | null;
  factNames: string[];
  pages: { slug: string; label: string; edited: boolean }[];
  chosen: {
    slug: string;
    label: string;
    path: string;
    blocks: { en: EditorTextBlock; te: EditorTextBlock }[];
  } | null;
  problem: EditorProblem | null;
  /** What was typed into the refused form (problem.form), by field name. */
  typed: Record<string, string> | null;
}

const LANGUAGE = { en: "English", te: "Telugu (తెలుగు)" } as const;

/** The words of the pages: first which page, then each of its blocks, English beside Telugu, each with its Save. */
export function SiteTextsPage(props: SiteTextsData) {
  return (
    <SiteSubpage staff={props.staff} roles={props.roles} csrf={props.csrf} title="Words on the pages">
      <p className="mt-1 max-w-prose">
        Every heading, sentence and card of a page, and its title and description in search results and shared links.
        The hospital&apos;s facts are written as {props.factNames.map((name) => `{${name}}`).join(", ")}: keep them so,
        and the words follow when the facts change. Prices, figures, opening hours and the services offered are facts:
        change them on the facts page.
      </p>
      <nav aria-label="Pages" className="mt-4">
        <ul className="flex flex-wrap gap-x-4">
          {props.pages.map((page) => (
            <li key={page.slug}>
              <a
                href={`/staff/site/texts?page=${page.slug}`}
                aria-current={props.chosen?.slug === page.slug ? "page" : undefined}
                className={`${siteLink} aria-[current=page]:no-underline`}
              >
                {page.label}
                {page.edited ? " (changed)" : ""}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {props.chosen ? (
        <>
          <h2 className="mt-6 text-2xl font-bold">{props.chosen.label}</h2>
          <p>
            <a href={props.chosen.path} className={siteLink}>
              See the page as it is now
            </a>
          </p>
          <div className="mt-2 grid gap-4">
            {props.chosen.blocks.map(({ en, te }) => (
              <section
                key={en.key}
                aria-labelledby={`${en.key}-title`}
                className="rounded-xl border border-gray-300 bg-white p-4"
              >
                <h3 id={`${en.key}-title`} className="text-xl font-bold">
                  {en.label}
                </h3>
                <div className="mt-2 grid gap-4 md:grid-cols-2">
                  {[en, te].map((block) => (
                    <TextBlockForm key={block.key} block={block} pageSlug={props.chosen!.slug} {...props} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </>
      ) : (
        <p className="mt-4">Choose a page above.</p>
      )}
    </SiteSubpage>
  );
}

function TextBlockForm({
  block,
  pageSlug,
  csrf,
  problem,
  saved,
  typed,
}: { block: EditorTextBlock; pageSlug: string } & SiteTextsData) {
  const refused = problem?.form === block.key;
  const formId = `form-${block.key}`;
  const language = LANGUAGE[block.lang];
  return (
    <form method="post" id={block.key} aria-label={`${block.label}, ${language}`} className="grid content-start gap-3">
      <IntentFields csrf={csrf} intent="page-text" />
      <input type="hidden" name="key" value={block.key} />
      <input type="hidden" name="page" value={pageSlug} />
      <h4 className="text-lg font-bold">{language}</h4>
      <TwinTextState edited={block.edited} outOfDate={block.outOfDate} lang={block.lang} />
      {block.setAside.map((change) => (
        <div key={change.was} className="rounded-lg border-2 border-amber-600 bg-amber-50 p-2">
          <p className="font-semibold">
            Not on the site any more: the site&apos;s own words this change replaced are different now (a fact changed,
            or the site was updated). Read the field again and save.
          </p>
          <p className="mt-1">Your words were: {change.now}</p>
        </div>
      ))}
      {block.fields.map((field) => (
        <SampleInput
          key={field.name}
          field={refused && typed?.[field.name] !== undefined ? { ...field, shown: typed[field.name]! } : field}
          formId={formId}
          lang={block.lang}
        />
      ))}
      <SameMeaningTick shown={block.edited !== null} />
      <Refusal message={refused ? problem!.message : null} />
      <SavedNote done={saved === block.key ? "Saved." : null} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={staffButton}>
          Save the {block.lang === "te" ? "Telugu" : "English"} words
        </button>
        {block.edited ? (
          <button type="submit" name="putBack" value="yes" className={staffContactButton}>
            Put back the words written for the site
          </button>
        ) : null}
      </div>
    </form>
  );
}
