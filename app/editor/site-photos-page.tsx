import { PHOTO_ALT_LIMIT } from "~/editor/site-content-schema";
import type { StaffRole } from "~/staff/staff-roles";
import { deskDay } from "../staff/desk-time";
import { IntentFields, Refusal, SameMeaningTick, SavedNote } from "./site-fact-forms";
import { staffButton, staffControl, staffLabel, staffPrimaryButton } from "../staff/staff-shell";
import { SiteSubpage } from "./site-subpage";

interface SlotView {
  slot: string;
  label: string;
  shownOn: string[];
  width: number;
  height: number;
  illustration: string;
  photo: {
    hash: string;
    alt: { en: string; te: string };
    by: string;
    on: string;
    outOfDate: "en" | "te" | null;
  } | null;
}

export interface SitePhotosData {
  staff: string;
  roles: StaffRole[];
  csrf: string;
  saved: string | null;
  slots: SlotView[];
  problem: { slot: string; message: string; typed: { en: string; te: string } | null } | null;
}

/** The five picture slots, each with what it shows now and a form to put a photograph (or the drawing) there. */
export function SitePhotosPage(props: SitePhotosData) {
  const { csrf, slots, problem, saved } = props;
  return (
    <SiteSubpage staff={props.staff} roles={props.roles} csrf={props.csrf} title="Photographs">
      <p className="mt-1 max-w-prose">
        Put a photograph of the hospital, the doctor or a camp in place of a drawing. Send it as the camera took it
        (JPEG, PNG or WebP, up to 15 MB): it is turned upright, the place and time a phone stores in it are removed, and
        it is trimmed to the drawing&apos;s shape. The pages get it small and light at publish. Only photographs the
        people in them agreed to, please.
      </p>
      {problem?.slot === "" ? <Refusal message={problem.message} /> : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {slots.map((slot) => (
          <SlotForm
            key={slot.slot}
            view={slot}
            csrf={csrf}
            saved={saved === slot.slot}
            problem={problem?.slot === slot.slot ? problem : null}
          />
        ))}
      </div>
    </SiteSubpage>
  );
}

function SlotForm({
  view,
  csrf,
  saved,
  problem,
}: {
  view: SlotView;
  csrf: string;
  saved: boolean;
  problem: SitePhotosData["problem"];
}) {
  const { slot, label, photo } = view;
  const values = problem?.typed ?? photo?.alt ?? { en: "", te: "" };
  const titleId = `${slot}-title`;
  return (
    <section id={slot} aria-labelledby={titleId} className="scroll-mt-4 rounded-xl border border-gray-300 bg-white p-4">
      <h2 id={titleId} className="text-xl font-bold">
        {label}
      </h2>
      <p className={`text-sm font-semibold ${photo ? "text-green-800" : "text-muted"}`}>
        {photo
          ? `A photograph, put here by ${photo.by} on ${deskDay(photo.on)}`
          : "The drawing the site was built with"}
      </p>
      <img
        src={photo ? `/staff/site/photos/${slot}?v=${photo.hash}` : view.illustration}
        alt={photo ? photo.alt.en : `The drawing now in this place (${label})`}
        width={view.width}
        height={view.height}
        className="mt-2 h-auto w-full max-w-sm rounded-lg border border-gray-200 bg-brand-50"
      />
      <p className="mt-1 text-sm">
        Shown on{" "}
        {view.shownOn.map((page, index) => (
          <span key={page}>
            {index ? ", " : ""}
            <code>{page}</code>
          </span>
        ))}{" "}
        and its Telugu twin; the shape is {view.width} × {view.height}.
      </p>
      {photo?.outOfDate ? (
        <p className="mt-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-2 font-semibold">
          The {photo.outOfDate === "te" ? "Telugu" : "English"} description is out of date: the other language changed
          after it.
        </p>
      ) : null}
      <SavedNote done={saved ? "Saved." : null} className="mt-2" />
      <form method="post" encType="multipart/form-data" aria-labelledby={titleId} className="mt-3">
        <IntentFields csrf={csrf} intent="photo" />
        <input type="hidden" name="slot" value={slot} />
        <label htmlFor={`${slot}-file`} className={staffLabel}>
          {photo ? "A different photograph (leave empty to keep this one)" : "The photograph"}
        </label>
        <input
          id={`${slot}-file`}
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className={`${staffControl} py-2`}
        />
        <fieldset className="mt-3">
          <legend className={staffLabel}>If it must be trimmed to the shape, keep</legend>
          <div className="flex flex-wrap gap-x-4">
            {(
              [
                ["start", "the top (or left)"],
                ["middle", "the middle"],
                ["end", "the bottom (or right)"],
              ] as const
            ).map(([value, words]) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="keep" value={value} defaultChecked={value === "middle"} className="size-5" />
                {words}
              </label>
            ))}
          </div>
        </fieldset>
        {(["en", "te"] as const).map((lang) => (
          <div key={lang} className="mt-3">
            <label htmlFor={`${slot}-${lang}`} className={staffLabel}>
              {lang === "en" ? "What it shows, in English" : "What it shows, in Telugu (తెలుగు)"}
            </label>
            <textarea
              id={`${slot}-${lang}`}
              name={lang}
              lang={lang}
              rows={2}
              maxLength={PHOTO_ALT_LIMIT}
              defaultValue={values[lang]}
              aria-describedby={`${slot}-alt-hint`}
              className={`${staffControl} py-2`}
            />
          </div>
        ))}
        <p id={`${slot}-alt-hint`} className="mt-1 text-sm text-muted">
          Said to people who cannot see the photograph: what is in it, in one sentence.
        </p>
        <SameMeaningTick shown={Boolean(photo)} />
        <Refusal message={problem?.message ?? null} />
        <button type="submit" className={`${staffPrimaryButton} mt-3`}>
          Save the photograph
        </button>
      </form>
      {photo ? (
        <form
          method="post"
          encType="multipart/form-data"
          className="mt-3"
          data-confirm={`Show the drawing again in ${label}?`}
        >
          <IntentFields csrf={csrf} intent="photo-remove" />
          <input type="hidden" name="slot" value={slot} />
          <button type="submit" className={staffButton}>
            Go back to the drawing
          </button>
        </form>
      ) : null}
    </section>
  );
}
