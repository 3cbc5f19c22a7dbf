import type { Block } from "~/content/types";
import { ARTICLE_BODY_LIMIT } from "~/editor/site-content-schema";
import type { StaffRole } from "~/staff/staff-roles";
import { deskDay } from "../staff/desk-time";
import { TwinPreview } from "./site-article-fields";
import { IntentFields, Refusal, SameMeaningTick, SavedNote } from "./site-fact-forms";
import { staffButton, staffControl, staffLabel, staffPrimaryButton } from "../staff/staff-shell";
import { SiteSubpage, siteLink } from "./site-subpage";

export interface SiteServicesData {
  staff: string;
  roles: StaffRole[];
  csrf: string;
  saved: string | null;
  services: { slug: string; title: string; edited: boolean }[];
  /** The site's own articles (an editor's own are changed on the articles page). */
  articles: { slug: string; title: string; edited: boolean }[];
  chosen: {
    kind: "service" | "article";
    slug: string;
    en: string;
    te: string;
    edited: { by: string; on: string; outOfDate: "en" | "te" | null } | null;
  } | null;
  problem: string | null;
  typed: { en: string; te: string } | null;
  preview: { en: Block[]; te: Block[] } | null;
}

/** A list of pages whose text can be changed here, each marked when it has been. */
function TextList({
  label,
  kind,
  pages,
  chosen,
}: {
  label: string;
  kind: "service" | "article";
  pages: SiteServicesData["services"];
  chosen: SiteServicesData["chosen"];
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <h2 className="text-xl font-bold">{label}</h2>
      <ul className="grid gap-1 sm:grid-cols-2">
        {pages.map((page) => (
          <li key={page.slug}>
            <a
              href={`/staff/site/services?${kind}=${page.slug}#service-text`}
              aria-current={chosen?.kind === kind && chosen.slug === page.slug ? "page" : undefined}
              className={`${siteLink} aria-[current=page]:decoration-2`}
            >
              {page.title}
            </a>
            {page.edited ? <span className="ml-2 text-sm font-semibold text-green-800">changed here</span> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The ten service pages and the site's own eight articles; the chosen one's body in both languages, with a preview
 * and a way back to the original.
 */
export function SiteServicesPage(props: SiteServicesData) {
  const { chosen, services, articles } = props;
  const title = chosen
    ? (chosen.kind === "article" ? articles : services).find((page) => page.slug === chosen.slug)?.title
    : undefined;
  return (
    <SiteSubpage staff={props.staff} roles={props.roles} csrf={props.csrf} title="Texts of service pages and articles">
      <p className="mt-1 max-w-prose">
        Change what a service page, or one of the site&apos;s own articles, says under its heading, in English and
        Telugu. The same rules as for new articles: <code>##</code> headings, paragraphs, <code>-</code> lists,{" "}
        <code>&gt; [!WARNING] Title</code> boxes, and <code>{"{phone}"}</code> for the hospital&apos;s number. Titles
        stay as they are.
      </p>
      <TextList label="Service pages" kind="service" pages={services} chosen={chosen} />
      <TextList label="The site's own articles" kind="article" pages={articles} chosen={chosen} />
      {chosen && title ? <ServiceTextForm {...props} chosen={chosen} title={title} /> : null}
    </SiteSubpage>
  );
}

function ServiceTextForm({
  csrf,
  chosen,
  title,
  saved,
  problem,
  typed,
  preview,
}: SiteServicesData & { chosen: NonNullable<SiteServicesData["chosen"]>; title: string }) {
  const values = typed ?? chosen;
  return (
    <>
      <form
        method="post"
        id="service-text"
        aria-labelledby="service-text-title"
        className="mt-6 scroll-mt-4 rounded-xl border border-gray-300 bg-white p-4"
      >
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="service" value={chosen.slug} />
        <input type="hidden" name="kind" value={chosen.kind} />
        <h2 id="service-text-title" className="text-2xl font-bold">
          {title}
        </h2>
        <p className={`text-sm font-semibold ${chosen.edited ? "text-green-800" : "text-muted"}`}>
          {chosen.edited
            ? `Changed here by ${chosen.edited.by} on ${deskDay(chosen.edited.on)}`
            : "The repository's text (as the site was built)"}
        </p>
        {chosen.edited?.outOfDate ? (
          <p className="mt-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-2 font-semibold">
            The {chosen.edited.outOfDate === "te" ? "Telugu" : "English"} is out of date: the other language changed
            after it.
          </p>
        ) : null}
        <SavedNote
          done={saved ? (saved === "reset" ? "Back to the repository's text." : "Saved.") : null}
          className="mt-2"
        />
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {(["en", "te"] as const).map((lang) => (
            <div key={lang}>
              <label htmlFor={`service-${lang}`} className={staffLabel}>
                {lang === "en" ? "English text" : "Telugu text (తెలుగు)"}
              </label>
              <textarea
                id={`service-${lang}`}
                name={lang}
                lang={lang}
                defaultValue={values[lang]}
                rows={20}
                maxLength={ARTICLE_BODY_LIMIT}
                className={`${staffControl} py-2 font-mono text-base`}
              />
            </div>
          ))}
        </div>
        <SameMeaningTick shown={Boolean(chosen.edited)} />
        <Refusal message={problem} />
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" name="intent" value="service-text-preview" className={staffButton}>
            Preview
          </button>
          <button type="submit" name="intent" value="service-text-save" className={staffPrimaryButton}>
            Save the text
          </button>
        </div>
      </form>
      {chosen.edited ? (
        <form method="post" className="mt-3" data-confirm={`Go back to the repository's text of ${title}?`}>
          <IntentFields csrf={csrf} intent="service-text-reset" />
          <input type="hidden" name="service" value={chosen.slug} />
          <input type="hidden" name="kind" value={chosen.kind} />
          <button type="submit" className={staffButton}>
            Go back to the repository&apos;s text
          </button>
        </form>
      ) : null}
      {preview ? <TwinPreview preview={preview} /> : null}
    </>
  );
}
