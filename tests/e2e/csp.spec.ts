import { expect, test } from "@playwright/test";
import { blockThirdParties, gotoReady, isPhone } from "./helpers";
import { allRoutes } from "./routes";

test.describe("content security policy", () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), "once per route is enough"));

  for (const path of allRoutes) {
    test(`no CSP violation on ${path}`, async ({ page }) => {
      await blockThirdParties(page);
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await gotoReady(page, path);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
      // Open the booking dialog too: it loads more scripts and styles on demand.
      await page.locator("header").getByRole("button", { name: "Book Appointment" }).click();
      await expect(page.getByRole("dialog", { name: "Book an Appointment" })).toBeVisible();
      expect(violations).toEqual([]);
    });
  }
});
