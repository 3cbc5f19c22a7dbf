import { expect, test, type Page } from "@playwright/test";
import { searchArticles } from "../../app/content/articles";
import { desktopOnly, gotoReady, holdRequests, islandHydrated, once, phoneOnly, waitForBandsDrawn } from "./helpers";

/*
 * A patient on a cheap Android phone starts reading, typing and tapping before the page is interactive. Nothing
 * they do may be lost. Chromium's CPU is slowed 4× and 6× (a low-cost phone), and every action starts as soon
 * as the page has painted, before its script or any island has run.
 */

async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** Opens a page and returns as soon as its HTML is on screen: no waiting for scripts. */
async function openAndAct(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("main h1").waitFor();
}

/**
 * Opens a page with every script and words file held back (the page script, React, the islands, their words), as a
 * slow phone has it while they are on their way; returns what lets them through.
 */
async function openWithScriptsHeld(page: Page, path: string) {
  const release = await holdRequests(page, /\/assets\/.*\.(js|json)$/);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}

const pageScriptReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.pageScript === "ready");

for (const rate of [4, 6]) {
  // A slow phone's CPU, at a phone's width: the desktop width's early taps are the tests after these, at both widths.
  test.describe(`at ${rate}× CPU slowdown`, phoneOnly, () => {
    test.beforeEach(async ({ page }) => slowCpu(page, rate));

    // Whether an island is on show at a phone's width to wake: at 390 px /about has none (its one, the desktop menu,
    // is hidden), the others their booking forms.
    for (const [path, wakesAnIsland] of [
      ["/", true],
      ["/about", false],
      ["/services/cataract", true],
    ] as const) {
      test(`a reader who scrolls ${path} at once keeps their place while the page wakes up`, async ({ page }) => {
        await openAndAct(page, path);
        // A reader can only scroll as far as the page has arrived: wait for its end to be parsed (not run).
        await page.locator("footer").last().waitFor({ state: "attached" });
        await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(850);
        await pageScriptReady(page);
        // The page wakes while the reader is down it, when it is idle (decision 0069): the islands on show woken, the
        // islands' code fetched. Not until every skipped band is drawn: on a busy machine at 6× an idle moment per
        // band can take longer than the test.
        if (wakesAnIsland) {
          await page.waitForFunction(() =>
            [...document.querySelectorAll("[data-island]")].some(
              (island) => island.getAttribute("data-island-state") === "hydrated",
            ),
          );
        }
        await expect(page.locator("html")).toHaveAttribute("data-islands-ahead", /./, { timeout: 15_000 });
        const scrollY = await page.evaluate(() => window.scrollY);
        expect(scrollY).toBeGreaterThanOrEqual(850);
      });
    }

    test("a search typed before the page is interactive is kept and searched", async ({ page }) => {
      await openAndAct(page, "/patient-education");
      const box = page.getByRole("searchbox", { name: "Search articles" });
      await box.pressSequentially("glaucoma", { delay: 80 });
      await islandHydrated(page, "article-finder");
      await expect(box).toHaveValue("glaucoma");
      const hits = searchArticles("glaucoma").length;
      await expect(page.getByRole("heading", { level: 2, name: /^Search Results:/ })).toHaveText(
        `Search Results: ${hits} article${hits === 1 ? "" : "s"} found`,
      );
      await expect(page).toHaveURL(/\?q=glaucoma$/);
    });

    test("a booking form filled in before the page is interactive sends what was typed", async ({ page }) => {
      let sent: Record<string, string> | null = null;
      await page.route("**/api/appointments", async (route) => {
        sent = route.request().postDataJSON() as Record<string, string>;
        await route.fulfill({ status: 201, contentType: "application/json", body: '{"ok":true,"id":1}' });
      });
      await openAndAct(page, "/book");
      const form = page.getByRole("form", { name: "Appointment request" });
      await form.getByLabel("Full Name").pressSequentially("Lakshmi Devi", { delay: 40 });
      await form.getByLabel("Phone Number").pressSequentially("9876543210", { delay: 40 });
      const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      await form.getByLabel("Preferred Date").fill(date);
      await islandHydrated(page, "booking-form");
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(
        page.locator("[data-sonner-toast]").filter({ hasText: "Appointment Request Submitted" }),
      ).toBeVisible({
        timeout: 15_000,
      });
      expect(sent).toMatchObject({ name: "Lakshmi Devi", phone: "9876543210", date });
    });

    test("a thumbnail tapped before the gallery is interactive is chosen once it is", async ({ page }) => {
      await openAndAct(page, "/services/glaucoma");
      const thumbnails = page.getByRole("button", { name: /^Show image \d of 3: / });
      await thumbnails.nth(1).click();
      await islandHydrated(page, "service-gallery");
      await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");
      await expect(thumbnails.nth(0)).toHaveAttribute("aria-pressed", "false");
    });
  });
}

