import { data, redirect } from "react-router";
import { SignInForm } from "~/staff/sign-in-form";
import { site } from "~/content/site";
import { parseStaffForm, signInForm } from "~/staff/staff-forms";
import { ACCOUNT_LOCK } from "~/staff/staff-directory.server";
import {
  knownDevices,
  rememberDevice,
  safeStaffPath,
  staffAction,
  staffLoader,
  staffVisit,
  startSession,
  type StaffFormArgs,
  type StaffVisit,
} from "~/staff/staff.server";
import type { Route } from "./+types/login";

/** The one answer to every refused name and password: it never says whether the name exists or is locked. */
const NOT_SIGNED_IN =
  "That name and password do not match an account, or the account is paused after too many wrong passwords. " +
  `On a computer or phone you have signed in from before, you can still sign in. Otherwise wait ${ACCOUNT_LOCK.windowMs / 60_000} minutes, or ask for the password to be reset.`;

/** The sign-in page again, with why and a fresh form, the name as typed and where it returns to. */
async function refuse(visit: StaffVisit, status: number, error: string, form?: URLSearchParams) {
  const next = form?.get("next");
  return data(
    // A fresh install keeps saying how to create the first account, even after a failed sign-in.
    {
      csrf: visit.csrf,
      error,
      noAccounts: visit.access.directory.count() === 0,
      name: (form?.get("name") ?? "").slice(0, 100),
      next: safeStaffPath(next) ? next : undefined,
      ended: false,
    },
    { status, headers: { "Set-Cookie": await visit.commit() } },
  );
}

/**
 * POST /staff/login: each person signs in with their own account. Failed attempts are limited per address (the
 * "staff-sign-in" policy) and per account (the directory: too many wrong passwords lock it, except on devices
 * that have signed in to it before).
 */
export const action = staffAction(
  "staff-sign-in",
  async ({ request, visit, form, limit }: StaffFormArgs<Route.ActionArgs>) => {
    if (limit.over) {
      return refuse(visit, 429, "Too many sign-in attempts from here. Please wait and try again.", form);
    }
    const { access } = visit;
    const parsed = parseStaffForm(signInForm, form);
    if (!parsed.ok) return refuse(visit, 400, NOT_SIGNED_IN, form);
    const result = await access.directory.signIn(
      parsed.data.name,
      parsed.data.password,
      await knownDevices(request, access),
    );
    if (!result.ok) return refuse(visit, 401, NOT_SIGNED_IN, form);
    await limit.forgive();
    startSession(visit, result.sessionId);
    const headers = new Headers();
    headers.append("Set-Cookie", await visit.commit());
    headers.append("Set-Cookie", await rememberDevice(request, access, result.deviceKey));
    // Back to the page the person was on when the session ended (a request, with its lost change offered again).
    const { next } = parsed.data;
    return redirect(safeStaffPath(next) ? next : "/staff", { status: 303, headers });
  },
  (visit) => refuse(visit, 403, "Your sign-in form expired. Please try again."),
);

export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const visit = await staffVisit(request, context);
  const params = new URL(request.url).searchParams;
  const next = params.get("next");
  if (visit.account) throw redirect(safeStaffPath(next) ? next : "/staff", { status: 303 });
  // The sign-in form's CSRF token lives in the (not yet signed-in) session cookie.
  return data(
    {
      csrf: visit.csrf,
      noAccounts: visit.access.directory.count() === 0,
      next: safeStaffPath(next) ? next : undefined,
      ended: params.has("ended") || visit.ended,
      lostChange: Boolean(visit.session.get("lost")),
    },
    { headers: { "Set-Cookie": await visit.commit() } },
  );
});

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
      name={actionData?.name}
      next={actionData?.next ?? loaderData.next}
      ended={!actionData && loaderData.ended ? { lostChange: loaderData.lostChange } : undefined}
    />
  );
}
