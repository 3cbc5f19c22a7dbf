import { redirect } from "react-router";
import { readStaffForm, staffRefusal, staffVisit } from "~/server/staff.server";
import type { Route } from "./+types/logout";

/** POST /staff/logout: ends the session in the database and clears its cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const visit = await staffVisit(request, context);
  if (!(await readStaffForm(request, visit)))
    return staffRefusal(403, "This form has expired. Reload the page and try again.");
  return redirect("/staff/login", {
    status: 303,
    headers: { "Set-Cookie": await visit.destroy(), "Cache-Control": "no-store" },
  });
}
