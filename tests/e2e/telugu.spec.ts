import { expect, test, type Page } from "@playwright/test";
import { site } from "../../app/content/site";
import * as teContact from "../../app/content/te/contact";
import { FORM_MESSAGES } from "../../app/lib/form-messages";
import { localizedPath } from "../../app/i18n/lang";
import { gotoReady, isPhone, once, openMobileMenu, testOnSharedPage } from "./helpers";
import { allRoutes, teluguRoutes } from "./routes";

/*
 * The Telugu edition: every page has a twin under /te that a Telugu reader can use alone, in the same places and
 * with the same behaviour, and search engines are told which page is which language.
 */

const NOT_FOUND = new Set(["/no-such-page", "/patient-education/screen-time-eye-strain"]);

/** Latin words a Telugu page may keep: the names patients know in English letters. */
const NAMES = [
  site.name,
  site.shortName,
  site.opticalsName,
  site.leadDoctor.name,
  ...site.leadDoctor.qualifications,
  site.email,
  "Google",
  "English",
];

/** Share of Telugu letters among the letters of the visible header, main and footer, names and (English) set aside. */
async function teluguShare(page: Page) {
  const text = await page.evaluate(() =>
    ["header", "main", "footer"]
      .map((selector) => document.querySelector<HTMLElement>(selector)?.innerText ?? "")
      .join("\n"),
  );
  let rest = text.replace(/\([^)]*\)/g, " ");
  for (const name of NAMES) rest = rest.split(name).join(" ");
  const telugu = rest.match(/[\u0C00-\u0C7F]/g)?.length ?? 0;
  const latinWords = rest.match(/[A-Za-z]{2,}/g) ?? [];
  const latin = latinWords.join("").length;
  return { share: telugu / Math.max(1, telugu + latin), latinWords: [...new Set(latinWords)] };
}

for (const [index, path] of teluguRoutes.entries()) {
  testOnSharedPage(`${path} is the Telugu twin of ${allRoutes[index]}`, once, async ({ sharedPage: page }) => {
    // The words and links are the page's, whatever the width: read at a phone's, as most Telugu readers do.
    // Once per page, at a phone's width.
    const response = await gotoReady(page, path);
    expect(response?.status()).toBe(NOT_FOUND.has(allRoutes[index]!) ? 404 : 200);
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    const { share, latinWords } = await teluguShare(page);
    expect(share, `English words left: ${latinWords.join(", ")}`).toBeGreaterThanOrEqual(0.9);
    if (NOT_FOUND.has(allRoutes[index]!)) return;
    // Reciprocal alternates: this page names itself and its English twin, and the English twin names it back.
    const english = allRoutes[index]!;
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${origin}${path === "/te" ? "/te" : path}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="te-IN"]')).toHaveAttribute(
      "href",
      new URL(path, origin).href,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
      "href",
      new URL(english, origin).href,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      new URL(english, origin).href,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "te_IN");
  });
}

test("Telugu text is drawn in the system's Telugu font, with Noto Sans named for its Latin letters", async ({
  page,
}) => {
  await page.goto("/te");
  // Noto Sans Telugu has no Latin letters or digits; named right after it, Noto Sans draws them without a search
  // through the system's fonts for every such character (decision 0043, second look).
  const families = await page.locator("main h1").evaluate((heading) =>
    getComputedStyle(heading)
      .fontFamily.split(",")
      .map((name) => name.trim()),
  );
  expect(families.slice(0, 2)).toEqual(['"Noto Sans Telugu"', '"Noto Sans"']);
  // The hospital's name, marked English inside Telugu text, keeps the Latin face.
  const english = await page
    .locator('main [lang="en"]')
    .first()
    .evaluate((name) => getComputedStyle(name).fontFamily);
  expect(english.startsWith('"Noto Sans",')).toBe(true);
});

