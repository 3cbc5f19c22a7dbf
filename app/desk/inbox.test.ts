import { describe, expect, it } from "vitest";
import { inboxFilters } from "./inbox";

describe("inbox filters from the address", () => {
  it("keeps real days and ignores ones not on the calendar, instead of failing the page", () => {
    expect(inboxFilters(new URLSearchParams("from=2026-02-28&to=2026-03-01"))).toMatchObject({
      from: "2026-02-28",
      to: "2026-03-01",
    });
    for (const day of ["2026-13-01", "2026-00-10", "2026-02-30", "2026-1-01"]) {
      expect(inboxFilters(new URLSearchParams({ from: day, to: day })), day).toMatchObject({
        from: undefined,
        to: undefined,
      });
    }
  });
});
