import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_DIR } from "./built-pages";
import { editablePages } from "../../app/editor/editable-page-texts";
import { seedOf, twinKey, wordsOf } from "../../app/content/page-texts";

/*
 * Issue 40, item 3 (decision 0063): a publish renders pages, never scripts, so the JavaScript a page can run (the page
 * script and every chunk it or an island loads) must carry none of the hospital's facts. An island that showed one
 * from its own code would show the repository's after a publish changed it. The facts reach the islands in the
 * pages and in the islands' words file (navigation-words.ts).
 */
const assets = path.join(CLIENT_DIR, "assets");

/** The page script and every chunk reachable from it, by static import, dynamic import or preload list. */
function chunksThePagesRun(): Map<string, string> {
  const entry = fs.readdirSync(assets).find((file) => /^entry\.client-.*\.js$/.test(file));
  expect(entry, "the page script").toBeTruthy();
  const chunks = new Map<string, string>();
  const queue = [entry!];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (chunks.has(file)) continue;
    const text = fs.readFileSync(path.join(assets, file), "utf8");
    chunks.set(file, text);
    for (const [, next] of text.matchAll(/(?:assets\/|"\.\/|`\.\/)([\w.-]+\.js)/g)) queue.push(next!);
  }
  return chunks;
}

/** What the repository's content states about the hospital, as the pages write it. */
const FACTS = [
  "Sunrise Eye",
  "+91 94400 12345",
  "919440012345",
  "sunriseeyehospital",
  "Subash Road",
  "515001",
  "Anantapur",
  "అనంతపురం",
  "Kadiri",
  "Focus Opticals",
  "Anand Reddy",
  "₹",
];

describe("the browser's JavaScript", () => {
  const chunks = chunksThePagesRun();

  it("reaches the islands and the booking dialog from the page script", () => {
    const files = [...chunks.keys()];
    for (const island of ["booking-form.island", "contact-form.island", "desktop-nav.island", "booking-dialog-host"]) {
      expect(files.some((file) => file.startsWith(`${island}-`)), island).toBe(true);
    }
  });

  it.each(FACTS)("carries no %s: the islands are handed the hospital's facts", (fact) => {
    expect([...chunks].filter(([, text]) => text.includes(fact)).map(([file]) => file)).toEqual([]);
  });
});

/*
 * The words an editor may change (decision 0067) reach the browser only in the pages and the islands' words file. A
 * word in a script would be the repository's after a publish changed it, and an island drawn from that script would
 * put it back over the editor's. Short words ("Home", "Menu") could be any script's own, so only sentences are looked
 * for: those with a space and at least 12 characters.
 */
/** The forms' failure toast's own button (components/forms/form-feedback.ts): the same words as a page's, by chance. */
const SCRIPTS_OWN_WORDS = new Set(["వాట్సాప్‌లో మెసేజ్ చేయండి"]);

describe("the words an editor may change", () => {
  const chunks = chunksThePagesRun();
  const sentences = editablePages.flatMap((page) =>
    page.blocks.flatMap((block) =>
      [block.key, twinKey(block.key)].flatMap((key) =>
        wordsOf(seedOf(key))
          .map(({ text }) => text)
          .filter((text) => text.includes(" ") && text.length >= 12 && !SCRIPTS_OWN_WORDS.has(text))
          .map((text) => ({ key, text })),
      ),
    ),
  );

  it("are many: every block's sentences in both languages", () => {
    expect(sentences.length).toBeGreaterThan(1000);
  });

  it("are in none of the browser's JavaScript", () => {
    const inScripts = sentences.filter(({ text }) =>
      [...chunks.values()].some((chunk) => chunk.includes(text) || chunk.includes(JSON.stringify(text).slice(1, -1))),
    );
    expect(inScripts).toEqual([]);
  });
});
