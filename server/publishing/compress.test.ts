import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { copyCompressedCopies, storeCompressedCopies } from "./compress.mjs";

const page = (words: string) => `<!doctype html><html><body>${`<p>${words}</p>`.repeat(200)}</body></html>`;

function folder(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compress-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("a render's compressed copies", () => {
  it("are taken from an earlier folder holding the same bytes at the same place", async () => {
    const earlier = folder({ "about/index.html": page("Sunrise Eye Hospital") });
    await storeCompressedCopies(path.join(earlier, "about", "index.html"));
    const now = folder({ "about/index.html": page("Sunrise Eye Hospital") });
    const file = path.join(now, "about", "index.html");

    expect(copyCompressedCopies(file, "about/index.html", [earlier])).toBe(true);
    expect(fs.readFileSync(`${file}.br`)).toEqual(fs.readFileSync(path.join(earlier, "about", "index.html.br")));
    expect(fs.readFileSync(`${file}.gz`)).toEqual(fs.readFileSync(path.join(earlier, "about", "index.html.gz")));
  });

  it("are made anew for a page whose words changed, or that no earlier folder has", async () => {
    const earlier = folder({ "about/index.html": page("Sunrise Eye Hospital") });
    await storeCompressedCopies(path.join(earlier, "about", "index.html"));
    const now = folder({
      "about/index.html": page("Sunrise Eye Hospital, open on Sunday"),
      "te/index.html": page("x"),
    });

    expect(copyCompressedCopies(path.join(now, "about", "index.html"), "about/index.html", [earlier])).toBe(false);
    expect(copyCompressedCopies(path.join(now, "te", "index.html"), "te/index.html", [earlier])).toBe(false);
    expect(fs.existsSync(path.join(now, "about", "index.html.br"))).toBe(false);
  });

  it("pass by an earlier folder removed meanwhile and look in the next", async () => {
    const gone = path.join(os.tmpdir(), "compress-pruned-folder-that-is-not-there");
    const build = folder({ "index.html": page("home") });
    await storeCompressedCopies(path.join(build, "index.html"));
    const now = folder({ "index.html": page("home") });

    expect(copyCompressedCopies(path.join(now, "index.html"), "index.html", [gone, build])).toBe(true);
    expect(fs.existsSync(path.join(now, "index.html.br"))).toBe(true);
  });
});
