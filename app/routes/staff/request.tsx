import { data, redirect } from "react-router";
import { RequestNotes, StatusHistory, StatusCorrection } from "~/components/staff/request-history";
import { BookingPanel } from "~/components/staff/request-booking";
import { ContactActions, ContactMark, LastChange, OutcomeButtons, StatusBadge } from "~/components/staff/request-card";
import { RequestBanners } from "~/components/staff/request-banners";
import { RequestDetails } from "~/components/staff/request-details";
import { StaffShell } from "~/components/staff/staff-shell";
import { site } from "~/content/site";
import { WAITING_STATUSES } from "~/lib/inbox";
import { todayInIndia } from "~/lib/form-basics";
import { bookedVisit, NOTE_LIMIT, parseStaffForm, requestPageForm } from "~/lib/staff-forms";
import { deskPage, justChanged } from "~/server/desk-page.server";
import {
  requireAccount,
  safeStaffPath,
  staffAction,
  staffLoader,
  staffRefusal,
  takeLostChange,
  type StaffFormArgs,
  staffPageHeaders,
} from "~/server/staff.server";
import type { Route } from "./+types/request";

export const loader = staffLoader(async ({ request, context, params }: Route.LoaderArgs) => {
  const desk = await deskPage(request, context);
  const url = new URL(request.url);
  const back = url.searchParams.get("back");
  const page = { ...desk.frame, back: safeStaffPath(back) ? back : "/staff" };
  const id = Number(params.id);
  const { store } = desk.visit.access;
  const stored = Number.isInteger(id) ? store.get(id) : undefined;
  // A front-desk answer in the desk's frame, not the public "Page not found".
  if (!stored) return data({ ...page, missing: true as const }, { status: 404 });
  // A lost change is shown once: taken out of the cookie, here or (another request's) dropped.
  const hadLost = desk.visit.session.has("lost");
  const lost = takeLostChange(desk.visit, `/staff/requests/${id}`);
  const history = store.history(id);
  const undo = justChanged(stored, history, desk.staff);
  const body = {
    ...page,
    missing: false as const,
    request: stored,
    history,
    undo: undo ? { from: undo.from, to: undo.to, remainingMs: undo.remainingMs } : undefined,
    next:
      !WAITING_STATUSES.includes(stored.status) || undo ? store.nextWaiting(id, desk.staff, stored.kind) : undefined,
    conflict: url.searchParams.has("changed"),
    needsDay: url.searchParams.has("day"),
    lost,
    now: Date.now(),
    time: indiaTime(),
  };
  return hadLost ? data(body, { headers: { "Set-Cookie": await desk.visit.commit() } }) : body;
});

/** POST: a status change (only if nobody changed it meanwhile; booked with its day and session) or a note. */
export const action = staffAction("staff-form", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const visit = requireAccount(args.visit, "/staff", "desk");
  const id = Number(args.params.id);
  const parsed = parseStaffForm(requestPageForm, args.form);
  if (!parsed.ok) return staffRefusal(400, parsed.problem);
  const form = parsed.data;
  const listBack = safeStaffPath(form.back) ? form.back : "/staff";
  const here = (query = "") => {
    const params = new URLSearchParams({ ...(query ? { [query]: "1" } : {}) });
    if (listBack !== "/staff") params.set("back", listBack);
    return `/staff/requests/${id}${params.size ? `?${params}` : ""}`;
  };
  const { store } = visit.access;
  const gone = () => redirect(here(), 303);

  if (form.intent === "note") {
    return (await store.addNote(id, form.note, visit.account.name)) ? redirect(`${here()}#notes`, 303) : gone();
  }
  const booking = form.status === "booked" ? bookedVisit(form, todayInIndia()) : undefined;
  // A day asked for but not bookable (past, a Sunday, no session) is refused, never replaced by the visit it had.
  if (booking?.named && !booking.visit) return redirect(here("day"), 303);
  const change = await store.setStatus(
    id,
    form.status,
    visit.account.name,
    form.from,
    form.seen,
    booking?.named ? booking.visit : undefined,
  );
  if (!change.ok && change.reason === "missing") return gone();
  // Someone else got there first: show them what it is now instead of acting twice.
  if (!change.ok && change.reason === "changed") return redirect(here("changed"), 303);
  if (!change.ok) return redirect(here("day"), 303);
  // An Undo from a list row goes back to the row, kept in its place; every other change stays on the request.
  if (form.return === "list") {
    const list = new URL(listBack, "http://desk");
    list.searchParams.set("keep", String(id));
    return redirect(`${list.pathname}${list.search}#request-${id}`, 303);
  }
  return redirect(here(), 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData && !loaderData.missing ? `${loaderData.request.name} · #${loaderData.request.id}` : "Request not found"} | ${site.name} front desk`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

/** The list this request was opened from, with it kept in its place (even if it left the view) and in sight. */
function listAddress(back: string, id: number): string {
  const list = new URL(back, "http://desk");
  if (list.pathname === "/staff") list.searchParams.set("keep", String(id));
  return `${list.pathname}${list.search}#request-${id}`;
}

