import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoReady } from "./helpers";

const PASSWORD = "front desk test password";

const inThreeDays = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + 3 * 86_400_000));

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

// The front desk's way through a request: a patient books on the site, staff sign in, find it and mark it.
test("a booking reaches the staff inbox, where the front desk marks it contacted", async ({ page }, testInfo) => {
  const patient = `Inbox Test ${testInfo.project.name} ${Date.now()}`;
  await gotoReady(page, "/book");
  const form = page.getByRole("form", { name: "Appointment request" });
  await form.getByLabel("Full Name").fill(patient);
  await form.getByLabel("Phone Number").fill("9876543210");
  await form.getByLabel("Preferred Date").fill(inThreeDays());
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Appointment Request Submitted").first()).toBeVisible();

  await page.goto("/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign in" })).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("That password is not right.");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Requests \(\d+\)$/ })).toBeVisible();

  await page.getByRole("search").getByLabel("Name or phone").fill(patient);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row", { name: new RegExp(patient) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("From: booking page");
  await expectNoViolations(page);

  await row.getByRole("combobox", { name: /Status of request/ }).selectOption("contacted");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff\\?q=`));
  await expect(
    page.getByRole("row", { name: new RegExp(patient) }).getByRole("combobox", { name: /Status of request/ }),
  ).toHaveValue("contacted");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign in" })).toBeVisible();
});
