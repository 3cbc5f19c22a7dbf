import { contactServiceOptions } from "~/content/contact";
import { deskSession } from "~/content/desk-sessions";
import { deskDay, deskTime } from "./desk-time";
import type { DeskRequest } from "./request-card";

const serviceLabel = (value: string) => contactServiceOptions.find((option) => option.value === value)?.label ?? value;

/** What the request says and when: received, wanted and booked days (16 px and up), and what the patient wrote. */
export function RequestDetails({ request }: { request: DeskRequest }) {
  const session = deskSession(request.visitSession);
  const rows: [label: string, value: string, className?: string][] = [
    ["Received", deskTime(request.createdAt)],
    ["Wants", request.preferredDate && deskDay(request.preferredDate)],
    [
      request.status === "booked" ? "Booked for" : "Visit was",
      request.visitDay
        ? `${deskDay(request.visitDay)}${session ? `, ${session.label.toLowerCase()} (${session.hours})` : ""}`
        : "",
      "font-bold",
    ],
    ["E-mail", request.email, "break-all"],
    ["Subject", request.subject, "break-words"],
    ["Service", request.service && serviceLabel(request.service)],
    ["Sent from", request.source],
  ];
  return (
    <>
      <dl className="grid gap-x-4 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value, className]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className={className}>{value}</dd>
            </div>
          ))}
      </dl>
      {request.message ? <p className="break-words whitespace-pre-wrap">{request.message}</p> : null}
    </>
  );
}
