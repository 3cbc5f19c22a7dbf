// `npm run bench:inbox`: the front desk with 100,000 stored requests (issue 15: "still open in well under a
// second"). Fills a fresh database, starts the production server, signs in, and times the inbox's views as the desk
// uses them: median and slowest of 7 requests each, measured from this process (the page fully received). Then the
// streamed CSV export of every request (time to the last byte, size, the server's peak memory against idle, read
// from /proc, so Linux only) and 20 simultaneous loads of the inbox's first page.
// Prints a Markdown table; the figures go in docs/performance-front-desk.md by hand. Not a test: timings vary on shared machines.
import Database from "better-sqlite3";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const COUNT = Number(process.env.BENCH_REQUESTS ?? 100_000);
const RUNS = 7;
const CSV_RUNS = Number(process.env.BENCH_CSV_RUNS ?? 3);
const CONCURRENT = 20;
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

// Every cookie the server sets, by name: the session and, since decision 0023, the device cookie beside it.
const cookies = new Map();
let cookie = "";
const keep = (response) => {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0];
    cookies.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  cookie = [...cookies.values()].join("; ");
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
// A bench of the sign-in page would be no bench: stop unless the session opens the inbox.
if (!(await (await fetch(`${base}/staff`, { headers: { Cookie: cookie } })).text()).includes("/staff/export.csv")) {
  server.kill();
  throw new Error("Signing in failed: the bench would measure the sign-in page.");
}

const views = [
  ["Inbox, first page", "/staff"],
  ["New appointments", "/staff?status=new&kind=appointment"],
  ["Telugu, this week", `/staff?lang=te&from=${new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10)}`],
  ["Search by name", "/staff?q=Patient%2099998"],
  ["Search by phone", "/staff?q=98765"],
  ["Search by phone, with +91", "/staff?q=%2B91%2098765"],
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

// The server's resident memory (VmRSS in /proc/<pid>/status, Linux), in MB.
const rssMb = () => {
  const match = fs.readFileSync(`/proc/${server.pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return match ? Number(match[1]) / 1024 : NaN;
};

// The CSV export of every request, streamed: time to the last byte, its size, and the server's memory meanwhile
// (sampled every 20 ms; idle is taken after the views above, so the server is warm).
const exportRows = [];
for (let run = 1; run <= CSV_RUNS; run++) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idle = rssMb();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const start = performance.now();
  const response = await fetch(`${base}/staff/export.csv`, { headers: { Cookie: cookie } });
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    firstByte ||= performance.now() - start;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const lastByte = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  exportRows.push(
    `| ${run} | ${response.status} | ${(lines - 1).toLocaleString("en-IN")} | ${(bytes / 1e6).toFixed(1)} MB | ${response.headers.get("content-encoding") ?? "none"} | ${firstByte.toFixed(0)} | ${lastByte.toFixed(0)} | ${idle.toFixed(0)} | ${peak.toFixed(0)} | +${(peak - idle).toFixed(0)} |`,
  );
}

// The desk at opening time: CONCURRENT people load the inbox's first page at the same moment.
const concurrentTimes = await Promise.all(
  Array.from({ length: CONCURRENT }, async () => {
    const start = performance.now();
    const response = await fetch(`${base}/staff`, { headers: { Cookie: cookie } });
    await response.text();
    if (!response.ok) throw new Error(`/staff answered ${response.status}`);
    return performance.now() - start;
  }),
);
concurrentTimes.sort((a, b) => a - b);

server.kill();
fs.rmSync(dir, { recursive: true, force: true });

console.log(
  `\nThe front desk with ${COUNT.toLocaleString("en-IN")} stored requests (median and slowest of ${RUNS}, ms):\n`,
);
console.log("| View | Address | Status | Median (ms) | Slowest (ms) |\n|---|---|---|---|---|");
console.log(rows.join("\n"));

console.log(
  `\nThe CSV export of all ${COUNT.toLocaleString("en-IN")} requests, streamed (server memory as VmRSS, MB):\n`,
);
console.log(
  "| Run | Status | Rows | Size | Encoding | First byte (ms) | Last byte (ms) | Idle RSS | Peak RSS | Peak − idle |\n|---|---|---|---|---|---|---|---|---|---|",
);
console.log(exportRows.join("\n"));

console.log(`\n${CONCURRENT} loads of the inbox's first page at once (\`/staff\`, ms):\n`);
console.log("| Requests | Median (ms) | Slowest (ms) |\n|---|---|---|");
console.log(
  `| ${CONCURRENT} | ${concurrentTimes[CONCURRENT >> 1].toFixed(0)} | ${concurrentTimes.at(-1).toFixed(0)} |`,
);
