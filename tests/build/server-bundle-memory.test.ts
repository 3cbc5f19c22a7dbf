import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { BUILD_DIR } from "./built-pages";

const LOADS = 8;

/**
 * The heap in use (bytes, after a collection) after each of LOADS loads of the built server bundle, each with a
 * version's content handed over, in a Node process of its own, as a publish loads a version (`loadServerBundle`).
 * `keepEach`: every version loaded stays referenced, as an ES module's did (before decision 0077).
 */
function heapAfterEachLoad({ keepEach }: { keepEach: boolean }): number[] {
  const buildDir = path.resolve(BUILD_DIR);
  const moduleUrl = (file: string) => JSON.stringify(pathToFileURL(path.resolve(file)).href);
  const script = `
    const { loadServerBundle } = await import(${moduleUrl("server/publishing/server-bundle.mjs")});
    const { handPublishedContent, publishedContentFrom } = await import(${moduleUrl("server/publishing/content-handover.mjs")});
    const readings = [];
    const kept = [];
    for (let version = 1; version <= ${LOADS}; version++) {
      handPublishedContent(publishedContentFrom(null, { day: "2026-11-30" }));
      const serverBuild = loadServerBundle(${JSON.stringify(buildDir)});
      if (${keepEach}) kept.push(serverBuild);
      gc();
      gc();
      readings.push(process.memoryUsage().heapUsed);
    }
    console.log(JSON.stringify(readings));
  `;
  const output = execFileSync(process.execPath, ["--expose-gc", "--input-type=module", "--eval", script], {
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").at(-1)!) as number[];
}

/** What the heap grew by, in MB, from the second load to the last (the first also loads React and the rest). */
const growthMb = (readings: number[]) => (readings.at(-1)! - readings[1]!) / 1e6;

describe("a published version's modules in the server's memory", () => {
  it("go once no version uses them: loading the bundle again and again keeps the heap level", () => {
    // Each load is a version as a publish makes one; the server holds on to the live one only.
    expect(growthMb(heapAfterEachLoad({ keepEach: false }))).toBeLessThan(LOADS / 2);
  });

  it("stay while something holds them (so the check above can tell)", () => {
    // About 4.4 MB a version on this machine, as every version loaded by import() cost until decision 0077.
    expect(growthMb(heapAfterEachLoad({ keepEach: true }))).toBeGreaterThan(LOADS * 2);
  });
});
