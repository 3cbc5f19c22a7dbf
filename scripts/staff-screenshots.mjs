// Developer tool: the front desk as a receptionist sees it, at 360×740 and 1280×800, with a day's requests.
// Starts the built server on a fresh database, sends 59 requests through the site's own API (names and numbers typed
// the way patients type them, some in Telugu, a landline among them), spreads them over four days, signs in and
// saves a PNG of every staff page in /tmp/shots/staff. Usage: npm run build && node scripts/staff-screenshots.mjs
import Database from "better-sqlite3";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./lib/chromium-args.mjs";
import { startBuiltServer } from "./lib/start-built-server.mjs";

const PORT = 3470;
const base = `http://localhost:${PORT}`;
const out = "/tmp/shots/staff";
fs.mkdirSync(out, { recursive: true });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-shots-"));
const env = {
  ...process.env,
  DATABASE_PATH: path.join(dir, "requests.sqlite"),
  PORT: String(PORT),
  SUBMIT_RATE_LIMIT: "1000",
  STAFF_SESSION_SECRET: "screenshots only",
};
const cli = path.join("build", "server-app", "cli.js");
for (const name of ["Asha", "Ravi"]) {
  execFileSync(process.execPath, [cli, "staff:add", name], { env, input: "screenshots password\n" });
}
const server = await startBuiltServer(env, base);

const names = [
  ["Ramesh Naidu", "98480 12345"],
  ["లక్ష్మి దేవి", "+91 94401 23456"],
  ["K. Venkata Reddy", "091 9849012345"],
  ["Sujatha", "9989776655"],
  ["షేక్ మహబూబ్ బాషా", "91-9989-776655"],
  ["P Anjaneyulu (Kadiri)", "08554 245678"],
  ["Mallikarjuna", "+919701234567"],
  ["సరోజమ్మ", "0 98480 22222"],
];
const inDays = (n) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + n * 86_400_000));
for (let i = 0; i < 59; i++) {
  const [name, phone] = names[i % names.length];
  const te = /[\u0C00-\u0C7F]/.test(name);
  await fetch(`${base}/api/appointments`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({
      name: i < names.length ? name : `${name} ${i}`,
      phone,
      date: inDays((i % 5) + 1),
      message: i % 3 ? "" : "Blurred vision in the left eye for two weeks.",
      lang: te ? "te" : "en",
    }),
  });
}
// A question sent through the contact form.
await fetch(`${base}/api/contact`, {
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: base },
  body: JSON.stringify({
    name: "Govind Rao",
    phone: "98665 11223",
    email: "govind@example.com",
    subject: "Aarogyasri card",
    message: "Do you take the Aarogyasri card for cataract surgery? My mother is 68.",
    lang: "en",
  }),
});
// Four days of requests, some already worked on.
const db = new Database(env.DATABASE_PATH);
db.prepare(
  "UPDATE requests SET created_at = datetime('now', '-' || ((id * 97) % 5760) || ' minutes') || '.000Z'",
).run();
db.prepare("UPDATE requests SET created_at = replace(created_at, ' ', 'T')").run();
db.prepare(
  "UPDATE requests SET status = 'closed', status_changed_at = created_at, status_changed_by = 'Ravi' WHERE id % 4 = 0",
).run();
db.prepare(
  `UPDATE requests SET status = 'booked', status_changed_at = created_at, status_changed_by = 'Ravi',
     visit_day = ?, visit_session = CASE WHEN id % 2 = 0 THEN 'morning' ELSE 'evening' END WHERE id % 7 = 0`,
).run(inDays(1));
db.close();

// An urgent one, in Telugu, after the others were worked on: it waits, flagged, at the top.
await fetch(`${base}/api/appointments`, {
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: base },
  body: JSON.stringify({
    name: "రమణమ్మ",
    phone: "94405 66778",
    date: inDays(1),
    message: "కంటి నొప్పి, ఎర్రగా ఉంది",
    lang: "te",
  }),
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const [width, height] of [
  [360, 740],
  [1280, 800],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  // Headless Chromium now and then cannot capture a page mid-navigation: a second try a moment later does.
  const capture = (options) =>
    page.screenshot(options).catch(() => page.waitForTimeout(500).then(() => page.screenshot(options)));
  const shot = async (name) => {
    await capture({ path: `${out}/${name}-${width}.png` });
    console.log(`${out}/${name}-${width}.png`);
  };
  await page.goto(`${base}/staff/login`);
  await page.getByLabel("Your name").fill("Asha");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await shot("login-refused");
  await page.getByLabel("Password").fill("screenshots password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/staff$/);
  await shot("inbox");
  await page.goto(`${base}/staff?status=new&kind=appointment`);
  await shot("inbox-new-appointments");
  await page.locator("[role=list] article a").first().click();
  await shot("request");
  await capture({ path: `${out}/request-full-${width}.png`, fullPage: true });
  await page
    .getByRole("button", { name: /^Book .* for / })
    .first()
    .click();
  await shot("request-booked");
  await page.getByRole("link", { name: /Back to the requests/ }).click();
  await shot("inbox-after-booking");
  await page.goto(`${base}/staff?q=Govind`);
  await page.getByRole("link", { name: "Govind Rao", exact: true }).click();
  await shot("message");
  await page.goto(`${base}/staff/visits?day=${inDays(1)}`);
  await capture({ path: `${out}/visits-${width}.png`, fullPage: true });
  await page.emulateMedia({ media: "print" });
  await capture({ path: `${out}/visits-print-${width}.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });
  await page.goto(`${base}/staff/replies`);
  await capture({ path: `${out}/replies-${width}.png`, fullPage: true });
  await page.goto(`${base}/staff/requests/99999`);
  await shot("missing");
  await page.goto(`${base}/staff/activity`);
  await shot("activity");
  await page.goto(`${base}/staff/erase`);
  await shot("erase");
  await page.close();
}
await browser.close();
server.kill();
fs.rmSync(dir, { recursive: true, force: true });
