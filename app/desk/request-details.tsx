import { contactServiceOptions } from "~/content/contact";
import { deskSession } from "~/desk/desk-sessions";
import { urgentFlag, urgentFlagText } from "~/desk/urgent-signs";
import { WAITING_STATUSES } from "~/desk/inbox";
import { deskDay, deskTime } from "../staff/desk-time";
import type { DeskRequest } from "./request-card";

const serviceLabel = (value: string) => contactServiceOptions.find((option) => option.value === value)?.label ?? value;

/**
 * "Urgent: pain, red eye · come today" (app/desk/urgent-signs.ts): on a waiting request's row and page, so it is
 * called first and told what the site tells patients.
 */
export function UrgentMark({ request, compact }: { request: DeskRequest; compact?: boolean }) {
  if (!WAITING_STATUSES.includes(request.status)) return null;
  const flag = urgentFlag(request.subject, request.message);
  if (!flag) return null;
  return (
    <strong
      className={`inline-block rounded border-2 border-urgent-700 bg-urgent-50 font-bold text-urgent-700 ${compact ? "px-1 text-sm" : "px-2 py-0.5"}`}
      data-urgent={flag.urgency}
    >
      {urgentFlagText(flag)}
    </strong>
  );
}

/**
 * What the request asks, up front: the day wanted or booked, the subject and what the patient wrote. When it came and
 * from where is folded away (RequestReceived), so on a phone the booking buttons stay on the first screen.
 */
export function RequestDetails({ request }: { request: DeskRequest }) {
  const session = deskSession(request.visitSession);
  const visit = request.visitDay
    ? `${deskDay(request.visitDay)}${session ? `, ${session.label.toLowerCase()} (${session.hours})` : ""}`
    : "";
  return (
    <>
      {request.preferredDate || visit ? (
        <p className="text-base">
          {request.preferredDate ? <>Wants {deskDay(request.preferredDate)}</> : null}
          {request.preferredDate && visit ? " · " : null}
          {visit ? (
            <strong>
              {request.status === "booked" ? "Booked for" : "Visit was"} {visit}
            </strong>
          ) : null}
        </p>
      ) : null}
      {request.subject ? <p className="font-semibold break-words">{request.subject}</p> : null}
      {request.message ? <p className="break-words whitespace-pre-wrap">{request.message}</p> : null}
    </>
  );
}

/** When the request came and from where (and its e-mail and service), under one folded line. */
export function RequestReceived({ request }: { request: DeskRequest }) {
  const more: [label: string, value: string, className?: string][] = [
    ["Received", deskTime(request.createdAt)],
    ["E-mail", request.email, "break-all"],
    ["Service", request.service && serviceLabel(request.service)],
    ["Sent from", request.source],
  ];
  return (
    <details className="text-base">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-muted">
        Received {deskTime(request.createdAt)}
        {request.source ? ` · ${request.source}` : ""}
      </summary>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {more
          .filter(([, value]) => value)
          .map(([label, value, className]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className={className}>{value}</dd>
            </div>
          ))}
      </dl>
    </details>
  );
}
