import { deskSession } from "~/desk/desk-sessions";
import { bookingConfirmation } from "~/desk/staff-replies";
import { STATUS_LABELS, type RequestStatus } from "~/desk/inbox";
import { whatsAppNumber } from "~/lib/phone-numbers";
import { deskDay, timeSince } from "../staff/desk-time";
import { UndoForm, type DeskRequest } from "./request-card";
import { staffPrimaryButton } from "../staff/staff-shell";
import { openDaysInSentenceEn } from "~/content/hospital/open-days";

/** A result in the bar at the bottom of the screen (StaffShell's `bar`), lifted off the page it covers. */
const banner = "rounded-lg border-2 p-3 shadow-lg";

/** What the fields of a lost change meant, in words: "Mark as Booked", "Add the note: …". */
function lostChangeText(fields: [string, string][]): string {
  const get = (name: string) => fields.find(([field]) => field === name)?.[1] ?? "";
  if (get("intent") === "note") return `Add the note: "${get("note")}"`;
  const status = get("status");
  const label = status in STATUS_LABELS ? STATUS_LABELS[status as RequestStatus] : status;
  const [day, session] = (get("visit") || `${get("day")}|${get("session")}`).split("|");
  const when = status === "booked" && day ? ` for ${deskDay(day)}${session ? `, ${session}` : ""}` : "";
  return `Mark as ${label}${when}`;
}

/**
 * What the last action on a request did, for the bar at the bottom of the screen: the change just made (with Undo,
 * the booking to send, the next waiting request), a change someone else made first, a booking without a day, and a
 * change a session lost, offered again.
 */
export function RequestBanners({
  request,
  csrf,
  back,
  undo,
  next,
  conflict,
  needsDay,
  lost,
}: {
  request: DeskRequest;
  csrf: string;
  back: string;
  undo: { from: RequestStatus; to: RequestStatus; remainingMs: number } | undefined;
  next: DeskRequest | undefined;
  conflict: boolean;
  needsDay: boolean;
  lost: { fields: [string, string][] } | undefined;
}) {
  const session = deskSession(request.visitSession);
  const mobile = whatsAppNumber(request.phone);
  const nextLink = next ? (
    <a
      href={`/staff/requests/${next.id}?back=${encodeURIComponent(back)}`}
      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
    >
      Next waiting: {next.name} ({timeSince(next.createdAt)}) →
    </a>
  ) : null;
  return (
    <>
      {lost ? (
        <form method="post" className={`${banner} border-accent-700 bg-accent-100`}>
          <p role="alert" className="font-semibold">
            Your session ended before this was saved: {lostChangeText(lost.fields)}. Save it now?
          </p>
          <input type="hidden" name="csrf" value={csrf} />
          {lost.fields.map(([name, value], index) => (
            <input key={index} type="hidden" name={name} value={value} />
          ))}
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="submit" className={staffPrimaryButton}>
              Save it now
            </button>
            <a href={`/staff/requests/${request.id}`} className="inline-flex min-h-11 items-center underline">
              Leave it
            </a>
          </div>
        </form>
      ) : null}
      {conflict ? (
        <p role="alert" className={`${banner} border-urgent-700 bg-urgent-50 font-semibold`}>
          Someone else changed this request while you had it open; nothing was changed. It is now:{" "}
          {STATUS_LABELS[request.status]}
          {request.statusChangedBy ? ` (${request.statusChangedBy})` : ""}. Check before you call.
        </p>
      ) : null}
      {needsDay ? (
        <p role="alert" className={`${banner} border-urgent-700 bg-urgent-50 font-semibold`}>
          Choose a day and a session to book: today or later, {openDaysInSentenceEn}.
        </p>
      ) : null}
      {undo ? (
        <div role="status" className={`${banner} border-green-800 bg-green-50`}>
          <p className="text-lg font-bold">
            {request.status === "booked" && request.visitDay
              ? `Booked for ${deskDay(request.visitDay)}${session ? `, ${session.label.toLowerCase()} (${session.hours})` : ""}.`
              : `Marked ${STATUS_LABELS[undo.to].toLowerCase()}.`}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {request.status === "booked" && request.visitDay && session && mobile ? (
              <a
                href={`https://wa.me/${mobile}?text=${encodeURIComponent(bookingConfirmation({ lang: request.lang, name: request.name, visit: { day: request.visitDay, session } }))}`}
                target="_blank"
                rel="noopener noreferrer"
                data-contact="whatsapp"
                data-contact-url={`/staff/requests/${request.id}/contact`}
                className={staffPrimaryButton}
              >
                Send the booking on WhatsApp ({request.lang === "te" ? "Telugu" : "English"})
              </a>
            ) : null}
            <UndoForm request={request} csrf={csrf} back={back} to={undo.from} remainingMs={undo.remainingMs} />
            {nextLink}
          </div>
        </div>
      ) : next ? (
        <p className="rounded-lg border-2 border-gray-300 bg-white px-3 shadow-lg">{nextLink}</p>
      ) : null}
    </>
  );
}