test("a button tapped before the page script has even arrived does its job once it has", async ({ page }, testInfo) => {
  const release = await holdRequests(page, "**/assets/entry.client-*.js");
  // The held script keeps the load event from firing, so wait only for the page's HTML.
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  if (testInfo.project.name === "phone") {
    await page.getByRole("button", { name: "Open menu" }).click();
    release();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  } else {
    await page.getByRole("group", { name: "Text size" }).getByRole("button", { name: "Large text" }).click();
    release();
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
  }
});

test(
  "a menu tapped while its words are still on their way opens with them once they arrive",
  desktopOnly,
  async ({ page }) => {
    // The phone menu is in the page's HTML: it waits for no words.
    await slowCpu(page, 6);
    // The menus' words are a file of their own (decision 0044), fetched when a menu is first reached for.
    const release = await holdRequests(page, "**/assets/menu-words/*.json");
    // Asked for on the tap, or before it once the page was idle (fetched ahead): either way held.
    const wordsAsked = new Promise<void>((resolve) =>
      page.on("request", (request) => request.url().includes("/assets/menu-words/") && resolve()),
    );
    await openAndAct(page, "/te/contact");
    const menu = page.getByRole("navigation", { name: "ముఖ్య మెనూ" });
    await menu.getByRole("button", { name: "కంటి ఆరోగ్య సమాచారం" }).click();
    // Asked for and held: the menu waits for its words, its button shown as waiting (decision 0072).
    await wordsAsked;
    await expect(menu.getByRole("button", { name: "కంటి ఆరోగ్య సమాచారం" })).toHaveAttribute("aria-busy", "true");
    await expect(menu.getByRole("link", { name: "లాసిక్ ఆపరేషన్", exact: true })).toBeHidden();
    release();
    await expect(menu.getByRole("link", { name: "లాసిక్ ఆపరేషన్", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "సంప్రదించండి", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("button", { name: "కంటి ఆరోగ్య సమాచారం" })).not.toHaveAttribute("aria-busy");
  },
);

test(
  "the phone menu opens with no script at all: a tap while every script is held is answered",
  phoneOnly,
  async ({ page }) => {
    await slowCpu(page, 6);
    // No script arrives (the page script, React) nor the menus' words: the menu is the browser's own (decision 0058).
    const release = await openWithScriptsHeld(page, "/te/contact");
    await page.getByRole("button", { name: "మెనూ తెరవండి" }).click();
    const menu = page.getByRole("dialog", { name: "మెనూ" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "సంప్రదించండి", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("button", { name: "మెనూ మూసివేయండి" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "మెనూ తెరవండి" })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.dataset.pageScript)).toBeUndefined();
    release();
  },
);

test("a text-size button answers while every script is held, and steps once a tap after the page wakes", async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === "phone";
  if (phone) await slowCpu(page, 6);
  const release = await openWithScriptsHeld(page, "/te/about");
  const html = page.locator("html");
  // The controls' names in Telugu (content/te/ui.ts): "అక్షరాల సైజు: మామూలు అక్షరాలు. పెద్ద అక్షరాలుకు మార్చండి".
  const cycle = page.getByRole("button", { name: /^అక్షరాల సైజు/ });
  const group = page.getByRole("group", { name: "అక్షరాల సైజు" });
  if (phone) await cycle.click();
  else await group.getByRole("button").nth(1).click();
  await expect(html).toHaveAttribute("data-text-size", "large");
  // Larger text: at 1280 px the header takes its compact form, with the one button.
  await expect(cycle).toHaveAccessibleName(/^అక్షరాల సైజు: పెద్ద అక్షరాలు/);
  await expect(page.locator('[data-text-size-option="large"]').first()).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("text-size"))).toBe("large");
  // A second tap, still before any script: larger still, and neither tap left waiting (nor shown as waiting).
  await cycle.click();
  await expect(html).toHaveAttribute("data-text-size", "larger");
  await expect(cycle).not.toHaveAttribute("aria-busy", "true");
  expect(await page.evaluate(() => document.documentElement.dataset.pageScript)).toBeUndefined();
  // The scripts arrive and the page wakes: the taps already answered are not replayed, and a new tap steps once
  // (the head script is the buttons' only handler: decision 0076).
  release();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.pageScript)).toBeDefined();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await expect(html).toHaveAttribute("data-text-size", "larger");
  await cycle.click();
  await expect(html).not.toHaveAttribute("data-text-size");
  // Named and pressed for the size it now shows, at either width (the one button is hidden at 1280 px again).
  await expect(page.locator("[data-text-size-cycle]")).toHaveAttribute("aria-label", /^అక్షరాల సైజు: మామూలు అక్షరాలు/);
  await expect(page.locator('[data-text-size-option="normal"]')).toHaveAttribute("aria-pressed", "true");
});

