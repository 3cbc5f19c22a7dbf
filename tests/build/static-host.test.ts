import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_DIR } from "./built-pages";

describe("static hosting", () => {
  it("ships a 404.html not-found page that search engines are told not to index", () => {
    const file = path.join(CLIENT_DIR, "404.html");
    expect(fs.existsSync(file)).toBe(true);
    const html = fs.readFileSync(file, "utf8");
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});
