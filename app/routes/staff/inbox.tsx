import { redirect } from "react-router";
import { InboxFilterForm, Pager } from "~/components/staff/inbox-filters";
import { RequestCard } from "~/components/staff/request-card";
import { StaffShell } from "~/components/staff/staff-shell";
import { site } from "~/content/site";
import { INBOX_PAGE_SIZE, inboxFilters, inboxQuery } from "~/lib/inbox";
import { signedInStaff, staffLoader } from "~/server/staff.server";
import type { Route } from "./+types/inbox";

/** /staff: the day's work. What is waiting on top, then every request newest first, filtered and paged. */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const visit = await signedInStaff(request, context);
  const filters = inboxFilters(new URL(request.url).searchParams);
  const { store } = visit.access;
  const { requests, total } = store.list(filters);
  // A page past the end (an old link, a hand-typed number): the last page that has requests.
  if (requests.length === 0 && filters.page > 1 && total > 0) {
    const last = Math.ceil(total / INBOX_PAGE_SIZE);
    throw redirect(`/staff${inboxQuery({ ...filters, page: last })}`);
  }
  return { staff: visit.account.name, csrf: visit.csrf, filters, requests, total, waiting: store.waitingCounts() };
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Requests | ${site.name} front desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  const { csrf, filters, requests, total, waiting, staff } = loaderData;
  const view = inboxQuery(filters);
  const first = (filters.page - 1) * INBOX_PAGE_SIZE + 1;
  const waitingLinks = [
    { label: "New appointments", count: waiting.new.appointment, query: { status: "new", kind: "appointment" } },
    { label: "New messages", count: waiting.new.contact, query: { status: "new", kind: "contact" } },
    { label: "No answer: try again", count: waiting.noAnswer, query: { status: "no_answer" } },
  ] as const;
  return (
    <StaffShell signedIn={{ name: staff, csrf, current: "inbox" }}>
      <h1 className="text-3xl font-bold">Requests</h1>
      <ul aria-label="Waiting" className="my-4 grid grid-cols-1 gap-2 sm:grid-cols-3">
        {waitingLinks.map((item) => (
          <li key={item.label}>
            <a
              href={`/staff${inboxQuery(item.query)}`}
              className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-gray-300 bg-white px-4 py-2 font-semibold"
            >
              <span>{item.label}</span>
              <span className="text-2xl">{item.count}</span>
            </a>
          </li>
        ))}
      </ul>
      <InboxFilterForm filters={filters} />
      <div className="my-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status">
          {total === 0
            ? "No requests match."
            : `Showing ${first}–${Math.min(first + requests.length - 1, total)} of ${total} request${total === 1 ? "" : "s"}, newest first`}
        </p>
        <a
          href={`/staff/export.csv${view}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          Download these as CSV
        </a>
      </div>
      <ol className="space-y-3" aria-label="Requests, newest first">
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} csrf={csrf} back={`/staff${view}#request-${request.id}`} />
          </li>
        ))}
      </ol>
      <div className="mt-4">
        <Pager filters={filters} total={total} />
      </div>
    </StaffShell>
  );
}
