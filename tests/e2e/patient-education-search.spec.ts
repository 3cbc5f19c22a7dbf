import { expect, test, type Page } from "@playwright/test";
import { articleSummaries, articlesInTab, articleTabs, searchArticles } from "../../app/content/articles";
import { gotoReady, once } from "./helpers";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const resultsHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /^Search Results:/ });
const articleLinks = (page: Page) => page.locator("#articles").getByRole("link");
const hrefOf = (slug: string) => `/patient-education/${slug}`;

test.describe("article search", once, () => {
  test("ignores case and replaces the tabs with the results", async ({ page }) => {
    await gotoReady(page, "/patient-education");
    await expect(page.getByRole("tablist", { name: "Article topics" })).toBeVisible();

    await searchBox(page).fill("GLAUCOMA");
    const expected = searchArticles("glaucoma");
    expect(expected).toHaveLength(1);
    await expect(resultsHeading(page)).toHaveText("Search Results: 1 article found");
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await expect(articleLinks(page)).toHaveCount(1);
    await expect(articleLinks(page).first()).toHaveAttribute("href", hrefOf("understanding-glaucoma"));
  });

  test("matches a phrase that is only in an excerpt, with the singular heading", async ({ page }) => {
    const term = "optic nerve";
    const hits = searchArticles(term);
    expect(hits).toHaveLength(1);
    expect(hits[0]?.title.toLowerCase()).not.toContain(term);

    await gotoReady(page, "/patient-education");
    await searchBox(page).fill(term);
    await expect(resultsHeading(page)).toHaveText("Search Results: 1 article found");
    await expect(articleLinks(page)).toHaveCount(1);
    await expect(articleLinks(page).first()).toContainText(hits[0]!.title);
  });

  test("uses the plural heading for several results", async ({ page }) => {
    const hits = searchArticles("sugar");
    expect(hits.length).toBeGreaterThan(1);

    await gotoReady(page, "/patient-education");
    await searchBox(page).fill("Sugar");
    await expect(resultsHeading(page)).toHaveText(`Search Results: ${hits.length} articles found`);
    await expect(articleLinks(page)).toHaveCount(hits.length);
    for (const [index, hit] of hits.entries()) {
      await expect(articleLinks(page).nth(index)).toHaveAttribute("href", hrefOf(hit.slug));
    }
  });

  test("with no hits offers Clear Search, which empties the box and brings the tabs back", async ({ page }) => {
    await gotoReady(page, "/patient-education");
    await searchBox(page).fill("zzqx");
    await expect(resultsHeading(page)).toHaveText("Search Results: 0 articles found");
    await expect(page.getByText("No articles found matching your search.")).toBeVisible();
    await expect(page).toHaveURL(/\?q=zzqx$/);

    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
    await expect(resultsHeading(page)).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "All Articles" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/patient-education$/);
  });

  test("reads the term from ?q= when the page opens", async ({ page }) => {
    await gotoReady(page, "/patient-education?q=glaucoma");
    await expect(searchBox(page)).toHaveValue("glaucoma");
    await expect(resultsHeading(page)).toHaveText("Search Results: 1 article found");
    await expect(page.getByRole("tablist")).toHaveCount(0);
  });

  test("writes the term to ?q= without a history entry per keystroke", async ({ page }) => {
    await gotoReady(page, "/patient-education");
    const before = await page.evaluate(() => history.length);
    await searchBox(page).pressSequentially("scr");
    await expect(page).toHaveURL(/\?q=scr$/);
    await searchBox(page).pressSequentially("een");
    await expect(page).toHaveURL(/\?q=screen$/);
    await expect(searchBox(page)).toHaveValue("screen");
    expect(await page.evaluate(() => history.length)).toBe(before);
    await expect(resultsHeading(page)).toHaveText(`Search Results: ${searchArticles("screen").length} articles found`);
  });
});

test.describe("article tabs", () => {
  test("all eight cards are in the served HTML", async ({ request }) => {
    const response = await request.get("/patient-education");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const article of articleSummaries) {
      expect(html).toContain(`href="${hrefOf(article.slug)}"`);
      expect(html).toContain(article.title.replace("'", "&#x27;"));
    }
  });

  test("each tab shows its articles, and every card links to its article", async ({ page }) => {
    await gotoReady(page, "/patient-education");
    await expect(page.getByRole("tab", { name: "All Articles" })).toHaveAttribute("aria-selected", "true");
    for (const tab of articleTabs) {
      await page.getByRole("tab", { name: tab.label, exact: true }).click();
      const panel = page.getByRole("tabpanel", { name: tab.label });
      const expected = articlesInTab(tab.value);
      const links = panel.getByRole("link");
      await expect(links).toHaveCount(expected.length);
      for (const [index, article] of expected.entries()) {
        const card = links.nth(index);
        await expect(card).toHaveAttribute("href", hrefOf(article.slug));
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(article.title);
        await expect(card).toContainText(article.excerpt);
        await expect(card).toContainText("Read more");
        await expect(card.locator("img")).toHaveAttribute("src", article.image.src);
      }
    }
  });
});

test.describe("e-mail signup", once, () => {
  test("Join Now sends nothing and shows no message", async ({ page }) => {
    await gotoReady(page, "/patient-education");
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));

    await page.getByLabel("E-mail address").fill("reader@example.com");
    await page.getByRole("button", { name: "Join Now" }).click();
    await page.waitForLoadState("networkidle");

    expect(requests.filter((url) => new URL(url).pathname.startsWith("/api"))).toEqual([]);
    expect(requests.filter((url) => new URL(url).search.includes("email"))).toEqual([]);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page).toHaveURL(/\/patient-education$/);
    await expect(page.getByLabel("E-mail address")).toHaveValue("reader@example.com");
  });
});
