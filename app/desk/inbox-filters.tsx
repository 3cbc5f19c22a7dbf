import { INBOX_PAGE_SIZE, REQUEST_STATUSES, STATUS_LABELS, inboxQuery, type InboxFilters } from "~/desk/inbox";
import { staffButton, staffControl, staffLabel } from "../staff/staff-shell";

/**
 * The search box: a name or a number, across every request (a filter in use is set aside, so a search never finds
 * nothing only because the view was "New appointments"). A plain GET form: every view has an address.
 */
export function InboxSearch({ filters }: { filters: InboxFilters }) {
  return (
    <form method="get" action="/staff" role="search" aria-label="Find requests" className="flex gap-2">
      <label htmlFor="q" className="sr-only">
        Name or phone
      </label>
      <input
        id="q"
        name="q"
        type="search"
        placeholder="Name or phone"
        defaultValue={filters.search}
        className={`${staffControl} min-w-0 flex-1`}
      />
      <button type="submit" className={staffButton}>
        Search
      </button>
    </form>
  );
}

/** The filters: status, type, language, received days, the visit day; the search kept. */
export function InboxFilterForm({ filters, exportHref }: { filters: InboxFilters; exportHref: string }) {
  const filtered = Boolean(
    filters.status || filters.kind || filters.lang || filters.from || filters.to || filters.visit,
  );
  const select = (id: keyof InboxFilters, label: string, options: [string, string][], value = "") => (
    <div>
      <label htmlFor={id} className={staffLabel}>
        {label}
      </label>
      <select id={id} name={id} defaultValue={value} className={staffControl}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
  const day = (id: "from" | "to" | "visit", label: string, value?: string) => (
    <div>
      <label htmlFor={id} className={staffLabel}>
        {label}
      </label>
      <input id={id} name={id} type="date" defaultValue={value} className={staffControl} />
    </div>
  );
  // Closed even when a filter is in use (the rows come first); its summary then names the filters in use, so
  // nobody wonders why requests are missing.
  return (
    <details className="open:mt-1 open:basis-full open:rounded-xl open:border open:border-gray-300 open:bg-white open:px-3">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-800">
        {filtered ? `Filtered: ${describeFilters(filters)}` : "Filters and CSV"}
      </summary>
      <form method="get" action="/staff" aria-label="Filter requests" className="space-y-3 pb-3">
        {filters.search ? <input type="hidden" name="q" value={filters.search} /> : null}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {select(
            "status",
            "Status",
            [
              ["", "Any status"],
              ...REQUEST_STATUSES.map((status) => [status, STATUS_LABELS[status]] as [string, string]),
            ],
            filters.status,
          )}
          {select(
            "kind",
            "Type",
            [
              ["", "All types"],
              ["appointment", "Appointments"],
              ["contact", "Messages"],
            ],
            filters.kind,
          )}
          {select(
            "lang",
            "Language",
            [
              ["", "Any language"],
              ["te", "Telugu"],
              ["en", "English"],
            ],
            filters.lang,
          )}
          {day("from", "Received from", filters.from)}
          {day("to", "Received to", filters.to)}
          {day("visit", "Visit booked for", filters.visit)}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={staffButton}>
            Show requests
          </button>
          <a href="/staff" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            Clear filters
          </a>
          <a href={exportHref} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            Download these as CSV
          </a>
        </div>
      </form>
    </details>
  );
}

/** "New · Appointments · Telugu": the filters in use, in words. */
function describeFilters(filters: InboxFilters): string {
  return [
    filters.status ? STATUS_LABELS[filters.status] : "",
    filters.kind === "appointment" ? "Appointments" : filters.kind === "contact" ? "Messages" : "",
    filters.lang === "te" ? "Telugu" : filters.lang === "en" ? "English" : "",
    filters.from ? `from ${filters.from}` : "",
    filters.to ? `to ${filters.to}` : "",
    filters.visit ? `visit on ${filters.visit}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Previous and next pages of a view, and where in it this page is. */
export function Pager({ filters, total }: { filters: InboxFilters; total: number }) {
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  if (pages === 1) return null;
  const link = (page: number, label: string, rel: "prev" | "next") => (
    <a
      href={`/staff${inboxQuery({ ...filters, page })}`}
      rel={rel}
      className="inline-flex min-h-11 items-center rounded-lg border-2 border-brand-700 bg-white px-4 font-semibold text-brand-800"
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-3">
      {filters.page > 1 ? link(filters.page - 1, "Previous page", "prev") : null}
      <span>
        Page {Math.min(filters.page, pages)} of {pages}
      </span>
      {filters.page < pages ? link(filters.page + 1, "Next page", "next") : null}
    </nav>
  );
}
