import { expect, test, type Page } from "@playwright/test";
import { articleSummaries, menuArticles, repositoryArticleSlugs as articleSlugs } from "../../app/content/articles";
import { articles } from "../../app/content/articles/full";
import { site } from "../../app/content/site";
import { absoluteUrl } from "../../app/seo/url";
import { gotoReady, isPhone, once } from "./helpers";

const path = (slug: string) => `/patient-education/${slug}`;
const readable = new Set<string>(articleSlugs);
const missingSlugs = [
  ...articleSummaries.map((summary) => summary.slug),
  ...menuArticles.map((item) => item.path.replace("/patient-education/", "")),
  "no-such-article",
].filter((slug, index, all) => !readable.has(slug) && all.indexOf(slug) === index);

const shareButton = (page: Page) => page.getByRole("button", { name: "Share", exact: true });
const printButton = (page: Page) => page.getByRole("button", { name: "Print", exact: true });
const toast = (page: Page) => page.locator("[data-sonner-toast]");

test.describe("article pages", once, () => {
  for (const slug of articleSlugs) {
    test(`${slug} shows its title, author, date and picture`, async ({ page }) => {
      const article = articles[slug];
      const response = await page.goto(path(slug));
      expect(response?.status()).toBe(200);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      const main = page.getByRole("main");
      await expect(main.getByText(article.author, { exact: true })).toBeVisible();
      await expect(main.getByText(article.authorRole, { exact: true })).toBeVisible();
      const date = main.locator(`time[datetime="${article.date}"]`);
      await expect(date).toBeVisible();
      await expect(date).toHaveText(
        /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) 2026$/,
      );

      const picture = main.getByRole("img", { name: article.featuredImage.alt });
      await expect(picture).toHaveAttribute("src", article.featuredImage.src);
      await expect(picture).not.toHaveAttribute("loading", "lazy");
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
      await expect(main.getByRole("link", { name: "Back to Patient Education" })).toHaveAttribute(
        "href",
        "/patient-education",
      );

      const services = main.getByRole("navigation", { name: "Related Services" });
      for (const slug of article.relatedServices ?? []) {
        await expect(services.locator(`a[href="/services/${slug}"]`)).toHaveCount(1);
      }

      const related = page.getByRole("region", { name: "Related Articles" });
      if (article.relatedArticles) {
        for (const link of article.relatedArticles) {
          await expect(related.getByRole("link", { name: new RegExp(link.title) })).toHaveAttribute(
            "href",
            path(link.slug),
          );
        }
      } else {
        await expect(related).toHaveCount(0);
      }
    });
  }

  test("every card of the list opens an article page (decision 0026)", () => {
    expect([...articleSlugs].sort()).toEqual(articleSummaries.map((summary) => summary.slug).sort());
  });

  test("only the glaucoma and healthy-vision-habits articles have no related articles", () => {
    expect(articleSlugs.filter((slug) => !articles[slug].relatedArticles)).toEqual([
      "understanding-glaucoma",
      "healthy-vision-habits",
    ]);
  });

  test("every other slug, including the menu-only routes, is 'Article Not Found' with status 404", async ({ page }) => {
    // Every card has a page (decision 0026): the ten menu routes other than healthy-vision-habits and
    // diabetic-retinopathy, and one slug that nothing links to.
    expect(missingSlugs).toHaveLength(10 + 1);
    for (const slug of missingSlugs) {
      const response = await page.goto(path(slug));
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
      await expect(
        page.getByText("The article you're looking for doesn't exist or may have been moved."),
      ).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Back to Patient Education" })).toHaveAttribute(
        "href",
        "/patient-education",
      );
    }
  });
});

test.describe("sharing", once, () => {
  test("without a device share sheet, copies the link and says so", async ({ page, context, baseURL }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
      delete (navigator as Partial<Navigator>).share;
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await gotoReady(page, path("understanding-glaucoma"));
    expect(await page.evaluate(() => "share" in navigator)).toBe(false);

    await shareButton(page).click();
    await expect(toast(page)).toContainText("Link copied to clipboard");
    await expect(toast(page)).toContainText("You can now share this article with others.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("with a device share sheet, shares title, description and link, and shows no message", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData[] }).shared.push(data);
        },
      });
      (window as unknown as { shared: ShareData[] }).shared = [];
    });
    const article = articles["diabetic-retinopathy"];
    await gotoReady(page, path(article.slug));

    await shareButton(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: article.title, text: article.description, url: page.url() }]);
    await expect(toast(page)).toHaveCount(0);
  });

  test("a cancelled share is only logged", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: () => Promise.reject(new DOMException("Share canceled", "AbortError")),
      });
    });
    const logged: string[] = [];
    page.on("console", (message) => logged.push(`${message.type()}: ${message.text()}`));
    await gotoReady(page, path("healthy-vision-habits"));

    await shareButton(page).click();
    await expect.poll(() => logged.some((line) => line.includes("Share cancelled"))).toBe(true);
    await expect(toast(page)).toHaveCount(0);
  });
});

test.describe("printing", () => {
  test("the Print button opens the print dialog", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await gotoReady(page, path("healthy-vision-habits"));
    await printButton(page).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test("the printout is the article alone, with its address and the hospital's phone", async ({ page }, testInfo) => {
    const slug = "diabetic-retinopathy";
    const firstParagraph = articles[slug].content.find((block) => block.type === "p");
    await gotoReady(page, path(slug));
    const printNote = page.getByText(absoluteUrl(path(slug)));
    const chrome = [
      page.locator("body > header"),
      page.locator("body > footer"),
      page.getByRole("navigation", { name: "Breadcrumb" }),
      shareButton(page),
      printButton(page),
      page.getByRole("main").getByRole("button", { name: "Book an Appointment" }),
      page.locator("#related-articles"),
      page.getByRole("main").getByRole("link", { name: "Back to Patient Education" }),
    ];
    if (isPhone(testInfo)) chrome.push(page.locator("body > nav[aria-label='Quick actions']"));
    // On screen: the chrome is there and the print note is not.
    for (const part of chrome) await expect(part).toBeVisible();
    await expect(printNote).toBeHidden();

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[slug].title);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const part of chrome) await expect(part).toBeHidden();

    await expect(printNote).toBeVisible();
    await expect(page.getByText(`Phone: ${site.phone.display}`)).toBeVisible();
    if (firstParagraph?.type === "p") await expect(page.getByText(firstParagraph.text)).toBeVisible();
  });
});
