import { expect, test } from "@playwright/test";
import { testimonialSection } from "../../app/content/home";
import { site } from "../../app/content/site";
import { blockThirdParties, desktopOnly, gotoReady } from "./helpers";
import { routeSample } from "./routes";
import { STAFF } from "./staff-account";
import { signIn } from "./staff-helpers";

// Once per route is enough: at the desktop's width.
test.describe("content security policy", desktopOnly, () => {
  // One page of each kind: every built page's inline scripts are checked against the policy's list after the build
  // (tests/build/inline-scripts.test.ts); what a kind of page loads on demand is the same for each of its pages.
  for (const path of routeSample) {
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

/**
 * What a compromised review widget would try (issue 38): read the desk's export with the receptionist's session, and
 * reach into the page around it. It writes what happened into its own document, where the test reads it.
 */
const hostileWidget = `(async () => {
  const notes = ["origin=" + self.origin];
  try {
    notes.push("parent=" + parent.document.title);
  } catch {
    notes.push("parent=blocked");
  }
  try {
    const response = await fetch("/staff/export.csv", { credentials: "include" });
    notes.push("export=read " + response.status + " " + (await response.text()).slice(0, 20));
  } catch {
    notes.push("export=blocked");
  }
  const out = document.createElement("p");
  out.id = "probe";
  out.style.height = "120px";
  out.textContent = notes.join(";");
  document.querySelector(".sk-ww-google-reviews").append(out);
})();`;

for (const policy of ["its own policy", "its sandbox alone"] as const) {
  test(
    `the review widget runs in a sandboxed frame, where it cannot read the desk: ${policy}`,
    desktopOnly,
    async ({ page }) => {
      const widgetOrigin = new URL(site.testimonialWidget.scriptUrl).origin;
      // A receptionist who is signed in to the desk in this browser, and whose session can read the export.
      await signIn(page, STAFF);
      const exportStatus = await page.evaluate(async () => (await fetch("/staff/export.csv")).status);
      expect(exportStatus).toBe(200);

      await blockThirdParties(page);
      // Registered after the block, so it answers the widget's host first: the widget's script, turned hostile.
      const widgetRequests: string[] = [];
      await page.route(`${widgetOrigin}/**`, async (route) => {
        widgetRequests.push(route.request().url());
        await route.fulfill({ contentType: "text/javascript", body: hostileWidget });
      });
      if (policy === "its sandbox alone") {
        // The frame's policy lets its script reach only the widget's hosts; without it, the sandbox must hold alone.
        await page.route("**/review-widget", async (route) => {
          const response = await route.fetch();
          const headers = { ...response.headers() };
          delete headers["content-security-policy"];
          await route.fulfill({ response, headers });
        });
      }
      const exportCookies: (string | undefined)[] = [];
      page.on("request", async (request) => {
        if (request.url().endsWith("/staff/export.csv")) exportCookies.push((await request.allHeaders()).cookie);
      });
      await gotoReady(page, "/");
      expect(widgetRequests).toEqual([]);

      const section = page.getByRole("region", { name: testimonialSection.title, exact: true });
      await section.scrollIntoViewIfNeeded();
      const frame = section.locator("iframe");
      await expect(frame).toHaveCount(1);
      const sandbox = (await frame.getAttribute("sandbox"))?.split(/\s+/) ?? [];
      expect(sandbox).toContain("allow-scripts");
      expect(sandbox).not.toContain("allow-same-origin");
      expect(await frame.getAttribute("src")).toBe("/review-widget");

      // The widget ran, in the frame, and in the frame only.
      const probe = frame.contentFrame().locator("#probe");
      await expect(probe).toHaveText(/export=/);
      expect(widgetRequests).toEqual([site.testimonialWidget.scriptUrl]);
      await expect(page.locator(`script[src^="${widgetOrigin}"]`)).toHaveCount(0);
      const notes = (await probe.textContent())!.split(";");
      expect(notes).toEqual(["origin=null", "parent=blocked", "export=blocked"]);
      // With its policy the request never leaves the frame; without it, it leaves without the desk's cookie.
      expect(exportCookies).toEqual(policy === "its own policy" ? [] : [undefined]);

      // The frame grows to what the widget drew, and the page says the widget loaded.
      await expect(section.locator("[data-widget]")).toHaveAttribute("data-widget", "loaded");
      await expect(frame).toBeVisible();
      expect((await frame.boundingBox())!.height).toBeGreaterThanOrEqual(120);
    },
  );
}
