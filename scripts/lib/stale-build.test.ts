import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staleBuild } from "./stale-build.mjs";

/** A repository with a build made at `builtAt` and one source file saved at `savedAt` (seconds). */
function repository(builtAt: number, savedAt: number, file = "app/routes/home.tsx") {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "stale-build-"));
  const write = (relative: string, at: number) => {
    const full = path.join(root, relative);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, "x");
    fs.utimesSync(full, at, at);
  };
  write("build/server/index.cjs", builtAt);
  write(file, savedAt);
  return root;
}

describe("npm start's look at the build", () => {
  it("finds a source saved after the build", () => {
    expect(staleBuild(repository(1_000, 2_000))?.getTime()).toBe(2_000_000);
  });

  it("finds nothing when the build is newer than every source", () => {
    expect(staleBuild(repository(2_000, 1_000))).toBeNull();
  });

  it("leaves tests out: a test saved after the build changes nothing built", () => {
    expect(staleBuild(repository(1_000, 2_000, "app/routes/home.test.tsx"))).toBeNull();
  });

  it("has nothing to compare without a build", () => {
    const root = repository(1_000, 2_000);
    fs.rmSync(path.join(root, "build"), { recursive: true });
    expect(staleBuild(root)).toBeNull();
  });
});
