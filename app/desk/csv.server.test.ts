import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLines } from "./csv.server";

describe("csvCell", () => {
  it.each([
    "=SUM(A1)",
    "=1+1",
    '+HYPERLINK("http://evil.example")',
    "-2+3",
    "+91 98765",
    "@SUM(1)",
    "\tx",
    "\rx",
    "\t5",
  ])("neutralises %j", (value) => {
    expect(csvCell(value).startsWith(`"'`)).toBe(true);
  });
  it.each(["+919848012345", "-5", "+5", "12.50", "-0.5", "9848012345"])(
    "leaves the plain number %j as it is",
    (value) => {
      expect(csvCell(value)).toBe(`"${value}"`);
    },
  );
  it("quotes and doubles inner quotes", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
  it("starts the file with a byte-order mark for Telugu text in spreadsheets", () => {
    expect(CSV_BOM + csvLines([["రాము"]])).toBe('\uFEFF"రాము"\r\n');
  });
  it("writes a batch of lines without the mark, so a file can be written in parts", () => {
    expect(
      csvLines([
        ["a", 1],
        ["b", null],
      ]),
    ).toBe('"a","1"\r\n"b",""\r\n');
    expect(CSV_BOM + csvLines([["a"], ["b"]])).toBe(`\uFEFF${csvLines([["a"]])}${csvLines([["b"]])}`);
  });
});
