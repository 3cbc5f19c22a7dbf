import type { Block } from "~/content/types";
import { ARTICLE_CATEGORIES, type EditorArticleCategory } from "~/content/site-content";
import type { StaffRole } from "~/staff/staff-roles";
import { deskDay } from "../staff/desk-time";
import { LanguageFields, TwinPreview, type ArticleFormValues } from "./site-article-fields";

export type { ArticleFormValues };
import { IntentFields, Refusal, SameMeaningTick, SavedNote } from "./site-fact-forms";
import { staffButton, staffControl, staffLabel, staffPrimaryButton } from "../staff/staff-shell";
import { SiteSubpage, siteLink } from "./site-subpage";

export interface SiteArticlesData {
  staff: string;
  roles: StaffRole[];
  csrf: string;
  saved: string | null;
  today: string;
  services: { slug: string; title: string }[];
  articles: {
    slug: string;
    enTitle: string;
    teTitle: string;
    reviewer: string;
    reviewedOn: string;
    outOfDate: "en" | "te" | null;
  }[];
  editing: string | null;
  values: ArticleFormValues;
  problem: string | null;
  preview: { enTitle: string; teTitle: string; en: Block[]; te: Block[] } | null;
}

const TAB_NAMES: Record<EditorArticleCategory, string> = {
  "eye-conditions": "Eye Conditions",
  treatments: "Treatments",
  "eye-health": "Eye Health",
};

/** The editors' own articles: the list, then one form to write or change one, with a preview of both languages. */
export function SiteArticlesPage(props: SiteArticlesData) {
  const { csrf, articles, editing } = props;
  return (
    <SiteSubpage staff={props.staff} roles={props.roles} csrf={props.csrf} title="Articles for patients">
      <p className="mt-1 max-w-prose">
        Write an article in English and Telugu, have a doctor read it, preview it, then save it. It appears on the
        Patient Education page, with its own page, at the next publish.
      </p>
      <SavedNote done={props.saved ? (props.saved === "removed" ? "Removed." : "Saved.") : null} className="mt-3" />

      <section aria-labelledby="written-title" className="mt-6">
        <h2 id="written-title" className="text-2xl font-bold">
          Written here
        </h2>
        {articles.length === 0 ? (
          <p className="mt-2">No articles written here yet. The site&apos;s own eight articles are not edited here.</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {articles.map((article) => (
              <li key={article.slug} className="rounded-xl border border-gray-300 bg-white p-3">
                <p className="text-lg font-bold">{article.enTitle}</p>
                <p lang="te">{article.teTitle}</p>
                <p className="text-sm text-muted">
                  /patient-education/{article.slug} · reviewed by {article.reviewer} on {deskDay(article.reviewedOn)}
                </p>
                {article.outOfDate ? (
                  <p className="mt-1 rounded-lg border-2 border-amber-600 bg-amber-50 p-2 font-semibold">
                    The {article.outOfDate === "te" ? "Telugu" : "English"} is out of date: the other language changed
                    after it.
                  </p>
                ) : null}
                <div className="mt-1 flex flex-wrap gap-3">
                  <a
                    href={`/staff/site/articles?edit=${encodeURIComponent(article.slug)}#article-form`}
                    className={siteLink}
                  >
                    Change “{article.enTitle}”
                  </a>
                  <form method="post" data-confirm={`Remove “${article.enTitle}” from the site at the next publish?`}>
                    <IntentFields csrf={csrf} intent="article-remove" />
                    <input type="hidden" name="editing" value={article.slug} />
                    <button type="submit" className={staffButton} aria-label={`Remove “${article.enTitle}”`}>
                      Remove
                    </button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ArticleForm {...props} />
      {props.preview ? <TwinPreview preview={props.preview} /> : null}
      {editing ? (
        <p className="mt-4">
          <a href="/staff/site/articles#article-form" className={siteLink}>
            Write a new article instead
          </a>
        </p>
      ) : null}
    </SiteSubpage>
  );
}

function ArticleForm({ csrf, editing, values, services, problem, today }: SiteArticlesData) {
  return (
    <form
      method="post"
      id="article-form"
      aria-labelledby="article-form-title"
      className="mt-8 scroll-mt-4 rounded-xl border border-gray-300 bg-white p-4"
    >
      <input type="hidden" name="csrf" value={csrf} />
      {editing ? <input type="hidden" name="editing" value={editing} /> : null}
      <h2 id="article-form-title" className="text-2xl font-bold">
        {editing ? `Change “${values.enTitle}”` : "Write a new article"}
      </h2>
      <details className="mt-2 max-w-prose rounded-lg bg-brand-50 p-3">
        <summary className="min-h-11 cursor-pointer font-semibold">How to write the text</summary>
        <ul className="mt-2 list-disc pl-5">
          <li>A blank line between paragraphs.</li>
          <li>
            <code>## Heading</code> for a section, <code>### Heading</code> for a smaller one.
          </li>
          <li>
            <code>- item</code> for a list, <code>1. item</code> for steps.
          </li>
          <li>
            A box: a line <code>&gt; [!WARNING] Title</code> (or <code>[!INFO]</code>), then its text on lines starting{" "}
            <code>&gt;</code>.
          </li>
          <li>
            <code>{"{phone}"}</code>, <code>{"{hospital}"}</code> and <code>{"{emergencyNumber}"}</code> are replaced by
            the hospital&apos;s own, so they stay true when they change.
          </li>
        </ul>
      </details>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="article-slug" className={staffLabel}>
            Address (small English letters and hyphens)
          </label>
          <p id="article-slug-hint" className="text-sm text-muted">
            {editing ? "Kept once saved, so links already shared keep working." : "Like dry-eyes-in-summer."}
          </p>
          <input
            id="article-slug"
            name="slug"
            defaultValue={values.slug}
            readOnly={Boolean(editing)}
            aria-describedby="article-slug-hint"
            className={staffControl}
          />
        </div>
        <div>
          <label htmlFor="article-category" className={staffLabel}>
            Tab on the Patient Education page
          </label>
          <select id="article-category" name="category" defaultValue={values.category} className={staffControl}>
            {ARTICLE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {TAB_NAMES[category]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <LanguageFields lang="en" values={values} />
        <LanguageFields lang="te" values={values} />
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="article-reviewer" className={staffLabel}>
            Doctor who reviewed it
          </label>
          <input id="article-reviewer" name="reviewer" defaultValue={values.reviewer} className={staffControl} />
        </div>
        <div>
          <label htmlFor="article-reviewed" className={staffLabel}>
            Day they reviewed it
          </label>
          <input
            id="article-reviewed"
            name="reviewedOn"
            type="date"
            max={today}
            defaultValue={values.reviewedOn}
            className={staffControl}
          />
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className={staffLabel}>Services it leads to (linked beside it)</legend>
        <div className="grid sm:grid-cols-2">
          {services.map((service) => (
            <label key={service.slug} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="relatedServices"
                value={service.slug}
                defaultChecked={values.relatedServices.includes(service.slug)}
                className="size-5"
              />
              {service.title}
            </label>
          ))}
        </div>
      </fieldset>
      <SameMeaningTick shown={Boolean(editing)} />
      <Refusal message={problem} />
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="article-preview" className={staffButton}>
          Preview
        </button>
        <button type="submit" name="intent" value="article-save" className={staffPrimaryButton}>
          Save the article
        </button>
      </div>
    </form>
  );
}
