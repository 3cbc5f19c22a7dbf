import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { startServer, type RunningServer } from "../server/server-process";
import { site } from "../../app/content/site";

// A server of its own whose database another process holds locked: storing fails as it would on a full or
// read-only disk, and the visitor must be told how to reach the hospital, with nothing typed lost.
let server: RunningServer;
let lock: Database.Database;

test.beforeAll(async () => {
  server = await startServer({ SQLITE_BUSY_TIMEOUT_MS: "100" });
  lock = new Database(server.databasePath);
  lock.exec("BEGIN EXCLUSIVE");
});

test.afterAll(async () => {
  lock.exec("ROLLBACK");
  lock.close();
  await server.stop();
});

test("the booking form keeps its fields and gives the phone number when the request cannot be stored", async ({
  page,
}) => {
  // Record window.open instead of opening WhatsApp (no network here); a navigation away would fail the test.
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { openCalls: calls });
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return null;
    };
  });
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => document.documentElement.dataset.pageScript === "ready");
  const form = page.getByRole("form", { name: "Appointment request" }).first();
  await form.getByLabel("Full Name").fill("Lakshmi Devi");
  await form.getByLabel("Phone Number").fill("9876543210");
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel("Preferred Date").fill(date);
  await form.getByLabel("Message (Optional)").fill("Left eye blurred");
  await form.getByRole("button", { name: "Submit Request" }).click();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "could not be sent" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(site.phone.display);
  await expect(toast.getByRole("button", { name: "WhatsApp us" })).toBeVisible();
  await expect(page.getByText("Appointment Request Submitted")).toHaveCount(0);
  await expect(form.getByLabel("Full Name")).toHaveValue("Lakshmi Devi");
  await expect(form.getByLabel("Message (Optional)")).toHaveValue("Left eye blurred");
  await expect(form.getByLabel("Preferred Date")).toHaveValue(date);

  // "WhatsApp us" opens WhatsApp in a new window; the form and everything typed stay where they are.
  const formUrl = page.url();
  const whatsappHref = await page.locator('a[href^="https://wa.me/"]').first().getAttribute("href");
  expect(whatsappHref).toContain(`https://wa.me/${site.whatsapp}?text=`);
  await toast.getByRole("button", { name: "WhatsApp us" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls))
    .toEqual([[whatsappHref, "_blank", "noopener,noreferrer"]]);
  expect(page.url()).toBe(formUrl);
  await expect(form.getByLabel("Full Name")).toHaveValue("Lakshmi Devi");
  await expect(form.getByLabel("Phone Number")).toHaveValue("9876543210");
  await expect(form.getByLabel("Message (Optional)")).toHaveValue("Left eye blurred");
});
