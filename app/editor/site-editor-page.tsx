import {
  ANSWER_WORDS,
  type CheckUpPriceValue,
  type EditedFact,
  type EditedHours,
  type InsuranceAnswer,
  type TwinText,
} from "~/content/site-content";
import { AnswerForm, DoctorForm, OwnPriceChoice } from "./site-answer-forms";
import type { StaffRole } from "~/staff/staff-roles";
import { deskTime } from "../staff/desk-time";
import { Field, FactForm, IntentFields, Refusal, type EditorProblem } from "./site-fact-forms";
import { SiteNoticesEditor, type EditorNotice } from "./site-notices-editor";
import { SitePreviewBand, type PreviewState } from "./site-preview-band";
import { StaffShell, staffButton, staffPrimaryButton, WhoAndWhen } from "../staff/staff-shell";

export interface SiteEditorData {
  staff: string;
  roles: StaffRole[];
  csrf: string;
  saved: string | null;
  values: {
    phone: string;
    whatsapp: string;
    email: string;
    street: { en: string; te: string };
    hours: { consultation: string; opticals: string };
    geo: { latitude: number; longitude: number };
    doctorName: string;
    registration: string;
    checkUpPrice: CheckUpPriceValue | null;
    insurance: InsuranceAnswer | null;
  };
  confirmed: {
    phone: EditedFact<string> | null;
    whatsapp: EditedFact<string> | null;
    email: EditedFact<string> | null;
    street: EditedFact<TwinText> | null;
    hours: EditedFact<EditedHours> | null;
    doctor: EditedFact<string> | null;
    geo: EditedFact<{ latitude: number; longitude: number }> | null;
    checkUpPrice: EditedFact<CheckUpPriceValue> | null;
    insurance: EditedFact<InsuranceAnswer> | null;
  };
  streetOutOfDate: "en" | "te" | null;
  notices: EditorNotice[];
  today: string;
  preview: PreviewState | null;
  publish: {
    building: { editor: string; startedAt: string } | null;
    live: { editor: string; finishedAt: string | null; versionId: number | null } | null;
    failed: { editor: string; finishedAt: string | null; error: string | null } | null;
    unpublished: boolean;
  };
  history: {
    /** How many versions there are in all: every one is kept. */
    total: number;
    /** Whether this is an older page (`?older=`), not the newest changes. */
    paged: boolean;
    /** The `?older=` of the next page back, when there are older versions. */
    older: number | null;
    versions: { id: number; at: string; editor: string; summary: string; live: boolean }[];
  };
}

const OUT_OF_DATE = { en: "English", te: "Telugu" } as const;

