import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { expectNoHorizontalScroll, gotoReady } from "./helpers";
import { STAFF } from "./staff-account";

/*
 * The front desk's day, as a receptionist who was never shown the code: patients book on the site, she signs in on
 * her phone (360 px) or the desk PC, finds what is waiting, calls or WhatsApps, marks it, notes it, and signs out.
 */

const inThreeDays = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + 3 * 86_400_000));

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Every button, field and button-like link in the page's body is at least 44 px tall. */
async function expectLargeTargets(page: Page) {
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "button, select, input:not([type=hidden]), textarea, summary, a[class*='min-h-11']",
      ),
    ]
      .filter((element) => element.offsetParent !== null && element.getBoundingClientRect().height < 44)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(small).toEqual([]);
}

async function book(page: Page, path: string, name: string, phone: string) {
  await gotoReady(page, path);
  const form = page.getByRole("form", { name: /Appointment request|అపాయింట్‌మెంట్ అభ్యర్థన/ }).first();
  await form.getByLabel(/Full Name|పేరు/).fill(name);
  await form.getByLabel(/Phone Number|ఫోన్ నంబర్/).fill(phone);
  await form.getByLabel(/Preferred Date|తేదీ/).fill(inThreeDays());
  await form.getByRole("button", { name: /Submit Request|వివరాలు పంపండి/ }).click();
  await expect(page.getByText(/^(Appointment Request Submitted|మీ అపాయింట్‌మెంట్ అభ్యర్థన అందింది)$/).first()).toBeVisible();
}

async function signIn(page: Page) {
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign in" })).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel("Your name").fill(STAFF.name);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("That name and password do not match an account");
  await expectNoViolations(page);
  await page.getByLabel("Your name").fill(STAFF.name);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByText(`Signed in as ${STAFF.name}`)).toBeVisible();
}

for (const width of [360, 1280]) {
  test(`at ${width} px a receptionist works through a request and sees who did what`, async ({
    page,
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== (width === 360 ? "phone" : "desktop"), "one width per project");
    // A whole working day in one journey, with nine axe scans: about 25 s alone on a 2-core machine, more beside
    // the other worker, so the default 30 s is too tight for it.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const stamp = `${width}-${Date.now()}`;
    const patient = `Desk Test ${stamp}`;
    const teluguPatient = `సీతమ్మ ${stamp}`;
    // Each width's own number: the two run at once, and one erases hers.
    const teluguPhone = width === 360 ? "9440012345" : "9440067890";
    await book(page, "/book", patient, "9876543210");
    await book(page, "/te/book", teluguPatient, teluguPhone);

    await signIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await expect(page.getByRole("link", { name: /New appointments\s*\d+/ })).toBeVisible();
    await expectNoViolations(page);
    await expectLargeTargets(page);
    await expectNoHorizontalScroll(page);

    // The Telugu request says so, and its WhatsApp reply is in Telugu.
    await page.getByRole("search").getByLabel("Name or phone").fill(teluguPhone);
    await page.getByRole("button", { name: "Show requests" }).click();
    const teluguCard = page.getByRole("article", { name: teluguPatient });
    await expect(teluguCard).toContainText("Telugu: answer in Telugu");
    const whatsApp = teluguCard.getByRole("link", { name: /WhatsApp/ });
    await expect(whatsApp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/91${teluguPhone}\\?text=`));
    expect(decodeURIComponent((await whatsApp.getAttribute("href"))!.split("text=")[1]!)).toContain(
      `${teluguPatient} గారు`,
    );

    // Find the English one, call, copy the number.
    await page.getByRole("search").getByLabel("Name or phone").fill(patient);
    await page.getByRole("button", { name: "Show requests" }).click();
    const card = page.getByRole("article", { name: patient });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("From: booking page");
    await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute("href", "tel:9876543210");
    await card.getByRole("button", { name: "Copy number" }).click();
    await expect(card.getByRole("status")).toHaveText("Number copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("9876543210");

    // No answer, then called back: each step on the card, the view kept.
    await card.getByRole("button", { name: `Mark ${patient}'s request no answer` }).click();
    await expect(page).toHaveURL(/\/staff\?q=/);
    await expect(card).toContainText(`No answer · ${STAFF.name}`);
    await card.getByRole("button", { name: `Mark ${patient}'s request called back` }).click();
    await expect(card).toContainText(`Called back · ${STAFF.name}`);

    // Filters open with the status in use; the view is accessible in that state too.
    await page.goto(`/staff?status=called_back&q=${encodeURIComponent(patient)}`);
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("called_back");
    await expect(page.getByRole("article", { name: patient })).toBeVisible();
    await expectNoViolations(page);

    // The request's own page: a note, the booking, and the history of who did what.
    await page.getByRole("link", { name: patient, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: patient })).toBeVisible();
    await page.getByLabel(/A short note for the desk/).fill("Prefers a call after 5 pm");
    await page.getByRole("button", { name: "Save note" }).click();
    await page.getByRole("button", { name: `Mark ${patient}'s request booked` }).click();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveText([
      new RegExp(`${STAFF.name}Status: Called back → Booked$`),
      new RegExp(`${STAFF.name}Note: Prefers a call after 5 pm$`),
      new RegExp(`${STAFF.name}Status: No answer → Called back$`),
      new RegExp(`${STAFF.name}Status: New → No answer$`),
    ]);
    await expectNoViolations(page);
    await expectLargeTargets(page);
    await expectNoHorizontalScroll(page);

    // A change someone else made first is shown, not repeated.
    await page.goto(`${new URL(page.url()).pathname}?changed=1`);
    await expect(page.getByRole("alert")).toContainText("Someone else changed this request");
    await expectNoViolations(page);

    // Nothing found: said plainly.
    await page.goto("/staff?q=nobody-by-this-name");
    await expect(page.getByRole("status").filter({ hasText: "No requests match." })).toBeVisible();
    await expectNoViolations(page);

    // The Telugu patient asks to be forgotten: found by number, confirmed, erased.
    await page.getByRole("link", { name: "Erase a person's data" }).click();
    await page.getByLabel("Phone number they used").fill(teluguPhone);
    await page.getByRole("button", { name: "Find requests" }).click();
    await expect(page.getByRole("heading", { name: /requests? with this number/ })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: teluguPatient })).toBeVisible();
    await expectNoViolations(page);
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: /^Erase th(is|ese)/ }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Erased \d+ requests?\./ })).toBeVisible();
    await expectNoViolations(page);
    await page.goto(`/staff?q=${teluguPhone}`);
    await expect(page.getByRole("article", { name: teluguPatient })).toHaveCount(0);
    await page.getByRole("link", { name: "Desk log" }).click();
    await expect(page.getByText("Erasure on request").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Desk log" })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff sign in" })).toBeVisible();
    await page.goto("/staff");
    await expect(page).toHaveURL(/\/staff\/login$/);
  });
}
