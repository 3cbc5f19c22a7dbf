import { expect, type Page, type TestInfo } from "@playwright/test";

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Collects console errors and failed requests so a test can assert the page loaded cleanly. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a page and waits for its page script: from then on, booking buttons open the form in place and islands
 * wake on a visitor's first touch (a tap before that still works, as tests in slow-phone.spec.ts show).
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.pageScript === "ready");
  return response;
}

/** Waits until an island (by its name in app/components/islands/registry.ts) has hydrated. */
export async function islandHydrated(page: Page, name: string) {
  await page.waitForFunction(
    (island) => document.querySelector(`[data-island="${island}"]`)?.getAttribute("data-island-state") === "hydrated",
    name,
  );
}

/** Blocks every request that leaves the site (maps, widgets), as the offline test machines would anyway. */
export async function blockThirdParties(page: Page) {
  await page.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
}

export async function expectNoHorizontalScroll(page: Page) {
  // clientWidth, not innerWidth: phone emulation widens the layout viewport to fit content that overflows.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
