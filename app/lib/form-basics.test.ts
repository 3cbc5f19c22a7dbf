import { describe, expect, test } from "vitest";
import { todayInIndia } from "./form-basics";

const byTimeZone = (now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);

describe("todayInIndia", () => {
  test("turns to the next day at midnight in India, 18:30 UTC", () => {
    expect(todayInIndia(new Date("2026-11-30T18:29:59.999Z"))).toBe("2026-11-30");
    expect(todayInIndia(new Date("2026-12-01T18:30:00.000Z"))).toBe("2026-12-02");
    expect(todayInIndia(new Date("2026-11-30T18:30:00.000Z"))).toBe("2026-12-01");
  });

  test("agrees with the Asia/Kolkata time zone every half hour from 2026 to March 2028, leap day included", () => {
    const end = Date.parse("2028-03-31T00:00:00Z");
    for (let at = Date.parse("2026-01-01T00:15:00Z"); at < end; at += 30 * 60_000) {
      const now = new Date(at);
      // One expect per disagreement, not 39,000 passing ones.
      if (todayInIndia(now) !== byTimeZone(now))
        expect(`${now.toISOString()} ${todayInIndia(now)}`).toBe(byTimeZone(now));
    }
  });
});
