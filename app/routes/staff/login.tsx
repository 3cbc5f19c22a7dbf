import { data, redirect } from "react-router";
import { SignInForm } from "~/components/staff/sign-in-form";
import { site } from "~/content/site";
import { ACCOUNT_LOCK } from "~/server/staff-directory";
import { readStaffForm, startSession, STAFF_HEADERS, staffVisit } from "~/server/staff.server";
import type { Route } from "./+types/login";

/**
 * POST /staff/login: each person signs in with their own account. Limited per address by the server shell and
 * per account by the directory (too many wrong passwords lock the account for a while).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const visit = await staffVisit(request, context);
  const refuse = async (status: number, error: string) =>
    data(
      // A fresh install keeps saying how to create the first account, even after a failed sign-in.
      { csrf: visit.csrf, error, noAccounts: visit.access.directory.count() === 0 },
      { status, headers: { ...STAFF_HEADERS, "Set-Cookie": await visit.commit() } },
    );
  if (visit.access.signInLimited) return refuse(429, "Too many sign-in attempts from here. Please wait and try again.");
  const form = await readStaffForm(request, visit);
  if (!form) return refuse(403, "Your sign-in form expired. Please try again.");
  const result = await visit.access.directory.signIn(form.get("name") ?? "", form.get("password") ?? "");
  if (!result.ok) {
    return result.reason === "locked"
      ? refuse(
          429,
          `Too many wrong passwords for this account. Wait ${ACCOUNT_LOCK.windowMs / 60_000} minutes, or ask for the password to be reset.`,
        )
      : refuse(401, "That name and password do not match an account.");
  }
  startSession(visit, result.sessionId);
  return redirect("/staff", { status: 303, headers: { ...STAFF_HEADERS, "Set-Cookie": await visit.commit() } });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const visit = await staffVisit(request, context);
  if (visit.account) throw redirect("/staff", { status: 303, headers: STAFF_HEADERS });
  // The sign-in form's CSRF token lives in the (not yet signed-in) session cookie.
  return data(
    { csrf: visit.csrf, noAccounts: visit.access.directory.count() === 0 },
    { headers: { ...STAFF_HEADERS, "Set-Cookie": await visit.commit() } },
  );
}

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Set-Cookie") ? actionHeaders : loaderHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Sign in | ${site.name} front desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInForm
      csrf={actionData?.csrf ?? loaderData.csrf}
      error={actionData?.error}
      noAccounts={actionData?.noAccounts ?? loaderData.noAccounts}
    />
  );
}
