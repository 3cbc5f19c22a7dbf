import { expect, test, type Page } from "@playwright/test";
import { freeEyeCamps, insurers } from "../../app/content/services";
import { specServiceCardSlugs } from "../spec-fixtures";
import { gotoReady } from "./helpers";

async function expectServiceNotFoundToast(page: Page) {
  await expect(page.getByText("Service not found", { exact: true })).toBeVisible();
  await expect(page.getByText("We couldn't find the service you were looking for.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/services" && url.search === "");
}

test("the services page shows eight service cards linking to the first eight services", async ({ page }) => {
  await gotoReady(page, "/services");
  await expect(page.getByRole("heading", { level: 1, name: "Eye Care Services" })).toBeVisible();

  const region = page.getByRole("region", { name: "What we treat" });
  const cards = region.getByRole("list").first().getByRole("link");
  await expect(cards).toHaveCount(8);
  for (const [index, slug] of specServiceCardSlugs.entries()) {
    await expect(cards.nth(index)).toHaveAttribute("href", `/services/${slug}`);
  }

  // The two services beyond the cards are still one tap away.
  await expect(region.getByRole("link", { name: /Senior Eye Care/ })).toHaveAttribute("href", "/services/seniors");
  await expect(region.getByRole("link", { name: /LASIK Surgery/ })).toHaveAttribute(
    "href",
    "/services/lasik-surgery-anantapur",
  );
});

test("the services page lists the free eye camps, the insurers and the ways to pay", async ({ page }) => {
  await gotoReady(page, "/services");

  const camps = page.getByRole("region", { name: "Free eye camps near you" });
  await expect(camps.getByRole("heading", { level: 3 })).toHaveText(freeEyeCamps.map((camp) => camp.town));

  const insurerList = page.getByRole("list", { name: "Insurance plans accepted" });
  await expect(insurerList.getByRole("listitem")).toHaveText(insurers);
  expect(insurers).toHaveLength(6);

  const payment = page.getByRole("list", { name: "Ways to pay" });
  await expect(payment.getByRole("heading")).toHaveText([
    "Cash",
    "Debit and credit cards",
    "UPI",
    "EMI for select procedures",
    "Reimbursement help",
  ]);

  await page.getByRole("button", { name: "Book an Appointment" }).last().click();
  await expect(page.getByRole("dialog", { name: "Book an Appointment" })).toBeVisible();
});

test("opening an unknown service address lands on /services with a 'Service not found' message", async ({ page }) => {
  const response = await gotoReady(page, "/services/not-a-service");
  // The server answers the unknown address with a redirect, not an error page.
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/services\/not-a-service$/);
  await expectServiceNotFoundToast(page);
  await expect(page.getByRole("heading", { level: 1, name: "Eye Care Services" })).toBeVisible();
});
