import { expect, test, type Browser } from "@playwright/test";
import { site } from "../../app/content/site";
import { axeInPage, WCAG_TAGS } from "./axe";
import { watchConsole } from "./helpers";

// Without JavaScript the forms post as ordinary forms. A field the server rejects must come back named beside
// that field, with everything typed still in the form, and the corrected form must then go through.
test.use({ javaScriptEnabled: false });

const inThreeDays = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + 3 * 86_400_000));

/** axe needs scripts, so the page the server sent is checked again in a context where they run. */
async function expectNoAxeViolations(browser: Browser, html: string, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await page.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
    await page.goto(url);
    const results = await axeInPage(page).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  } finally {
    await context.close();
  }
}

test("a rejected booking comes back filled in, the error named beside its field", async ({ page, browser }) => {
  const errors = watchConsole(page);
  await page.goto("/");
  const form = page.getByRole("form", { name: "Appointment request" }).first();
  const date = inThreeDays();
  await form.getByLabel("Full Name").fill("Lakshmi Devi లక్ష్మి");
  await form.getByLabel("Phone Number").fill("12345");
  await form.getByLabel("Preferred Date").fill(date);
  await form.getByLabel("Message (Optional)").fill('Left eye <b>blurred</b> & "watering"');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/book") && r.request().method() === "POST"),
    form.getByRole("button", { name: "Submit Request" }).click(),
  ]);
  expect(response.status()).toBe(400);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your appointment request");
  const again = page.getByRole("form", { name: "Appointment request" });
  const phone = again.getByLabel("Phone Number");
  await expect(phone).toHaveValue("12345");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(/10 to 13 digits/);
  await expect(again.getByLabel("Full Name")).toHaveValue("Lakshmi Devi లక్ష్మి");
  await expect(again.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(again.getByLabel("Preferred Date")).toHaveValue(date);
  await expect(again.getByLabel("Message (Optional)")).toHaveValue('Left eye <b>blurred</b> & "watering"');
  await expect(page.getByRole("link", { name: /Phone Number: / })).toHaveAttribute("href", "#field-phone");
  await expect(page.getByRole("link", { name: site.phone.display }).first()).toBeVisible();
  await expectNoAxeViolations(browser, await response.text(), new URL("/form-check", page.url()).href);

  await phone.fill("9876543210");
  await again.getByRole("button", { name: "Submit Request" }).click();
  await expect(page).toHaveURL(/\/request-received\?kind=appointment$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appointment Request Submitted");
  expect(errors.filter((error) => /Content.Security.Policy/i.test(error))).toEqual([]);
});

test("a rejected contact message comes back filled in, the chosen service still chosen", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Sunitha Naidu");
  await form.getByLabel("Email").fill("sunitha@example.com");
  await form.getByLabel("Phone Number").fill("98765");
  await form.getByLabel("Subject").fill("Cataract surgery cost");
  await form.getByLabel("Service").selectOption("cataract");
  await form.getByLabel("Message").fill("What does it cost?");
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your message");
  const again = page.getByRole("form", { name: "Contact form" });
  await expect(again.getByLabel("Phone Number")).toHaveAccessibleDescription(/10 to 13 digits/);
  await expect(again.getByLabel("Email")).toHaveValue("sunitha@example.com");
  await expect(again.getByLabel("Subject")).toHaveValue("Cataract surgery cost");
  await expect(again.getByLabel("Service")).toHaveValue("cataract");
  await expect(again.getByLabel("Message")).toHaveValue("What does it cost?");
});

test("every booking button leads to the booking page, whose form books", async ({ page }) => {
  await page.goto("/doctors");
  await page.getByRole("main").getByRole("link", { name: "Book an Appointment" }).first().click();
  await expect(page).toHaveURL(/\/book$/);
  const form = page.getByRole("form", { name: "Appointment request" });
  await form.getByLabel("Full Name").fill("Ramesh Kumar");
  await form.getByLabel("Phone Number").fill("9876543210");
  await form.getByLabel("Preferred Date").fill(inThreeDays());
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Appointment Request Submitted" })).toBeVisible();
});

test("the header offers no text-size button, which could not work without JavaScript", async ({ page }) => {
  for (const path of ["/", "/te"]) {
    await page.goto(path);
    // The phone's header: its other round buttons are there, the text size is not (decision 0048).
    await expect(page.locator("header").getByRole("link", { name: /^Call|ఫోన్ చేసి/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Text size|^అక్షరాల సైజు/ })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("group", { name: /^Text size$|^అక్షరాల సైజు$/ })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
  }
});

test("the article search answers a typed term with its results", async ({ page }) => {
  await page.goto("/patient-education");
  const box = page.getByRole("searchbox", { name: "Search articles" });
  await box.fill("glaucoma");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/patient-education\?q=glaucoma$/);
  await expect(page.getByRole("heading", { level: 2, name: "Search Results: 1 article found" })).toBeVisible();
  await expect(page.locator("#articles").getByRole("link")).toHaveCount(1);
});
