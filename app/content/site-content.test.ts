import { describe, expect, it } from "vitest";
import { noticesChangedSince, noticesOn, outOfDateTwin, type Notice, type TwinText } from "./site-content";

const notice = (id: string, from: string, until: string): Notice => ({
  id,
  from,
  until,
  text: { en: `Notice ${id}`, te: `ప్రకటన ${id}`, enChanged: "", teChanged: "" },
});

describe("noticesOn", () => {
  const closed = notice("closed", "2027-01-13", "2027-01-14");

  it.each(["2027-01-13", "2027-01-14"])("shows a notice from 2027-01-13 until 2027-01-14 on %s", (day) => {
    expect(noticesOn([closed], day)).toEqual([closed]);
  });

  it.each([
    ["2027-01-12", "the day before its first day"],
    ["2027-01-15", "the day after its last day"],
  ])("does not show it on %s, %s", (day) => {
    expect(noticesOn([closed], day)).toEqual([]);
  });

  it("filters several notices each on its own dates, keeping their order", () => {
    const early = notice("early", "2027-01-01", "2027-01-10");
    const late = notice("late", "2027-01-10", "2027-01-31");
    const later = notice("later", "2027-02-01", "2027-02-02");
    const all = [early, closed, late, later];
    expect(noticesOn(all, "2027-01-10").map((entry) => entry.id)).toEqual(["early", "late"]);
    expect(noticesOn(all, "2027-01-13").map((entry) => entry.id)).toEqual(["closed", "late"]);
    expect(noticesOn(all, "2027-02-01").map((entry) => entry.id)).toEqual(["later"]);
    expect(noticesOn(all, "2027-03-01")).toEqual([]);
  });
});

describe("outOfDateTwin", () => {
  const twin = (enChanged: string, teChanged: string): TwinText => ({ en: "Text", te: "పాఠం", enChanged, teChanged });

  it("names the Telugu when the English changed later", () => {
    expect(outOfDateTwin(twin("2026-11-26T06:00:00.000Z", "2026-11-20T06:00:00.000Z"))).toBe("te");
  });

  it("names the English when the Telugu changed later", () => {
    expect(outOfDateTwin(twin("2026-11-20T06:00:00.000Z", "2026-11-26T06:00:00.000Z"))).toBe("en");
  });

  it("names neither when both changed together", () => {
    expect(outOfDateTwin(twin("2026-11-26T06:00:00.000Z", "2026-11-26T06:00:00.000Z"))).toBeNull();
  });

  it("takes a text never changed (the repository's, dated '') as older than any change", () => {
    expect(outOfDateTwin(twin("2026-11-26T06:00:00.000Z", ""))).toBe("te");
  });
});

describe("noticesChangedSince", () => {
  const sankranti = {
    id: "sankranti",
    from: "2027-01-13",
    until: "2027-01-14",
    text: { en: "Closed", te: "మూసి ఉంది", enChanged: "", teChanged: "" },
  };

  it("asks for new pages on a notice's first day and on the day after its last", () => {
    expect(noticesChangedSince([sankranti], "2027-01-12", "2027-01-13")).toBe(true);
    expect(noticesChangedSince([sankranti], "2027-01-14", "2027-01-15")).toBe(true);
  });

  it("leaves the pages alone while the same notices show, and on the day they were built", () => {
    expect(noticesChangedSince([sankranti], "2027-01-13", "2027-01-14")).toBe(false);
    expect(noticesChangedSince([sankranti], "2027-01-15", "2027-01-20")).toBe(false);
    expect(noticesChangedSince([sankranti], "2027-01-13", "2027-01-13")).toBe(false);
    expect(noticesChangedSince([], "2027-01-12", "2027-01-13")).toBe(false);
  });
});