test("the English pages name their Telugu twins", async ({ page }) => {
  await page.goto("/services/cataract");
  await expect(page.locator('link[rel="alternate"][hreflang="te-IN"]')).toHaveAttribute(
    "href",
    /\/te\/services\/cataract$/,
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

test("the language switch leads to the same page in Telugu and back, and the choice is remembered", async ({
  page,
}, testInfo) => {
  await gotoReady(page, "/services/glaucoma");
  const toTelugu = page.locator("header").getByRole("link", { name: /తెలుగు/ }).filter({ visible: true });
  await toTelugu.click();
  await expect(page).toHaveURL(/\/te\/services\/glaucoma$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0C00-\u0C7F]/);

  // Nobody is redirected: an English page still opens in English, and offers the Telugu twin at the top.
  await gotoReady(page, "/about");
  await expect(page).toHaveURL(/\/about$/);
  const offer = page.getByRole("link", { name: /తెలుగులో చదవండి/ }).first();
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute("href", "/te/about");

  if (isPhone(testInfo)) {
    await gotoReady(page, "/te/contact");
    const menu = await openMobileMenu(page, { open: "మెనూ తెరవండి", title: "మెనూ" });
    await menu.getByRole("link", { name: "Read in English" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  }
});

test("a booking sent from a Telugu page is answered in Telugu", once, async ({ page }) => {
  await gotoReady(page, "/te");
  const form = page.getByRole("form", { name: "అపాయింట్‌మెంట్ అభ్యర్థన" }).first();
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + 86_400_000));
  await form.getByLabel(/పేరు/).fill("లక్ష్మి దేవి");
  await form.getByLabel(/ఫోన్ నంబర్/).fill("12345");
  await form.getByLabel(/తేదీ/).fill(date);
  await form.getByRole("button", { name: "వివరాలు పంపండి" }).click();
  await expect(form.getByText(FORM_MESSAGES.te["phone.invalid"])).toBeVisible();
  await expect(page.getByText("గుర్తు పెట్టిన వివరాలు సరిచూడండి")).toBeVisible();

  await form.getByLabel(/ఫోన్ నంబర్/).fill("9876543210");
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/appointments") && r.method() === "POST"),
    form.getByRole("button", { name: "వివరాలు పంపండి" }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ name: "లక్ష్మి దేవి", lang: "te" });
  await expect(page.getByText("మీ వివరాలు మాకు అందాయి")).toBeVisible();
  await expect(form.getByLabel(/పేరు/)).toHaveValue("");
});

test.describe("without JavaScript", once, () => {
  test.use({ javaScriptEnabled: false });

  test("a rejected booking comes back in Telugu, and the confirmation is Telugu", async ({ page }) => {
    await page.goto("/te/book");
    const form = page.getByRole("form", { name: "అపాయింట్‌మెంట్ అభ్యర్థన" });
    await form.getByLabel(/పేరు/).fill("రామయ్య");
    await form.getByLabel(/ఫోన్ నంబర్/).fill("123");
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
      new Date(Date.now() + 86_400_000),
    );
    await form.getByLabel(/తేదీ/).fill(date);
    await form.getByRole("button", { name: "వివరాలు పంపండి" }).click();
    await expect(page).toHaveTitle(/^లోపం: /);
    await expect(page.getByRole("alert")).toContainText(FORM_MESSAGES.te["phone.invalid"]);
    await expect(page.getByRole("form", { name: "అపాయింట్‌మెంట్ అభ్యర్థన" }).getByLabel(/పేరు/)).toHaveValue("రామయ్య");

    await page
      .getByRole("form", { name: "అపాయింట్‌మెంట్ అభ్యర్థన" })
      .getByLabel(/ఫోన్ నంబర్/)
      .fill("9876543210");
    await page.getByRole("form", { name: "అపాయింట్‌మెంట్ అభ్యర్థన" }).getByRole("button", { name: "వివరాలు పంపండి" }).click();
    await expect(page).toHaveURL(/\/te\/request-received\?kind=appointment$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("మీ వివరాలు మాకు అందాయి");
  });
});

test("search on a Telugu page finds Telugu titles, and English terms a reader types", async ({ page }) => {
  await gotoReady(page, localizedPath("/patient-education", "te"));
  const search = page.getByRole("searchbox");
  await search.fill("glaucoma");
  await expect(page.getByRole("heading", { level: 3 }).filter({ hasText: /గ్లాకోమా/ }).first()).toBeVisible();
  await search.fill("షుగర్");
  await expect(page.getByRole("heading", { level: 3 }).filter({ hasText: /షుగర్/ }).first()).toBeVisible();
});

/** The Telugu contact form, filled as a Telugu reader would. */
async function fillTeluguContact(page: Page, phone: string) {
  const form = page.getByRole("form", { name: teContact.contactFormCopy.formLabel });
  await form.getByLabel(new RegExp(`^${teContact.contactFormCopy.nameLabel}`)).fill("వెంకటేశ్వర్లు");
  await form.getByLabel(new RegExp(`^${teContact.contactFormCopy.emailLabel}`)).fill("venkat@example.com");
  await form.getByLabel(new RegExp(`^${teContact.contactFormCopy.phoneLabel}`)).fill(phone);
  await form.getByLabel(new RegExp(`^${teContact.contactFormCopy.subjectLabel}`)).fill("కంటి పరీక్ష");
  await form
    .getByLabel(new RegExp(`^${teContact.contactFormCopy.messageLabel}`))
    .fill("ధర్మవరం నుండి వస్తాం. ఆదివారం తెరిచి ఉంటుందా?");
  return form;
}

test(
  "a message sent from the Telugu contact page is answered in Telugu and sent marked Telugu",
  once,
  async ({ page }) => {
    await gotoReady(page, "/te/contact");
    const form = await fillTeluguContact(page, "12");
    await form.getByRole("button", { name: teContact.contactFormCopy.submitLabel }).click();
    await expect(form.getByText(FORM_MESSAGES.te["phone.invalid"])).toBeVisible();

    await form.getByLabel(new RegExp(`^${teContact.contactFormCopy.phoneLabel}`)).fill("9440055555");
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST"),
      // Its own time limit, so that a click that never lands reports why (its retries), before the test's runs out.
      form.getByRole("button", { name: teContact.contactFormCopy.submitLabel }).click({ timeout: 15_000 }),
    ]);
    expect(request.postDataJSON()).toMatchObject({ name: "వెంకటేశ్వర్లు", lang: "te" });
    await expect(page.getByText(teContact.contactFormCopy.successToast.title)).toBeVisible();
    await expect(form.getByLabel(new RegExp(`^${teContact.contactFormCopy.nameLabel}`))).toHaveValue("");
  },
);

test.describe("the Telugu contact page without JavaScript", once, () => {
  test.use({ javaScriptEnabled: false });

  test("keeps what was typed with the problem in Telugu, then confirms in Telugu", async ({ page }) => {
    await page.goto("/te/contact");
    let form = await fillTeluguContact(page, "12");
    await form.getByRole("button", { name: teContact.contactFormCopy.submitLabel }).click();
    await expect(page).toHaveTitle(/^లోపం: /);
    await expect(page.getByRole("alert")).toContainText(FORM_MESSAGES.te["phone.invalid"]);
    form = page.getByRole("form", { name: teContact.contactFormCopy.formLabel });
    await expect(form.getByLabel(new RegExp(`^${teContact.contactFormCopy.nameLabel}`))).toHaveValue("వెంకటేశ్వర్లు");
    await form.getByLabel(new RegExp(`^${teContact.contactFormCopy.phoneLabel}`)).fill("9440055556");
    await form.getByRole("button", { name: teContact.contactFormCopy.submitLabel }).click();
    await expect(page).toHaveURL(/\/te\/request-received\?kind=contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0C00-\u0C7F]/);
  });
});
