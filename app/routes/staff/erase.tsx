import { redirect } from "react-router";
import { deskTime } from "~/staff/desk-time";
import { StaffShell, staffButton, staffControl, staffLabel } from "~/staff/staff-shell";
import { site } from "~/content/site";
import { phoneKey } from "~/desk/inbox";
import { eraseForm } from "~/desk/desk-forms";
import { parseStaffForm } from "~/staff/staff-forms";
import {
  requireAccount,
  signedInStaff,
  staffAction,
  staffLoader,
  staffRefusal,
  type StaffFormArgs,
  staffPageHeaders,
} from "~/staff/staff.server";
import type { Route } from "./+types/erase";

/**
 * /staff/erase: a person asks for their data to be erased (DPDP Act 2023). The desk finds their requests by phone
 * number, checks them, and erases them all with their history. The number is only ever posted, never put in the
 * address (where proxy logs and the browser's history would keep it). The desk log records that an erasure was
 * done and how many requests it removed, never whose.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const visit = await signedInStaff(request, context, "desk");
  const erased = new URL(request.url).searchParams.get("erased");
  return { staff: visit.account.name, csrf: visit.csrf, erased: erased === null ? null : Number(erased) };
});

/** POST intent=find: the requests sent with a number. POST intent=erase: erase them. */
export const action = staffAction("staff-form", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const visit = requireAccount(args.visit, "/staff", "desk");
  const parsed = parseStaffForm(eraseForm, args.form);
  if (!parsed.ok) return staffRefusal(400, parsed.problem);
  const { phone, intent } = parsed.data;
  const fullNumber = phoneKey(phone).length >= 10;
  if (intent !== "erase") {
    const matches = fullNumber ? visit.access.store.findByPhone(phone) : [];
    return {
      phone,
      tooShort: !fullNumber,
      matches: matches.map(({ id, kind, name, createdAt }) => ({ id, kind, name, createdAt })),
    };
  }
  if (!fullNumber) return staffRefusal(400, "A full phone number is needed to erase.");
  const count = await visit.access.store.eraseByPhone(phone);
  await visit.access.store.log({
    staff: visit.account.name,
    action: "Erasure on request",
    detail: `${count} request(s) erased with their history`,
  });
  return redirect(`/staff/erase?erased=${count}`, 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Erase a person's data | ${site.name} front desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffErase({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, staff, erased } = loaderData;
  // A refused form's answer is plain text; only a lookup's answer carries matches.
  const found =
    typeof actionData === "object" && actionData !== null && "matches" in actionData ? actionData : undefined;
  const { phone = "", matches = [], tooShort = false } = found ?? {};
  return (
    <StaffShell signedIn={{ name: staff, csrf, current: "erase" }}>
      <h1 className="text-3xl font-bold">Erase a person&apos;s data</h1>
      <p className="mt-2 max-w-prose">
        When someone asks us to delete what they sent through the website, find their requests by the phone number they
        used, check that they are theirs, and erase them. This cannot be undone. Backups keep a copy until they are
        deleted at the end of the retention period.
      </p>
      {erased !== null ? (
        <p role="status" className="mt-4 rounded-lg border-2 border-brand-700 bg-brand-50 p-3 font-semibold">
          Erased {erased} request{erased === 1 ? "" : "s"}. The desk log records that an erasure was done, not whose.
        </p>
      ) : null}
      <form method="post" className="mt-4 flex max-w-md flex-wrap items-end gap-3">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="find" />
        <div className="grow">
          <label htmlFor="phone" className={staffLabel}>
            Phone number they used
          </label>
          <input id="phone" name="phone" type="tel" defaultValue={phone} required className={staffControl} />
        </div>
        <button type="submit" className={staffButton}>
          Find requests
        </button>
      </form>
      {tooShort ? <p className="mt-3 font-semibold">Type the whole number (10 digits).</p> : null}
      {phone && !tooShort ? (
        matches.length === 0 ? (
          <p className="mt-4">No requests were sent with this number.</p>
        ) : (
          <section aria-labelledby="matches" className="mt-4 max-w-prose">
            <h2 id="matches" className="text-xl font-bold">
              {matches.length} request{matches.length === 1 ? "" : "s"} with this number
            </h2>
            <ul className="mt-2 list-disc pl-6">
              {matches.map((match) => (
                <li key={match.id}>
                  #{match.id} · {match.kind === "appointment" ? "Appointment" : "Message"} · {match.name} ·{" "}
                  {deskTime(match.createdAt)}
                </li>
              ))}
            </ul>
            <form
              method="post"
              className="mt-3"
              data-confirm={`Erase ${matches.length} request(s) for this number? This cannot be undone.`}
            >
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="phone" value={phone} />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-lg bg-urgent-700 px-4 font-semibold text-white"
              >
                {matches.length === 1 ? "Erase this request" : `Erase these ${matches.length} requests`}
              </button>
            </form>
          </section>
        )
      ) : null}
    </StaffShell>
  );
}
