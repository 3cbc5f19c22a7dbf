import { data, redirect } from "react-router";
import { StaffShell, deskTime, staffButton, staffControl, staffLabel } from "~/components/staff/staff-shell";
import { site } from "~/content/site";
import { phoneKey } from "~/lib/inbox";
import { readStaffForm, signedInStaff, STAFF_HEADERS, staffRefusal } from "~/server/staff.server";
import type { Route } from "./+types/erase";

/**
 * /staff/erase: a person asks for their data to be erased (DPDP Act 2023). The desk finds their requests by phone
 * number, checks them, and erases them all with their history. The desk log records that an erasure was done and
 * how many requests it removed, never whose.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const visit = await signedInStaff(request, context);
  const params = new URL(request.url).searchParams;
  const phone = (params.get("phone") ?? "").slice(0, 30);
  const erased = params.get("erased");
  const matches = phone ? visit.access.store.findByPhone(phone) : [];
  return data(
    {
      staff: visit.account.name,
      csrf: visit.csrf,
      phone,
      tooShort: phone !== "" && phoneKey(phone).length < 10,
      matches: matches.map(({ id, kind, name, createdAt }) => ({ id, kind, name, createdAt })),
      erased: erased === null ? null : Number(erased),
    },
    { headers: STAFF_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const visit = await signedInStaff(request, context);
  const form = await readStaffForm(request, visit);
  if (!form) return staffRefusal(403, "This form has expired. Go back, reload the page and try again.");
  const phone = form.get("phone") ?? "";
  if (phoneKey(phone).length < 10) return staffRefusal(400, "A full phone number is needed to erase.");
  const count = visit.access.store.eraseByPhone(phone);
  visit.access.store.log({
    staff: visit.account.name,
    action: "Erasure on request",
    detail: `${count} request(s) erased with their history`,
  });
  return redirect(`/staff/erase?erased=${count}`, { status: 303, headers: { "Cache-Control": "no-store" } });
}

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Erase a person's data | ${site.name} front desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffErase({ loaderData }: Route.ComponentProps) {
  const { csrf, staff, phone, matches, erased, tooShort } = loaderData;
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
      <form method="get" className="mt-4 flex max-w-md flex-wrap items-end gap-3">
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
