import { contactMarkForm } from "~/desk/desk-forms";
import { parseStaffForm } from "~/staff/staff-forms";
import { redirect } from "react-router";
import { requireAccount, safeStaffPath, staffAction, staffRefusal, type StaffFormArgs } from "~/staff/staff.server";
import type { Route } from "./+types/contact-mark";

/**
 * POST /staff/requests/:id/contact: the desk script's note that someone tapped Call or WhatsApp (or sent the
 * day-before reminder), so every open desk shows "Asha is calling · 2 min" and nobody calls the patient twice; and
 * the request page's "Not calling" (a mark tapped by mistake), which clears it.
 */
export const action = staffAction("staff-form", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const visit = requireAccount(args.visit, "/staff", "desk");
  const parsed = parseStaffForm(contactMarkForm, args.form);
  if (!parsed.ok) return staffRefusal(400, parsed.problem);
  const id = Number(args.params.id);
  const marked = await visit.access.store.markContact(id, visit.account.name, parsed.data.how);
  if (!marked) return staffRefusal(404, "No such request.");
  // "Not calling" is a form on the request's page: back to it. The script's marks want no page.
  if (parsed.data.how === "none") {
    const back =
      parsed.data.back && safeStaffPath(parsed.data.back) ? `?back=${encodeURIComponent(parsed.data.back)}` : "";
    return redirect(`/staff/requests/${id}${back}`, 303);
  }
  return new Response(null, { status: 204 });
});
