import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { articlesIn } from "../../app/content/articles/by-language";
import { contactFormCopy } from "../../app/content/contact";
import { STAFF } from "./staff-account";
import { indiaDay } from "./staff-helpers";

/*
 * `npm run dev` is the production application under Vite (scripts/dev.mjs, issue 27): the Express shell with its
 * guards, the forms' storage and the front desk. Its own project in playwright.config.ts starts it on a fresh
 * database; before, posting a form answered 500 and /staff 404 there.
 */

// In order: the second test finds at the desk what the first sent.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test("without JavaScript both forms post to the development server and are stored", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/book");
  const booking = page.getByRole("form", { name: "Appointment request" }).first();
  await booking.getByLabel("Full Name").fill("Dev No Script");
  await booking.getByLabel("Phone Number").fill("9848011111");
  await booking.getByLabel("Preferred Date").fill(indiaDay(3));
  await booking.getByRole("button", { name: "Submit Request" }).click();
  await expect(page).toHaveURL(/\/request-received\?kind=appointment$/);

  await page.goto("/contact");
  const contact = page.getByRole("form", { name: "Contact form" });
  await contact.getByLabel(contactFormCopy.nameLabel).fill("Dev No Script Message");
  await contact.getByLabel(contactFormCopy.emailLabel).fill("dev@example.in");
  await contact.getByLabel(contactFormCopy.phoneLabel).fill("9848011112");
  await contact.getByLabel(contactFormCopy.subjectLabel).fill("A question");
  await contact.getByLabel(contactFormCopy.messageLabel).fill("Do you see patients on Saturday?");
  await contact.getByRole("button", { name: contactFormCopy.submitLabel }).click();
  await expect(page).toHaveURL(/\/request-received\?kind=contact$/);
  await context.close();
});

test("with JavaScript the booking island sends the form, and the front desk shows it after signing in", async ({
  page,
}) => {
  // A dependency Vite finds only when the page asks for it makes it reload the page, wiping what was typed.
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto("/book");
  await page.waitForFunction(() => document.documentElement.dataset.pageScript === "ready");
  const booking = page.getByRole("form", { name: "Appointment request" }).first();
  await booking.getByLabel("Full Name").fill("Dev With Script");
  await booking.getByLabel("Phone Number").fill("9848011113");
  await booking.getByLabel("Preferred Date").fill(indiaDay(3));
  // Typing wakes the island; under Vite its modules are compiled on that first request, which on a busy machine
  // takes seconds. Sending before it is awake would be held and replayed (slow-phone.spec.ts covers that path).
  const island = page.locator("[data-island-state]").filter({ has: booking });
  await expect(island).toHaveAttribute("data-island-state", "hydrated", { timeout: 30_000 });
  expect(loads, "the development server reloaded the page").toBe(1);
  await booking.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Appointment Request Submitted").first()).toBeVisible({ timeout: 30_000 });
  // The island posted JSON and stayed on the page.
  await expect(page).toHaveURL(/\/book$/);
  expect(loads, "the development server reloaded the page").toBe(1);

  await page.goto("/staff");
  await page.getByLabel("Your name").fill(STAFF.name);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  for (const name of ["Dev With Script", "Dev No Script", "Dev No Script Message"]) {
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  }
});

test("a saved content file is in the next page the development server sends", async ({ request }) => {
  const file = "app/content/legal.ts";
  const original = readFileSync(file, "utf8");
  const heading = async () => {
    const html = await (await request.get("/terms-of-service")).text();
    return /<h1[^>]*>([^<]*)</.exec(html)?.[1];
  };
  expect(await heading()).toBe("Terms of Service");
  try {
    writeFileSync(file, original.replace('title: "Terms of Service"', 'title: "Terms of Service, saved just now"'));
    await expect.poll(heading, { timeout: 20_000 }).toBe("Terms of Service, saved just now");
  } finally {
    writeFileSync(file, original);
  }
  await expect.poll(heading, { timeout: 20_000 }).toBe("Terms of Service");
});

test("the menus fetch their words from the development server, and the articles menu opens", async ({ page }) => {
  // The words are a file the build writes; under Vite its route answers the same address (routes/menu-words.ts).
  // Asked for once the page is idle (decision 0066) or on the click, whichever comes first.
  const wordsFile = page.waitForResponse((response) => response.url().includes("/assets/menu-words/te-"));
  await page.goto("/te");
  await page.waitForFunction(() => document.documentElement.dataset.pageScript === "ready");
  const nav = page.getByRole("navigation", { name: "ముఖ్య మెనూ" });
  await nav.getByRole("button", { name: "కంటి ఆరోగ్య సమాచారం" }).click();
  expect((await wordsFile).status()).toBe(200);
  await expect(nav.getByRole("link").filter({ hasText: articlesIn("te").menuArticles[0]!.label })).toBeVisible({
    timeout: 30_000,
  });
});
