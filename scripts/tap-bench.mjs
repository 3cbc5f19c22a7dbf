// How long a tap takes to show what it asks for on a patient's cheap phone (issue 41): Chromium at 390 px with the
// CPU slowed 6× and slow 4G (150 ms round trip, 1.6 Mbit/s), from the tap's pointerdown to the first frame where
// the asked-for element is visible. A benchmark, not a test: timings vary on a shared machine, so compare builds
// within one run (the builds take turns, run by run). Usage: node scripts/tap-bench.mjs [buildDir ...] (default:
// build); RUNS=5 by default; WHEN=settled or WHEN=early for one kind of tap only.
/* global document, window, getComputedStyle, addEventListener, requestAnimationFrame -- inside page.evaluate */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium-args.mjs";
import { startBuiltServer } from "./lib/start-built-server.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
// How long after load a "settled" tap comes: SETTLE_MS=6000 to look at a slower page.
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 3000);
// How long a settled tap comes after the control was scrolled into view.
const SCROLL_SETTLE_MS = Number(process.env.SCROLL_SETTLE_MS ?? 1000);
const builds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["build"];

/**
 * What is tapped (a role and name, inside `within` if given), and what must then be so (`shows`, checked in the page
 * every frame): a dialog by name, the text size changed, a <details> opened, a tab selected, the carousel's status.
 * The language switch is a link to another page, timed by the next page's paint, not here.
 *
 * Each tap has a browser context of its own, so its cache starts empty, as on a first visit; it is not switched off.
 * With it off (until 2026-11-29) a language switch loaded the stylesheet and pictures again and took about 650 ms,
 * where a patient's browser, which keeps them, takes about 350 ms.
 */
const TAPS = [
  { name: "phone menu, /", path: "/", tap: ["button", "Open menu"], shows: { dialog: "Menu" } },
  { name: "phone menu, /te", path: "/te", tap: ["button", "మెనూ తెరవండి"], shows: { dialog: "మెనూ" } },
  {
    name: "booking dialog, /",
    path: "/",
    tap: ["button", "Book an Appointment"],
    shows: { dialog: "Book an Appointment" },
  },
  {
    name: "booking dialog, /services/cataract",
    path: "/services/cataract",
    tap: ["button", "Book a Cataract Surgery Consultation"],
    shows: { dialog: "" },
  },
  {
    name: "bottom sheet, /te",
    path: "/te",
    within: 'nav[aria-label="త్వరగా చేరేందుకు"]',
    tap: ["button", "అపాయింట్‌మెంట్"],
    shows: { dialog: "" },
  },
  { name: "text size, /", path: "/", tap: ["button", /^Text size/], shows: { textSizeChanged: true } },
  { name: "FAQ answer, /", path: "/", faq: true, shows: { detailsOpen: "#main-content details" } },
  {
    name: "articles tab, /patient-education",
    path: "/patient-education",
    tap: ["tab", "Treatments"],
    shows: { tabSelected: "Treatments" },
  },
  {
    name: "carousel next, /testimonials",
    path: "/testimonials",
    tap: ["button", "Next testimonial"],
    shows: { statusMatches: "^2 of" },
  },
  // The Telugu pages' own controls (the phone menu and the bottom sheet are above).
  { name: "text size, /te", path: "/te", tap: ["button", /^అక్షరాల సైజు/], shows: { textSizeChanged: true } },
  { name: "FAQ answer, /te", path: "/te", faq: true, shows: { detailsOpen: "#main-content details" } },
  {
    name: "carousel next, /te/testimonials",
    path: "/te/testimonials",
    tap: ["button", "తర్వాతి అనుభవం"],
    shows: { statusMatches: "లో 2$" },
  },
  // The language switch is a link: timed from the tap to the other language's page's first paint (or, when the
  // speculation rules prerendered it, to the moment it was shown).
  { name: "language switch, / to /te", path: "/", tap: ["link", "తెలుగులో చదవండి"], navigatesTo: "/te" },
  { name: "language switch, /te to /", path: "/te", tap: ["link", "Read in English"], navigatesTo: "/" },
];

