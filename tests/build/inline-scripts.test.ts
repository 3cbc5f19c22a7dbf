import fs from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inlineScripts } from "../../app/lib/inline-scripts";
import { builtPages, CLIENT_DIR } from "./built-pages";

/** Scripts the browser runs (JSON-LD is data: CSP does not apply to it). */
const executableInline = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

describe("inline scripts", () => {
  // The server's CSP allows exactly the scripts in app/lib/inline-scripts.ts: a page with any other would break.
  it.each(builtPages().map((page) => [page.path, page.html] as const))(
    "%s runs no inline script but the allowed ones",
    (_path, html) => {
      const bodies = [...html.matchAll(executableInline)].map((match) => match[1]!).filter(Boolean);
      expect(bodies.length).toBeGreaterThanOrEqual(2);
      for (const body of bodies) expect(inlineScripts).toContain(body);
    },
  );
});

describe("precompressed copies", () => {
  it("every page, script and stylesheet has brotli and gzip copies with the same bytes", () => {
    const files = [
      ...builtPages().map((page) => page.file),
      ...fs
        .readdirSync(path.join(CLIENT_DIR, "assets"))
        .filter((name) => /\.(js|css)$/.test(name))
        .map((name) => path.join(CLIENT_DIR, "assets", name)),
    ];
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const original = fs.readFileSync(file);
      if (original.length < 1024) continue;
      expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(fs.readFileSync(`${file}.gz`)).equals(original), `${file}.gz`).toBe(true);
    }
  });
});
