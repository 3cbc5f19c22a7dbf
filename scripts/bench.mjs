// `npm run bench`: Lighthouse 12 (mobile, default simulated throttling) three times on every kind of page,
// against the production server, with Debian's Chromium. Writes the medians to docs/performance.md.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const routes = [
  ["Home", "/"],
  ["About", "/about"],
  ["Services", "/services"],
  ["Service page", "/services/cataract"],
  ["Our Expert", "/doctors"],
  ["Focus Opticals", "/focus-opticals"],
  ["Testimonials", "/testimonials"],
  ["Contact", "/contact"],
  ["Patient education", "/patient-education"],
  ["Article", "/patient-education/diabetic-retinopathy"],
  ["Not found", "/no-such-page"],
];
const targets = { performance: 98, lcp: 1500, tbt: 50, cls: 0.01, accessibility: 100, bestPractices: 100, seo: 100 };

await import("./ensure-chromium.mjs");
const server = spawn(process.execPath, ["build/server-app/index.js"], {
  env: { ...process.env, PORT: String(PORT), DATABASE_PATH: path.join(os.tmpdir(), `bench-${process.pid}.sqlite`) },
  stdio: "ignore",
});
const base = `http://localhost:${PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/robots.txt`)).ok) break;
  } catch {
    if (i > 100) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
const bytesOf = (lhr, type) =>
  (lhr.audits["resource-summary"]?.details?.items ?? []).find((item) => item.resourceType === type)?.transferSize ?? 0;

const rows = [];
try {
  for (const [label, route] of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        // The not-found page answers 404 on purpose; without this Lighthouse refuses to score it.
        ignoreStatusCode: true,
      });
      const lhr = result.lhr;
      runs.push({
        performance: (lhr.categories.performance.score ?? NaN) * 100,
        accessibility: (lhr.categories.accessibility.score ?? NaN) * 100,
        bestPractices: (lhr.categories["best-practices"].score ?? NaN) * 100,
        seo: (lhr.categories.seo.score ?? NaN) * 100,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        fcp: lhr.audits["first-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        si: lhr.audits["speed-index"].numericValue,
        js: bytesOf(lhr, "script"),
        css: bytesOf(lhr, "stylesheet"),
        html: bytesOf(lhr, "document"),
        images: bytesOf(lhr, "image"),
        fonts: bytesOf(lhr, "font"),
      });
      process.stdout.write(".");
    }
    const row = { label, route };
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((run) => run[key]));
    rows.push(row);
    console.log(` ${label}: performance ${row.performance}, LCP ${Math.round(row.lcp)} ms`);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const kb = (bytes) => fixed(bytes / 1024, 1);
const ok = (row) =>
  row.performance >= targets.performance &&
  row.lcp <= targets.lcp &&
  row.tbt <= targets.tbt &&
  row.cls <= targets.cls &&
  row.accessibility >= targets.accessibility &&
  row.bestPractices >= targets.bestPractices &&
  row.seo >= targets.seo;
let commit = "uncommitted";
try {
  commit = execSync("git rev-parse --short HEAD").toString().trim();
} catch {
  // not a git checkout
}
const lines = [
  "# Performance",
  "",
  `Measured ${new Date().toISOString().slice(0, 10)} at commit \`${commit}\` by \`npm run bench\`: Lighthouse 12, mobile form factor, default simulated throttling (slow 4G, 4× CPU slowdown), Debian Chromium, production server on localhost. Median of ${RUNS} runs per page.`,
  "",
  `Targets on every route: performance ≥ ${targets.performance}; LCP ≤ ${targets.lcp / 1000} s; TBT ≤ ${targets.tbt} ms; CLS ≤ ${targets.cls}; accessibility, best practices and SEO 100.`,
  "",
  "| Page | Perf | A11y | Best pr. | SEO | LCP (ms) | FCP (ms) | TBT (ms) | CLS | Speed Index (ms) | JS KB | CSS KB | HTML KB | Images KB | Fonts KB | Meets targets |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.label} (\`${row.route}\`) | ${fixed(row.performance)} | ${fixed(row.accessibility)} | ${fixed(row.bestPractices)} | ${fixed(row.seo)} | ${fixed(row.lcp)} | ${fixed(row.fcp)} | ${fixed(row.tbt)} | ${fixed(row.cls, 3)} | ${fixed(row.si)} | ${kb(row.js)} | ${kb(row.css)} | ${kb(row.html)} | ${kb(row.images)} | ${kb(row.fonts)} | ${Number.isFinite(row.performance) ? (ok(row) ? "yes" : "**no**") : "n/a"} |`,
  ),
  "",
  "Bytes are as transferred (compressed). Timings vary with the machine; the byte budgets that `npm test` enforces are in `tests/build/budgets.test.ts`.",
  "",
  "Reading the table:",
  "",
  "- Every page is prerendered and paints before any script is fetched; hydration starts after the first paint (`app/lib/deferred-hydration.ts`). That is what brings LCP under 1.5 s.",
  "- TBT counts main-thread work after the first paint: parsing the rest of the HTML and evaluating and hydrating ~135 KB of React and React Router. Lighthouse multiplies the observed task times by four, so on a shared 2-core machine the same page measures anywhere from ~15 to ~350 ms between runs; read it across several benches, not one.",
  "- The not-found page answers 404 with `noindex` and logs the unknown path to the console, as the specification asks. Lighthouse's SEO and best-practice audits mark exactly those down, by design.",
  "",
];
fs.mkdirSync("docs", { recursive: true });
fs.writeFileSync("docs/performance.md", lines.join("\n"));
console.log("Wrote docs/performance.md");
