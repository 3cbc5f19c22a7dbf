// Developer tool: the site editor as a hospital editor sees it, at 360×740 and 1280×800. Starts the built server on a
// fresh database, signs in as an editor, confirms the phone, marks the Telugu street out of date, adds a notice,
// makes a preview (seconds), marks a page read, and saves PNGs in /tmp/shots/editor: the editor page and the
// previewed home and doctor's pages in both languages (a photograph in place of the doctor's drawing). Usage: npm run build && node scripts/editor-screenshots.mjs
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./lib/chromium-args.mjs";
import { startBuiltServer } from "./lib/start-built-server.mjs";

const PORT = 3471;
const base = `http://localhost:${PORT}`;
const out = "/tmp/shots/editor";
fs.mkdirSync(out, { recursive: true });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-shots-"));
const env = {
  ...process.env,
  DATABASE_PATH: path.join(dir, "requests.sqlite"),
  SITE_DIR: path.join(dir, "site"),
  PORT: String(PORT),
  STAFF_SESSION_SECRET: "screenshots only",
};
const cli = path.join("build", "server-app", "cli.js");
execFileSync(process.execPath, [cli, "staff:add", "Lakshmi", "--role", "editor"], {
  env,
  input: "screenshots password\n",
});
const server = await startBuiltServer(env, base);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/staff/site`);
  await page.getByLabel("Your name").fill("Lakshmi");
  await page.getByLabel("Password").fill("screenshots password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/staff\/site$/);
  const save = async (formName, fields) => {
    const form = page.getByRole("form", { name: formName });
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole("button", { name: /^(Save|Add)/ }).click();
    await page.waitForLoadState();
  };
  await save("Phone number", { "Reception phone number": "98480 22222" });
  await save("Street address", { "In English": "12-3-45, Subash Road, opposite the Clock Tower" });
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  await save("Add a notice", {
    "First day": today,
    "Last day": today,
    "Notice in English": "Closed on 14 January for Sankranti. For an emergency, call 108.",
    "Notice in Telugu (తెలుగు)": "సంక్రాంతి సందర్భంగా జనవరి 14న ఆసుపత్రి మూసి ఉంటుంది. అత్యవసరమైతే 108కు ఫోన్ చేయండి.",
  });
  // A photograph in place of the doctor's drawing (decision 0040): a made-up picture, as a camera would send it.
  const { default: sharp } = await import("sharp");
  const portrait = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="2400">
      <rect width="100%" height="100%" fill="#9cc3d5"/><circle cx="900" cy="800" r="320" fill="#b07a4f"/>
      <rect x="450" y="1200" width="900" height="1200" rx="120" fill="#f7f7f2"/></svg>`),
  )
    .jpeg({ quality: 90 })
    .toBuffer();
  await page.goto(`${base}/staff/site/photos`);
  const slot = page.getByRole("region", { name: "The lead doctor's portrait" });
  await slot
    .getByLabel("The photograph")
    .setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: portrait });
  await slot.getByLabel("What it shows, in English").fill("The doctor in a white coat");
  await slot.getByLabel("What it shows, in Telugu (తెలుగు)").fill("తెల్ల కోటులో డాక్టర్ గారు");
  await slot.getByRole("button", { name: "Save the photograph" }).click();
  await page.waitForLoadState();
  await page.goto(`${base}/staff/site`);
  await page.getByRole("button", { name: "Build a preview of the saved changes" }).click();
  await page.getByText(/^Built at /).waitFor({ timeout: 300_000 });
  // The reading list, with one page read.
  await page.goto(`${base}/staff/site/review`);
  await page.locator('[id="/contact"]').getByRole("button", { name: "I read it all: it is true" }).click();
  await page.waitForLoadState();
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`${base}/staff/site`);
    await page.screenshot({ path: path.join(out, `site-editor-${width}.png`), fullPage: true });
    // The facts page is long: its first screen, and the camp timetable (English beside Telugu).
    await page.goto(`${base}/staff/site/facts`);
    await page.screenshot({ path: path.join(out, `site-facts-${width}.png`) });
    await page.locator('[id="eyeCamps"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(out, `site-facts-camps-${width}.png`) });
    // The services the hospital offers (ticks by title) and a figure that may be left off the site.
    await page
      .getByRole("form", { name: /^Which of the ten services/ })
      .screenshot({ path: path.join(out, `site-facts-services-${width}.png`) });
    await page
      .getByRole("form", { name: /^The 95% 'excellent or very good' figure/ })
      .screenshot({ path: path.join(out, `site-facts-figure-${width}.png`) });
    await page.goto(`${base}/staff/site/articles`);
    await page.screenshot({ path: path.join(out, `site-articles-${width}.png`), fullPage: true });
    await page.goto(`${base}/staff/site/services?service=cataract#service-text`);
    await page.screenshot({ path: path.join(out, `site-services-${width}.png`) });
    await page.goto(`${base}/staff/site/faqs`);
    await page.screenshot({ path: path.join(out, `site-faqs-${width}.png`) });
    await page.goto(`${base}/staff/site/stories`);
    await page.screenshot({ path: path.join(out, `site-stories-${width}.png`), fullPage: true });
    await page.goto(`${base}/staff/site/photos`);
    await page.screenshot({ path: path.join(out, `site-photos-${width}.png`), fullPage: width > 1000 });
    await page.goto(`${base}/staff/site/review`);
    await page.screenshot({ path: path.join(out, `site-review-${width}.png`) });
  }
  for (const lang of ["", "te"]) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/staff/site/preview/${lang}`);
    await page.screenshot({ path: path.join(out, `preview-home${lang ? "-te" : ""}-390.png`) });
    await page.goto(`${base}/staff/site/preview/${lang ? "te/" : ""}doctors`);
    await page.screenshot({ path: path.join(out, `preview-doctors${lang ? "-te" : ""}-390.png`) });
  }
  console.log(`Screenshots in ${out}`);
} finally {
  await browser.close();
  server.kill();
}
