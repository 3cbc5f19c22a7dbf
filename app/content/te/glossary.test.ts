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
