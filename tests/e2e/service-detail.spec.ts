import { expect, test } from "@playwright/test";
import { services } from "../../app/content/services";
import { specServiceSlugs } from "../spec-fixtures";
import { expectBottomSheet, expectCentredDialog, gotoReady, isPhone, once } from "./helpers";

const titleOf = (slug: string) => services.find((service) => service.slug === slug)!.title;

test("every service page answers and shows its title as the page heading", once, async ({ page }) => {
  expect(services.map((service) => service.slug)).toEqual(specServiceSlugs);
  for (const slug of specServiceSlugs) {
    const response = await page.goto(`/services/${slug}`);
    expect(response?.status(), slug).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(slug));
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(`Services${titleOf(slug)}`);
  }
});

test("the thumbnails choose the large picture, starting with the first", async ({ page }) => {
  await gotoReady(page, "/services/glaucoma");
  const hero = page.getByRole("main").locator("section").first();
  const largeImage = hero.getByRole("img");
  await expect(largeImage).toHaveCount(1);
  await expect(largeImage).not.toHaveAttribute("loading", "lazy");

  const thumbnails = hero.getByRole("button", { name: /^Show image \d of 3: / });
  await expect(thumbnails).toHaveCount(3);
  await expect(thumbnails.nth(0)).toHaveAttribute("aria-pressed", "true");
  await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "false");
  const firstSrc = await largeImage.getAttribute("src");

  await thumbnails.nth(1).click();
  await expect(largeImage).not.toHaveAttribute("src", firstSrc!);
  await expect(largeImage).toHaveAttribute("src", /consultation-room/);
  await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(thumbnails.nth(0)).toHaveAttribute("aria-pressed", "false");
});

test("related services shows three other services, never the current one", async ({ page }) => {
  for (const slug of ["eye-examinations", "lasik-surgery-anantapur"]) {
    await gotoReady(page, `/services/${slug}`);
    const related = page.getByRole("region", { name: "Related Services" }).getByRole("link");
    await expect(related).toHaveCount(3);
    const hrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).not.toContain(`/services/${slug}`);
    expect(new Set(hrefs).size).toBe(3);
  }
});

test("the sidebar lists all ten services and marks the current one", async ({ page }) => {
  await gotoReady(page, "/services/retina");
  const list = page.getByRole("navigation", { name: "All eye care services" }).getByRole("link");
  await expect(list).toHaveCount(10);
  await expect(list).toHaveText(specServiceSlugs.map(titleOf));
  const current = page.getByRole("navigation", { name: "All eye care services" }).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute("href", "/services/retina");
  await expect(page.getByRole("link", { name: /^Call / }).first()).toHaveAttribute("href", /^tel:\+91/);
});

test("the booking button opens the appointment form", async ({ page }, testInfo) => {
  await gotoReady(page, "/services/cataract");
  await page.getByRole("button", { name: "Book a Cataract Surgery Consultation" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Book an Appointment" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full Name")).toBeVisible();
  if (isPhone(testInfo)) {
    await expectBottomSheet(page, dialog);
  } else {
    await expectCentredDialog(page, dialog);
  }
});

test("moving to another service from the sidebar shows its first picture again", async ({ page }) => {
  await gotoReady(page, "/services/cataract");
  const thumbnails = page.getByRole("button", { name: /^Show image \d of 3: / });
  await thumbnails.nth(2).click();
  await expect(thumbnails.nth(2)).toHaveAttribute("aria-pressed", "true");

  await page
    .getByRole("navigation", { name: "All eye care services" })
    .getByRole("link", { name: "Glaucoma Management" })
    .click();
  await expect(page).toHaveURL(/\/services\/glaucoma$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glaucoma Management");
  await expect(thumbnails.nth(0)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("main").locator("section").first().getByRole("img")).toHaveAttribute(
    "src",
    "/images/services/glaucoma.svg",
  );
});
