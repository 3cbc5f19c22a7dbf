// `npm run bench:inbox`: the front desk with 100,000 stored requests (issue 15: "still open in well under a
// second"). Fills a fresh database, starts the production server, signs in, and times the inbox's views as the desk
// uses them: median and slowest of 7 requests each, measured from this process (the page fully received).
// Prints a Markdown table; the figures go in docs/performance-front-desk.md by hand. Not a test: timings vary on shared machines.
import Database from "better-sqlite3";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const COUNT = Number(process.env.BENCH_REQUESTS ?? 100_000);
const RUNS = 7;
const PORT = Number(process.env.BENCH_PORT ?? 3450);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-inbox-"));
const databasePath = path.join(dir, "requests.sqlite");
const serverDir = path.join(process.env.BUILD_DIR ?? "build", "server-app");
const env = { ...process.env, DATABASE_PATH: databasePath, PORT: String(PORT) };
const password = "bench password, not for use";

// The account (and the schema, by the same command), then the requests, over 170 days, in one transaction.
execFileSync(process.execPath, [path.join(serverDir, "cli.js"), "staff:add", "Bench"], { env, input: `${password}\n` });
const db = new Database(databasePath);
const insert = db.prepare(
  `INSERT INTO requests (kind, created_at, status, name, phone, phone_key, message, source, lang, preferred_date)
   VALUES (?, ?, ?, ?, ?, ?, ?, 'bench', ?, '2026-12-01')`,
);
const statuses = ["new", "no_answer", "called_back", "booked", "closed", "closed", "closed"];
const started = Date.now();
db.transaction(() => {
  for (let i = 0; i < COUNT; i++) {
    const phone = `9${String(100000000 + i).slice(-9)}`;
    const at = new Date(started - (COUNT - i) * ((170 * 86_400_000) / COUNT)).toISOString();
    insert.run(
      i % 5 === 0 ? "contact" : "appointment",
      at,
      statuses[i % statuses.length],
      i % 3 === 0 ? `రోగి ${i}` : `Patient ${i}`,
      phone,
      phone,
      "Blurred vision for two weeks; would like a check-up before the festival.",
      i % 3 === 0 ? "te" : "en",
    );
  }
})();
db.close();
console.log(`Stored ${COUNT.toLocaleString("en-IN")} requests in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

const server = spawn(process.execPath, [path.join(serverDir, "index.js")], { env, stdio: "ignore" });
const base = `http://localhost:${PORT}`;
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // not yet listening
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

let cookie = "";
const keep = (response) => {
  for (const line of response.headers.getSetCookie()) cookie = line.split(";")[0];
};
const login = await fetch(`${base}/staff/login`);
keep(login);
const csrf = (await login.text()).match(/name="csrf" value="([^"]+)"/)[1];
keep(
  await fetch(`${base}/staff/login`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, name: "Bench", password }),
    redirect: "manual",
  }),
);

const views = [
  ["Inbox, first page", "/staff"],
  ["New appointments", "/staff?status=new&kind=appointment"],
  ["Telugu, this week", `/staff?lang=te&from=${new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10)}`],
  ["Search by name", "/staff?q=Patient%2099998"],
  ["Search by phone", "/staff?q=98765"],
  ["Page 2,000 of 4,000", "/staff?page=2000"],
  ["One request", "/staff/requests/50000"],
];
const rows = [];
for (const [label, url] of views) {
  const times = [];
  let status = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const response = await fetch(base + url, { headers: { Cookie: cookie } });
    await response.text();
    status = response.status;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  rows.push(`| ${label} | \`${url}\` | ${status} | ${times[RUNS >> 1].toFixed(0)} | ${times.at(-1).toFixed(0)} |`);
}
server.kill();
fs.rmSync(dir, { recursive: true, force: true });

console.log(
  `\nThe front desk with ${COUNT.toLocaleString("en-IN")} stored requests (median and slowest of ${RUNS}, ms):\n`,
);
console.log("| View | Address | Status | Median (ms) | Slowest (ms) |\n|---|---|---|---|---|");
console.log(rows.join("\n"));
