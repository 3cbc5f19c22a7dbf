import { StaffShell, WhoAndWhen } from "~/staff/staff-shell";
import { site } from "~/content/site";
import { signedInStaff, staffLoader, staffPageHeaders } from "~/staff/staff.server";
import type { Route } from "./+types/activity";

/** /staff/activity: the desk's own log (exports, erasures, automatic deletions, accounts): who, when, how many. */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const visit = await signedInStaff(request, context, "desk");
  return { staff: visit.account.name, csrf: visit.csrf, entries: visit.access.store.deskLog(200) };
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Desk log | ${site.name} front desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffActivity({ loaderData }: Route.ComponentProps) {
  const { staff, csrf, entries } = loaderData;
  return (
    <StaffShell signedIn={{ name: staff, csrf, current: "activity" }}>
      <h1 className="text-3xl font-bold">Desk log</h1>
      <p className="mt-2 max-w-prose">
        Exports, erasures, automatic deletions after the retention period, quick replies and account changes, newest
        first. Changes to a single request are in that request&apos;s own history.
      </p>
      {entries.length === 0 ? (
        <p className="mt-4">Nothing yet.</p>
      ) : (
        <ol className="mt-4 space-y-2">
          {entries.map((entry, index) => (
            <li key={index} className="rounded-lg border border-gray-300 bg-white p-3">
              <WhoAndWhen at={entry.at} staff={entry.staff} />
              <strong>{entry.action}</strong>: {entry.detail}
            </li>
          ))}
        </ol>
      )}
    </StaffShell>
  );
}
