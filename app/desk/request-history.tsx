import { HeadedBox } from "~/components/sections/headed-box";
import { deskSession } from "~/desk/desk-sessions";
import { REQUEST_STATUSES, STATUS_LABELS, isRequestStatus } from "~/desk/inbox";
import type { HistoryEntry } from "~/desk/stored-request";
import { shortDay } from "../staff/desk-time";
import { StatusFields, type DeskRequest } from "./request-card";
import { WhoAndWhen, staffButton, staffControl, staffLabel } from "../staff/staff-shell";

const staffBox = "rounded-xl border border-gray-300 bg-white p-4";

/** The desk's notes on a request: entries with who and when, added, never overwritten. */
export function RequestNotes({
  request,
  history,
  csrf,
  back,
  limit,
}: {
  request: DeskRequest;
  history: HistoryEntry[];
  csrf: string;
  back: string;
  limit: number;
}) {
  const notes = history.filter((entry) => entry.action === "note" && entry.detail);
  return (
    <HeadedBox headingId="notes" title="Notes" className={staffBox} headingClassName="text-xl font-bold">
      {notes.length === 0 ? <p className="mt-2">No notes yet.</p> : null}
      <ol className="mt-2 space-y-2" aria-label="Notes, newest first">
        {notes.map((entry, index) => (
          <li key={index} className="border-b border-gray-200 pb-2 break-words">
            <WhoAndWhen at={entry.at} staff={entry.staff} />
            {entry.detail}
          </li>
        ))}
      </ol>
      <form method="post" action={`/staff/requests/${request.id}`} className="mt-3 space-y-2">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="back" value={back} />
        <label htmlFor="note" className={staffLabel}>
          Add a note for the desk (for example: &quot;asked to call after 5 pm&quot;)
        </label>
        <textarea id="note" name="note" maxLength={limit} rows={2} required className={`${staffControl} py-2`} />
        <button type="submit" className={staffButton}>
          Add note
        </button>
      </form>
    </HeadedBox>
  );
}

/** Every status change, who made it and when, newest first (the notes are in their own box). */
export function StatusHistory({ history }: { history: HistoryEntry[] }) {
  const changes = history.filter((entry) => entry.action === "status");
  return (
    <HeadedBox headingId="history-heading" title="History" className={staffBox} headingClassName="text-xl font-bold">
      {changes.length === 0 ? (
        <p className="mt-2">No changes yet.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {changes.map((entry, index) => {
            const session = deskSession(entry.visitSession);
            return (
              <li key={index} className="border-b border-gray-200 pb-2">
                <WhoAndWhen at={entry.at} staff={entry.staff} />
                {`Status: ${[entry.from, entry.to]
                  .map((status) => (isRequestStatus(status) ? STATUS_LABELS[status] : status))
                  .join(" → ")}`}
                {entry.visitDay
                  ? ` for ${shortDay(entry.visitDay)}${session ? `, ${session.label.toLowerCase()}` : ""}`
                  : ""}
              </li>
            );
          })}
        </ol>
      )}
    </HeadedBox>
  );
}

/** Any status, for a mistake the buttons cannot undo any more. */
export function StatusCorrection({ request, csrf, back }: { request: DeskRequest; csrf: string; back: string }) {
  return (
    <details className={staffBox}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        Correct the status
      </summary>
      <form method="post" action={`/staff/requests/${request.id}`} className="mt-2 space-y-2">
        <StatusFields request={request} csrf={csrf} back={back} />
        <label htmlFor="status" className={staffLabel}>
          Status (booking needs a day: use the booking buttons)
        </label>
        <select id="status" name="status" defaultValue={request.status} className={staffControl}>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <button type="submit" className={staffButton}>
          Set status
        </button>
      </form>
    </details>
  );
}