function startServer(buildDir, port) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "tap-bench-"));
  const env = {
    ...process.env,
    BUILD_DIR: buildDir,
    PORT: String(port),
    DATABASE_PATH: path.join(data, "requests.sqlite"),
    SITE_DIR: path.join(data, "site"),
  };
  return startBuiltServer(env, `http://localhost:${port}`, buildDir);
}

/**
 * A link's tap, on the page's clock and the next page's: from the pointerdown to the next page's first paint, or to
 * the moment a page the browser had prerendered was shown (its activation), whichever is later.
 */
async function timeToNextPage(page, link, href, settled) {
  // Also when the link first shows it was followed (drawn pressed, decision 0072), kept across the page change.
  await page.evaluate(() =>
    addEventListener(
      "pointerdown",
      (event) => {
        sessionStorage.setItem("tap-bench-at", String(performance.timeOrigin + event.timeStamp));
        const link = event.target?.closest?.("a");
        const frame = () =>
          link?.hasAttribute("data-followed")
            ? sessionStorage.setItem("tap-bench-pressed", String(performance.now() - event.timeStamp))
            : requestAnimationFrame(frame);
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    ),
  );
  await tapAt(page, link, settled);
  await page.waitForURL(href, { waitUntil: "commit", timeout: 15_000 });
  const ms = await page.evaluate(async () => {
    const firstPaint = await new Promise((resolve) => {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName("first-contentful-paint")[0];
        if (entry) {
          observer.disconnect();
          resolve(entry.startTime);
        }
      }).observe({ type: "paint", buffered: true });
      setTimeout(() => resolve(NaN), 15_000);
    });
    const navigation = performance.getEntriesByType("navigation")[0];
    const shownAt = performance.timeOrigin + Math.max(firstPaint, navigation?.activationStart ?? 0);
    const shown = shownAt - Number(sessionStorage.getItem("tap-bench-at"));
    const pressed = sessionStorage.getItem("tap-bench-pressed");
    return [shown, pressed === null ? shown : Math.min(shown, Number(pressed))];
  });
  return ms.map(Math.round);
}

/**
 * The tap itself. Settled: a touch at the control's middle, where it already is on screen (the check that nothing
 * covers it is made first, so a covered control fails loudly instead of tapping what covers it). Early: Playwright's
 * own tap, which scrolls the control clear if it must, as a hurried reader would.
 */
async function tapAt(page, control, settled) {
  if (!settled) return control.tap({ noWaitAfter: true });
  if (!(await isClearOnScreen(control))) throw new Error("The control to tap is off screen or covered at its middle");
  const box = await control.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The control is on screen and its middle is its own (not under the header, the bottom bar or a dialog). */
function isClearOnScreen(control) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return box.width > 0 && Boolean(hit) && element.contains(hit);
  });
}