/** The time in India now, "13:05". */
const indiaTime = () =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kolkata",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date());

export default function StaffRequest({ loaderData: frame }: Route.ComponentProps) {
  const backLink = (
    <a
      href={frame.missing ? frame.back : listAddress(frame.back, frame.request.id)}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
    >
      ← Back to the requests
    </a>
  );
  return (
    <StaffShell
      signedIn={{ name: frame.staff, csrf: frame.csrf, current: "request" }}
      waiting={frame.waiting}
      refreshSeconds={frame.refreshSeconds}
    >
      {backLink}
      {frame.missing ? (
        <>
          <h1 className="mt-2 text-2xl font-bold">This request was erased or does not exist</h1>
          <p className="my-3 max-w-prose">
            It may have been erased on the patient&apos;s request or after the retention period, or the link is wrong.
            Search the requests by the patient&apos;s name or number.
          </p>
        </>
      ) : (
        <RequestView {...frame} />
      )}
    </StaffShell>
  );
}

type Found = Extract<Route.ComponentProps["loaderData"], { missing: false }>;

/** A request that exists: what was just done, the request, what happened, notes and history. */
function RequestView({ request, history, csrf, undo, next, conflict, needsDay, lost, now, today, back, time }: Found) {
  const waiting = WAITING_STATUSES.includes(request.status);
  return (
    <>
      <RequestBanners
        request={request}
        csrf={csrf}
        back={back}
        undo={undo}
        next={next}
        conflict={conflict}
        needsDay={needsDay}
        lost={lost}
      />
      <article aria-labelledby="request-name" className="space-y-3 rounded-xl border border-gray-300 bg-white p-4">
        <div className="flex flex-wrap items-center gap-2" data-live="marks">
          <StatusBadge status={request.status} />
          <span className="font-semibold">
            {request.kind === "appointment" ? "Appointment request" : "Message"} #{request.id}
          </span>
          {request.lang === "te" ? (
            <strong className="rounded bg-accent-100 px-1.5">Telugu: answer in Telugu</strong>
          ) : null}
          <ContactMark request={request} now={now} />
        </div>
        <h1 id="request-name" className="text-3xl font-bold break-words">
          {request.name}
        </h1>
        <ContactActions request={request} callIsNext={waiting && !undo} />
        <RequestDetails request={request} />
        <LastChange request={request} />
        <section aria-labelledby="outcome-heading" className="space-y-3 border-t border-gray-200 pt-3">
          <h2 id="outcome-heading" className="text-xl font-bold">
            What happened?
          </h2>
          <OutcomeButtons request={request} csrf={csrf} back={back} />
          <BookingPanel
            request={request}
            csrf={csrf}
            back={back}
            today={today}
            time={time}
            prominent={request.status === "called_back" || (waiting && Boolean(undo))}
          />
        </section>
      </article>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <RequestNotes request={request} history={history} csrf={csrf} back={back} limit={NOTE_LIMIT} />
        <div className="space-y-4">
          <StatusHistory history={history} />
          <StatusCorrection request={request} csrf={csrf} back={back} />
        </div>
      </div>
    </>
  );
}
