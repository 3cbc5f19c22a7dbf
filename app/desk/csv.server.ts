/**
 * A spreadsheet-safe CSV cell: quoted, and formulas (= + - @, tab, CR) neutralised with a leading apostrophe. A plain
 * number with its sign ("+919848012345", "-5") is no formula and stays as it is, so a phone number reads clean.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

type CsvRow = (string | number | null | undefined)[];

/** The byte-order mark a CSV file starts with: spreadsheet programs then read Telugu and other scripts as UTF-8. */
export const CSV_BOM = "\uFEFF";

/** Rows as CSV lines, each ended with CRLF: a part of a file, for writing one batch at a time. */
export function csvLines(rows: CsvRow[]): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}