/** One tap: the page loaded afresh, then tapped once it has settled (`settled`) or as soon as the button shows. */
async function tapOnce(browser, base, tap, settled) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const scope = tap.within ? page.locator(tap.within).first() : page;
  const button = tap.faq
    ? page.locator("#main-content details > summary").first()
    : scope.getByRole(tap.tap[0], { name: tap.tap[1], exact: typeof tap.tap[1] === "string" }).first();
  if (settled) {
    await page.goto(`${base}${tap.path}`, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    // As a reader would: the control scrolled to the middle of the screen (clear of the header and the bottom bar),
    // then a pause while the pictures that came into view are drawn, then the tap. Until 2026-11-30 the tap came in
    // the same moment as a scroll of Playwright's own (the control was under the bottom bar), and waited behind
    // those pictures: about 80 ms more on the articles' tabs. Scrolled again if the page moved under it meanwhile
    // (bands above it drawn at their real height).
    for (let attempt = 0; attempt < 4 && !(await isClearOnScreen(button)); attempt += 1) {
      await button.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      await page.waitForTimeout(SCROLL_SETTLE_MS);
    }
  } else {
    await page.goto(`${base}${tap.path}`, { waitUntil: "commit" });
    await button.waitFor({ state: "visible" });
    // Out of the way of the tap: what is asked for is below the screen on some pages (the FAQ, the carousel).
    await button.scrollIntoViewIfNeeded();
  }
  if (tap.navigatesTo) {
    const [shown, pressed] = await timeToNextPage(page, button, new URL(tap.navigatesTo, page.url()).href, settled);
    await context.close();
    return { shown, pressed };
  }
  // Watches from the page itself: the tap's time, then each frame until what was asked for is so.
  await page.evaluate((shows) => {
    const shown = (element) =>
      element.getBoundingClientRect().width > 0 &&
      getComputedStyle(element).visibility !== "hidden" &&
      Number(getComputedStyle(element).opacity) > 0.5;
    const named = (element, name) =>
      !name ||
      element.getAttribute("aria-label") === name ||
      document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() === name;
    const sizeBefore = document.documentElement.dataset.textSize ?? "";
    const done = () => {
      if (shows.dialog !== undefined)
        return [...document.querySelectorAll('[role="dialog"], dialog[open]')].some(
          (element) => named(element, shows.dialog) && shown(element),
        );
      // Changed, and the page laid out at the new size (reading a box makes the browser do it now, as it must
      // before the frame that shows it): a dialog's check above does the same.
      if (shows.textSizeChanged)
        return (
          (document.documentElement.dataset.textSize ?? "") !== sizeBefore &&
          document.body.getBoundingClientRect().height > 0
        );
      if (shows.detailsOpen) {
        const details = document.querySelector(shows.detailsOpen);
        const answer = details?.querySelector(":scope > :not(summary)");
        return Boolean(details?.open && answer && shown(answer));
      }
      if (shows.tabSelected)
        return [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some(
          (tab) => tab.textContent?.trim() === shows.tabSelected,
        );
      if (shows.statusMatches)
        return [...document.querySelectorAll('[role="status"]')].some((status) =>
          new RegExp(shows.statusMatches).test(status.textContent?.trim() ?? ""),
        );
      return false;
    };
    // Also when the tap first shows it was taken: the control pressed while its code is on its way (aria-busy,
    // decision 0072), or what it asked for, whichever comes first.
    let resolvePressed;
    window.__pressed = new Promise((resolve) => (resolvePressed = resolve));
    window.__tap = new Promise((resolve) => {
      addEventListener(
        "pointerdown",
        (event) => {
          const start = event.timeStamp;
          const control = event.target?.closest?.('button, [role="button"], [role="tab"], summary');
          let pressed = false;
          const frame = () => {
            const finished = done();
            if (!pressed && (finished || control?.getAttribute("aria-busy") === "true")) {
              pressed = true;
              resolvePressed(performance.now() - start);
            }
            return finished ? resolve(performance.now() - start) : requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    });
  }, tap.shows);
  await tapAt(page, button, settled);
  // Never more than 15 s: a tap whose answer never comes is reported as such, not waited for.
  const [ms, pressedMs] = await page.evaluate(() =>
    Promise.all(
      [window.__tap, window.__pressed].map((answer) =>
        Promise.race([answer, new Promise((r) => setTimeout(() => r(NaN), 15_000))]),
      ),
    ),
  );
  await context.close();
  return { shown: Math.round(ms), pressed: Math.round(pressedMs) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const servers = [];
for (const [index, buildDir] of builds.entries()) servers.push(await startServer(buildDir, 3400 + index));
// ONLY=<pattern>: the taps whose name matches it (a quicker look at some: ONLY=carousel, ONLY="/te|language").
for (const tap of TAPS.filter(({ name }) => new RegExp(process.env.ONLY ?? "").test(name))) {
  // WHEN=settled or WHEN=early: only those taps.
  for (const settled of [true, false].filter(
    (each) => !process.env.WHEN || process.env.WHEN === (each ? "settled" : "early"),
  )) {
    // The builds take turns, run by run, so that a change in the machine's pace falls on each alike.
    const runs = builds.map(() => []);
    for (let run = 0; run < RUNS; run += 1)
      for (const [index] of builds.entries())
        runs[index].push(await tapOnce(browser, `http://localhost:${3400 + index}`, tap, settled));
    for (const [index, buildDir] of builds.entries()) {
      const times = runs[index].map((run) => run.shown);
      const pressed = runs[index].map((run) => run.pressed);
      console.log(
        `${buildDir}\t${tap.name}\t${settled ? "settled" : "early"}\t${median(times)} ms\t(${times.join(", ")})` +
          `\tpressed ${median(pressed)} ms`,
      );
    }
  }
}
await browser.close();
for (const server of servers) server.kill();
