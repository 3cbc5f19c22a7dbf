// Developer tool: screenshots of pages at phone and desktop widths, for looking at the work.
// Usage: node scripts/screenshot.mjs [--full] [--base=http://localhost:3000] /path [/path...]
import { chromium } from "playwright-core";
import fs from "node:fs";
import { chromiumArgs, chromiumPath } from "./lib/chromium-args.mjs";

const args = process.argv.slice(2);
const full = args.includes("--full");
const base = args.find((a) => a.startsWith("--base="))?.slice(7) ?? "http://localhost:3000";
const paths = args.filter((a) => !a.startsWith("--"));
const out = "/tmp/shots";
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = `${out}/${p.replace(/\W+/g, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: full });
    console.log(name);
  }
  await page.close();
}
await browser.close();
