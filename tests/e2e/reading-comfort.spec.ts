import { expect, test } from "@playwright/test";
import {
  desktopOnly,
  expectNoHorizontalScroll,
  gotoReady,
  holdRequests,
  isPhone,
  phoneOnly,
  testOnSharedPage,
  waitForBandsDrawn,
} from "./helpers";
import { allRoutes } from "./routes";

// Runs once, in the desktop's project, at 320 px.
test.describe("narrow screens", desktopOnly, () => {
  for (const path of allRoutes) {
    // In the worker's shared tab (a new tab each took about 0.3 s), narrowed for this check and widened again.
    testOnSharedPage(`no horizontal scrolling at 320 px on ${path}`, async ({ sharedPage: page }) => {
      const viewport = page.viewportSize()!;
      await page.setViewportSize({ width: 320, height: 720 });
      try {
        await gotoReady(page, path);
        await expectNoHorizontalScroll(page);
      } finally {
        await page.setViewportSize(viewport);
      }
    });
  }
});

test("the layout holds at 200% text size (largest setting plus browser zoom)", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("text-size", "larger"));
  await gotoReady(page, "/about");
  // 200% text: the largest reading size (125%) plus a 160% browser minimum font.
  await page.evaluate(() => {
    document.documentElement.style.fontSize = "200%";
  });
  await expectNoHorizontalScroll(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the layout holds at 200% browser zoom (640 px wide at 1280)", desktopOnly, async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  for (const path of ["/", "/services/cataract", "/contact", "/patient-education"]) {
    await gotoReady(page, path);
    await expectNoHorizontalScroll(page);
  }
});

test.describe("text-size control", () => {
  test("scales the text, is remembered across reloads and applied before first paint", async ({ page }, testInfo) => {
    await gotoReady(page, "/about");
    const bodySize = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    expect(await bodySize()).toBe(16);
    if (isPhone(testInfo)) {
      const button = page.getByRole("button", { name: /^Text size: Normal text/ });
      await button.click();
      await expect(page.getByRole("button", { name: /^Text size: Large text/ })).toBeVisible();
    } else {
      const group = page.getByRole("group", { name: "Text size" });
      await expect(group.getByRole("button", { name: "Normal text" })).toHaveAttribute("aria-pressed", "true");
      await group.getByRole("button", { name: "Large text" }).click();
      // Larger text needs more room: at 1280 px the header switches to its compact form and keeps a size button.
      await expect(page.getByRole("button", { name: /^Text size: Large text/ })).toBeVisible();
    }
    expect(await bodySize()).toBe(18);
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");

    // Reload: the attribute is set by the inline head script before the body is parsed.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { sizeAtFirstBody: string | null }).sizeAtFirstBody =
            document.documentElement.getAttribute("data-text-size");
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { sizeAtFirstBody: string | null }).sizeAtFirstBody)).toBe(
      "large",
    );
    expect(await bodySize()).toBe(18);
    // The controls say so (the server wrote them for the normal size; the head script corrects them).
    await expect(page.getByRole("button", { name: /^Text size: Large text/ })).toBeVisible();
  });
});

test(
  "a new text size lays out only what is on screen first: the bands below are skipped, then drawn again",
  phoneOnly,
  async ({ page }) => {
    // A slow phone's concern: the control is the header's one button.
    await gotoReady(page, "/");
    await waitForBandsDrawn(page);
    // What happens to the footer's mark (far below the screen) from the tap on.
    await page.evaluate(() => {
      const marks: string[] = [];
      (window as unknown as { footerMarks: string[] }).footerMarks = marks;
      const footer = document.querySelector("body > footer")!;
      new MutationObserver(() => marks.push(footer.hasAttribute("data-drawn") ? "drawn" : "skipped")).observe(footer, {
        attributeFilter: ["data-drawn"],
      });
    });
    await page.getByRole("button", { name: /^Text size: Normal text/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { footerMarks: string[] }).footerMarks))
      .toEqual(["skipped", "drawn"]);
    await waitForBandsDrawn(page);
  },
);