test(
  "an articles tab tapped while every script is held shows its panel, and stays chosen once the page wakes",
  phoneOnly,
  async ({ page }) => {
    // A phone's concern: one width is enough.
    await slowCpu(page, 6);
    const release = await openWithScriptsHeld(page, "/patient-education");
    const tabs = page.getByRole("tablist", { name: /./ });
    await tabs.getByRole("tab", { name: "Treatments" }).click();
    await expect(tabs.getByRole("tab", { name: "Treatments" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: "All Articles" })).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "Treatments" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "All Articles" })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.dataset.pageScript)).toBeUndefined();
    // The scripts arrive, the held tap is replayed into the woken island: the same tab, now React's, keys and all.
    release();
    await expect(page.locator("[data-island]").filter({ has: tabs })).toHaveAttribute("data-island-state", "hydrated");
    await expect(tabs.getByRole("tab", { name: "Treatments" })).toHaveAttribute("aria-selected", "true");
    await tabs.getByRole("tab", { name: "Treatments" }).press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Eye Health" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Eye Health" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Treatments" })).toBeHidden();
  },
);

test(
  "the stories' next button, tapped while every script is held, shows the next story, and the woken carousel goes on from there",
  phoneOnly,
  async ({ page }) => {
    // A phone's concern: one width is enough.
    await slowCpu(page, 6);
    const release = await openWithScriptsHeld(page, "/testimonials");
    const carousel = page.getByRole("region", { name: "Patient testimonials" });
    const slides = carousel.getByRole("group", { name: /^\d+ of \d+$/ });
    const count = await slides.count();
    expect(count).toBeGreaterThan(2);
    const status = carousel.getByRole("status");
    await expect(status).toHaveText(`1 of ${count}`);
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(status).toHaveText(`2 of ${count}`);
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(0)).not.toBeInViewport({ ratio: 0.5 });
    // Answered, not held: nothing waits to be replayed, and the button does not show a tap still waiting.
    expect(await page.evaluate(() => (window as unknown as { __earlyTaps: unknown[] }).__earlyTaps.length)).toBe(0);
    await expect(carousel.getByRole("button", { name: "Next testimonial" })).not.toHaveAttribute("aria-busy", "true");
    // Back past the first story: the last.
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(status).toHaveText(`${count} of ${count}`);
    await expect(slides.nth(count - 1)).toBeInViewport({ ratio: 0.9 });
    // The scripts arrive; the woken carousel starts from the story on screen, and the next step is one step.
    release();
    await carousel.hover();
    await expect(page.locator("[data-island]").filter({ has: status })).toHaveAttribute(
      "data-island-state",
      "hydrated",
    );
    await expect(status).toHaveText(`${count} of ${count}`);
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(status).toHaveText(`1 of ${count}`);
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
  },
);

