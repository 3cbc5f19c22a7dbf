import { data, redirect } from "react-router";
import { ContactActions, LastChange, NextSteps, StatusBadge, StatusSeen } from "~/components/staff/request-card";
import {
  StaffShell,
  WhoAndWhen,
  deskDay,
  deskTime,
  staffButton,
  staffControl,
  staffLabel,
} from "~/components/staff/staff-shell";
import { site } from "~/content/site";
import { isRequestStatus, REQUEST_STATUSES, STATUS_LABELS } from "~/lib/inbox";
import {
  requireAccount,
  signedInStaff,
  STAFF_HEADERS,
  staffAction,
  staffLoader,
  staffRefusal,
  type StaffFormArgs,
} from "~/server/staff.server";
import type { Route } from "./+types/request";
import { HeadedBox } from "~/components/sections/headed-box";

const NOTE_LIMIT = 500;
const staffBox = "rounded-xl border border-gray-300 bg-white p-4";

/** Where to go after a change: the inbox view it was made from, never another site. */
function backTo(value: string | null, fallback: string): string {
  return value && /^\/staff(?:[/?#]|$)/.test(value) && !value.startsWith("//") ? value : fallback;
}

export const loader = staffLoader(async ({ request, context, params }: Route.LoaderArgs) => {
  const visit = await signedInStaff(request, context);
  const id = Number(params.id);
  const stored = Number.isInteger(id) ? visit.access.store.get(id) : undefined;
  if (!stored) throw data("No such request (it may have been erased).", { status: 404, headers: STAFF_HEADERS });
  const conflict = new URL(request.url).searchParams.has("changed");
  return {
    staff: visit.account.name,
    csrf: visit.csrf,
    request: stored,
    history: visit.access.store.history(id),
    conflict,
  };
});

/** POST: a status change (only if nobody changed it meanwhile) or the note; each recorded with who and when. */
export const action = staffAction("staff-form", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const { form, params } = args;
  const visit = requireAccount(args.visit);
  const id = Number(params.id);
  const here = `/staff/requests/${id}`;
  const { store } = visit.access;
  const gone = () => staffRefusal(404, "No such request (it may have been erased).");

  if (form.get("intent") === "note") {
    const noted = await store.setNote(id, (form.get("note") ?? "").trim().slice(0, NOTE_LIMIT), visit.account.name);
    return noted ? redirect(here, 303) : gone();
  }
  const status = form.get("status");
  const from = form.get("from");
  if (!isRequestStatus(status)) return staffRefusal(400, "That status change could not be made.");
  const seen = form.get("seen") ?? undefined;
  const change = await store.setStatus(id, status, visit.account.name, isRequestStatus(from) ? from : undefined, seen);
  if (!change.ok && change.reason === "missing") return gone();
  // Someone else got there first: show them what it is now instead of acting twice.
  if (!change.ok) return redirect(`${here}?changed=1`, 303);
  return redirect(backTo(form.get("back"), here), 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Request #${loaderData.request.id}` : "Request"} | ${site.name} front desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffRequest({ loaderData }: Route.ComponentProps) {
  const { request, history, csrf, staff, conflict } = loaderData;
  const here = `/staff/requests/${request.id}`;
  return (
    <StaffShell signedIn={{ name: staff, csrf, current: "request" }}>
      <p>
        <a href="/staff" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          ← All requests
        </a>
      </p>
      {conflict ? (
        <p role="alert" className="my-3 rounded-lg border-2 border-urgent-700 bg-urgent-50 p-3 font-semibold">
          Someone else changed this request while you had it open; nothing was changed. It is now:{" "}
          {STATUS_LABELS[request.status]}
          {request.statusChangedBy ? ` (${request.statusChangedBy})` : ""}. Check before you call.
        </p>
      ) : null}
      <div className="space-y-3 rounded-xl border border-gray-300 bg-white p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={request.status} />
          <span className="font-semibold">
            {request.kind === "appointment" ? "Appointment request" : "Message"} #{request.id}
          </span>
          {request.lang === "te" ? (
            <strong className="rounded bg-accent-100 px-1.5 text-sm">Telugu: answer in Telugu</strong>
          ) : null}
        </div>
        <h1 className="text-3xl font-bold break-words">{request.name}</h1>
        <ContactActions request={request} />
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Received</dt>
          <dd>{deskTime(request.createdAt)}</dd>
          {request.preferredDate ? (
            <>
              <dt className="font-semibold">Preferred date</dt>
              <dd>{deskDay(request.preferredDate)}</dd>
            </>
          ) : null}
          {request.email ? (
            <>
              <dt className="font-semibold">E-mail</dt>
              <dd className="break-all">{request.email}</dd>
            </>
          ) : null}
          {request.subject ? (
            <>
              <dt className="font-semibold">Subject</dt>
              <dd className="break-words">{request.subject}</dd>
            </>
          ) : null}
          {request.service ? (
            <>
              <dt className="font-semibold">Service</dt>
              <dd>{request.service}</dd>
            </>
          ) : null}
          {request.source ? (
            <>
              <dt className="font-semibold">Sent from</dt>
              <dd>{request.source}</dd>
            </>
          ) : null}
        </dl>
        {request.message ? <p className="break-words whitespace-pre-wrap">{request.message}</p> : null}
        <LastChange request={request} />
        <NextSteps request={request} csrf={csrf} back={here} />
      </div>

      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <HeadedBox headingId="note-heading" title="Note" className={staffBox} headingClassName="text-xl font-bold">
          <form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="intent" value="note" />
            <label htmlFor="note" className={staffLabel}>
              A short note for the desk (for example: "asked to call after 5 pm")
            </label>
            <textarea
              id="note"
              name="note"
              defaultValue={request.note}
              maxLength={NOTE_LIMIT}
              rows={3}
              className={`${staffControl} py-2`}
            />
            <button type="submit" className={staffButton}>
              Save note
            </button>
          </form>
          <form method="post" className="mt-4 space-y-2">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="intent" value="status" />
            <label htmlFor="status" className={staffLabel}>
              Correct the status
            </label>
            <select id="status" name="status" defaultValue={request.status} className={staffControl}>
              {REQUEST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
            <StatusSeen request={request} />
            <button type="submit" className={staffButton}>
              Set status
            </button>
          </form>
        </HeadedBox>
        <HeadedBox
          headingId="history-heading"
          title="History"
          className={staffBox}
          headingClassName="text-xl font-bold"
        >
          {history.length === 0 ? (
            <p className="mt-2">No changes yet.</p>
          ) : (
            <ol className="mt-2 space-y-2">
              {history.map((entry, index) => (
                <li key={index} className="border-b border-gray-200 pb-2">
                  <WhoAndWhen at={entry.at} staff={entry.staff} />
                  {entry.action === "status"
                    ? `Status: ${entry.detail
                        .split(" → ")
                        .map((status) => (isRequestStatus(status) ? STATUS_LABELS[status] : status))
                        .join(" → ")}`
                    : `Note: ${entry.detail || "(cleared)"}`}
                </li>
              ))}
            </ol>
          )}
        </HeadedBox>
      </div>
    </StaffShell>
  );
}
