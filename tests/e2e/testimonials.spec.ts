import { expect, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { testimonialCarouselCopy, testimonials, testimonialsPage } from "../../app/content/testimonials";
import { axeInPage } from "./axe";
import { gotoReady, islandHydrated, once } from "./helpers";

const total = testimonials.length;

test.describe("testimonials page", () => {
  test("every story is in the served HTML, before any script runs", async ({ request }) => {
    const html = await (await request.get("/testimonials")).text();
    for (const item of testimonials) {
      // React escapes apostrophes; compare on a stretch of the quote without them.
      expect(html).toContain(item.quote.slice(0, 40).replace(/'/g, "&#x27;"));
    }
    expect(html).toContain(`aria-label="${total} of ${total}"`);
    // Consumer law and the medical council's rules: the stories are experiences, not promised results.
    expect(html).toContain(testimonialsPage.resultsDiffer);
  });

  test("the carousel moves with its buttons", async ({ page }) => {
    await gotoReady(page, "/testimonials");
    const carousel = page.getByRole("region", { name: testimonialCarouselCopy.label });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.getByRole("group", { name: / of \d+$/ });
    await expect(slides).toHaveCount(total);
    await expect(slides.first()).toHaveAttribute("aria-roledescription", "slide");
    const status = carousel.getByRole("status");
    await expect(status).toHaveText(`1 of ${total}`);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("group", { name: `1 of ${total}` })).toBeInViewport({ ratio: 0.9 });

    await carousel.getByRole("button", { name: testimonialCarouselCopy.nextLabel }).click();
    await expect(status).toHaveText(`2 of ${total}`);
    await expect(carousel.getByRole("group", { name: `2 of ${total}` })).toBeInViewport({ ratio: 0.9 });
    await expect(carousel.getByRole("group", { name: `1 of ${total}` })).not.toBeInViewport({ ratio: 0.5 });

    await carousel.getByRole("button", { name: testimonialCarouselCopy.previousLabel }).click();
    await expect(status).toHaveText(`1 of ${total}`);
    await expect(carousel.getByRole("group", { name: `1 of ${total}` })).toBeInViewport({ ratio: 0.9 });
  });

  test("the carousel answers the arrow keys when it has focus", async ({ page }) => {
    await gotoReady(page, "/testimonials");
    const carousel = page.getByRole("region", { name: testimonialCarouselCopy.label });
    const status = carousel.getByRole("status");
    // The carousel wakes when a visitor reaches it; Embla then attaches when the browser is idle.
    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-enhanced", "true");
    await carousel.getByRole("group", { name: testimonialCarouselCopy.trackLabel }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText(`2 of ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText(`3 of ${total}`);
    await expect(carousel.getByRole("group", { name: `3 of ${total}` })).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("ArrowLeft");
    await expect(status).toHaveText(`2 of ${total}`);
    await expect(carousel.getByRole("group", { name: `2 of ${total}` })).toBeInViewport({ ratio: 0.9 });
  });

  test.describe("what every width shows", once, () => {
    test("a next tap while Embla takes over the track moves one story, not two", async ({ page }) => {
      // The tap lands in the moment between Embla being handed the track and its first report back to the carousel
      // (Embla attaches when the browser is idle, so the watch starts with the page).
      await page.addInitScript((nextLabel) => {
        document.addEventListener("DOMContentLoaded", () => {
          const track = document.querySelector<HTMLElement>("[data-carousel-track]")!;
          const observer = new MutationObserver(() => {
            if (track.dataset.embla !== "attached") return;
            observer.disconnect();
            document.querySelector<HTMLButtonElement>(`button[aria-label="${nextLabel}"]`)!.click();
          });
          observer.observe(track, { attributeFilter: ["data-embla"] });
        });
      }, testimonialCarouselCopy.nextLabel);
      await gotoReady(page, "/testimonials");
      const carousel = page.getByRole("region", { name: testimonialCarouselCopy.label });
      await expect(carousel).toHaveAttribute("data-enhanced", "true");
      await expect(carousel.getByRole("status")).toHaveText(`2 of ${total}`);
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.getByRole("group", { name: `2 of ${total}` })).toBeInViewport({ ratio: 0.9 });
    });

    test("shows the rating summary", async ({ page }) => {
      await gotoReady(page, "/testimonials");
      await expect(page.getByText(testimonialsPage.stats)).toBeVisible();
      await expect(page.getByText(testimonialsPage.stats)).toContainText("4.8");
      await expect(page.getByText(testimonialsPage.stats)).toContainText("146");
      await expect(page.getByText(testimonialsPage.stats)).toContainText("95%");
    });

    test("review links open in a new tab and say so", async ({ page }) => {
      await gotoReady(page, "/testimonials");
      const links = [
        { name: testimonialsPage.leaveReview.searchLabel, href: site.links.reviewSearch },
        { name: testimonialsPage.leaveReview.socialLabel, href: site.links.facebook },
      ];
      for (const { name, href } of links) {
        const link = page.getByRole("link", { name: `${name} (opens in a new tab)` });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    });
  });
});

test("the carousel can be dragged sideways once it is enhanced", async ({ page }) => {
  await gotoReady(page, "/testimonials");
  const carousel = page.getByRole("region", { name: testimonialCarouselCopy.label });
  await carousel.hover();
  await expect(carousel).toHaveAttribute("data-enhanced", "true");
  const first = carousel.getByRole("group", { name: `1 of ${total}` });
  await first.scrollIntoViewIfNeeded();
  const box = (await first.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.1, y, { steps: 8 });
  await page.mouse.up();
  await expect(carousel.getByRole("status")).toHaveText(`2 of ${total}`);
  await expect(carousel.getByRole("group", { name: `2 of ${total}` })).toBeInViewport({ ratio: 0.9 });
});

test("before the enhancement arrives, the scrolling track is reachable by keyboard and passes axe", async ({
  page,
}) => {
  // Hold the carousel in its first state (native scrolling), which a slow phone shows for a while.
  await page.route("**/assets/embla-engine-*.js", (route) => route.abort());
  await gotoReady(page, "/testimonials");
  const carousel = page.getByRole("region", { name: testimonialCarouselCopy.label });
  await expect(carousel).toHaveAttribute("data-enhanced", "false");
  const results = await axeInPage(page).include('[aria-roledescription="carousel"]').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  const track = carousel.getByRole("group", { name: testimonialCarouselCopy.trackLabel });
  await track.focus();
  await expect(track).toBeFocused();
  await islandHydrated(page, "testimonial-carousel");
  await page.keyboard.press("ArrowRight");
  await expect(carousel.getByRole("status")).toHaveText(`2 of ${total}`);
  await expect(carousel.getByRole("group", { name: `2 of ${total}` })).toBeInViewport({ ratio: 0.9 });
});