test("a tap that waits for code shows at once that it was taken, until what it asked for shows", async ({
  page,
  isMobile,
}) => {
  await slowCpu(page, 4);
  if (isMobile) {
    // A booking button once the page script has run, with the form's code still on its way.
    const release = await holdRequests(page, "**/assets/booking-dialog-host-*.js");
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await pageScriptReady(page);
    const book = page.getByRole("button", { name: "Book an Appointment" }).first();
    await book.click();
    await expect(book).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.getByRole("dialog", { name: "Book an Appointment" })).toBeVisible();
    await expect(book).not.toHaveAttribute("aria-busy");
  } else {
    // A menu in the header, tapped before the page script has arrived: held, and shown so.
    const release = await holdRequests(page, "**/assets/entry.client-*.js");
    await page.goto("/te/contact", { waitUntil: "domcontentloaded" });
    const menu = page.getByRole("navigation", { name: "ముఖ్య మెనూ" });
    const button = menu.getByRole("button", { name: "కంటి ఆరోగ్య సమాచారం" });
    await button.click();
    await expect(button).toHaveAttribute("aria-busy", "true");
    release();
    await expect(menu.getByRole("link", { name: "లాసిక్ ఆపరేషన్", exact: true })).toBeVisible();
    await expect(button).not.toHaveAttribute("aria-busy");
  }
});

test(
  "a booking button tapped before its form was drawn ahead is drawn pressed first, then opens the form",
  once,
  async ({ page }) => {
    // One width is enough: the same script at both.
    // Saving data: nothing is drawn ahead when the page is idle, so the tap draws the whole form (200–300 ms of a 6×
    // phone's main thread). The form's code is already there (a focus fetches it), so nothing else is waited for.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true }) }),
    );
    await gotoReady(page, "/");
    const book = page.getByRole("button", { name: "Book an Appointment" }).first();
    await book.focus();
    const host = await page
      .waitForFunction(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .find((name) => /\/assets\/booking-dialog-host-/.test(name)),
      )
      .then((found) => found.jsonValue());
    // The page's own import of it has finished once this one has: the same module.
    await page.evaluate((url) => import(url!), host);
    await expect(page.locator("dialog")).toHaveCount(0);
    await page.evaluate(() => {
      const frames: string[] = [];
      (window as unknown as { frames: string[] }).frames = frames;
      addEventListener(
        "click",
        (event) => {
          const button = (event.target as Element).closest('[aria-haspopup="dialog"]')!;
          const look = () => {
            const open = Boolean(document.querySelector("dialog[open]"));
            frames.push(open ? "open" : button.getAttribute("aria-busy") === "true" ? "pressed" : "as before");
            if (!open) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        { capture: true, once: true },
      );
    });
    await book.click();
    await expect(page.getByRole("dialog", { name: "Book an Appointment" })).toBeVisible();
    // The frame that showed the form is recorded in the next animation frame's callback, which may come after the check
    // above has seen the form: wait for it rather than read the list at once.
    await page.waitForFunction(() => (window as unknown as { frames: string[] }).frames.at(-1) === "open");
    const frames = await page.evaluate(() => (window as unknown as { frames: string[] }).frames);
    expect(frames[0]).toBe("pressed");
    expect(frames.at(-1)).toBe("open");
    expect(frames).not.toContain("as before");
    await expect(book).not.toHaveAttribute("aria-busy");
  },
);

test(
  "the language switch shows at once that it was followed, and is unpressed as the page is left",
  once,
  async ({ page }) => {
    // The same link at every width: run once, at a phone's.
    await gotoReady(page, "/");
    const link = page.getByRole("link", { name: "తెలుగులో చదవండి" });
    await expect(link).toHaveCSS("box-shadow", "none");
    // The first tap goes no further than the page: here the Telugu page would come at once (the speculation rules
    // fetch it from the browser itself as the finger goes down, where no route or throttling holds it), and the
    // moment after the tap is what is looked at.
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault(), { once: true }));
    await link.click();
    await expect(link).toHaveCSS("box-shadow", /inset/);
    // Left (the browser may keep the page for Back, which Playwright's Chromium does not): unpressed, so that Back
    // finds the link as it was.
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })));
    await expect(link).toHaveCSS("box-shadow", "none");
    await link.click();
    await expect(page).toHaveURL(/\/te$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
  },
);

