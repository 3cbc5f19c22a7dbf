import { contactMarkForm, parseStaffForm } from "~/lib/staff-forms";
import { requireAccount, staffAction, staffRefusal, type StaffFormArgs } from "~/server/staff.server";
import type { Route } from "./+types/contact-mark";

/**
 * POST /staff/requests/:id/contact: the desk script's note that someone tapped Call or WhatsApp (or sent the
 * day-before reminder), so every open desk shows "Asha is calling · 2 min" and nobody calls the patient twice.
 */
export const action = staffAction("staff-form", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const visit = requireAccount(args.visit, "/staff", "desk");
  const parsed = parseStaffForm(contactMarkForm, args.form);
  if (!parsed.ok) return staffRefusal(400, parsed.problem);
  const marked = await visit.access.store.markContact(Number(args.params.id), visit.account.name, parsed.data.how);
  return marked ? new Response(null, { status: 204 }) : staffRefusal(404, "No such request.");
});
