import { describe, expect, it } from "vitest";
import { EMPTY_SITE_CONTENT, type SiteContent } from "../content/site-content";
import { changesInWords, unchangedFrom, valueInWords } from "./site-versions";

const withPhone = (value: string, by = "Lakshmi", on = "2026-11-27"): SiteContent => ({
  ...EMPTY_SITE_CONTENT,
  facts: { phone: { value, by, on } },
});

describe("a save that says nothing new", () => {
  it("is the same content, or a fact saved again with its value, by anyone on any day", () => {
    const saved = withPhone("+91 98480 22222");
    expect(unchangedFrom(saved, structuredClone(saved))).toBe(true);
    expect(unchangedFrom(saved, withPhone("+91 98480 22222", "Ravi", "2026-11-28"))).toBe(true);
  });

  it("is not a new value, a new fact, a notice, or the first save of all", () => {
    const saved = withPhone("+91 98480 22222");
    expect(unchangedFrom(saved, withPhone("+91 98480 33333"))).toBe(false);
    expect(unchangedFrom(EMPTY_SITE_CONTENT, saved)).toBe(false);
    expect(
      unchangedFrom(saved, {
        ...saved,
        notices: [
          {
            id: "n1",
            from: "2026-11-28",
            until: "2026-11-29",
            text: { en: "Closed", te: "మూసి", enChanged: "", teChanged: "" },
          },
        ],
      }),
    ).toBe(false);
    expect(unchangedFrom(undefined, EMPTY_SITE_CONTENT)).toBe(false);
  });
});

describe("a history line in words", () => {
  it("names what changed in a record or a list, never in JSON", () => {
    expect(changesInWords("Near the Clock Tower", "Opposite the bus stand")).toBe(
      "Near the Clock Tower → Opposite the bus stand",
    );
    const before = [
      { name: "EMI", offered: true },
      { name: "UPI", offered: true },
    ];
    const after = [
      { name: "EMI", offered: false },
      { name: "UPI", offered: true },
      { name: "Cards", offered: true },
    ];
    expect(changesInWords(before, after)).toBe("EMI, offered: yes → no; Cards added: name: Cards; offered: yes");
    expect(changesInWords({ value: 4.8, count: 146 }, { value: 4.6, count: 210 })).toBe(
      "value: 4.8 → 4.6; count: 146 → 210",
    );
    expect(changesInWords(before, before)).toBe("");
  });

  it("counts what it does not name, and keeps each value short", () => {
    const many = Array.from({ length: 7 }, (_, i) => `line ${i}`);
    expect(changesInWords([], many)).toBe(
      "1 added: line 0; 2 added: line 1; 3 added: line 2; 4 added: line 3; and 3 more changes",
    );
    expect(valueInWords("x".repeat(200))).toHaveLength(70);
    expect(valueInWords({ openDays: ["Mon", "Tue"], closed: false })).toBe("open days: Mon, Tue; closed: no");
    expect(valueInWords([])).toBe("none");
  });
});
