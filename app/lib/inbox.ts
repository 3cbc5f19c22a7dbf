import type { Lang } from "../i18n/lang";
import type { RequestKind } from "./form-reply";
import { addDays } from "./form-basics";

/**
 * Where the front desk has got to with a request: new → called back → booked → closed, or no answer (try again).
 * Order here is the order the desk works in; labels are what staff read.
 */
export const REQUEST_STATUSES = ["new", "no_answer", "called_back", "booked", "closed"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const STATUS_LABELS: Record<RequestStatus, string> = {
  new: "New",
  no_answer: "No answer",
  called_back: "Called back",
  booked: "Booked",
  closed: "Closed",
};

/** The next steps offered as buttons on a request (any status can still be set on the request's own page). */
export const NEXT_STEPS: Record<RequestStatus, RequestStatus[]> = {
  new: ["called_back", "no_answer"],
  no_answer: ["called_back", "no_answer", "closed"],
  called_back: ["booked", "closed"],
  booked: ["closed"],
  closed: ["new"],
};

export const isRequestStatus = (value: unknown): value is RequestStatus =>
  typeof value === "string" && (REQUEST_STATUSES as readonly string[]).includes(value);

export const INBOX_PAGE_SIZE = 25;

/** The inbox's view: filters, search and page, read from its address; the CSV export takes the same filters. */
export interface InboxFilters {
  kind?: RequestKind;
  status?: RequestStatus;
  lang?: Lang;
  /** Received on or after this day (YYYY-MM-DD, India time). */
  from?: string;
  /** Received on or before this day (YYYY-MM-DD, India time). */
  to?: string;
  /** Name or phone. */
  search: string;
  page: number;
}

/** A real calendar day as YYYY-MM-DD: an address with 2026-13-01 or 2026-02-30 is ignored, not an error. */
const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && addDays(value, 0) === value;

export function inboxFilters(params: URLSearchParams): InboxFilters {
  const kind = params.get("kind");
  const status = params.get("status");
  const lang = params.get("lang");
  const from = params.get("from");
  const to = params.get("to");
  const page = Number(params.get("page"));
  return {
    kind: kind === "appointment" || kind === "contact" ? kind : undefined,
    status: isRequestStatus(status) ? status : undefined,
    lang: lang === "en" || lang === "te" ? lang : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    search: (params.get("q") ?? "").slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The address of an inbox view (the filters without their defaults), for links, paging and the export. */
export function inboxQuery(filters: Partial<InboxFilters>): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("q", filters.search);
  if (filters.status) params.set("status", filters.status);
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.lang) params.set("lang", filters.lang);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The last ten digits of a phone number: how the desk finds one person's requests whatever way it was typed. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}