test("the bands below a page's first wait to be laid out while it loads, are drawn once it has, and print lays them out", async ({
  page,
}) => {
  // With the page script held back, the page is as a slow phone has it while loading.
  const release = await holdRequests(page, "**/assets/entry.client-*.js");
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const bands = page.locator("#main-content section");
  const visibility = () => bands.evaluateAll((all) => all.map((band) => getComputedStyle(band).contentVisibility));
  const loading = await visibility();
  expect(loading.length).toBeGreaterThan(4);
  expect(loading[0]).toBe("visible");
  expect(loading.slice(1).every((value) => value === "auto")).toBe(true);
  const footer = () => page.locator("body > footer").evaluate((element) => getComputedStyle(element).contentVisibility);
  expect(await footer()).toBe("auto");
  await page.emulateMedia({ media: "print" });
  expect(new Set(await visibility())).toEqual(new Set(["visible"]));
  await page.emulateMedia({ media: "screen" });
  // Loaded, the page draws them one per idle moment: none is left without its boxes.
  release();
  await expect.poll(async () => new Set(await visibility())).toEqual(new Set(["visible"]));
  expect(await footer()).toBe("visible");
});

test(
  "the booking form opens over a page whose bands below the screen were skipped first, then draws them again",
  phoneOnly,
  async ({ page }) => {
    // The bottom bar's sheet, on a phone.
    // A modal dialog makes the page behind it inert, which restyles all of it: about 140 ms of a 6× phone's tap on
    // the home page when every band was drawn. What the page looks like at the moment the dialog opens is read there.
    await gotoReady(page, "/");
    await waitForBandsDrawn(page);
    await page.evaluate(() => {
      const open = HTMLDialogElement.prototype.showModal;
      HTMLDialogElement.prototype.showModal = function () {
        const footer = document.querySelector("body > footer")!;
        (window as unknown as { footerAtOpen: string }).footerAtOpen = footer.hasAttribute("data-drawn")
          ? "drawn"
          : "skipped";
        open.call(this);
      };
    });
    await page.getByRole("navigation", { name: "Quick actions" }).getByRole("button", { name: "Appointment" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { footerAtOpen?: string }).footerAtOpen)).toBe("skipped");
    // Drawn again behind the open form, once the page is idle.
    await waitForBandsDrawn(page);
    await expect(page.getByRole("dialog")).toBeVisible();
  },
);

