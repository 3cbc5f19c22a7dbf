// How long a tap takes to show what it asks for on a patient's cheap phone (issue 41): Chromium at 390 px with the
// CPU slowed 6× and slow 4G (150 ms round trip, 1.6 Mbit/s), from the tap's pointerdown to the first frame where
// the asked-for element is visible. A benchmark, not a test: timings vary on a shared machine, so compare builds
// within one run. Usage: node scripts/tap-bench.mjs [buildDir ...] (default: build); RUNS=5 by default.
/* global document, window, getComputedStyle, addEventListener, requestAnimationFrame -- inside page.evaluate */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium-args.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const builds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["build"];

/** What is tapped, and what must then be visible: the phone menu, in both languages. */
const TAPS = [
  { name: "phone menu, /", path: "/", button: "Open menu", shows: { role: "dialog", name: "Menu" } },
  { name: "phone menu, /te", path: "/te", button: "మెనూ తెరవండి", shows: { role: "dialog", name: "మెనూ" } },
];

async function startServer(buildDir, port) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "tap-bench-"));
  const server = spawn(process.execPath, [path.join(buildDir, "server-app", "index.js")], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      DATABASE_PATH: path.join(data, "requests.sqlite"),
      SITE_DIR: path.join(data, "site"),
    },
    stdio: "ignore",
  });
  process.on("exit", () => server.kill());
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return server;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One tap: the page loaded afresh, then tapped once it has settled (`settled`) or as soon as the button shows. */
async function tapOnce(browser, base, tap, settled) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const button = page.getByRole("button", { name: tap.button });
  if (settled) {
    await page.goto(`${base}${tap.path}`, { waitUntil: "load" });
    await page.waitForTimeout(3000);
  } else {
    await page.goto(`${base}${tap.path}`, { waitUntil: "commit" });
    await button.waitFor({ state: "visible" });
  }
  // Watches from the page itself: the tap's time, then each frame until the element is there and visible.
  await page.evaluate(
    ({ role, name }) => {
      const visible = () =>
        [...document.querySelectorAll(`[role="${role}"]`)].some(
          (element) =>
            (element.getAttribute("aria-label") === name ||
              document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() === name) &&
            element.getBoundingClientRect().width > 0 &&
            getComputedStyle(element).visibility !== "hidden" &&
            Number(getComputedStyle(element).opacity) > 0.5,
        );
      window.__tap = new Promise((resolve) => {
        addEventListener(
          "pointerdown",
          (event) => {
            const start = event.timeStamp;
            const frame = () => (visible() ? resolve(performance.now() - start) : requestAnimationFrame(frame));
            requestAnimationFrame(frame);
          },
          { capture: true, once: true },
        );
      });
    },
    { role: tap.shows.role, name: tap.shows.name },
  );
  await button.tap({ noWaitAfter: true });
  const ms = await page.evaluate(() => window.__tap);
  await context.close();
  return Math.round(ms);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const servers = [];
const results = [];
for (const [index, buildDir] of builds.entries()) {
  const port = 3400 + index;
  servers.push(await startServer(buildDir, port));
  for (const tap of TAPS) {
    for (const settled of [true, false]) {
      const times = [];
      for (let run = 0; run < RUNS; run += 1)
        times.push(await tapOnce(browser, `http://localhost:${port}`, tap, settled));
      results.push({
        build: buildDir,
        tap: tap.name,
        when: settled ? "settled" : "early",
        median: median(times),
        times,
      });
      console.log(
        `${buildDir}\t${tap.name}\t${settled ? "settled" : "early"}\t${median(times)} ms\t(${times.join(", ")})`,
      );
    }
  }
}
await browser.close();
for (const server of servers) server.kill();
