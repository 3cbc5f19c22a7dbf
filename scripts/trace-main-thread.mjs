// `npm run trace -- / /te/services/cataract`: where a page's main-thread time goes on a slow phone (issue 29). Loads
// each page at 390 px with 6× CPU slowdown (TRACE_SLOWDOWN) under Chrome's performance trace, three times, and prints
// for the tasks over 50 ms (the ones that count as blocking) the median time of each kind of work inside them:
// parsing HTML, style recalculation, layout, paint, script, and the rest. Against the built server; a development
// tool, not a test (timings vary with the machine).
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium-args.mjs";
import { startBuiltServer } from "./lib/start-built-server.mjs";

const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const SLOWDOWN = Number(process.env.TRACE_SLOWDOWN ?? 6);
const PORT = Number(process.env.TRACE_PORT ?? 3470);
const base = `http://localhost:${PORT}`;
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/te/services/cataract"];

/** Trace event names → the kind of work a reader of the decision record knows them by. */
const KINDS = {
  ParseHTML: "parse HTML",
  UpdateLayoutTree: "style",
  ParseAuthorStyleSheet: "parse CSS",
  Layout: "layout",
  Paint: "paint",
  PrePaint: "paint",
  Layerize: "paint",
  "Document::updateStyleAndLayoutTree": "style",
  EvaluateScript: "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  EventDispatch: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  "IsolatedSVGDocumentHost::IsolatedSVGDocumentHost": "SVG images",
  RunMicrotasks: "script",
  "Decode Image": "images",
  ImageDecodeTask: "images",
  HitTest: "other",
};

async function traceOnce(browser, address) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading",
    transferMode: "ReportEvents",
  });
  await page.goto(base + address, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  await cdp.send("Tracing.end");
  await done;
  await context.close();

  // The page's main thread: the busiest thread that parsed HTML (another renderer parses the blank page first).
  const busy = {};
  for (const event of events) {
    if (event.name === "RunTask" && event.ph === "X")
      busy[`${event.pid}:${event.tid}`] = (busy[`${event.pid}:${event.tid}`] ?? 0) + event.dur;
  }
  const threads = new Set(
    events.filter((event) => event.name === "ParseHTML").map((event) => `${event.pid}:${event.tid}`),
  );
  const thread = [...threads].sort((a, b) => (busy[b] ?? 0) - (busy[a] ?? 0))[0];
  const main = events.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === "X");
  const tasks = main.filter((event) => event.name === "RunTask" && event.dur / 1000 > 50);
  const byKind = {};
  let total = 0;
  let blocking = 0;
  // TRACE_TASKS=1: each long task on its own line (when it started after the first HTML parse, and what it held).
  const listing = [];
  const firstParse = Math.min(...main.filter((event) => event.name === "ParseHTML").map((event) => event.ts));
  for (const task of tasks) {
    const own = {};
    total += task.dur / 1000;
    blocking += task.dur / 1000 - 50;
    const inside = main.filter(
      (event) =>
        event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && KINDS[event.name],
    );
    // Only the outermost event of each kind counts (a Layout inside a style update is counted once, as layout).
    for (const event of inside) {
      const parent = inside.find(
        (other) =>
          other !== event && KINDS[other.name] && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur,
      );
      if (parent) continue;
      const kind = KINDS[event.name];
      byKind[kind] = (byKind[kind] ?? 0) + event.dur / 1000;
      own[kind] = (own[kind] ?? 0) + event.dur / 1000;
    }
    const parts = Object.entries(own)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
      .join(", ");
    listing.push(
      `    at ${((task.ts - firstParse) / 1000).toFixed(0).padStart(5)} ms: ${(task.dur / 1000).toFixed(0)} ms (${parts})`,
    );
  }
  const elements = await (async () => {
    const html = await (await fetch(base + address)).text();
    return (html.match(/<[a-zA-Z][^>]*>/g) ?? []).length;
  })();
  return { tasks: tasks.length, total, blocking, byKind, elements, listing };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startBuiltServer(
  { ...process.env, PORT: String(PORT), DATABASE_PATH: path.join(os.tmpdir(), `trace-${process.pid}.sqlite`) },
  base,
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const address of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await traceOnce(browser, address));
    const kinds = [...new Set(runs.flatMap((run) => Object.keys(run.byKind)))].sort();
    console.log(`\n${address} at ${SLOWDOWN}× (median of ${RUNS}; ${runs[0].elements} elements in the HTML)`);
    console.log(
      `  tasks over 50 ms: ${median(runs.map((run) => run.tasks))}, their time ${median(runs.map((run) => run.total)).toFixed(0)} ms, blocking ${median(runs.map((run) => run.blocking)).toFixed(0)} ms`,
    );
    for (const kind of kinds) {
      console.log(
        `  ${kind.padEnd(10)} ${median(runs.map((run) => run.byKind[kind] ?? 0))
          .toFixed(0)
          .padStart(5)} ms`,
      );
    }
    if (process.env.TRACE_TASKS) console.log(`  the long tasks of the last run:\n${runs.at(-1).listing.join("\n")}`);
  }
} finally {
  await browser.close();
  server.kill();
}
