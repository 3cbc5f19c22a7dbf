import { addDays } from "../app/lib/form-basics";
import { oldestFirst, type InboxFilters } from "../app/desk/inbox";
import { nameKey } from "../app/desk/name-key";
import { phoneSearchKeys } from "../app/lib/phone-numbers";

/**
 * Which stored rows an inbox view is, and in what order: the columns as StoredRequest names them, the WHERE clause
 * of its filters and search, and its order. The store (storage.ts) lists and exports by these.
 */

/** The stored columns, named as StoredRequest names them, so a row needs no mapping. */
export const REQUEST_COLUMNS = `id, kind, created_at AS createdAt, status, name, phone, email, subject, service,
  preferred_date AS preferredDate, message, source, lang, note, status_changed_at AS statusChangedAt,
  status_changed_by AS statusChangedBy, no_answer_count AS noAnswerCount, visit_day AS visitDay,
  visit_session AS visitSession, contact_by AS contactBy, contact_at AS contactAt, contact_how AS contactHow,
  reminded_by AS remindedBy, reminded_at AS remindedAt, notified_at AS notifiedAt,
  notify_attempts AS notifyAttempts, notify_failed_at AS notifyFailedAt`;

/** The start of a day in India (UTC+05:30) as the stored ISO form, for the inbox's date range. */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();

/**
 * The view's WHERE clause and its parameters. `keep`: a request just changed from the view is included even if it no
 * longer matches, so it stays in its place with its new status (the list only; counts and exports leave it out).
 */
export function whereClause(filters: Partial<InboxFilters>, { keep }: { keep?: number | undefined } = {}) {
  const clauses: string[] = [];
  const params: Record<string, string | number> = {};
  const add = (clause: string, name: string, value: string) => {
    clauses.push(clause);
    params[name] = value;
  };
  if (filters.kind) add("kind = @kind", "kind", filters.kind);
  if (filters.status) add("status = @status", "status", filters.status);
  if (filters.lang) add("lang = @lang", "lang", filters.lang);
  if (filters.from) add("created_at >= @from", "from", indiaDayStart(filters.from));
  if (filters.to) add("created_at < @to", "to", indiaDayStart(addDays(filters.to, 1)));
  if (filters.visit) add("status = 'booked' AND visit_day = @visit", "visit", filters.visit);
  const search = filters.search?.trim();
  if (search) {
    const keys = phoneSearchKeys(search);
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A number is matched however either side wrote it (phone_key is the national ten digits): the digits anywhere
    // in it, or, after a typed +91, 91 or 0, at its start. A name as typed, in any script.
    if (keys.anywhere.length && /^[\d\s+\-()]+$/.test(search)) {
      const patterns = [...keys.anywhere.map((key) => `%${key}%`), ...keys.prefix.map((key) => `${key}%`)];
      patterns.forEach((pattern, i) => (params[`phone${i}`] = pattern));
      clauses.push(`(${patterns.map((_, i) => `phone_key LIKE @phone${i}`).join(" OR ")})`);
    } else {
      // A name as typed, in any script; and by its consonants (app/desk/name-key.ts), so "Ramulamma" finds
      // "రాములమ్మ" and the other way round: for a search of letters only (a name), of two consonants at least (fewer
      // would find half the desk).
      const key = nameKey(search);
      const byKey = /^[\p{L}\p{M}\s.'\u2019-]+$/u.test(search) && key.replace(/ /g, "").length >= 2;
      params.search = like;
      if (byKey) params.nameKey = `%${key}%`;
      clauses.push(
        `(name LIKE @search ESCAPE '\\' OR phone LIKE @search ESCAPE '\\'${byKey ? " OR name_key LIKE @nameKey" : ""})`,
      );
    }
  }
  let condition = clauses.length ? `(${clauses.join(" AND ")})` : "";
  if (condition && keep !== undefined) {
    params.keep = keep;
    condition = `(${condition} OR id = @keep)`;
  }
  return { condition, where: condition && `WHERE ${condition}`, params };
}

/** The order of an inbox view (and its export): waiting views oldest first (desk/inbox.ts, oldestFirst), the rest newest first. */
export const viewOrder = (filters: Partial<InboxFilters>): "asc" | "desc" => (oldestFirst(filters) ? "asc" : "desc");

/** The ORDER BY of a view. */
export const orderBy = (filters: Partial<InboxFilters>) =>
  viewOrder(filters) === "asc" ? "created_at ASC, id ASC" : "created_at DESC, id DESC";

/**
 * The ORDER BY of a view's list on screen: waiting requests with urgent signs first (108-or-now, then come-today;
 * the `urgency` column, stored with the request from app/desk/urgent-signs.ts), then the view's order. The export
 * keeps the plain order, which its keyset paging needs.
 */
export const listOrder = (filters: Partial<InboxFilters>) =>
  `CASE WHEN status IN ('new', 'no_answer') THEN urgency ELSE 0 END DESC, ${orderBy(filters)}`;
