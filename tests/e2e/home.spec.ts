import { expect, test, type Page } from "@playwright/test";
import {
  appointmentPromo,
  articleTeasers,
  communityService,
  homeFaqs,
  homeFaqSection,
  homeHero,
  homeMeta,
  homeServices,
  shortPriceNote,
  testimonialSection,
  visitUs,
} from "../../app/content/home";
import { serviceSlugs } from "../../app/content/services";
import { site } from "../../app/content/site";
import { reviews, testimonials } from "../../app/content/testimonials";
import { blockThirdParties, expectNoHorizontalScroll, gotoReady, once } from "./helpers";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test("hero: title, one h1, the three claims, booking and call, and the first-screen picture", async ({ page }) => {
  await gotoReady(page, "/");
  await expect(page).toHaveTitle(`${homeMeta.title} | ${site.name} ${site.city}`);

  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(h1).toHaveText(homeHero.title);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);

  const hero = page.locator("section", { has: h1 });
  for (const stat of homeHero.stats) {
    await expect(hero.getByRole("term").filter({ hasText: stat.label })).toBeVisible();
    await expect(hero.getByRole("definition").filter({ hasText: stat.value })).toBeVisible();
  }
  await expect(hero.getByText(shortPriceNote)).toBeVisible();
  await expect(hero.getByRole("button", { name: "Book an Appointment" })).toBeVisible();
  await expect(hero.getByRole("link", { name: homeHero.callLabel })).toHaveAttribute("href", `tel:${site.phone.dial}`);

  const picture = hero.getByRole("img", { name: homeHero.image.alt });
  await expect(picture).toHaveAttribute("fetchpriority", "high");
  await expect(picture).not.toHaveAttribute("loading", "lazy");
  await expect(picture).toHaveAttribute("width", String(homeHero.image.width));
  await expect(picture).toHaveAttribute("height", String(homeHero.image.height));
  await expectNoHorizontalScroll(page);
});

test("the five questions start closed and open and close on click", async ({ page }) => {
  await gotoReady(page, "/");
  const faq = region(page, homeFaqSection.title);
  expect(homeFaqs).toHaveLength(5);
  // Each question is a heading in the summary of a <details>: the browser opens it, no script needed.
  const entry = (question: string) =>
    faq.locator("details").filter({ has: page.getByRole("heading", { name: question }) });
  for (const item of homeFaqs) {
    await expect(entry(item.question)).not.toHaveAttribute("open");
    await expect(faq.getByText(item.answer)).toBeHidden();
  }
  const [first] = homeFaqs;
  const question = faq.getByRole("heading", { name: first!.question });
  await question.click();
  await expect(entry(first!.question)).toHaveAttribute("open");
  await expect(faq.getByText(first!.answer)).toBeVisible();
  await question.click();
  await expect(entry(first!.question)).not.toHaveAttribute("open");
  await expect(faq.getByText(first!.answer)).toBeHidden();
});

test("the appointment promo shows the booking form itself", async ({ page }) => {
  await gotoReady(page, "/");
  const promo = region(page, appointmentPromo.title);
  const form = promo.getByRole("form", { name: "Appointment request" });
  await expect(form.getByLabel("Full Name")).toBeVisible();
  await expect(form.getByLabel("Phone Number")).toBeVisible();
  await expect(form.getByLabel("Preferred Date")).toBeVisible();
  await expect(form.getByLabel("Message (Optional)")).toBeVisible();
  await expect(form.getByRole("button", { name: "Submit Request" })).toBeVisible();
});

