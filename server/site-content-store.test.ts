import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EMPTY_SITE_CONTENT, type SiteContent } from "../app/content/site-content";
import { openDatabase } from "./database";
import { openSiteContentStore } from "./site-content-store";

function store() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-versions-"));
  return openSiteContentStore(openDatabase(path.join(dir, "site.sqlite")));
}

const withPhone = (value: string, by = "Lakshmi", on = "2026-11-27"): SiteContent => ({
  ...EMPTY_SITE_CONTENT,
  facts: { phone: { value, by, on } },
});

describe("the editor's versions", () => {
  it("makes no version of a save that changes nothing, and answers the newest", async () => {
    const versions = store();
    const first = await versions.save(withPhone("+91 98480 22222"), "Lakshmi", "Phone number: → +91 98480 22222");
    const again = await versions.save(withPhone("+91 98480 22222", "Ravi", "2026-11-28"), "Ravi", "Phone number");
    expect(again.id).toBe(first.id);
    expect(again.editor).toBe("Lakshmi");
    expect(versions.count()).toBe(1);
    const changed = await versions.save(withPhone("+91 98480 33333"), "Ravi", "Phone number: → +91 98480 33333");
    expect(changed.id).toBe(first.id + 1);
    expect(versions.count()).toBe(2);
  });

  it("keeps every version, a page at a time, newest first, without their content", async () => {
    const versions = store();
    for (let n = 1; n <= 45; n++) await versions.save(withPhone(`+91 98480 ${String(10000 + n)}`), "Lakshmi", `v${n}`);
    expect(versions.count()).toBe(45);
    const newest = versions.history(20);
    expect(newest.map((line) => line.summary)).toEqual(Array.from({ length: 20 }, (_, i) => `v${45 - i}`));
    expect(newest[0]).not.toHaveProperty("content");
    const oldest = versions.history(20, 6);
    expect(oldest.map((line) => line.id)).toEqual([5, 4, 3, 2, 1]);
    expect(versions.get(1)?.content.facts.phone?.value).toBe("+91 98480 10001");
  });
});
