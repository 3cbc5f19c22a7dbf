import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import {
  blockThirdParties,
  desktopOnly,
  gotoReady,
  isPhone,
  once,
  openBookingFromMobileMenu,
  openMobileMenu,
  phoneOnly,
  testOnSharedPage,
  waitForBandsDrawn,
} from "./helpers";
import { axeInPage, WCAG_TAGS } from "./axe";
import { localizedPath } from "../../app/i18n/lang";
import { allRoutes, routeSample, teluguRoutes } from "./routes";
import { chromiumPath } from "../../scripts/lib/chromium-args.mjs";

async function expectNoViolations(page: Page, label: string) {
  await waitForBandsDrawn(page);
  const results = await axeInPage(page)
    .withTags(WCAG_TAGS)
    // The map iframe's contents are Google's and unreachable offline; we check our own markup.
    .exclude("iframe")
    // Radix's navigation menu puts an aria-hidden focus "trampoline" after an open trigger: it never keeps
    // focus (it forwards it into the open menu at once), so it cannot strand a screen-reader user.
    .exclude('nav[aria-label="Main"] button[aria-expanded="true"] + span[aria-hidden="true"][tabindex="0"]')
    // Only the violations are read: axe then keeps one node of each passing rule, not all (about a fifth faster).
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, `${label}\n${summary.join("\n")}`).toEqual([]);
}

// Every page at a phone's width, where most patients read, in both languages; at the desktop's, one page of each kind
// and the Telugu home page. What changes with the width is the header, the menus and the grids each kind of page
// shares; what changes with the language is the words, read on every page at the phone's width (issue 43, item 3).
const desktopSample = new Set([...routeSample, localizedPath("/", "te")]);
for (const path of [...allRoutes, ...teluguRoutes]) {
  testOnSharedPage(`no axe violations on ${path}`, desktopSample.has(path) ? {} : once, async ({ sharedPage }) => {
    await gotoReady(sharedPage, path);
    await expectNoViolations(sharedPage, path);
  });
}

test.describe("open states", () => {
  test.beforeEach(async ({ page }) => {
    await blockThirdParties(page);
  });

  test("mobile menu with the article list open", phoneOnly, async ({ page }) => {
    await gotoReady(page, "/");
    const menu = await openMobileMenu(page);
    await menu.locator("summary", { hasText: "Patient Education" }).click();
    await expectNoViolations(page, "mobile menu");
  });

  test("header dropdown open", desktopOnly, async ({ page }) => {
    await gotoReady(page, "/");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Patient Education" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expectNoViolations(page, "dropdown");
  });

  test("booking dialog or panel, and the toast after sending", async ({ page }, testInfo) => {
    // Without motion, the toast is fully opaque when axe measures its contrast.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/about");
    const dialog = page.getByRole("dialog", { name: "Book an Appointment" });
    if (isPhone(testInfo)) {
      await openBookingFromMobileMenu(page);
    } else {
      await page.locator("header").getByRole("button", { name: "Book Appointment" }).click();
    }
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, "booking dialog");
    await dialog.getByLabel("Full Name").fill("Axe Test");
    await dialog.getByLabel("Phone Number").fill("9876543210");
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel("Preferred Date").fill(date);
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Appointment Request Submitted")).toBeVisible();
    await expectNoViolations(page, "toast");
  });

  test("bottom-bar appointment sheet", phoneOnly, async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("navigation", { name: "Quick actions" }).getByRole("button", { name: "Appointment" }).click();
    await expect(page.getByRole("dialog", { name: "Book an Appointment" })).toBeVisible();
    await expectNoViolations(page, "bottom sheet");
  });

  test("FAQ expanded", async ({ page }) => {
    await gotoReady(page, "/");
    const question = page.locator("#main-content details > summary").first();
    await question.click();
    await expect(page.locator("#main-content details").first()).toHaveAttribute("open");
    await expectNoViolations(page, "faq");
  });

  test("article search with and without results", async ({ page }) => {
    await gotoReady(page, "/patient-education?q=glaucoma");
    await expect(page.getByRole("heading", { name: /Search Results/ })).toBeVisible();
    await expectNoViolations(page, "search results");
    await gotoReady(page, "/patient-education?q=zzzzqqq");
    await expect(page.getByText("No articles found matching your search.")).toBeVisible();
    await expectNoViolations(page, "no results");
  });
});

/*
 * Lighthouse's own accessibility audit, run as anyone would run it (issue 41): it hit-tests, like axe above, but on
 * the page as loaded, with no help from the test. Bands a page skipped while loading once read there as 1.37:1
 * contrast and obscured targets; the page now draws them after load (page-enhancements.ts).
 */
test.describe("Lighthouse accessibility", () => {
  // The home pages in both languages, as issue 41 asks.
  for (const path of ["/", "/te"]) {
    test(`${path} scores 100 in a plain Lighthouse run`, desktopOnly, async ({ baseURL }, testInfo) => {
      // One run is enough: Lighthouse emulates its own phone.
      test.setTimeout(120_000);
      const report = path.replace(/\W/g, "") || "home";
      const output = testInfo.outputPath(`lighthouse-${report}.json`);
      execFileSync(
        process.execPath,
        [
          "node_modules/lighthouse/cli/index.js",
          new URL(path, baseURL).href,
          "--only-categories=accessibility",
          `--chrome-path=${chromiumPath}`,
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
          "--output=json",
          `--output-path=${output}`,
          "--quiet",
          // The full-page picture the report shows: no audit reads it, and it took 4–5 s of the run's 11 here.
          "--disable-full-page-screenshot",
        ],
        { timeout: 110_000 },
      );
      const result = JSON.parse(fs.readFileSync(output, "utf8")) as {
        categories: { accessibility: { score: number } };
        audits: Record<string, { score: number | null; scoreDisplayMode: string }>;
      };
      const failing = Object.entries(result.audits)
        .filter(([, audit]) => audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1)
        .map(([id]) => id);
      expect(failing).toEqual([]);
      expect(result.categories.accessibility.score).toBe(1);
    });
  }
});
