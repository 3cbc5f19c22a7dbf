import { expect, test, type BrowserContextOptions, type Locator, type Page, type TestInfo } from "@playwright/test";

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/**
 * Tags that choose the project a test runs in (playwright.config.ts leaves the others out, so no test is listed only
 * to be skipped). Put one in a test's or a describe block's details: `test("…", once, async …)`.
 *
 * - `once`: the subject is the same at every width (what the server answers, what a form keeps and says, which
 *   language it answers in): it runs once, at a phone's width, where most patients read (issue 43, item 3).
 * - `phoneOnly`, `desktopOnly`: the subject is that width's own layout or device.
 */
export const once = { tag: "@once" };
export const phoneOnly = { tag: "@phone" };
export const desktopOnly = { tag: "@desktop" };

/**
 * A test whose `sharedPage` is one tab per worker, opened with the project's device and kept from test to test: for
 * the checks that only read a page (axe on every page, the Telugu twins), which opened a new browser context each,
 * about 290 ms of their own a test on this machine (issue 43, item 3). Requests to other sites are blocked in it.
 */
export const testOnSharedPage = test.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } = workerInfo.project.use;
      const options: BrowserContextOptions = { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL };
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await blockThirdParties(page);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

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

/**
 * Holds back every request to `url` (a glob or pattern, as page.route takes) until the returned function is called:
 * a slow network for one file, so a test can act while that file is still on its way.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
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

/** Opens the phone layout's menu from the header and returns the menu dialog. */
export async function openMobileMenu(page: Page, words = { open: "Open menu", title: "Menu" }) {
  await page.getByRole("button", { name: words.open }).click();
  return page.getByRole("dialog", { name: words.title });
}

/** Opens the booking form from the phone layout's menu and returns its dialog, once visible. */
export async function openBookingFromMobileMenu(page: Page) {
  const menu = await openMobileMenu(page);
  await menu.getByRole("button", { name: "Book an Appointment" }).click();
  const dialog = page.getByRole("dialog", { name: "Book an Appointment" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Expects a bottom sheet: the full width of the screen, its bottom edge on the screen's bottom edge, and, when
 * `heightShare` is given, that share of the screen's height.
 */
export async function expectBottomSheet(page: Page, sheet: Locator, heightShare?: number) {
  const viewport = page.viewportSize()!;
  if (heightShare !== undefined) {
    await expect
      .poll(async () => Math.round((await sheet.boundingBox())!.height))
      .toBe(Math.round(viewport.height * heightShare));
  }
  await expect
    .poll(async () => {
      const box = (await sheet.boundingBox())!;
      return [Math.round(box.y + box.height), Math.round(box.width)];
    })
    .toEqual([viewport.height, viewport.width]);
}

/** Expects a dialog of at most 500 px, centred across the screen. */
export async function expectCentredDialog(page: Page, dialog: Locator) {
  const viewport = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = (await dialog.boundingBox())!;
      return box.width <= 500 && Math.abs(box.x + box.width / 2 - viewport.width / 2) < 2;
    })
    .toBe(true);
}

/**
 * Waits until the page has drawn every block (bands, the footer) that `content-visibility: auto` skipped while it
 * loaded (app.css): its page script draws them one per idle moment after load (page-enhancements.ts). axe measures
 * colours and target sizes by hit-testing, which finds nothing in a skipped block.
 */
export async function waitForBandsDrawn(page: Page) {
  // Polled in the page every 100 ms (expect.poll's back-off waits up to a second between looks).
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll<HTMLElement>("body *")].some(
        (band) => getComputedStyle(band).contentVisibility === "auto",
      ),
    null,
    { polling: 100 },
  );
}

/**
 * A toast stays its 5000 ms (specification §5): still shown 4 s after it appeared, gone by 5.5 s. Run on the test's
 * clock (`page.clock.install()` before the page opened): stopped when the toast is there, then moved on, so the test
 * waits for nothing. `data-removed` is sonner's mark of a toast leaving (it fades out while still in view).
 */
export async function expectToastFor5Seconds(page: Page, toast: Locator) {
  // Half a second ahead: a pause set in the page's past is refused, and a busy machine once took over 50 ms between
  // reading the page's time and pausing it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await page.clock.runFor(3500);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-removed", "false");
  await page.clock.runFor(1500);
  await expect(toast).toBeHidden();
}