test(
  "the booking form drawn ahead waits laid out and hidden, shows in the frame after the tap, then is made modal",
  phoneOnly,
  async ({ page }) => {
    // The bottom bar's sheet, on a phone.
    // A shut <dialog> is display: none, so a form drawn ahead was still styled and laid out in the tap's task; and
    // opening it modal restyled the whole page behind it (made inert) before its first frame (decision 0073).
    await gotoReady(page, "/");
    const dialog = page.locator("dialog");
    const laidOut = () => dialog.evaluate((element) => element.getBoundingClientRect().height);
    await expect.poll(laidOut).toBeGreaterThan(0);
    // Laid out, but neither seen nor read: no dialog for a screen reader, nothing to tab into.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(dialog).toBeHidden();

    // A new text size rests it (display: none) while the page is laid out again; it is laid out again when idle.
    await page.evaluate(() => {
      const element = document.querySelector("dialog")!;
      const displays: string[] = [];
      (window as unknown as { displays: string[] }).displays = displays;
      new MutationObserver(() => displays.push(getComputedStyle(element).display)).observe(element, {
        attributeFilter: ["data-resting"],
      });
    });
    await page.getByRole("button", { name: /^Text size/ }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { displays: string[] }).displays))
      .toEqual(["none", "flex"]);
    expect(await laidOut()).toBeGreaterThan(0);

    await page.evaluate(() => {
      const element = document.querySelector("dialog")!;
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      // What the frame after the dialog's opening sees.
      new MutationObserver(() =>
        requestAnimationFrame(() => seen.push(element.open ? (element.matches(":modal") ? "modal" : "shown") : "shut")),
      ).observe(element, { attributeFilter: ["open"] });
    });
    await page.getByRole("navigation", { name: "Quick actions" }).getByRole("button", { name: "Appointment" }).click();
    await expect(page.getByRole("dialog", { name: "Book an Appointment" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.querySelector("dialog")!.matches(":modal"))).toBe(true);
    // The frame after the tap drew the form; the page was made inert after it. Escape still shuts it, as a modal's.
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen[0])).toBe("shown");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  },
);

test(
  "a page kept busy from its load on still draws its bands: they do not wait for an idle moment that never comes",
  phoneOnly,
  async ({ page }) => {
    // A phone's concern: one width is enough.
    // A script that keeps the main thread busy from the load event on (a slow phone, an animation, another site's
    // widget): 40 ms tasks back to back for 8 s leave the browser no idle moment, so only the callbacks' timeout draws.
    await page.addInitScript(() => {
      window.addEventListener("load", () => {
        const until = performance.now() + 8_000;
        const spin = () => {
          const end = performance.now() + 40;
          while (performance.now() < end);
          if (performance.now() < until) setTimeout(spin, 0);
        };
        setTimeout(spin, 0);
      });
    });
    await page.goto("/", { waitUntil: "load" });
    const skipped = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll("#main-content section, body > footer")].filter(
            (band) => getComputedStyle(band).contentVisibility === "auto",
          ).length,
      );
    const started = Date.now();
    await expect.poll(skipped, { timeout: 7_000 }).toBe(0);
    // Drawn while the page was still busy, not after it stopped.
    expect(Date.now() - started).toBeLessThan(7_500);
  },
);

test("a link to a place further down a page lands on it, although the bands above it were not drawn yet", async ({
  page,
}) => {
  // Its top in the upper half of the screen, below the header. (Skipped bands sent it 150–300 px above the screen's
  // top on a phone, or thousands of pixels below.)
  const topOf = (id: string) => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);
  const screenHeight = page.viewportSize()!.height;
  for (const address of ["/#faq", "/government-schemes#ehs", "/te/government-schemes#ehs"]) {
    await page.goto(address, { waitUntil: "load" });
    const id = address.split("#")[1]!;
    // The page scrolls smoothly, so the jump takes a moment to arrive.
    await expect
      .poll(
        async () => {
          const top = await topOf(id);
          return top >= 0 && top < screenHeight / 2;
        },
        { message: address },
      )
      .toBe(true);
  }
});
