import { data, redirect } from "react-router";
import { SiteEditorPage } from "~/editor/site-editor-page";
import type { EditorNotice } from "~/editor/site-notices-editor";
import { site } from "~/content/site";
import { todayInIndia } from "~/lib/form-basics";
import { noticesOn, outOfDateTwin, EMPTY_SITE_CONTENT } from "~/content/site-content";
import { applyEdit, currentValues, type EditIntent } from "~/editor/site-editor.server";
import { HISTORY_PAGE_SIZE, NOTHING_CHANGED } from "~/editor/site-versions";
import { saveVersion, siteEditing, type SiteContentStore } from "~/editor/site-editing.server";
import {
  requireAccount,
  signedInStaff,
  staffAction,
  staffLoader,
  type StaffFormArgs,
  staffPageHeaders,
} from "~/staff/staff.server";
import type { Route } from "./+types/site";

const PATH = "/staff/site";
const EDITS: readonly EditIntent[] = [
  "phone",
  "whatsapp",
  "email",
  "street",
  "hours",
  "geo",
  "doctor",
  "checkUpPrice",
  "insurance",
  "notice-add",
  "notice-remove",
];

/**
 * /staff/site: the hospital's editors confirm facts, set the hours, post dated notices in both languages, publish,
 * and restore any earlier version (issue 28, decision 0036). Editors only (staff:roles); every change is a version.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const visit = await signedInStaff(request, context, "editor");
  const { store, publisher } = siteEditing(context);
  const latest = store.latest();
  const content = latest?.content ?? EMPTY_SITE_CONTENT;
  const live = publisher.live();
  const building = publisher.building();
  const lastFailed = publisher.recent(1).find((publish) => publish.state === "failed");
  const preview = publisher.preview();
  const today = todayInIndia();
  const showing = new Set(noticesOn(content.notices, today).map((notice) => notice.id));
  const { facts } = content;
  return {
    staff: visit.account.name,
    roles: visit.account.roles,
    csrf: visit.csrf,
    saved: new URL(request.url).searchParams.get("saved"),
    values: currentValues(content),
    confirmed: {
      phone: facts.phone ?? null,
      whatsapp: facts.whatsapp ?? null,
      email: facts.email ?? null,
      street: facts.street ?? null,
      hours: facts.hours ?? null,
      doctor: facts.doctorName ?? null,
      geo: facts.geo ?? null,
      checkUpPrice: facts.checkUpPrice ?? null,
      insurance: facts.insurance ?? null,
    },
    streetOutOfDate: facts.street ? outOfDateTwin(facts.street.value) : null,
    notices: content.notices.map((notice) => ({
      id: notice.id,
      from: notice.from,
      until: notice.until,
      en: notice.text.en,
      te: notice.text.te,
      when: (showing.has(notice.id) ? "showing" : notice.until < today ? "ended" : "coming") as EditorNotice["when"],
    })),
    today,
    preview: preview
      ? {
          state: preview.state,
          editor: preview.editor,
          startedAt: preview.startedAt,
          error: preview.error,
          current: preview.versionId === (latest?.id ?? null),
        }
      : null,
    publish: {
      building: building ? { editor: building.editor, startedAt: building.startedAt } : null,
      live: live ? { editor: live.editor, finishedAt: live.finishedAt, versionId: live.versionId } : null,
      failed:
        lastFailed && (!live || lastFailed.id > live.id)
          ? { editor: lastFailed.editor, finishedAt: lastFailed.finishedAt, error: lastFailed.error }
          : null,
      unpublished: (latest?.id ?? null) !== (live?.versionId ?? null),
    },
    history: historyPage(store, new URL(request.url).searchParams.get("older"), live?.versionId ?? null),
  };
});

/**
 * One page of the history (issue 40: every version is kept and can be reached): the newest HISTORY_PAGE_SIZE, or
 * those older than `?older=<id>`, with the address of the page after it.
 */
function historyPage(store: SiteContentStore, older: string | null, liveVersion: number | null) {
  const before = older && /^\d+$/.test(older) ? Number(older) : undefined;
  // One line more than a page says whether there is an older page.
  const lines = store.history(HISTORY_PAGE_SIZE + 1, before);
  const shown = lines.slice(0, HISTORY_PAGE_SIZE);
  return {
    total: store.count(),
    paged: before !== undefined,
    older: lines.length > HISTORY_PAGE_SIZE ? shown[shown.length - 1]!.id : null,
    versions: shown.map((version) => ({ ...version, live: version.id === liveVersion })),
  };
}

export const action = staffAction("staff-form", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const visit = requireAccount(args.visit, PATH, "editor");
  const { store, publisher } = siteEditing(args.context);
  const intent = args.form.get("intent") ?? "";
  const editor = visit.account.name;
  if (intent === "preview") {
    const started = publisher.startPreview(store.latest(), editor);
    if ("refused" in started) return data({ problem: { form: intent, message: started.refused } }, 409);
    return redirect(`${PATH}#preview`, 303);
  }
  if (intent === "publish" || intent === "restore") {
    let started: Awaited<ReturnType<typeof publisher.startAfterSaving>>;
    if (intent === "restore") {
      const earlier = store.get(Number(args.form.get("version")));
      if (!earlier) return data({ problem: { form: intent, message: "That version does not exist." } }, 400);
      // Saved only once the build is the restore's: a refused restore adds no version (issue 38).
      started = await publisher.startAfterSaving(
        () => store.save(earlier.content, editor, `Restored version ${earlier.id} (${earlier.summary})`),
        editor,
      );
    } else started = publisher.start(store.latest(), editor);
    if ("refused" in started) {
      const message = intent === "restore" ? `${started.refused} Nothing was restored.` : started.refused;
      return data({ problem: { form: intent, message } }, 409);
    }
    return redirect(`${PATH}#publish`, 303);
  }
  if (!(EDITS as readonly string[]).includes(intent)) {
    return data({ problem: { form: "", message: "That form could not be read. Reload the page." } }, 400);
  }
  const result = applyEdit(store.latest()?.content, intent as EditIntent, args.form, editor);
  if (!result.ok) return data({ problem: { form: intent, message: result.problem } }, 400);
  const outcome = await saveVersion(store, result.content, editor, result.summary);
  if ("unchanged" in outcome) return data({ problem: { form: intent, message: NOTHING_CHANGED } }, 200);
  return redirect(`${PATH}?saved=${intent}#${intent.startsWith("notice") ? "notices" : intent}`, 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `Edit the site | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
  // While a publish renders (seconds), the page looks again every 2 seconds (no script needed). The address is given: a
  // refresh to the page's own address with its #publish would only scroll.
  ...(loaded?.publish.building || loaded?.preview?.state === "building"
    ? [{ httpEquiv: "refresh", content: `2; url=${PATH}` } as const]
    : []),
];

export default function StaffSite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteEditorPage
      {...loaderData}
      saved={actionData ? null : loaderData.saved}
      problem={actionData?.problem ?? null}
    />
  );
}
