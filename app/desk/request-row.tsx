import { WAITING_STATUSES, type RequestStatus } from "~/desk/inbox";
import { displayNumber } from "~/lib/phone-numbers";
import { firstLine } from "~/desk/urgent-signs";
import { UrgentMark } from "./request-details";
import { shortDay, timeSince } from "../staff/desk-time";
import { ContactMark, StatusBadge, UndoForm, visitText, type DeskRequest } from "./request-card";

/** A change this person just made from a list: shown on its row with an Undo, for a short while. */
export interface JustChanged {
  id: number;
  from: string;
  to: string;
}

/**
 * One request in the inbox: one row on the desk PC (who, number, wanted day, status, how long waiting), two lines
 * on a phone, and the first line of what the patient wrote. The name (and the number) opens the request's page; an
 * urgent one says so (app/desk/urgent-signs.ts).
 */
export function RequestRow({
  request,
  open,
  undo,
  now,
}: {
  request: DeskRequest;
  /** The request page's address, with the view to come back to. */
  open: string;
  /** This row's just-made change, with what an Undo posts. */
  undo?: { csrf: string; back: string; to: RequestStatus; remainingMs: number } | undefined;
  now: number;
}) {
  const headingId = `request-${request.id}-name`;
  const waiting = WAITING_STATUSES.includes(request.status);
  const shown = displayNumber(request.phone);
  const local = shown.startsWith("+91 ") ? shown.slice(4) : shown;
  // What the patient wrote, its first line: what the request is about, before opening it.
  const what = firstLine(request.subject || request.message);
  return (
    <article
      id={`request-${request.id}`}
      aria-labelledby={headingId}
      className="grid grid-cols-[1fr_auto] items-center gap-x-3 border-b border-gray-300 bg-white px-3 py-1.5 lg:grid-cols-[6.5rem_minmax(12rem,1.5fr)_10.5rem_10.5rem_10.5rem_minmax(8rem,1fr)] lg:py-1"
    >
      <h2 id={headingId} className="flex min-w-0 items-center gap-1 text-lg font-bold lg:order-2">
        <a
          href={open}
          className="inline-flex min-h-11 min-w-0 items-center text-brand-800 underline decoration-2 underline-offset-4"
        >
          <span className="truncate">{request.name}</span>
        </a>
        {request.lang === "te" ? (
          <span
            className="shrink-0 rounded bg-accent-100 px-1 text-sm font-semibold text-accent-700"
            title="Answer in Telugu"
          >
            తెలుగు
          </span>
        ) : null}
        {request.kind === "contact" ? (
          <span className="shrink-0 rounded bg-gray-100 px-1 text-sm font-semibold text-gray-800">Message</span>
        ) : null}
      </h2>
      <p className="text-right text-base whitespace-nowrap lg:order-5 lg:text-left">
        <span className="sr-only">{waiting ? "Waiting " : "Received "}</span>
        {waiting ? timeSince(request.createdAt, now) : shortDay(request.createdAt.slice(0, 10))}
        <span className="hidden lg:inline"> {waiting ? "waiting" : "received"}</span>
      </p>
      <div className="col-span-2 flex flex-wrap items-center gap-x-2 lg:contents">
        <div className="lg:order-1">
          <StatusBadge status={request.status} />
        </div>
        {/* The number opens the request, like the name (a tap here used to dial and mark "calling" by mistake);
            Call is on the request's page. One link for a keyboard or a screen reader: this one is the name's twin. */}
        <a
          href={open}
          tabIndex={-1}
          aria-hidden="true"
          className="inline-flex min-h-9 items-center text-base font-semibold whitespace-nowrap text-brand-800 lg:order-3"
        >
          {/* The country code only where there is room: every number here is dialled with it. */}
          {local !== shown ? <span className="mr-1 hidden lg:inline">+91</span> : null}
          {local}
        </a>
        <span className="sr-only">{shown}</span>
        <p className="text-base lg:order-4">
          {request.visitDay && request.status === "booked" ? (
            <>Visit {visitText(request)}</>
          ) : request.preferredDate ? (
            <>Wants {shortDay(request.preferredDate)}</>
          ) : null}
        </p>
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 empty:hidden lg:order-6">
          <UrgentMark request={request} compact />
          <ContactMark request={request} now={now} />
          {undo ? (
            <UndoForm
              request={request}
              csrf={undo.csrf}
              back={undo.back}
              to={undo.to}
              remainingMs={undo.remainingMs}
              fromList
            />
          ) : null}
          {what ? <p className="w-full truncate text-base text-gray-800">{what}</p> : null}
          {request.note ? (
            <p className="w-full truncate text-base font-semibold">Note: {firstLine(request.note)}</p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
