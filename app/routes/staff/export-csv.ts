import { inboxFilters, inboxQuery } from "~/lib/inbox";
import { toCsv } from "~/server/csv.server";
import { staffLoader, staffRefusal, staffVisit } from "~/server/staff.server";
import type { Route } from "./+types/export-csv";

const COLUMNS = [
  ["id", "id"],
  ["received", "createdAt"],
  ["type", "kind"],
  ["status", "status"],
  ["name", "name"],
  ["phone", "phone"],
  ["email", "email"],
  ["preferred date", "preferredDate"],
  ["subject", "subject"],
  ["service", "service"],
  ["message", "message"],
  ["source", "source"],
  ["language", "lang"],
  ["note", "note"],
  ["status changed by", "statusChangedBy"],
  ["status changed at", "statusChangedAt"],
] as const;

/**
 * GET /staff/export.csv: the inbox view as filtered, every page of it, for a spreadsheet (formulas neutralised,
 * csv.server.ts). Each export is written in the desk log: who took which view, how many rows.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const visit = await staffVisit(request, context);
  if (!visit.account) return staffRefusal(401, "Please sign in at /staff.");
  const filters = inboxFilters(new URL(request.url).searchParams);
  const { requests } = visit.access.store.list({ ...filters, page: 1 }, 0);
  await visit.access.store.log({
    staff: visit.account.name,
    action: "CSV export",
    // The view without its search term: a name or number searched for is personal data, the log keeps none.
    detail: `${requests.length} request(s); view: ${inboxQuery({ ...filters, search: "", page: 1 }) || "all"}${filters.search ? " (with a name or phone search)" : ""}`,
  });
  const rows = requests.map((row) => COLUMNS.map(([, key]) => row[key]));
  return new Response(toCsv([COLUMNS.map(([title]) => title), ...rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="requests-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
});
