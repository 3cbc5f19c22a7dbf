import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findIslands } from "./island-modules.mjs";

function componentsWith(files: string[]) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "islands-"));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), "export default function X() { return null; }\n");
  }
  return root;
}

describe("the islands' register", () => {
  it("names each island by its file, wherever it sits, and nothing else", () => {
    const root = componentsWith(["layout/menu.island.tsx", "forms/quick-form.island.tsx", "forms/field.tsx"]);
    expect([...findIslands(root).keys()]).toEqual(["quick-form", "menu"]);
  });

  it("refuses two islands with one name", () => {
    const root = componentsWith(["a/menu.island.tsx", "b/menu.island.tsx"]);
    expect(() => findIslands(root)).toThrow(/Two islands are named "menu"/);
  });
});