/** The site editor: publish state first, then the facts, the notices, and every version with Restore. */
export function SiteEditorPage(props: SiteEditorData & { problem: EditorProblem | null }) {
  const { csrf, values, confirmed, saved, problem } = props;
  const formProps = (id: string) => ({ id, csrf, problem, saved: saved === id });
  return (
    <StaffShell signedIn={{ name: props.staff, csrf, current: "site", roles: props.roles }}>
      <h1 className="text-3xl font-bold">Edit the site</h1>
      <p className="mt-1 max-w-prose">
        Change a fact or add a notice, save it, then publish: the public pages, search results and sharing pictures
        change together within seconds. Each save is kept, and any earlier version can be restored.
      </p>
      <SitePreviewBand
        preview={props.preview}
        csrf={csrf}
        problem={problem}
        busy={Boolean(props.publish.building) || props.preview?.state === "building"}
      />
      <PublishBand {...props} />

      <h2 className="mt-8 text-2xl font-bold">The hospital&apos;s facts</h2>
      <p className="mt-1 max-w-prose">
        <a
          href="/staff/site/facts"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Confirm the other facts
        </a>{" "}
        (the doctor&apos;s degrees and languages, web links, figures, the eye-camp timetable, payment, patients&apos;
        stories…), in English and Telugu.
      </p>
      <p className="max-w-prose">
        <a
          href="/staff/site/texts"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Change the words of a page
        </a>
        : its headings, sentences and cards, and its title in search results and shared links, in English and Telugu.
      </p>
      <p className="max-w-prose">
        <a
          href="/staff/site/articles"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Write an article for patients
        </a>{" "}
        in English and Telugu, with the doctor who reviewed it; or{" "}
        <a
          href="/staff/site/services"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          change the text of a service page or of one of the site&apos;s articles
        </a>{" "}
        or{" "}
        <a
          href="/staff/site/faqs"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          the questions and answers
        </a>
        . Put{" "}
        <a
          href="/staff/site/photos"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          photographs in place of drawings
        </a>{" "}
        (the hospital, the doctor, a camp, the optical shop), or{" "}
        <a
          href="/staff/site/stories"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          add a patient&apos;s story
        </a>{" "}
        with their written consent.
      </p>
      <p className="max-w-prose">
        Before the site goes live,{" "}
        <a
          href="/staff/site/review"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          read every page in the preview and mark it read
        </a>
        : a launch deployment publishes no page nobody has read since it changed.
      </p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <FactForm title="Phone number" fact={confirmed.phone} {...formProps("phone")}>
          <Field
            name="phone"
            label="Reception phone number"
            type="tel"
            value={values.phone}
            hint="Ten digits; +91 is added."
          />
        </FactForm>
        <FactForm title="WhatsApp number" fact={confirmed.whatsapp} {...formProps("whatsapp")}>
          <Field name="whatsapp" label="WhatsApp mobile number" type="tel" value={values.whatsapp} />
        </FactForm>
        <FactForm title="E-mail address" fact={confirmed.email} {...formProps("email")}>
          <Field name="email" label="E-mail address patients write to" type="email" value={values.email} />
        </FactForm>
        <FactForm title="Opening hours" fact={confirmed.hours} {...formProps("hours")}>
          <p className="text-sm">
            The same on each open day (tick the days among the other facts). Write each session as 10:00-14:00, 24-hour.
          </p>
          <Field name="consultation" label="Consultation hours" value={values.hours.consultation} />
          <Field name="opticals" label="Optical shop hours" value={values.hours.opticals} />
        </FactForm>
        <FactForm title="Map position" fact={confirmed.geo} {...formProps("geo")}>
          <p className="text-sm">In a map app, press and hold on the building, then copy the two numbers it shows.</p>
          <Field name="latitude" label="Latitude" value={String(values.geo.latitude)} />
          <Field name="longitude" label="Longitude" value={String(values.geo.longitude)} />
        </FactForm>
        <div className="lg:col-span-2">
          <FactForm title="Street address" fact={confirmed.street} {...formProps("street")}>
            {props.streetOutOfDate ? (
              <p className="rounded-lg border-2 border-amber-600 bg-amber-50 p-2 font-semibold">
                The {OUT_OF_DATE[props.streetOutOfDate]} is out of date: the other language changed after it.
              </p>
            ) : null}
            <div className="grid gap-3 md:grid-cols-2">
              <Field name="en" label="In English" value={values.street.en} />
              <Field name="te" label="In Telugu (తెలుగు)" lang="te" value={values.street.te} />
            </div>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="sameMeaning" value="yes" className="size-5" /> Both say the same place
            </label>
          </FactForm>
        </div>
      </div>

      <h2 className="mt-8 text-2xl font-bold">The doctor and two open questions</h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <DoctorForm
            name={values.doctorName}
            registration={values.registration}
            fact={confirmed.doctor}
            {...{ csrf, problem, saved }}
          />
        </div>
        <AnswerForm
          id="checkUpPrice"
          title="Check-up price"
          question="What does an eye check-up cost, from?"
          answers={ANSWER_WORDS.checkUpPrice}
          chosen={typeof values.checkUpPrice === "number" ? "own" : values.checkUpPrice}
          fact={confirmed.checkUpPrice && { ...confirmed.checkUpPrice, value: String(confirmed.checkUpPrice.value) }}
          {...{ csrf, problem, saved }}
        >
          <OwnPriceChoice price={typeof values.checkUpPrice === "number" ? values.checkUpPrice : null} />
        </AnswerForm>
        <AnswerForm
          id="insurance"
          title="Insurance"
          question="How do patients with health insurance pay?"
          answers={ANSWER_WORDS.insurance}
          chosen={values.insurance}
          fact={confirmed.insurance}
          {...{ csrf, problem, saved }}
        />
      </div>

      <SiteNoticesEditor notices={props.notices} csrf={csrf} problem={problem} saved={saved} today={props.today} />
      <VersionHistory history={props.history} csrf={csrf} busy={Boolean(props.publish.building)} />
    </StaffShell>
  );
}

