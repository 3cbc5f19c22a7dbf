import type { PageToReview } from "~/content/site-content";
import type { StaffRole } from "~/staff/staff-roles";
import { deskDay } from "../staff/desk-time";
import { IntentFields, Refusal } from "./site-fact-forms";
import { SiteSubpage } from "./site-subpage";
import { staffButton } from "../staff/staff-shell";

export interface SiteReviewData {
  staff: string;
  roles: StaffRole[];
  csrf: string;
  saved: string | null;
  /** A launch deployment: it publishes no page that is unread. */
  launch: boolean;
  /** null: there is no preview of the saved changes to read. */
  pages: PageToReview[] | null;
  problem: string | null;
}

const STATE_WORDS = {
  reviewed: (review: PageToReview["review"]) => `✓ Read by ${review!.by} on ${deskDay(review!.on)}`,
  changed: (review: PageToReview["review"]) =>
    `Changed since ${review!.by} read it on ${deskDay(review!.on)}: read it again`,
  unread: () => "Not read yet",
} as const;

/**
 * The launch gate's reading list (issue 40, item 4): each page of the preview, English then Telugu, with who read it
 * and when; a person marks one page at a time, after reading it through in the preview.
 */
export function SiteReviewPage(props: SiteReviewData) {
  const { csrf, pages, saved, problem } = props;
  const left = pages?.filter((page) => page.state !== "reviewed").length ?? 0;
  return (
    <SiteSubpage staff={props.staff} roles={props.roles} csrf={csrf} title="Read every page">
      <p className="mt-1 max-w-prose">
        Before the site goes live, someone who knows the hospital reads every page in each language, as the preview
        shows it, and marks it read: the town, the prices, the services, the doctor, every sentence. When a page&apos;s
        words change after that, it is unread again.{" "}
        {props.launch
          ? "This is the launch deployment: it publishes nothing while a page is unread."
          : "A launch deployment publishes nothing while a page is unread."}
      </p>
      {saved ? (
        <p role="status" className="mt-3 font-semibold text-green-800">
          Marked as read. Publish to keep it with the site.
        </p>
      ) : null}
      <Refusal message={problem} />
      {pages === null ? (
        <p className="mt-4 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 font-semibold">
          There is no preview of the saved changes to read. On{" "}
          <a href="/staff/site#preview-title" className="underline underline-offset-4">
            the site editor&apos;s page
          </a>
          , make a preview first.
        </p>
      ) : (
        <>
          <p role="status" className="mt-3 text-lg font-semibold">
            {left === 0 ? `All ${pages.length} read.` : `${left} of ${pages.length} left to read.`}
          </p>
          <ul className="mt-3 grid gap-2">
            {pages.map((page) => (
              <li
                key={page.key}
                id={page.key}
                className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border p-3 ${
                  page.state === "reviewed" ? "border-gray-300 bg-gray-50" : "border-amber-600 bg-white"
                }`}
              >
                <div className="min-w-0 flex-1 basis-64">
                  <a
                    href={page.previewHref}
                    target="_blank"
                    rel="noopener"
                    lang={page.lang}
                    className="font-semibold text-brand-800 underline underline-offset-4"
                  >
                    {/* The page's own title, without the site's name after it. */}
                    {page.title.split(" | ")[0]}
                  </a>
                  <span className="ml-2 text-sm text-muted">
                    {page.key.startsWith("frame:") ? "" : `${page.key} · `}
                    {page.lang === "en" ? "English" : "Telugu"}
                  </span>
                  <p className="text-sm">{STATE_WORDS[page.state](page.review)}</p>
                </div>
                {page.state === "reviewed" ? null : (
                  <form method="post">
                    <IntentFields csrf={csrf} intent="review" />
                    <input type="hidden" name="page" value={page.key} />
                    <button type="submit" className={staffButton}>
                      I read it all: it is true
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </SiteSubpage>
  );
}
