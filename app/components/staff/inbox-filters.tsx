import { INBOX_PAGE_SIZE, REQUEST_STATUSES, STATUS_LABELS, inboxQuery, type InboxFilters } from "~/lib/inbox";
import { staffButton, staffControl, staffLabel } from "./staff-shell";

/** The inbox's search and filters: a plain GET form, so every view has an address that can be shared or reloaded. */
export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  const filtered = Boolean(filters.status || filters.kind || filters.lang || filters.from || filters.to);
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
  const day = (id: "from" | "to", label: string, value?: string) => (
    <div>
      <label htmlFor={id} className={staffLabel}>
        {label}
      </label>
      <input id={id} name={id} type="date" defaultValue={value} className={staffControl} />
    </div>
  );
  return (
    <form
      method="get"
      action="/staff"
      role="search"
      aria-label="Find requests"
      className="space-y-3 rounded-xl border border-gray-300 bg-white p-3"
    >
      <div>
        <label htmlFor="q" className={staffLabel}>
          Name or phone
        </label>
        <input id="q" name="q" type="search" defaultValue={filters.search} className={staffControl} />
      </div>
      {/* Open whenever a filter is in use, so nobody wonders why requests are missing. */}
      <details open={filtered || undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
          Filter by status, type, language or date
        </summary>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
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
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={staffButton}>
          Show requests
        </button>
        <a href="/staff" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          Clear filters
        </a>
      </div>
    </form>
  );
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
      {filters.page > 1 ? link(filters.page - 1, "Newer", "prev") : null}
      <span>
        Page {Math.min(filters.page, pages)} of {pages}
      </span>
      {filters.page < pages ? link(filters.page + 1, "Older", "next") : null}
    </nav>
  );
}
