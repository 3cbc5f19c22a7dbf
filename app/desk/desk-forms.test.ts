import { describe, expect, it } from "vitest";
import { parseStaffForm } from "../staff/staff-forms";
import { bookedVisit, requestPageForm, statusChangeForm } from "./desk-forms";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("the request page's forms", () => {
  it("read a status change with what it was shown, and a note, as typed values", () => {
    expect(
      parseStaffForm(requestPageForm, form({ intent: "status", status: "no_answer", from: "new", seen: "" })),
    ).toEqual({ ok: true, data: { intent: "status", status: "no_answer", from: "new", seen: "" } });
    expect(parseStaffForm(requestPageForm, form({ intent: "note", note: "  Call after 5 pm " }))).toEqual({
      ok: true,
      data: { intent: "note", note: "Call after 5 pm" },
    });
  });

  it("refuse an unknown intent or status, and a note over the limit, with a sentence", () => {
    for (const fields of <Record<string, string>[]>[
      { intent: "delete", status: "closed" },
      { intent: "status", status: "deleted" },
      { intent: "note", note: "x".repeat(501) },
    ]) {
      const parsed = parseStaffForm(requestPageForm, form(fields));
      expect(parsed.ok).toBe(false);
      expect(parsed.ok ? "" : parsed.problem).toMatch(/\w+/);
    }
  });

  it("book only a real open day, today or later, with a session", () => {
    const change = (fields: Record<string, string>) =>
      statusChangeForm.parse({ intent: "status", status: "booked", ...fields });
    const today = "2026-11-26";
    const sundays = [0];
    expect(bookedVisit(change({ visit: "2026-11-27|morning" }), today, sundays)).toEqual({
      named: true,
      visit: { day: "2026-11-27", session: "morning" },
    });
    expect(bookedVisit(change({ day: "2026-11-28", session: "evening" }), today, sundays).visit).toEqual({
      day: "2026-11-28",
      session: "evening",
    });
    // A Sunday, a past day, a day that does not exist, a session that does not: named but not bookable.
    for (const visit of ["2026-11-29|morning", "2026-11-25|morning", "2026-02-30|morning", "2026-11-27|night"]) {
      expect(bookedVisit(change({ visit }), today, sundays)).toEqual({ named: true, visit: undefined });
    }
    // Another hospital open on Sunday and closed on Thursday (issue 40): the days follow.
    const thursdays = [4];
    expect(bookedVisit(change({ visit: "2026-11-29|morning" }), today, thursdays).visit?.day).toBe("2026-11-29");
    expect(bookedVisit(change({ visit: "2026-11-26|morning" }), today, thursdays).visit).toBeUndefined();
    // No day named at all: the store books the visit it already had, or refuses.
    expect(bookedVisit(change({}), today, sundays)).toEqual({ named: false });
  });
});