test.describe("what every width shows", once, () => {
  test("structured data carries the rating and the reviews", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    type Node = { "@type": string; review?: unknown[] };
    const nodes = blocks.flatMap((text) => (JSON.parse(text) as { "@graph"?: Node[] })["@graph"] ?? []);
    const clinic = nodes.find((node) => node["@type"] === "MedicalClinic");
    expect(clinic?.review).toHaveLength(reviews.length);
    expect(clinic).toMatchObject({
      aggregateRating: { ratingValue: site.rating!.value, reviewCount: site.rating!.count },
    });
  });

  test("eight service cards link to the first eight services, in order", async ({ page }) => {
    await gotoReady(page, "/");
    const services = region(page, homeServices.title);
    const cardLinks = services.getByRole("listitem").getByRole("link");
    await expect(cardLinks).toHaveCount(8);
    const hrefs = await cardLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(serviceSlugs.slice(0, 8).map((slug) => `/services/${slug}`));
    await expect(services.getByRole("link", { name: homeServices.linkLabel })).toHaveAttribute("href", "/services");
  });

  test("article teasers and community blurbs lead to their pages", async ({ page }) => {
    await gotoReady(page, "/");
    const articles = region(page, articleTeasers.title).getByRole("listitem").getByRole("link");
    await expect(articles).toHaveCount(3);
    for (const teaser of articleTeasers.teasers) {
      await expect(articles.filter({ hasText: teaser.title })).toHaveAttribute("href", "/patient-education");
    }

    const community = region(page, communityService.title);
    const blurbs = community.getByRole("listitem").getByRole("link");
    await expect(blurbs).toHaveCount(communityService.blurbs.length);
    for (const blurb of communityService.blurbs) {
      await expect(blurbs.filter({ hasText: blurb.title })).toHaveAttribute("href", "/community-outreach");
    }
    await expect(community.getByText("₹6,000").first()).toBeVisible();
    await blurbs.filter({ hasText: "₹6,000" }).click();
    await expect(page).toHaveURL(/\/community-outreach$/);
  });

  test("the map loads lazily beside the address and hours, with a link to open it", async ({ page }) => {
    await gotoReady(page, "/");
    const visit = region(page, visitUs.title);
    const map = visit.locator("iframe");
    await expect(map).toHaveAttribute("title", /.+/);
    await expect(map).toHaveAttribute("loading", "lazy");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("src", site.map.embedUrl);
    const open = visit.getByRole("link", { name: /Open in Google Maps/ });
    await expect(open).toHaveAttribute("href", site.map.openUrl);
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(open).toHaveAttribute("rel", "noopener noreferrer");
    await expect(visit.getByText(site.address.street, { exact: false })).toBeVisible();
    for (const line of visitUs.hours) await expect(visit.getByText(line, { exact: true })).toBeVisible();
  });

  test("the review widget script is requested only once its section is in view; our quotes survive its failure", async ({
    page,
  }) => {
    const widgetOrigin = new URL(site.testimonialWidget.scriptUrl).origin;
    const widgetRequests: string[] = [];
    // Registered after the third-party block, so it handles the widget host first.
    await page.route(`${widgetOrigin}/**`, async (route) => {
      widgetRequests.push(route.request().url());
      await route.abort("blockedbyclient");
    });
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));

    await gotoReady(page, "/");
    await page.waitForLoadState("networkidle");
    expect(widgetRequests).toEqual([]);

    const reviewsSection = region(page, testimonialSection.title);
    await reviewsSection.scrollIntoViewIfNeeded();
    await expect.poll(() => widgetRequests).toEqual([site.testimonialWidget.scriptUrl]);

    // The script was asked for by the widget's sandboxed frame, never by the page (decision 0051); once it failed, the
    // frame is gone.
    await expect(reviewsSection.locator("[data-widget]")).toHaveAttribute("data-widget", "failed");
    await expect(page.locator(`script[src="${site.testimonialWidget.scriptUrl}"]`)).toHaveCount(0);
    await expect(reviewsSection.locator("iframe")).toHaveCount(0);
    await expect(reviewsSection.getByText(testimonialSection.ratingLine)).toBeVisible();
    for (const testimonial of testimonials.slice(0, 3)) {
      await expect(reviewsSection.getByText(testimonial.quote)).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });
});
