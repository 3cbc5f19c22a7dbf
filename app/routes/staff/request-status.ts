import { redirect } from "react-router";
import { REQUEST_STATUSES, type RequestStatus } from "~/lib/inbox";
import { readStaffForm, staffRefusal, staffVisit } from "~/server/staff.server";
import type { Route } from "./+types/request-status";

/** Back to the inbox view the change was made from (same filters), never to another site. */
function backToInbox(referer: string | null): string {
  try {
    const url = new URL(referer ?? "", "http://local");
    if (url.pathname === "/staff") return `/staff${url.search}`;
  } catch {
    // fall through
  }
  return "/staff";
}

/** POST /staff/requests/:id/status: the front desk marks a request contacted or closed. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const visit = await staffVisit(request, context);
  if (!visit.signedIn) return staffRefusal(401, "Please sign in at /staff.");
  const form = await readStaffForm(request, visit);
  if (!form) return staffRefusal(403, "This form has expired. Go back, reload the page and try again.");
  const status = form.get("status") as RequestStatus;
  const id = Number(params.id);
  if (!REQUEST_STATUSES.includes(status) || !Number.isInteger(id) || !visit.access.store.setStatus(id, status)) {
    return staffRefusal(400, "That status change could not be made.");
  }
  return redirect(backToInbox(request.headers.get("Referer")), {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
}
