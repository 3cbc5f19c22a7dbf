import { data, redirect } from "react-router";
import { RequestNotes, StatusHistory, StatusCorrection } from "~/desk/request-history";
import { BookingPanel } from "~/desk/request-booking";
import {
  callers,
  CallAgainForm,
  ContactActions,
  ContactMark,
  LastChange,
  NotCallingForm,
  OutcomeButtons,
  StatusBadge,
  visitText,
} from "~/desk/request-card";
import { QuickReplies } from "~/desk/quick-replies";
import { RequestBanners } from "~/desk/request-banners";
import { RequestDetails, RequestReceived, UrgentMark } from "~/desk/request-details";
import { shortDay } from "~/staff/desk-time";
import { StaffShell } from "~/staff/staff-shell";
import { site } from "~/content/site";
import { BOOKABLE, WAITING_STATUSES, contactInProgress } from "~/desk/inbox";
import { todayInIndia } from "~/lib/form-basics";
import { bookedVisit, NOTE_LIMIT, requestPageForm } from "~/desk/desk-forms";
import { parseStaffForm } from "~/staff/staff-forms";
import { deskPage, justChanged } from "~/desk/desk-page.server";
import {
  requireAccount,
  safeStaffPath,
  staffAction,
  staffLoader,
  staffRefusal,
  takeLostChange,
  type StaffFormArgs,
  staffPageHeaders,
} from "~/staff/staff.server";
import type { Route } from "./+types/request";
import { closedWeekdays } from "~/content/hospital/open-days";

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
    // One patient, one thread: the other requests sent from this number, newest first.
    others: store.findByPhone(stored.phone).filter((other) => other.id !== id),
    me: desk.staff,
    replies: store.quickReplies().map(({ title, en, te }) => ({ title, en, te })),
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
  const booking = form.status === "booked" ? bookedVisit(form, todayInIndia(), closedWeekdays) : undefined;
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
      countsOnPhone={false}
      bar={
        frame.missing ? null : (
          <RequestBanners
            request={frame.request}
            csrf={frame.csrf}
            back={frame.back}
            undo={frame.undo}
            next={frame.next}
            conflict={frame.conflict}
            needsDay={frame.needsDay}
            lost={frame.lost}
          />
        )
      }
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

/**
 * A request that exists, in the order the desk works it: who and how to reach them, what they asked, what happened
 * (for an appointment the day-and-session buttons; a message leads with its reply and Close), the patient's other
 * requests, then notes and history. What was just done is in the bar at the bottom (RequestBanners).
 */
function RequestView({ request, history, csrf, undo, others, me, replies, now, today, back, time }: Found) {
  const waiting = WAITING_STATUSES.includes(request.status);
  const message = request.kind === "contact";
  const calling = contactInProgress(request, now);
  const mine = calling && callers(request).includes(me);
  const booking = (
    <BookingPanel
      request={request}
      csrf={csrf}
      back={back}
      today={today}
      time={time}
      prominent={request.status === "called_back" || (waiting && Boolean(undo))}
    />
  );
  return (
    <>
      <article
        aria-labelledby="request-name"
        className="space-y-2 rounded-xl border border-gray-300 bg-white p-3 sm:p-4"
      >
        <div className="flex flex-wrap items-center gap-2" data-live="marks">
          <StatusBadge status={request.status} />
          <span className="font-semibold">
            {message ? "Message" : "Appointment request"} #{request.id}
          </span>
          {request.lang === "te" ? (
            <strong className="rounded bg-accent-100 px-1.5">Telugu: answer in Telugu</strong>
          ) : null}
          {/* Someone else's call, at the top, before anyone calls; one's own is further down (below). */}
          {calling && !mine ? <ContactMark request={request} now={now} /> : null}
        </div>
        <UrgentMark request={request} />
        <h1 id="request-name" className="text-2xl font-bold break-words sm:text-3xl">
          {request.name}
        </h1>
        <ContactActions request={request} callIsNext={waiting && !undo} me={me} now={now} />
        {message ? <QuickReplies request={request} replies={replies} /> : null}
        <RequestDetails request={request} />
        <OtherRequests others={others} back={back} />
        <section aria-labelledby="outcome-heading" className="space-y-2 border-t border-gray-200 pt-2">
          <h2 id="outcome-heading" className="sr-only">
            What happened?
          </h2>
          <OutcomeButtons request={request} csrf={csrf} back={back} />
          {message && BOOKABLE.includes(request.status) ? (
            <details>
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
                Book a visit instead
              </summary>
              {booking}
            </details>
          ) : (
            booking
          )}
        </section>
        {/*
          One's own "is calling" mark and its "Not calling" come under the booking buttons: shown at the top, the
          refresh after a tap on Call pushed the buttons 18–86 px down under the next tap (decision 0061, amended).
        */}
        <div className="flex flex-wrap items-center gap-2 empty:hidden" data-live="own-call">
          {mine ? (
            <>
              <ContactMark request={request} now={now} />
              <NotCallingForm request={request} csrf={csrf} back={back} />
            </>
          ) : null}
        </div>
        {waiting && !message ? <CallAgainForm request={request} csrf={csrf} back={back} /> : null}
        {message ? null : <QuickReplies request={request} replies={replies} />}
        <LastChange request={request} />
        <RequestReceived request={request} />
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

/**
 * "Also from this number": the patient's other requests with their status and visit, folded under one line that
 * already names a booked visit, so nobody books a second one while one is booked; a booked one is moved from its page.
 */
function OtherRequests({ others, back }: { others: Found["others"]; back: string }) {
  if (others.length === 0) return null;
  const shown = others.slice(0, 5);
  const booked = others.find((other) => other.status === "booked" && other.visitDay);
  return (
    <section aria-labelledby="others-heading">
      <details className="rounded-lg bg-gray-50 px-2">
        <summary id="others-heading" className="flex min-h-11 cursor-pointer items-center font-semibold">
          Also from this number: {others.length}
          {booked ? `, booked for ${visitText(booked)}` : ""}
        </summary>
        <ul className="pb-1">
          {shown.map((other) => {
            const open = `/staff/requests/${other.id}?back=${encodeURIComponent(back)}`;
            const visit = other.status === "booked" && other.visitDay;
            return (
              <li key={other.id} className="flex flex-wrap items-center gap-x-2">
                <a href={open} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                  #{other.id} {other.kind === "contact" ? "message" : "appointment"}
                </a>
                <StatusBadge status={other.status} />
                <span>{visit ? `Visit ${visitText(other)}` : `sent ${shortDay(other.createdAt.slice(0, 10))}`}</span>
                {visit ? (
                  <a
                    href={`${open}#book-${other.id}`}
                    className="inline-flex min-h-11 items-center text-brand-800 underline"
                  >
                    Move that visit
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
        {others.length > shown.length ? (
          <a
            href={`/staff?q=${encodeURIComponent(others[0]!.phone)}`}
            className="inline-flex min-h-11 items-center underline"
          >
            All {others.length + 1} from this number
          </a>
        ) : null}
      </details>
    </section>
  );
}
