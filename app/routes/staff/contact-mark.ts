import { requireAccount, staffAction, staffRefusal, type StaffFormArgs } from "~/server/staff.server";
import type { Route } from "./+types/contact-mark";

const HOW = ["call", "whatsapp", "reminder"] as const;

/**
 * POST /staff/requests/:id/contact: the desk script's note that someone tapped Call or WhatsApp (or sent the
 * day-before reminder), so every open desk shows "Asha is calling · 2 min" and nobody calls the patient twice.
 */
export const action = staffAction("staff-form", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const visit = requireAccount(args.visit);
  const how = args.form.get("how");
  if (!HOW.includes(how as (typeof HOW)[number])) return staffRefusal(400, "Unknown contact.");
  const marked = await visit.access.store.markContact(
    Number(args.params.id),
    visit.account.name,
    how as (typeof HOW)[number],
  );
  return marked ? new Response(null, { status: 204 }) : staffRefusal(404, "No such request.");
});
