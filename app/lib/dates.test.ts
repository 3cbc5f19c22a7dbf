import { describe, expect, it } from "vitest";
import { formatIsoDate } from "./dates";

describe("formatIsoDate", () => {
  it("writes the day, the month's name and the year", () => {
    expect(formatIsoDate("2026-02-16")).toBe("16 February 2026");
    expect(formatIsoDate("2026-11-01")).toBe("1 November 2026");
  });
  it("writes Telugu month names for the Telugu edition", () => {
    expect(formatIsoDate("2026-02-16", "te-IN")).toMatch(/ఫిబ్రవరి/);
  });
  it("leaves anything that is not a date as it is", () => {
    expect(formatIsoDate("soon")).toBe("soon");
  });
});
