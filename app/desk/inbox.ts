import type { Lang } from "../i18n/lang";
import type { RequestKind } from "../lib/form-reply";
import { addDays } from "../lib/form-basics";
import { isClosedOn } from "../lib/open-days";

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

/**
 * The outcome buttons offered on a request besides booking, which has its own day-and-session buttons (any status
 * can still be set on the request's own page).
 */
export const NEXT_STEPS: Record<RequestStatus, RequestStatus[]> = {
  new: ["no_answer", "called_back"],
  no_answer: ["no_answer", "called_back", "closed"],
  called_back: ["closed"],
  booked: ["closed"],
  closed: ["new"],
};

/** Where booking is offered as the next step (a booked visit can be moved to another day from its page). */
export const BOOKABLE: readonly RequestStatus[] = ["new", "no_answer", "called_back", "booked"];

/** Requests still waiting for the desk: their views list the longest-waiting first. */
export const WAITING_STATUSES: readonly RequestStatus[] = ["new", "no_answer"];

/** A view of waiting requests is worked oldest first; every other view reads newest first. */
export const oldestFirst = (filters: Partial<Pick<InboxFilters, "status">>) =>
  filters.status !== undefined && WAITING_STATUSES.includes(filters.status);

/** How long "Asha is calling" shows after she tapped Call or WhatsApp, unless an outcome is recorded first. */
export const CONTACT_FRESH_MS = 15 * 60_000;

/** Whether someone tapped Call or WhatsApp on it lately and no outcome has been recorded since. */
export function contactInProgress(
  request: { contactAt: string | null; statusChangedAt: string | null },
  now = Date.now(),
): boolean {
  if (!request.contactAt) return false;
  const at = Date.parse(request.contactAt);
  return now - at < CONTACT_FRESH_MS && (!request.statusChangedAt || Date.parse(request.statusChangedAt) < at);
}

/** The part of a consultation day a visit is booked for (desk/desk-sessions.ts names them from the hours). */
export const VISIT_SESSIONS = ["morning", "afternoon", "evening"] as const;
export type VisitSession = (typeof VISIT_SESSIONS)[number];

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
  /** Visits booked for this day (YYYY-MM-DD): the day's list, as a CSV for the counter. */
  visit?: string;
  /** A request just changed from this view: shown where it was even if it no longer matches, with an Undo. */
  keep?: number;
}

/** A real calendar day as YYYY-MM-DD: an address with 2026-13-01 or 2026-02-30 is ignored, not an error. */
export const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && addDays(value, 0) === value;

export function inboxFilters(params: URLSearchParams): InboxFilters {
  const kind = params.get("kind");
  const status = params.get("status");
  const lang = params.get("lang");
  const from = params.get("from");
  const to = params.get("to");
  const page = Number(params.get("page"));
  const keep = Number(params.get("keep"));
  return {
    kind: kind === "appointment" || kind === "contact" ? kind : undefined,
    status: isRequestStatus(status) ? status : undefined,
    lang: lang === "en" || lang === "te" ? lang : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    visit: isDay(params.get("visit")) ? params.get("visit")! : undefined,
    search: (params.get("q") ?? "").slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
    keep: keep > 0 && Number.isSafeInteger(keep) ? keep : undefined,
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
  if (filters.visit) params.set("visit", filters.visit);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The last ten digits of a phone number: how the desk finds one person's requests whatever way it was typed. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}

/**
 * Whether the hospital sees patients on a day: not on its closed days (day numbers, Sunday 0: Sunday in the
 * specification, §9, or the days an editor set, content/hospital/open-days.ts). No visits are booked on the others.
 */
export const isOpenDay = (day: string, closedWeekdays: readonly number[]) => !isClosedOn(day, closedWeekdays);

/** The next `count` open days from `from` (included when open): the days the desk books most. */
export function nextOpenDays(from: string, count: number, closedWeekdays: readonly number[]): string[] {
  const days: string[] = [];
  if (closedWeekdays.length >= 7) return days;
  for (let day = from; days.length < count; day = addDays(day, 1)) if (isOpenDay(day, closedWeekdays)) days.push(day);
  return days;
}
