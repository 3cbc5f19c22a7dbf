import { inboxFilters } from "~/lib/inbox";
import { toCsv } from "~/server/csv.server";
import { STAFF_HEADERS, staffRefusal, staffVisit } from "~/server/staff.server";
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
] as const;

/** GET /staff/export.csv: the inbox as it is filtered, for a spreadsheet (formulas neutralised, csv.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const visit = await staffVisit(request, context);
  if (!visit.signedIn) return staffRefusal(401, "Please sign in at /staff.");
  const rows = visit.access.store
    .list(inboxFilters(new URL(request.url).searchParams))
    .map((row) => COLUMNS.map(([, key]) => row[key]));
  return new Response(toCsv([COLUMNS.map(([title]) => title), ...rows]), {
    headers: {
      ...STAFF_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="requests-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
}
