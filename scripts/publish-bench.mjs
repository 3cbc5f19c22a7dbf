// `npm run bench:publish`: what a publish costs on this machine (decision 0063). The built server with an editor
// account and a database of its own: requests a second on two pages before any publish (the build's own pages) and
// after (a published version's), the time from pressing Publish to the new pages being live (a new phone number, so
// every sharing image is drawn again; and a notice, so none is), the first answers after a swap, the server's memory
// (resident, and the heap in use after a collection) after each publish, and the pages' compressed bytes before and
// after. Median of BENCH_RUNS (3) where it repeats. BUILD_DIR picks the build (default build/). Prints a Markdown
// table (docs/performance.md keeps the last one).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3460);
const base = `http://127.0.0.1:${PORT}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "publish-bench-"));
const env = {
  ...process.env,
  PORT: String(PORT),
  BUILD_DIR: process.env.BUILD_DIR ?? "build",
  DATABASE_PATH: path.join(dir, "requests.sqlite"),
  SITE_DIR: path.join(dir, "site"),
  HEAP_REPORT_FILE: path.join(dir, "heap"),
  STAFF_SESSION_SECRET: "publish bench secret, not for production",
  // As deploy/eye-hospital-site.service runs it.
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
};
const PASSWORD = "publish bench password";
spawnSync(
  process.execPath,
  [path.join(env.BUILD_DIR, "server-app", "cli.js"), "staff:add", "Lakshmi", "--role", "editor"],
  {
    env,
    input: `${PASSWORD}\n`,
  },
);
let server;
async function startServer() {
  server = spawn(
    process.execPath,
    ["--expose-gc", "--import", "./scripts/lib/heap-on-signal.mjs", path.join(env.BUILD_DIR, "server-app", "index.js")],
    { env, stdio: "ignore" },
  );
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
process.on("exit", () => {
  server.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});
await startServer();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))[1]) / 1024;
/** The server's heap in use after a collection (scripts/lib/heap-on-signal.mjs), in MB. */
async function heapMb() {
  fs.rmSync(env.HEAP_REPORT_FILE, { force: true });
  server.kill("SIGUSR2");
  while (!fs.existsSync(env.HEAP_REPORT_FILE) || fs.statSync(env.HEAP_REPORT_FILE).size === 0) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number(fs.readFileSync(env.HEAP_REPORT_FILE, "utf8")) / 1e6;
}

// The editor, with cookies.
const cookies = new Map();
async function request(address, form) {
  const response = await fetch(base + address, {
    method: form ? "POST" : "GET",
    headers: {
      Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
    redirect: "manual",
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...value] = pair.split("=");
    cookies.set(name, value.join("="));
  }
  return response;
}
const csrfOf = (html) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
const login = await (await request("/staff/login")).text();
await request("/staff/login", { csrf: csrfOf(login), name: "Lakshmi", password: PASSWORD });
const csrf = csrfOf(await (await request("/staff/site")).text());

/** Requests a second for `address` over `seconds`, 16 at a time, brotli accepted (as a browser asks). */
async function throughput(address, seconds = 4) {
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (Date.now() < until) {
        const response = await fetch(base + address, { headers: { "Accept-Encoding": "br, gzip" } });
        await response.arrayBuffer();
        done++;
      }
    }),
  );
  return Math.round(done / seconds);
}

/** The page's bytes as sent with brotli. */
async function brotliBytes(address) {
  const body = Buffer.from(await (await fetch(base + address)).arrayBuffer());
  return zlib.brotliCompressSync(body).length;
}

/** Publishes the saved content; resolves with the milliseconds until the editor's page says it is live. */
async function publish() {
  const started = performance.now();
  await request("/staff/site", { csrf, intent: "publish" });
  for (;;) {
    const page = await (await request("/staff/site")).text();
    if (!page.includes("Publishing now")) {
      if (!page.includes("Live since")) throw new Error("the publish failed");
      return performance.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function firstAnswer(address) {
  const started = performance.now();
  await (await fetch(base + address)).arrayBuffer();
  return performance.now() - started;
}

const pages = ["/", "/contact", "/te/services/cataract"];
await throughput("/", 2); // warm-up, not counted
const before = {
  rps: Object.fromEntries(await Promise.all(pages.slice(0, 2).map(async (page) => [page, await throughput(page)]))),
  bytes: Object.fromEntries(await Promise.all(pages.map(async (page) => [page, await brotliBytes(page)]))),
  rss: rssMb(),
  heap: await heapMb(),
};

const phoneTimes = [];
const noticeTimes = [];
const firstPage = [];
const firstRendered = [];
const rssAfter = [];
const heapAfter = [];
for (let run = 0; run < RUNS; run++) {
  // A new phone number: every page and every sharing image changes.
  await request("/staff/site", { csrf, intent: "phone", phone: `98480 1${String(run).padStart(4, "0")}` });
  phoneTimes.push(await publish());
  firstPage.push(await firstAnswer("/"));
  firstRendered.push(await firstAnswer(`/no-such-page-${run}`));
  rssAfter.push(rssMb());
  heapAfter.push(await heapMb());
  // A notice: the pages change, no sharing image does.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  await request("/staff/site", {
    csrf,
    intent: "notice-add",
    en: `Bench notice ${run}: the hospital is open as usual.`,
    te: `బెంచ్ సూచన ${run}: ఆసుపత్రి ఎప్పటిలాగే తెరిచి ఉంటుంది.`,
    from: today,
    until: today,
  });
  noticeTimes.push(await publish());
  rssAfter.push(rssMb());
  heapAfter.push(await heapMb());
}
const after = {
  rps: Object.fromEntries(await Promise.all(pages.slice(0, 2).map(async (page) => [page, await throughput(page)]))),
  bytes: Object.fromEntries(await Promise.all(pages.map(async (page) => [page, await brotliBytes(page)]))),
};
// The same version after a restart: the server has loaded the bundle once, not once per publish.
server.kill();
await new Promise((resolve) => server.once("exit", resolve));
await startServer();
await throughput("/", 2);
const restarted = {
  rps: Object.fromEntries(await Promise.all(pages.slice(0, 2).map(async (page) => [page, await throughput(page)]))),
  rss: rssMb(),
};
// And the build's pages again, on a database of its own (no version published), so that a machine that slowed down
// during the run shows as such rather than as a cost of publishing.
server.kill();
await new Promise((resolve) => server.once("exit", resolve));
env.DATABASE_PATH = path.join(dir, "again.sqlite");
env.SITE_DIR = path.join(dir, "site-again");
await startServer();
await throughput("/", 2);
const buildAgain = Object.fromEntries(
  await Promise.all(pages.slice(0, 2).map(async (page) => [page, await throughput(page)])),
);

const ms = (value) => `${Math.round(value).toLocaleString("en")} ms`;
console.log(`## Publishing (npm run bench:publish, ${new Date().toISOString().slice(0, 10)}, median of ${RUNS})

