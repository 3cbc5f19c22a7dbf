import type { ReactNode } from "react";
import { deskSession } from "~/desk/desk-sessions";
import { bookingConfirmation, whatsAppReply } from "~/desk/staff-replies";
import { NEXT_STEPS, STATUS_LABELS, contactInProgress, type RequestStatus } from "~/desk/inbox";
import { displayNumber, telHref, whatsAppNumber } from "~/lib/phone-numbers";
import type { StoredRequest } from "~/desk/stored-request";
import { deskTime, shortDay, timeSince } from "../staff/desk-time";
import { staffContactButton, staffPrimaryButton } from "../staff/staff-shell";

/** What a row or the request page shows of a request: the stored request as the desk reads it. */
export type DeskRequest = Omit<StoredRequest, "notifiedAt" | "notifyAttempts" | "notifyFailedAt">;

const STATUS_STYLES: Record<RequestStatus, string> = {
  new: "bg-accent-100 text-accent-700 border-accent-700",
  no_answer: "bg-urgent-50 text-urgent-700 border-urgent-700",
  called_back: "bg-brand-50 text-brand-900 border-brand-700",
  booked: "bg-green-50 text-green-900 border-green-800",
  closed: "bg-gray-100 text-gray-800 border-gray-600",
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-bold whitespace-nowrap ${STATUS_STYLES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** "Fri 27 Nov, morning": a booked visit, short. */
export function visitText(request: Pick<DeskRequest, "visitDay" | "visitSession">): string {
  if (!request.visitDay) return "";
  const session = deskSession(request.visitSession);
  return `${shortDay(request.visitDay)}${session ? `, ${session.label.toLowerCase()}` : ""}`;
}

/** The names on a request's "is calling" mark: "Asha", or "Asha and Ravi" when one called anyway. */
export const callers = (request: Pick<DeskRequest, "contactBy">) =>
  (request.contactBy ?? "").split(" and ").filter(Boolean);

/** "Asha is calling", "Asha and Ravi are calling", "Asha is messaging". */
const callingWords = (request: DeskRequest) =>
  `${request.contactBy} ${callers(request).length > 1 ? "are" : "is"} ${request.contactHow === "whatsapp" ? "messaging" : "calling"}`;

/** "Asha is calling · 2 min": someone tapped Call or WhatsApp lately and has not recorded an outcome yet. */
export function ContactMark({ request, now }: { request: DeskRequest; now: number }) {
  if (!contactInProgress(request, now) || !request.contactAt) return null;
  return (
    <strong className="inline-block rounded bg-urgent-50 px-1.5 text-urgent-700" data-contact-mark>
      {callingWords(request)} · {timeSince(request.contactAt, now)}
    </strong>
  );
}

/**
 * "Not calling": a mark set by mistake (a tap on Call that never dialled) is cleared, so the patient goes back into
 * everyone's Next waiting at once instead of after 15 minutes. Offered to the people the mark names only.
 */
export function NotCallingForm({ request, csrf, back }: { request: DeskRequest; csrf: string; back: string }) {
  return (
    <form method="post" action={`/staff/requests/${request.id}/contact`} data-keep-scroll>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="how" value="none" />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="min-h-11 rounded-md border-2 border-gray-600 bg-white px-3 font-semibold">
        Not calling
      </button>
    </form>
  );
}

/** The WhatsApp text a request is sent now: its booking once booked, otherwise a reply that fits it. */
function whatsAppText(request: DeskRequest): string {
  const session = deskSession(request.visitSession);
  if (request.status === "booked" && request.visitDay && session) {
    return bookingConfirmation({ lang: request.lang, name: request.name, visit: { day: request.visitDay, session } });
  }
  return whatsAppReply(request);
}

/**
 * Call, WhatsApp (mobiles only) and Copy: ways to reach someone, styled apart from the outcome buttons. Tapping Call
 * or WhatsApp marks the request "… is calling" for the whole desk (the desk script posts it). While someone else's
 * mark is fresh, Call first asks "Asha is calling (1 min): call anyway?". A message leads with its reply on WhatsApp.
 */
export function ContactActions({
  request,
  callIsNext,
  me,
  now,
}: {
  request: DeskRequest;
  callIsNext?: boolean;
  /** Who is signed in: their own mark never asks. */
  me: string;
  now: number;
}) {
  const mobile = whatsAppNumber(request.phone);
  const language = request.lang === "te" ? "Telugu" : "English";
  const markUrl = `/staff/requests/${request.id}/contact`;
  const number = displayNumber(request.phone);
  const replyFirst = request.kind === "contact" && Boolean(mobile) && request.status !== "closed";
  const busy = contactInProgress(request, now) && !callers(request).includes(me);
  const call = (anyway: boolean) => (
    <a
      href={telHref(request.phone)}
      data-contact="call"
      data-contact-url={markUrl}
      className={callIsNext && !replyFirst ? staffPrimaryButton : staffContactButton}
      aria-label={`Call ${request.name}${anyway ? " anyway" : ""} on ${number}`}
    >
      <PhoneIcon /> {anyway ? "Call anyway" : "Call"} {number}
    </a>
  );
  const whatsApp = mobile ? (
    <a
      href={`https://wa.me/${mobile}?text=${encodeURIComponent(whatsAppText(request))}`}
      target="_blank"
      rel="noopener noreferrer"
      data-contact="whatsapp"
      data-contact-url={markUrl}
      className={replyFirst ? staffPrimaryButton : staffContactButton}
      aria-label={
        replyFirst
          ? `Reply to ${request.name} on WhatsApp (in ${language})`
          : `WhatsApp ${request.name} (opens WhatsApp with ${request.status === "booked" ? "the booking" : "a reply"} in ${language})`
      }
    >
      <ChatIcon /> {replyFirst ? "Reply on WhatsApp" : "WhatsApp"}
    </a>
  ) : (
    <span className="text-sm text-muted">Landline: no WhatsApp</span>
  );
  const callOrAsk = busy ? (
    <details className="w-full">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border-2 border-urgent-700 bg-urgent-50 px-3 font-bold text-urgent-700">
        {callingWords(request)} ({timeSince(request.contactAt!, now)}): call anyway?
      </summary>
      <div className="mt-2">{call(true)}</div>
    </details>
  ) : (
    call(false)
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {replyFirst ? whatsApp : callOrAsk}
      {replyFirst ? callOrAsk : whatsApp}
      <button type="button" hidden data-copy={request.phone} className={staffContactButton}>
        Copy number
      </button>
      <span data-copy-status role="status" className="text-sm text-muted" />
    </div>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
      <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.5L3 21l2-5.6A8.4 8.4 0 1 1 21 11.5z" />
    </svg>
  );
}

/** Who last changed the status, and when (so nobody calls a patient twice). */
export function LastChange({ request }: { request: DeskRequest }) {
  if (!request.statusChangedAt) return null;
  return (
    <p>
      {STATUS_LABELS[request.status]} · {request.statusChangedBy}, {deskTime(request.statusChangedAt)}
      {request.noAnswerCount > 0 ? ` · no answer ${request.noAnswerCount}×` : ""}
    </p>
  );
}

/** What a status form saw: the status and when it last changed, so a change made since refuses it (setStatus). */
export function StatusSeen({ request }: { request: Pick<DeskRequest, "status" | "statusChangedAt"> }) {
  return (
    <>
      <input type="hidden" name="from" value={request.status} />
      <input type="hidden" name="seen" value={request.statusChangedAt ?? ""} />
    </>
  );
}

const OUTCOME_STYLES: Partial<Record<RequestStatus, string>> = {
  no_answer: "border-urgent-700 bg-urgent-50 text-urgent-700",
  called_back: "border-brand-700 bg-brand-50 text-brand-900",
  closed: "border-gray-600 bg-gray-100 text-gray-900",
  new: "border-accent-700 bg-accent-100 text-accent-700",
};

/** The times a patient asks to be called again, as the desk writes them: one tap to choose, one to save. */
export const CALL_AGAIN = [
  "Call again in an hour",
  "Call again after 1 pm",
  "Call again after 5 pm",
  "Call again tomorrow morning",
] as const;

/**
 * "Call again at…": a note the whole desk sees, on the request and on its row in the list (the latest note is
 * shown there), for a patient who asked to be called later.
 */
export function CallAgainForm({ request, csrf, back }: { request: DeskRequest; csrf: string; back: string }) {
  return (
    <FoldedRequestForm summary="Call again at…" requestId={request.id}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="back" value={back} />
      <div>
        <label htmlFor={`call-again-${request.id}`} className="block text-sm font-semibold">
          When they asked
        </label>
        <select
          id={`call-again-${request.id}`}
          name="note"
          className="block min-h-11 rounded-lg border border-gray-500 bg-white px-3 text-base"
        >
          {CALL_AGAIN.map((when) => (
            <option key={when}>{when}</option>
          ))}
        </select>
      </div>
      <button type="submit" className="min-h-11 rounded-md border-2 border-brand-700 bg-white px-3 font-semibold">
        Save for the desk
      </button>
    </FoldedRequestForm>
  );
}

/** A request's form folded under a line the desk opens when it needs it ("Another day", "Call again at…"). */
export function FoldedRequestForm({
  summary,
  requestId,
  children,
}: {
  summary: string;
  requestId: number;
  children: ReactNode;
}) {
  return (
    <details>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        {summary}
      </summary>
      <form
        method="post"
        action={`/staff/requests/${requestId}`}
        className="flex flex-wrap items-end gap-2"
        data-keep-scroll
      >
        {children}
      </form>
    </details>
  );
}

/** The hidden fields every status form of a request carries (the status itself is the form's own). */
export function StatusFields({ request, csrf, back }: { request: DeskRequest; csrf: string; back: string }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="back" value={back} />
      <StatusSeen request={request} />
    </>
  );
}

/**
 * Undo of this person's own latest change, for as long as it is offered (the desk script removes it when its time is
 * up; the store refuses it if someone changed the request since). From a list row it returns to the row.
 */
export function UndoForm({
  request,
  csrf,
  back,
  to,
  remainingMs,
  fromList,
}: {
  request: DeskRequest;
  csrf: string;
  back: string;
  to: RequestStatus;
  remainingMs: number;
  fromList?: boolean;
}) {
  return (
    <form
      method="post"
      action={`/staff/requests/${request.id}`}
      className="flex items-center gap-2"
      data-keep-scroll
      data-undo-ms={remainingMs}
    >
      {fromList ? <span>Now {STATUS_LABELS[request.status].toLowerCase()}.</span> : null}
      <StatusFields request={request} csrf={csrf} back={back} />
      {fromList ? <input type="hidden" name="return" value="list" /> : null}
      <input type="hidden" name="status" value={to} />
      <button type="submit" className="min-h-11 rounded-md border-2 border-gray-600 bg-white px-3 font-bold">
        Undo
      </button>
    </form>
  );
}

/**
 * What happened: No answer, Called back, Close (tinted squares, unlike the white contact buttons). A message is
 * answered and closed: its one outcome is Close (or Reopen).
 */
export function OutcomeButtons({ request, csrf, back }: { request: DeskRequest; csrf: string; back: string }) {
  const message = request.kind === "contact";
  const steps: RequestStatus[] = message && request.status !== "closed" ? ["closed"] : NEXT_STEPS[request.status];
  return (
    <form method="post" action={`/staff/requests/${request.id}`} className="flex flex-wrap gap-2" data-keep-scroll>
      <StatusFields request={request} csrf={csrf} back={back} />
      {steps.map((status) => (
        <button
          key={status}
          type="submit"
          name="status"
          value={status}
          className={`inline-flex min-h-11 items-center rounded-md border-2 px-4 font-bold ${OUTCOME_STYLES[status] ?? ""}`}
          aria-label={`Mark ${request.name}'s request ${STATUS_LABELS[status].toLowerCase()}`}
        >
          {status === "new"
            ? "Reopen"
            : status === "closed"
              ? message
                ? "Answered: close"
                : "Close"
              : STATUS_LABELS[status]}
        </button>
      ))}
    </form>
  );
}
