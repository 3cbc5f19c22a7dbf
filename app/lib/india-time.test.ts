import { describe, expect, it } from "vitest";
import { indiaDate, indiaDateTime } from "./india-time";

describe("India time", () => {
  it("writes a stored time as the clock in India, with its offset", () => {
    expect(indiaDateTime("2026-11-26T14:15:12.345Z")).toBe("2026-11-26 19:45:12 +05:30");
  });

  it("keeps a request at 20:00 on the 26th in India on the 26th", () => {
    expect(indiaDateTime("2026-11-26T14:30:00.000Z")).toBe("2026-11-26 20:00:00 +05:30");
    expect(indiaDate("2026-11-26T14:30:00.000Z")).toBe("2026-11-26");
  });

  it("moves a request after 18:30 UTC to the next day in India", () => {
    expect(indiaDate("2026-11-26T18:30:00.000Z")).toBe("2026-11-27");
    expect(indiaDateTime("2026-12-31T19:00:00Z")).toBe("2027-01-01 00:30:00 +05:30");
  });

  it("leaves a missing or unreadable time empty", () => {
    expect(indiaDateTime(null)).toBe("");
    expect(indiaDateTime("")).toBe("");
    expect(indiaDate("not a time")).toBe("");
  });
});