function PublishBand({ publish, csrf, problem }: SiteEditorData & { problem: EditorProblem | null }) {
  const refused = problem && (problem.form === "publish" || problem.form === "restore") ? problem.message : null;
  return (
    <section
      id="publish"
      aria-labelledby="publish-title"
      className="mt-4 rounded-xl border-2 border-brand-700 bg-white p-4"
    >
      <h2 id="publish-title" className="text-xl font-bold">
        Publishing
      </h2>
      <div role="status" className="mt-1">
        {publish.building ? (
          <p className="font-semibold">
            Publishing now (started by {publish.building.editor} at {deskTime(publish.building.startedAt)}). It takes a
            few seconds; this page looks again every 2 seconds. The site shows the old pages until it is done.
          </p>
        ) : publish.failed ? (
          <div className="rounded-lg border-2 border-red-700 bg-red-50 p-2 text-red-900">
            <p className="font-semibold">
              The last publish ({publish.failed.editor}, {deskTime(publish.failed.finishedAt ?? "")}) failed: the site
              still shows what it showed before. Ask the IT person with this message:
            </p>
            <pre className="mt-1 overflow-x-auto text-sm whitespace-pre-wrap">{publish.failed.error}</pre>
          </div>
        ) : publish.live ? (
          <p>
            Live since {deskTime(publish.live.finishedAt ?? "")}, published by {publish.live.editor}.
          </p>
        ) : (
          <p>The site shows the repository&apos;s own content; nothing has been published from here yet.</p>
        )}
        {!publish.building && publish.unpublished ? (
          <p className="mt-1 font-semibold">There are saved changes that are not on the site yet.</p>
        ) : null}
      </div>
      <Refusal message={refused} />
      <form method="post" className="mt-3">
        <IntentFields csrf={csrf} intent="publish" />
        <button type="submit" className={staffPrimaryButton} disabled={Boolean(publish.building)}>
          Publish the saved changes
        </button>
      </form>
    </section>
  );
}

function VersionHistory({ history, csrf, busy }: { history: SiteEditorData["history"]; csrf: string; busy: boolean }) {
  const { versions, total } = history;
  return (
    <section aria-labelledby="history-title" className="mt-8">
      <h2 id="history-title" className="text-2xl font-bold">
        Every saved change
      </h2>
      {total === 0 ? (
        <p className="mt-2">No changes yet: the site shows the repository&apos;s content.</p>
      ) : (
        <p className="mt-2">
          {versions.length > 0
            ? `Versions ${versions[0]!.id} to ${versions[versions.length - 1]!.id}, newest first, of ${total}. Every version is kept.`
            : `No older versions: all ${total} are on the pages before.`}
        </p>
      )}
      <ol className="mt-3 space-y-2">
        {versions.map((version) => (
          <li key={version.id} className="rounded-xl border border-gray-300 bg-white p-3">
            <WhoAndWhen at={version.at} staff={version.editor} />
            <p className="break-words">
              <span className="font-semibold">Version {version.id}</span>
              {version.live ? <span className="ml-2 rounded bg-green-100 px-2 text-green-900">live</span> : null}:{" "}
              {version.summary}
            </p>
            <form
              method="post"
              action="/staff/site"
              className="mt-2"
              data-confirm={`Restore version ${version.id} and publish it?`}
            >
              <IntentFields csrf={csrf} intent="restore" />
              <input type="hidden" name="version" value={version.id} />
              <button type="submit" className={staffButton} disabled={busy}>
                Restore version {version.id} and publish
              </button>
            </form>
          </li>
        ))}
      </ol>
      {history.older !== null || history.paged ? (
        <nav aria-label="Pages of the history" className="mt-3 flex flex-wrap gap-3">
          {history.paged ? (
            <a className={staffButton} href="/staff/site#history-title">
              Newest changes
            </a>
          ) : null}
          {history.older !== null ? (
            <a className={staffButton} href={`/staff/site?older=${history.older}#history-title`}>
              Older changes
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
