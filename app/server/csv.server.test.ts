import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.server";

describe("csvCell", () => {
  it.each(["=SUM(A1)", "+91 98765", "-1", "@cmd", "\tx", "\rx"])("neutralises %j", (value) => {
    expect(csvCell(value).startsWith(`"'`)).toBe(true);
  });
  it("quotes and doubles inner quotes", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
  it("starts the file with a byte-order mark for Telugu text in spreadsheets", () => {
    expect(toCsv([["రాము"]])).toBe('\uFEFF"రాము"\r\n');
  });
});
