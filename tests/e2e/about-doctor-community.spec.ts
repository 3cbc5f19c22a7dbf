import { expect, test } from "@playwright/test";
import {
  aboutInsuranceNote,
  aboutMission,
  aboutValues,
  aboutVision,
  aboutWhyChooseSection,
} from "../../app/content/about";
import { communityOutreach } from "../../app/content/community";
import { cataractSteps } from "../../app/content/doctor";
import { privacyPolicy, termsOfService } from "../../app/content/legal";
import { site } from "../../app/content/site";
import { gotoReady, once, phoneOnly } from "./helpers";

const titleOf = (title: string) => `${title} | ${site.name} Anantapur`;

test.describe("about page", () => {
  test("the clinic picture is sized and loads with the first screen", async ({ page }) => {
    await gotoReady(page, "/about");
    const image = page.getByRole("img", { name: /front entrance/ });
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "800");
    await expect(image).not.toHaveAttribute("loading", "lazy");
  });

  test.describe("what every width shows", once, () => {
    test("shows mission, vision, the four values and six reasons to choose the hospital", async ({ page }) => {
      await gotoReady(page, "/about");
      await expect(page).toHaveTitle(titleOf("About Us"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 2, name: aboutMission.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: aboutVision.title })).toBeVisible();

      expect(aboutValues.map((value) => value.title)).toEqual(["Compassion", "Excellence", "Innovation", "Integrity"]);
      for (const value of aboutValues) {
        await expect(page.getByRole("heading", { level: 3, name: value.title, exact: true })).toBeVisible();
      }

      const whyChoose = page.getByRole("region", { name: aboutWhyChooseSection.title });
      await expect(whyChoose.getByRole("heading", { level: 3 })).toHaveCount(6);

      // The spec's second insurance reading lives on this page.
      await expect(page.getByText(aboutInsuranceNote.text)).toBeVisible();
      await expect(page.getByText(/several health insurance plans/)).toBeVisible();
    });
  });
});

test.describe("doctor page", () => {
  test("has a phone link that dials the hospital and a button that opens the booking form", async ({ page }) => {
    await gotoReady(page, "/doctors");
    const main = page.locator("main");
    const call = main.getByRole("link", { name: `Call ${site.phone.display}` }).first();
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${site.phone.dial}`);

    await main.getByRole("button", { name: "Book an Appointment" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book an Appointment" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test.describe("what every width shows", once, () => {
    test("introduces the lead doctor and explains cataract surgery in six ordered steps", async ({ page }) => {
      await gotoReady(page, "/doctors");
      await expect(page).toHaveTitle(titleOf("Our Doctor"));
      await expect(page.getByRole("heading", { level: 1, name: site.leadDoctor.name })).toBeVisible();
      await expect(page.getByText(site.leadDoctor.role).first()).toBeVisible();
      await expect(page.getByText("Years of experience").first()).toBeVisible();

      const steps = page.getByRole("list", { name: cataractSteps.title });
      await expect(steps).toBeVisible();
      expect(await steps.evaluate((element) => element.tagName)).toBe("OL");
      await expect(steps.getByRole("listitem")).toHaveCount(6);
      for (const step of cataractSteps.steps) {
        await expect(steps.getByRole("heading", { name: step.title })).toBeVisible();
      }
    });

    test("publishes the doctor as a Physician in the structured data", async ({ page }) => {
      await gotoReady(page, "/doctors");
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "profile");
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((elements) => elements.map((element) => JSON.parse(element.textContent ?? "{}")));
      const graph = blocks.flatMap((block) => block["@graph"] ?? [block]) as { "@type": string; name?: string }[];
      const physician = graph.find((node) => node["@type"] === "Physician");
      expect(physician?.name).toBe(site.leadDoctor.name);
    });
  });
});

test.describe("community outreach page", once, () => {
  test("explains the ₹6,000 programme of ten surgeries a month and offers a call", async ({ page }) => {
    await gotoReady(page, "/community-outreach");
    await expect(page).toHaveTitle(titleOf("Community Outreach"));
    const main = page.locator("main");
    await expect(page.getByRole("heading", { level: 2, name: communityOutreach.programme.title })).toBeVisible();
    await expect(main.getByText(/ten cataract surgeries at ₹6,000/i).first()).toBeVisible();
    await expect(main.getByText(/each month/i).first()).toBeVisible();

    const call = main.getByRole("link", { name: `Call ${site.phone.display}` }).first();
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${site.phone.dial}`);
    await expect(main.getByRole("button", { name: "Book an Appointment" }).first()).toBeVisible();

    for (const title of [
      communityOutreach.seniors.title,
      communityOutreach.children.title,
      communityOutreach.emergencies.title,
      communityOutreach.eyeCamps.title,
      communityOutreach.inviteCamp.title,
    ]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
  });
});

test.describe("legal pages", () => {
  for (const { path, page: legal } of [
    { path: "/privacy-policy", page: privacyPolicy },
    { path: "/terms-of-service", page: termsOfService },
  ]) {
    test(`${legal.title} is reachable from the footer and readable`, async ({ page }) => {
      await gotoReady(page, "/about");
      await page.locator("footer").getByRole("link", { name: legal.title }).click();
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(titleOf(legal.title));
      await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
      await expect(page.locator("main time")).toHaveAttribute("datetime", legal.updated);

      const sections = page.locator("main article").getByRole("heading", { level: 2 });
      expect(await sections.count()).toBeGreaterThanOrEqual(3);
      await expect(sections).toHaveCount(legal.sections.length);

      // Lines stay short enough to read: the text column is no wider than 70 characters ("ch") of its own font.
      const { width, seventyCh } = await page
        .locator("main article p")
        .first()
        .evaluate((element) => {
          const probe = document.createElement("span");
          probe.textContent = "0".repeat(70);
          probe.style.whiteSpace = "nowrap";
          element.append(probe);
          const measured = probe.getBoundingClientRect().width;
          probe.remove();
          return { width: element.getBoundingClientRect().width, seventyCh: measured };
        });
      expect(width).toBeLessThanOrEqual(seventyCh);
    });
  }
});

test("none of these pages scrolls sideways on a 320 px phone", phoneOnly, async ({ page }) => {
  // At the desktop's width, reading-comfort.spec.ts narrows every page to 320 px.
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ["/about", "/doctors", "/community-outreach", "/privacy-policy", "/terms-of-service"]) {
    await page.goto(path);
    // Phone emulation widens the layout viewport to fit overflowing content, so compare with the client width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