| What | Figure |
|---|---|
| Publish a new phone number (every page, every sharing image drawn again) | ${ms(median(phoneTimes))} (${phoneTimes.map(ms).join(", ")}) |
| Publish a notice (every page, no sharing image drawn) | ${ms(median(noticeTimes))} (${noticeTimes.map(ms).join(", ")}) |
| First answer after a publish: \`/\` (a stored page) | ${ms(median(firstPage))} |
| First answer after a publish: a page rendered on request (404) | ${ms(median(firstRendered))} |
| Requests a second, \`/\` and \`/contact\`, the build's pages (16 at a time) | ${before.rps["/"]} and ${before.rps["/contact"]} |
| Requests a second, the same, a published version's pages, after the publishes | ${after.rps["/"]} and ${after.rps["/contact"]} |
| Requests a second, the same, after a restart | ${restarted.rps["/"]} and ${restarted.rps["/contact"]} (RSS ${Math.round(restarted.rss)} MB) |
| Requests a second, the build's pages again, at the end of the run | ${buildAgain["/"]} and ${buildAgain["/contact"]} |
| Server memory (RSS) before any publish | ${Math.round(before.rss)} MB |
| Server memory after each of ${RUNS * 2} publishes | ${rssAfter.map((value) => Math.round(value)).join(", ")} MB |
| Heap in use after a collection, before any publish, then after each | ${Math.round(before.heap)}; ${heapAfter.map((value) => Math.round(value)).join(", ")} MB |
| Page bytes, brotli, build's → published (${pages.join(", ")}) | ${pages.map((page) => `${before.bytes[page]} → ${after.bytes[page]}`).join("; ")} |
`);
process.exit(0);
