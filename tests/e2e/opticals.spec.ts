import { expect, test } from "@playwright/test";
import { collections, frameTips, lensTypes, opticalsCta, opticalsHoursNote } from "../../app/content/opticals";
import { site } from "../../app/content/site";
import { gotoReady, once } from "./helpers";

test.describe("Focus Opticals page", () => {
  test("the store image loads eagerly in the first screen", async ({ page }) => {
    await gotoReady(page, "/focus-opticals");
    const hero = page.locator('img[src$="/images/opticals/store.svg"]');
    await expect(hero).toBeInViewport();
    await expect(hero).not.toHaveAttribute("loading", "lazy");
  });

  test("'Visit Store' leads to the contact page and the consultation button opens the booking form", async ({
    page,
  }) => {
    await gotoReady(page, "/focus-opticals");
    const visit = page.getByRole("link", { name: opticalsCta.visitLabel }).first();
    await expect(visit).toHaveAttribute("href", "/contact");
    await page.getByRole("button", { name: opticalsCta.bookLabel }).first().click();
    await expect(page.getByRole("dialog", { name: "Book an Appointment" })).toBeVisible();
    await page.keyboard.press("Escape");
    await visit.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });

  test.describe("what every width shows", once, () => {
    test("says the shop is physical only, with online shopping coming soon, and shows both hours readings", async ({
      page,
    }) => {
      await gotoReady(page, "/focus-opticals");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByTestId("store-notice")).toContainText("online shopping coming soon");
      await expect(page.getByTestId("opticals-hours")).toContainText(site.opticalsHours.sessions[0]!);
      await expect(page.getByTestId("opticals-hours")).toContainText(site.opticalsHours.closed);
      await expect(page.getByTestId("opticals-hours-note")).toHaveText(opticalsHoursNote.text);
      await expect(page.getByTestId("opticals-hours-note")).toContainText("09:00 to 18:00");
    });

    test("lists four frame tips, four collections and six lens types", async ({ page }) => {
      await gotoReady(page, "/focus-opticals");
      const tips = page.locator("#frame-tips").getByRole("listitem");
      await expect(tips).toHaveCount(4);
      for (const tip of frameTips) {
        await expect(page.locator("#frame-tips").getByRole("heading", { name: tip.title, level: 3 })).toBeVisible();
      }
      const collectionCards = page.locator("#collections").getByRole("article");
      await expect(collectionCards).toHaveCount(4);
      await expect(collectionCards.getByRole("heading", { level: 3 })).toHaveText(collections.map((c) => c.title));
      for (const collection of collections) {
        const card = page.getByRole("article", { name: collection.title, exact: true });
        for (const feature of collection.features) await expect(card.getByText(feature)).toBeVisible();
      }
      const lenses = page.locator("#lens-types").getByRole("heading", { level: 3 });
      await expect(lenses).toHaveText(lensTypes.map((lens) => lens.title));
    });

    test("a collection image that fails to load is replaced by the fallback image", async ({ page }) => {
      await page.route("**/images/opticals/women.svg", (route) => route.abort());
      await gotoReady(page, "/focus-opticals");
      const women = page.getByRole("article", { name: "Women", exact: true }).getByRole("img");
      await women.scrollIntoViewIfNeeded();
      await expect(women).toHaveAttribute("src", /\/frame-fallback\.svg$/);
      // The other collections keep their own pictures.
      const adults = page.getByRole("article", { name: "Adults", exact: true }).getByRole("img");
      await adults.scrollIntoViewIfNeeded();
      await expect(adults).toHaveAttribute("src", /\/adults\.svg$/);
      await expect.poll(() => adults.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });
  });
});
