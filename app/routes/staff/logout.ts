import { redirect } from "react-router";
import { staffAction, type StaffFormArgs } from "~/staff/staff.server";
import type { Route } from "./+types/logout";

/** POST /staff/logout: ends the session in the database and clears its cookie. */
export const action = staffAction("staff-form", async ({ visit }: StaffFormArgs<Route.ActionArgs>) =>
  redirect("/staff/login", { status: 303, headers: { "Set-Cookie": await visit.destroy() } }),
);
