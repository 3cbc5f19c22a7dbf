import { describe, expect, it } from "vitest";
import { contentHash } from "./content-hash";

describe("contentHash", () => {
  it("names the same text the same way every time", () => {
    expect(contentHash('{"words":1}')).toBe(contentHash('{"words":1}'));
  });

  it("names texts that differ by one character differently", () => {
    const names = new Set(["menu", "menv", "Menu", "menu ", "మెనూ", "మెనో"].map(contentHash));
    expect(names.size).toBe(6);
  });

  it("is safe in a file name", () => {
    expect(contentHash("అనంతపురం / Anantapur")).toMatch(/^[0-9a-z]{8,14}$/);
  });
});
