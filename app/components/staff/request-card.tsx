import { whatsAppReply } from "~/content/staff-replies";
import { phoneDigits } from "~/lib/form-basics";
import { NEXT_STEPS, STATUS_LABELS, type RequestStatus } from "~/lib/inbox";
import type { StoredRequest } from "~/server/request-store";
import { deskDay, deskTime, staffSecondaryButton } from "./staff-shell";

/** What a card or the request page shows of a request: the stored request and its times as the desk reads them. */
export type DeskRequest = Pick<
  StoredRequest,
  | "id"
  | "kind"
  | "createdAt"
  | "status"
  | "name"
  | "phone"
  | "email"
  | "subject"
  | "service"
  | "preferredDate"
  | "message"
  | "source"
  | "lang"
  | "note"
  | "statusChangedAt"
  | "statusChangedBy"
  | "noAnswerCount"
>;

const STATUS_STYLES: Record<RequestStatus, string> = {
  new: "bg-accent-100 text-accent-700 border-accent-700",
  no_answer: "bg-urgent-50 text-urgent-700 border-urgent-700",
  called_back: "bg-brand-50 text-brand-900 border-brand-700",
  booked: "bg-green-50 text-green-900 border-green-800",
  closed: "bg-gray-100 text-gray-800 border-gray-600",
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-bold ${STATUS_STYLES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The number for wa.me: country code and digits only (a ten-digit Indian number gets 91). */
function whatsAppNumber(phone: string): string {
  const digits = phoneDigits(phone).replace(/\D/g, "");
  return digits.length === 10 ? `91${digits}` : digits;
}

/** Call, WhatsApp with a polite reply in the request's language, and copy the number: each a 44 px target. */
export function ContactActions({ request }: { request: DeskRequest }) {
  const dial = request.phone.replace(/[^\d+]/g, "");
  const whatsApp = `https://wa.me/${whatsAppNumber(request.phone)}?text=${encodeURIComponent(whatsAppReply(request))}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a href={`tel:${dial}`} className={staffSecondaryButton} aria-label={`Call ${request.name} on ${request.phone}`}>
        Call {request.phone}
      </a>
      <a
        href={whatsApp}
        target="_blank"
        rel="noopener noreferrer"
        className={staffSecondaryButton}
        aria-label={`WhatsApp ${request.name} (opens WhatsApp with a reply in ${request.lang === "te" ? "Telugu" : "English"})`}
      >
        WhatsApp
      </a>
      <button type="button" hidden data-copy={request.phone} className={staffSecondaryButton}>
        Copy number
      </button>
      <span data-copy-status role="status" className="text-sm text-muted" />
    </div>
  );
}

/** Who last changed the status, and when (so nobody calls a patient twice). */
export function LastChange({ request }: { request: DeskRequest }) {
  if (!request.statusChangedAt) return <p className="text-sm text-muted">Nobody has acted on this yet.</p>;
  return (
    <p className="text-sm">
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

/** The buttons for a request's next steps; each form carries what it was shown with (StatusSeen). */
export function NextSteps({ request, csrf, back }: { request: DeskRequest; csrf: string; back: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {NEXT_STEPS[request.status].map((status) => (
        <form key={status} method="post" action={`/staff/requests/${request.id}`}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="status" />
          <StatusSeen request={request} />
          <input type="hidden" name="status" value={status} />
          <input type="hidden" name="back" value={back} />
          <button
            type="submit"
            className={staffSecondaryButton}
            aria-label={`Mark ${request.name}'s request ${STATUS_LABELS[status].toLowerCase()}`}
          >
            {status === "new" ? "Reopen" : STATUS_LABELS[status]}
          </button>
        </form>
      ))}
    </div>
  );
}

/** One request in the inbox list: who, how to reach them, what they asked, where the desk is with it. */
export function RequestCard({ request, csrf, back }: { request: DeskRequest; csrf: string; back: string }) {
  const headingId = `request-${request.id}-name`;
  return (
    <article
      id={`request-${request.id}`}
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border border-gray-300 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={request.status} />
        <span className="text-sm font-semibold">{request.kind === "appointment" ? "Appointment" : "Message"}</span>
        {request.lang === "te" ? (
          <strong className="rounded bg-accent-100 px-1.5 text-sm">Telugu: answer in Telugu</strong>
        ) : null}
        <span className="ml-auto text-sm text-muted">#{request.id}</span>
      </div>
      <h2 id={headingId} className="text-xl font-bold break-words">
        <a href={`/staff/requests/${request.id}`} className="underline-offset-4 hover:underline">
          {request.name}
        </a>
      </h2>
      <p className="text-sm">
        Received {deskTime(request.createdAt)}
        {request.preferredDate ? ` · wants ${deskDay(request.preferredDate)}` : ""}
      </p>
      <ContactActions request={request} />
      {request.email ? <p className="text-sm break-all">{request.email}</p> : null}
      {request.subject || request.message ? (
        <p className="break-words whitespace-pre-wrap">
          {request.subject ? <strong className="block">{request.subject}</strong> : null}
          {request.service ? `[${request.service}] ` : ""}
          {request.message}
        </p>
      ) : null}
      {request.source ? <p className="text-sm text-muted">From: {request.source}</p> : null}
      {request.note ? (
        <p className="rounded bg-gray-100 px-2 py-1 text-sm break-words">
          <strong>Note:</strong> {request.note}
        </p>
      ) : null}
      <LastChange request={request} />
      <NextSteps request={request} csrf={csrf} back={back} />
    </article>
  );
}
