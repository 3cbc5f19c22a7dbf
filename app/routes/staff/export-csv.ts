import { contactServiceOptions } from "~/content/contact";
import type { Lang } from "~/i18n/lang";
import { todayInIndia } from "~/lib/form-basics";
import type { RequestKind } from "~/lib/form-reply";
import { inboxFilters, inboxQuery, STATUS_LABELS } from "~/desk/inbox";
import { indiaDate, indiaDateTime } from "~/lib/india-time";
import { spreadsheetNumber } from "~/lib/phone-numbers";
import { CSV_BOM, csvLines } from "~/desk/csv.server";
import type { StoredRequest } from "~/desk/stored-request";
import { staffLoader, staffRefusal, staffVisit } from "~/staff/staff.server";
import type { Route } from "./+types/export-csv";

/** Rows read and written at a time: one quick query each, so memory stays flat however long the view. */
const BATCH_SIZE = 500;

const KIND_WORDS: Record<RequestKind, string> = { appointment: "Appointment", contact: "Message" };
const LANGUAGE_WORDS: Record<Lang, string> = { en: "English", te: "Telugu" };
const SERVICE_WORDS = new Map<string, string>(contactServiceOptions.map(({ value, label }) => [value, label]));
const capitalised = (word: string | null | undefined) => (word ? word[0]!.toUpperCase() + word.slice(1) : "");

/** The columns, titled in words a receptionist reads; times in India with their offset, phones in one form. */
const COLUMNS: [title: string, cell: (row: StoredRequest) => string | number | null][] = [
  ["id", (row) => row.id],
  ["received (India time)", (row) => indiaDateTime(row.createdAt)],
  ["received date", (row) => indiaDate(row.createdAt)],
  ["type", (row) => KIND_WORDS[row.kind] ?? row.kind],
  ["status", (row) => STATUS_LABELS[row.status] ?? row.status],
  ["name", (row) => row.name],
  ["phone", (row) => spreadsheetNumber(row.phone)],
  ["email", (row) => row.email],
  ["preferred date", (row) => row.preferredDate],
  ["visit day", (row) => row.visitDay ?? ""],
  ["visit session", (row) => capitalised(row.visitSession)],
  ["subject", (row) => row.subject],
  ["service", (row) => (row.service ? (SERVICE_WORDS.get(row.service) ?? row.service) : "")],
  ["message", (row) => row.message],
  ["source", (row) => row.source],
  ["language", (row) => LANGUAGE_WORDS[row.lang] ?? row.lang],
  ["note", (row) => row.note],
  ["status changed by", (row) => row.statusChangedBy ?? ""],
  ["status changed at (India time)", (row) => indiaDateTime(row.statusChangedAt)],
];

/**
 * GET /staff/export.csv: the inbox view as filtered, every page of it, in the view's order, for a spreadsheet (UTF-8
 * with its byte-order mark, formulas neutralised: csv.server.ts). Streamed: each pull reads the next batch by keyset
 * (store.exportBatch), so 100,000 rows never sit in memory and the database is free between batches. Each export is
 * written in the desk log before it starts: who took which view, how many rows.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const visit = await staffVisit(request, context);
  if (!visit.account) return staffRefusal(401, "Please sign in at /staff.");
  if (!visit.account.roles.includes("desk")) return staffRefusal(403, "Your account is for editing the site.");
  const filters = { ...inboxFilters(new URL(request.url).searchParams), page: 1 };
  const { store } = visit.access;
  const { total } = store.list(filters, 1);
  await store.log({
    staff: visit.account.name,
    action: "CSV export",
    // The view without its search term: a name or number searched for is personal data, the log keeps none.
    detail: `${total} request(s); view: ${inboxQuery({ ...filters, search: "", page: 1 }) || "all"}${filters.search ? " (with a name or phone search)" : ""}`,
  });

  const encoder = new TextEncoder();
  const header = encoder.encode(CSV_BOM + csvLines([COLUMNS.map(([title]) => title)]));
  // A day's visits (the visits page's download): by session, as the counter works them, named by the visit day.
  const onlyTheDay =
    !filters.search && !filters.kind && !filters.status && !filters.lang && !filters.from && !filters.to;
  if (filters.visit && onlyTheDay) {
    const visits = store.visits(filters.visit);
    const rows = encoder.encode(csvLines(visits.map((row) => COLUMNS.map(([, cell]) => cell(row)))));
    return new Response(new Blob([header, rows]), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="visits-${filters.visit}.csv"`,
      },
    });
  }
  let after: { createdAt: string; id: number } | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(header);
    },
    pull(controller) {
      const rows = store.exportBatch(filters, after, BATCH_SIZE);
      if (rows.length)
        controller.enqueue(encoder.encode(csvLines(rows.map((row) => COLUMNS.map(([, cell]) => cell(row))))));
      const last = rows.at(-1);
      if (!last || rows.length < BATCH_SIZE) controller.close();
      else after = { createdAt: last.createdAt, id: last.id };
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="requests-${todayInIndia()}.csv"`,
    },
  });
});
