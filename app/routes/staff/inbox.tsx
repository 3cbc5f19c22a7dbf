import { redirect } from "react-router";
import { InboxFilterForm, InboxSearch, Pager } from "~/desk/inbox-filters";
import { RequestRow } from "~/desk/request-row";
import { StaffShell } from "~/staff/staff-shell";
import { site } from "~/content/site";
import { INBOX_PAGE_SIZE, inboxFilters, inboxQuery, oldestFirst } from "~/desk/inbox";
import { deskPage, justChanged } from "~/desk/desk-page.server";
import { staffLoader, staffPageHeaders } from "~/staff/staff.server";
import type { Route } from "./+types/inbox";

/**
 * /staff: the day's work. The waiting counts on top, then the view: every request newest first, or a waiting view
 * oldest first; one compact row each. A request just changed from here stays in its place with an Undo.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const desk = await deskPage(request, context);
  const filters = inboxFilters(new URL(request.url).searchParams);
  const { store } = desk.visit.access;
  const { requests, total } = store.list(filters);
  // A page past the end (an old link, a hand-typed number): the last page that has requests.
  if (requests.length === 0 && filters.page > 1 && total > 0) {
    const last = Math.ceil(total / INBOX_PAGE_SIZE);
    throw redirect(`/staff${inboxQuery({ ...filters, page: last })}`);
  }
  const kept = filters.keep ? store.get(filters.keep) : undefined;
  const undo = kept ? justChanged(kept, store.history(kept.id), desk.staff) : undefined;
  return { ...desk.frame, filters, requests, total, undo, now: Date.now() };
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Requests | ${site.name} front desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  const { csrf, filters, requests, total, waiting, staff, roles, undo, now, refreshSeconds } = loaderData;
  const view = inboxQuery(filters);
  const first = (filters.page - 1) * INBOX_PAGE_SIZE + 1;
  const last = Math.min(first + requests.length - 1, total);
  // In words, not "1–25": a screen reader says "to", and a dash between numbers can end a narrow line (decision 0079).
  const shown = first === last ? `${first}` : `${first} to ${last}`;
  const order = oldestFirst(filters) ? "oldest first" : "newest first";
  const back = encodeURIComponent(`/staff${view}`);
  return (
    <StaffShell
      signedIn={{ name: staff, csrf, current: "inbox", roles }}
      waiting={waiting}
      refreshSeconds={refreshSeconds}
    >
      <h1 className="sr-only">Requests</h1>
      <InboxSearch filters={filters} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3">
        <p role="status" data-live="summary">
          {total === 0 ? "No requests match." : `${shown} of ${total}, ${order}`}
        </p>
        <InboxFilterForm filters={filters} exportHref={`/staff/export.csv${view}`} />
      </div>
      <div
        data-live="list"
        aria-label={`Requests, ${order}`}
        role="list"
        className="mt-2 overflow-hidden rounded-xl border border-b-0 border-gray-300 bg-white"
      >
        {requests.map((request) => (
          <div role="listitem" key={request.id}>
            <RequestRow
              request={request}
              now={now}
              open={`/staff/requests/${request.id}?back=${back}`}
              undo={
                undo?.request.id === request.id
                  ? { csrf, to: undo.from, back: `/staff${view}`, remainingMs: undo.remainingMs }
                  : undefined
              }
            />
          </div>
        ))}
      </div>
      <div className="mt-3">
        <Pager filters={filters} total={total} />
      </div>
    </StaffShell>
  );
}
