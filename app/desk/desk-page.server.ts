import { addDays, todayInIndia } from "../lib/form-basics";
import { isRequestStatus, nextOpenDays } from "./inbox";
import type { HistoryEntry, StoredRequest } from "./request-store.server";
import { signedInStaff, type StaffAccess } from "../staff/staff.server";
import { closedWeekdays } from "~/content/hospital/open-days";

/** What every signed-in desk page starts from, and the Undo a person is offered for their own latest change. */

/** How long the person who made a status change is offered its Undo. */
export const UNDO_MS = 2 * 60_000;

/** The status change this person made on this request within UNDO_MS, if it is still the latest: what Undo restores. */
export function justChanged(request: StoredRequest, history: HistoryEntry[], staff: string, now = Date.now()) {
  const last = history.find((entry) => entry.action === "status");
  if (!last || last.staff !== staff || last.at !== request.statusChangedAt) return undefined;
  if (now - Date.parse(last.at) > UNDO_MS) return undefined;
  const { from, to } = last;
  if (!isRequestStatus(from) || !isRequestStatus(to)) return undefined;
  return { request, from, to, at: last.at, remainingMs: UNDO_MS - (now - Date.parse(last.at)) };
}

/**
 * What every signed-in desk page starts with: the visit, and the frame's data (who, the form token, the waiting
 * counts with today's and the next visit day's bookings, how often to refresh).
 */
export async function deskPage(request: Request, context: { staff?: StaffAccess }) {
  const visit = await signedInStaff(request, context, "desk");
  const today = todayInIndia();
  const next = nextOpenDays(addDays(today, 1), 1, closedWeekdays)[0] ?? today;
  const counts = visit.access.store.waitingCounts([today, next]);
  return {
    visit,
    staff: visit.account.name,
    frame: {
      staff: visit.account.name,
      roles: visit.account.roles,
      csrf: visit.csrf,
      refreshSeconds: visit.access.refreshSeconds ?? 20,
      today,
      waiting: {
        new: counts.new,
        noAnswer: counts.noAnswer,
        today: { day: today, count: counts.visits[today] ?? 0 },
        next: { day: next, count: counts.visits[next] ?? 0 },
        newestId: counts.newestId,
      },
    },
  };
}