test(
  "touch targets of navigation, call, chat and form controls are at least 44×44 px on phones",
  phoneOnly,
  async ({ page }) => {
    await gotoReady(page, "/");
    const header = page.locator("header").first();
    const controls = [
      header.getByRole("link", { name: /home page$/ }),
      header.getByRole("link", { name: /^Call / }).first(),
      header.getByRole("link", { name: /WhatsApp/ }).first(),
      header.getByRole("button", { name: "Open menu" }),
      header.getByRole("button", { name: /^Text size/ }),
      ...["Home", "Services", "Experts"].map((name) =>
        page.getByRole("navigation", { name: "Quick actions" }).getByRole("link", { name }),
      ),
      page.getByRole("navigation", { name: "Quick actions" }).getByRole("button", { name: "Appointment" }),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.width, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole("navigation", { name: "Quick actions" }).getByRole("button", { name: "Appointment" }).click();
    const sheet = page.getByRole("dialog", { name: "Book an Appointment" });
    for (const label of ["Full Name", "Phone Number", "Preferred Date"]) {
      expect((await sheet.getByLabel(label).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect((await sheet.getByRole("button", { name: "Submit Request" }).boundingBox())!.height).toBeGreaterThanOrEqual(
      44,
    );
    expect(
      (await sheet.getByRole("button", { name: "Close appointment form" }).boundingBox())!.width,
    ).toBeGreaterThanOrEqual(44);
  },
);

test("reduced motion turns off animations and smooth scrolling", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoReady(page, "/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  await page.emulateMedia({ reducedMotion: "reduce" });
  const button = page.locator("header").getByRole("button").first();
  expect(await button.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration))).toBeLessThan(
    0.001,
  );
  // The menus' and sheets' entrance animations: a real duration normally, none with reduced motion.
  const animationSeconds = () =>
    page.evaluate(() => {
      const probe = document.createElement("div");
      probe.className = "animate-fade-in";
      document.body.append(probe);
      const seconds = parseFloat(getComputedStyle(probe).animationDuration);
      probe.remove();
      return seconds;
    });
  expect(await animationSeconds()).toBeLessThan(0.001);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await animationSeconds()).toBeGreaterThan(0.05);
});

test.describe("keyboard", () => {
  test("Skip to content is the first stop and moves focus to the main content", async ({ page }) => {
    await gotoReady(page, "/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("a clear focus ring shows on keyboard focus", async ({ page }) => {
    await gotoReady(page, "/about");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style).toBe("solid");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  test(
    "header order: logo, menu, then the actions, even while the interactive menu loads",
    desktopOnly,
    async ({ page }) => {
      // Hold back the interactive menu so that it replaces the plain one while the visitor is tabbing through it.
      const release = await holdRequests(page, /\/assets\/desktop-nav\.island-[^/]+\.js$/);
      await gotoReady(page, "/about");
      const activeName = () =>
        page.evaluate(
          () =>
            (document.activeElement as HTMLElement).innerText ||
            document.activeElement!.getAttribute("aria-label") ||
            "",
        );
      const names: string[] = [];
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press("Tab");
        names.push(await activeName());
        if (names.at(-1) === "About") {
          release();
          // The Radix menu marks its root with data-orientation once it has taken over (the server's HTML has it too:
          // the island's own state says when it has).
          await expect(page.locator('nav[aria-label="Main"][data-orientation]')).toHaveCount(1);
          await expect(page.locator('[data-island="desktop-nav"]')).toHaveAttribute("data-island-state", "hydrated");
          expect(await activeName()).toBe("About");
        }
      }
      const index = (pattern: RegExp) => names.findIndex((name) => pattern.test(name));
      expect(index(/Skip to content/)).toBe(0);
      expect(index(/home$/)).toBeLessThan(index(/^Home$/));
      expect(index(/^Home$/)).toBeLessThan(index(/^Contact$/));
      expect(index(/^Contact$/)).toBeLessThan(index(/Book Appointment/));
    },
  );
});
