import { data } from "react-router";
import { SignInForm } from "~/components/staff/sign-in-form";
import { StaffShell, staffButton, staffControl } from "~/components/staff/staff-shell";
import { site } from "~/content/site";
import { inboxFilters, REQUEST_STATUSES } from "~/lib/inbox";
import { STAFF_HEADERS, staffVisit } from "~/server/staff.server";
import type { Route } from "./+types/inbox";

/** /staff: the sign-in form, or once signed in every request newest first, with search, status and CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const visit = await staffVisit(request, context);
  if (!visit.signedIn) {
    // The sign-in form's CSRF token lives in the (not yet signed-in) session cookie.
    return data(
      { signedIn: false as const, csrf: visit.csrf },
      { headers: { ...STAFF_HEADERS, "Set-Cookie": await visit.commit() } },
    );
  }
  const filters = inboxFilters(new URL(request.url).searchParams);
  const requests = visit.access.store.list(filters).map((row) => ({
    ...row,
    received: new Date(row.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" }),
  }));
  return data({ signedIn: true as const, csrf: visit.csrf, filters, requests }, { headers: STAFF_HEADERS });
}

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.signedIn ? "Inbox" : "Sign in"} | ${site.name} staff` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignInForm csrf={loaderData.csrf} />;
  const { csrf, filters, requests } = loaderData;
  const query = new URLSearchParams({
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.search ? { q: filters.search } : {}),
  }).toString();
  return (
    <StaffShell
      signOut={
        <form method="post" action="/staff/logout">
          <input name="csrf" value={csrf} type="hidden" />
          <button type="submit" className="min-h-11 rounded-lg border border-white px-4 font-semibold">
            Sign out
          </button>
        </form>
      }
    >
      <h1 className="text-3xl font-bold">Requests ({requests.length})</h1>
      <form method="get" action="/staff" role="search" className="my-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="q" className="block font-semibold">
            Name or phone
          </label>
          <input id="q" name="q" defaultValue={filters.search} className={staffControl} />
        </div>
        <div>
          <label htmlFor="kind" className="block font-semibold">
            Type
          </label>
          <select id="kind" name="kind" defaultValue={filters.kind ?? ""} className={staffControl}>
            <option value="">All</option>
            <option value="appointment">Appointments</option>
            <option value="contact">Messages</option>
          </select>
        </div>
        <button type="submit" className={staffButton}>
          Search
        </button>
        <a
          href={`/staff/export.csv${query ? `?${query}` : ""}`}
          className="min-h-11 content-center font-semibold text-brand-700 underline"
        >
          Download CSV
        </a>
      </form>
      {requests.length === 0 ? (
        <p>No requests yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Appointment requests and messages, newest first</caption>
            <thead className="bg-brand-50">
              <tr>
                {["Received", "Type", "Name", "Phone / e-mail", "Preferred date", "Message", "Status"].map((title) => (
                  <th key={title} scope="col" className="border-b border-gray-200 p-2">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {requests.map((row) => (
                <tr key={row.id} className="align-top">
                  <td className="border-b border-gray-200 p-2">{row.received}</td>
                  <td className="border-b border-gray-200 p-2">
                    {row.kind === "appointment" ? "Appointment" : "Message"}
                    {row.lang === "te" ? (
                      <strong className="mt-1 block w-fit rounded bg-accent-100 px-1.5 text-sm">
                        Telugu: answer in Telugu
                      </strong>
                    ) : null}
                  </td>
                  <td className="border-b border-gray-200 p-2">{row.name}</td>
                  <td className="border-b border-gray-200 p-2">
                    <a href={`tel:${row.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
                      {row.phone}
                    </a>
                    {row.email ? <span className="block">{row.email}</span> : null}
                  </td>
                  <td className="border-b border-gray-200 p-2">{row.preferredDate}</td>
                  <td className="max-w-md border-b border-gray-200 p-2 break-words whitespace-pre-wrap">
                    {row.subject ? <strong className="block">{row.subject}</strong> : null}
                    {row.service ? `[${row.service}] ` : ""}
                    {row.message}
                    {row.source ? <small className="block text-muted">From: {row.source}</small> : null}
                  </td>
                  <td className="border-b border-gray-200 p-2">
                    <form method="post" action={`/staff/requests/${row.id}/status`} className="flex flex-wrap gap-2">
                      <input name="csrf" value={csrf} type="hidden" />
                      <select
                        name="status"
                        defaultValue={row.status}
                        aria-label={`Status of request ${row.id}`}
                        className={`${staffControl} ${row.status === "new" ? "font-bold text-accent-700" : ""}`}
                      >
                        {REQUEST_STATUSES.map((status) => (
                          <option key={status} value={status}>
                            {status}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className={staffButton}>
                        Save
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StaffShell>
  );
}
