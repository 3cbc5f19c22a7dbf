import { data, redirect } from "react-router";
import { SignInForm } from "~/components/staff/sign-in-form";
import { site } from "~/content/site";
import { verifyPassword } from "~/server/passwords.server";
import { readStaffForm, signIn, STAFF_HEADERS, staffVisit } from "~/server/staff.server";
import type { Route } from "./+types/login";

/** POST /staff/login: the sign-in form's destination. Rate-limited per address by the server shell. */
export async function action({ request, context }: Route.ActionArgs) {
  const visit = await staffVisit(request, context);
  const refuse = async (status: number, error: string) =>
    data({ csrf: visit.csrf, error }, { status, headers: { ...STAFF_HEADERS, "Set-Cookie": await visit.commit() } });
  if (visit.access.signInLimited) return refuse(429, "Too many sign-in attempts. Please wait and try again.");
  const form = await readStaffForm(request, visit);
  if (!form) return refuse(403, "Your sign-in form expired. Please try again.");
  if (!(await verifyPassword(form.get("password") ?? "", visit.access.passwordHash))) {
    return refuse(401, "That password is not right.");
  }
  signIn(visit);
  return redirect("/staff", { status: 303, headers: { ...STAFF_HEADERS, "Set-Cookie": await visit.commit() } });
}

/** The sign-in form at this address too (it also runs after the action, which then answers for the page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const visit = await staffVisit(request, context);
  return data({ csrf: visit.csrf }, { headers: { ...STAFF_HEADERS, "Set-Cookie": await visit.commit() } });
}

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Set-Cookie") ? actionHeaders : loaderHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Sign in | ${site.name} staff` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInForm csrf={actionData?.csrf ?? loaderData.csrf} error={actionData?.error} />;
}
