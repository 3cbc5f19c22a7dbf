import type { RequestKind } from "./form-reply";

/** Where the front desk has got to with a request. */
export const REQUEST_STATUSES = ["new", "contacted", "closed"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The inbox's search (name or phone) and type filter, from its address; the CSV export takes the same. */
export function inboxFilters(params: URLSearchParams): { kind?: RequestKind; search: string } {
  const kind = params.get("kind");
  return {
    kind: kind === "appointment" || kind === "contact" ? kind : undefined,
    search: (params.get("q") ?? "").slice(0, 100),
  };
}
