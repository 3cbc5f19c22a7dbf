import { deskTime } from "../staff/desk-time";
import { IntentFields, Refusal, type EditorProblem } from "./site-fact-forms";
import { staffButton } from "../staff/staff-shell";

export interface PreviewState {
  state: "building" | "ready" | "failed";
  editor: string;
  startedAt: string;
  error: string | null;
  /** It shows the newest saved version (nothing saved since it was built). */
  current: boolean;
}

const PREVIEW = "/staff/site/preview";
const PAGES = [
  { path: "/", label: "Home" },
  { path: "/te", label: "Home in Telugu" },
  { path: "/contact", label: "Contact" },
  { path: "/te/contact", label: "Contact in Telugu" },
  { path: "/services/cataract", label: "A service page" },
];

/**
 * The preview: the saved content built exactly as a publish would build it, not live. Shown here in two frames at
 * a phone's width (English and Telugu), and any page of it can be opened in a tab.
 */
export function SitePreviewBand({
  preview,
  csrf,
  problem,
  busy,
}: {
  preview: PreviewState | null;
  csrf: string;
  problem: EditorProblem | null;
  busy: boolean;
}) {
  const refused = problem?.form === "preview" ? problem.message : null;
  return (
    <section
      id="preview"
      aria-labelledby="preview-title"
      className="mt-4 rounded-xl border border-gray-300 bg-white p-4"
    >
      <h2 id="preview-title" className="text-xl font-bold">
        Preview before publishing
      </h2>
      <div role="status">
        {preview?.state === "building" ? (
          <p className="mt-1 font-semibold">
            Building the preview (started by {preview.editor} at {deskTime(preview.startedAt)}). A few seconds.
          </p>
        ) : preview?.state === "failed" ? (
          <p className="mt-1 font-semibold text-red-900">The preview could not be built: {preview.error}</p>
        ) : preview?.state === "ready" && !preview.current ? (
          <p className="mt-1 font-semibold">
            Changes were saved after this preview was built: build it again to see them.
          </p>
        ) : !preview ? (
          <p className="mt-1">See the pages as they will be published, in both languages, before anyone else does.</p>
        ) : null}
      </div>
      <Refusal message={refused} />
      <form method="post" className="mt-3">
        <IntentFields csrf={csrf} intent="preview" />
        <button type="submit" className={staffButton} disabled={busy}>
          Build a preview of the saved changes
        </button>
      </form>
      {preview?.state === "ready" ? (
        <>
          <p className="mt-3">
            Built at {deskTime(preview.startedAt)}. Open a page of the preview:{" "}
            {PAGES.map((page, index) => (
              <span key={page.path}>
                {index > 0 ? " · " : null}
                <a href={`${PREVIEW}${page.path}`} target="_blank" rel="noopener" className="font-semibold underline">
                  {page.label}
                </a>
              </span>
            ))}
          </p>
          <div className="mt-3 flex flex-wrap gap-4">
            {[
              { path: "/", title: "Preview of the home page in English, at a phone's width" },
              { path: "/te", title: "Preview of the home page in Telugu, at a phone's width" },
            ].map((frame) => (
              <iframe
                key={frame.path}
                src={`${PREVIEW}${frame.path}`}
                title={frame.title}
                width={390}
                height={720}
                className="max-w-full rounded-xl border-4 border-gray-800 bg-white"
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
