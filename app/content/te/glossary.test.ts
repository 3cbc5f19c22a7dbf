import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The glossary's "Rejected words" (docs/telugu-glossary.md): no Telugu page module or long text may use one of
 * them. The table is read from the glossary itself, so a word added there is checked from then on.
 */

interface Rejected {
  word: string;
  instead: string;
  except: string[];
}

const glossary = fs.readFileSync(path.resolve("docs/telugu-glossary.md"), "utf8");

function rejectedWords(markdown: string): Rejected[] {
  const section = markdown.split(/^## Rejected words$/m)[1]?.split(/^## /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .slice(2) // the header and the |---| line
    .map(([word = "", instead = "", except = ""]) => ({
      word,
      instead,
      except: except
        .split(",")
        .map((text) => text.trim())
        .filter(Boolean),
    }));
}

/** How many times a text uses a rejected word (an occurrence that starts one of its exceptions does not count). */
function uses(text: string, { word, except }: Rejected): number {
  let count = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) {
    if (!except.some((allowed) => text.startsWith(allowed, at))) count += 1;
  }
  return count;
}

const teluguRoot = path.resolve("app/content/te");
const teluguFiles = (fs.readdirSync(teluguRoot, { recursive: true }) as string[])
  .filter((file) => /\.(ts|md)$/.test(file) && !file.endsWith(".test.ts"))
  .sort();

describe("the glossary's rejected words", () => {
  const rejected = rejectedWords(glossary);

  it("are read from the glossary, each with the word to use instead", () => {
    expect(rejected.length).toBeGreaterThan(30);
    for (const row of rejected) {
      expect(row.word, JSON.stringify(row)).not.toBe("");
      expect(row.instead, JSON.stringify(row)).not.toBe("");
    }
    expect(rejected.map((row) => row.word)).toContain("గ్లకోమా");
  });

  it("are found letter for letter, except inside the listed longer words", () => {
    const row = { word: "వెనక", instead: "వెనుక", except: ["వెనక్కి"] };
    expect(uses("కంటి వెనక భాగం", row)).toBe(1);
    expect(uses("అనుమతి వెనక్కి తీసుకోవచ్చు", row)).toBe(0);
    expect(uses("వెనకాల, వెనక్కి, వెనక", row)).toBe(2);
  });

  it("reaches every Telugu page module and long text", () => {
    expect(teluguFiles).toEqual(
      expect.arrayContaining(["ui.ts", "service-descriptions/cataract.md", "articles/menu.ts"]),
    );
    expect(teluguFiles.length).toBeGreaterThan(50);
  });

  it.each(teluguFiles)("%s uses none of them", (file) => {
    const text = fs.readFileSync(path.join(teluguRoot, file), "utf8");
    const found = rejected
      .map((row) => ({ row, count: uses(text, row) }))
      .filter(({ count }) => count > 0)
      .map(({ row, count }) => `${row.word} (${count}×): write ${row.instead}`);
    expect(found).toEqual([]);
  });
});

/**
 * What the Telugu modules give the pages once built (figures and times written from the facts, long texts with their
 * facts filled in): every string they export, walked through arrays and objects.
 */
const teluguModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });

function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((child) => stringsIn(child, seen));
}

const renderedTelugu = Object.entries(teluguModules).map(([file, exports]) => ({
  file,
  strings: [...new Set(stringsIn(exports))],
}));

/** A time as a 24-hour clock writes it ("09:00", "18:00"), which Telugu readers do not say. */
const TWENTY_FOUR_HOUR_TIME = /(?<![\d:])(?:0\d|1[3-9]|2[0-3]):[0-5]\d(?!\d)/;

describe("the Telugu pages' words, as built", () => {
  const rejected = rejectedWords(glossary);

  it("are read from every Telugu module", () => {
    expect(renderedTelugu.length).toBeGreaterThan(40);
    expect(renderedTelugu.flatMap(({ strings }) => strings).length).toBeGreaterThan(1000);
  });

  it.each(renderedTelugu)("$file gives the pages none of the rejected words", ({ strings }) => {
    const found = strings.flatMap((text) =>
      rejected.filter((row) => uses(text, row) > 0).map((row) => `${row.word} in "${text.slice(0, 80)}…"`),
    );
    expect(found).toEqual([]);
  });

  it.each(renderedTelugu)("$file says a time of day as Telugu says it, never on a 24-hour clock", ({ strings }) => {
    const found = strings.filter((text) => /[\u0C00-\u0C7F]/.test(text) && TWENTY_FOUR_HOUR_TIME.test(text));
    expect(found).toEqual([]);
  });

  it("explain the HbA1c test (the average sugar of about three months) at most once in a long text", () => {
    for (const file of teluguFiles.filter((name) => name.endsWith(".md"))) {
      const text = fs.readFileSync(path.join(teluguRoot, file), "utf8");
      expect(text.match(/సగటు షుగర్/g)?.length ?? 0, file).toBeLessThanOrEqual(1);
    }
  });
});
