import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { axeInPage, WCAG_TAGS } from "./axe";
import { gotoReady } from "./helpers";

/** A day in India, `days` from today, as YYYY-MM-DD. */
export const indiaDay = (days = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + days * 86_400_000));

/** "Fri 27 Nov": how the desk's rows and buttons write a day. */
export function shortDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString("en-IN", { timeZone: "UTC", ...options });
  return `${part({ weekday: "short" })} ${part({ day: "numeric" })} ${part({ month: "short" })}`;
}

/** The first day after today that is not a Sunday (the hospital's holiday): what "tomorrow" is to the desk. */
export function nextVisitDay() {
  for (let days = 1; ; days++) {
    const day = indiaDay(days);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) return day;
  }
}

export async function expectNoViolations(page: Page) {
  const results = await axeInPage(page).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Every button, field and button-like link in the page's body is at least 44 px tall (a checkbox: its label). */
export async function expectLargeTargets(page: Page) {
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "button, select, input:not([type=hidden]), textarea, summary, a[class*='min-h-11']",
      ),
    ]
      // A checkbox's target is its label.
      .map((element) => (element.matches("input[type=checkbox]") ? (element.closest("label") ?? element) : element))
      .filter((element) => element.offsetParent !== null && element.getBoundingClientRect().height < 44)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(small).toEqual([]);
}

/** A booking through the site's own form, as a patient sends it. */
export async function book(page: Page, path: string, name: string, phone: string) {
  await gotoReady(page, path);
  const form = page.getByRole("form", { name: /Appointment request|అపాయింట్‌మెంట్ అభ్యర్థన/ }).first();
  await form.getByLabel(/Full Name|పేరు/).fill(name);
  await form.getByLabel(/Phone Number|ఫోన్ నంబర్/).fill(phone);
  await form.getByLabel(/Preferred Date|తేదీ/).fill(indiaDay(3));
  await form.getByRole("button", { name: /Submit Request|వివరాలు పంపండి/ }).click();
  await expect(page.getByText(/^(Appointment Request Submitted|మీ వివరాలు మాకు అందాయి)$/).first()).toBeVisible();
}

/** A booking through the API the page script posts to (quicker, for requests a test only needs to exist). */
export async function bookByApi(
  request: APIRequestContext,
  name: string,
  phone: string,
  lang: "en" | "te" = "en",
  message = "",
) {
  const response = await request.post("/api/appointments", {
    data: { name, phone, date: indiaDay(2), message, lang },
  });
  expect(response.status()).toBe(201);
}

/** A message through the contact form's API. */
export async function messageByApi(request: APIRequestContext, name: string, phone: string, message: string) {
  const response = await request.post("/api/contact", {
    data: { name, phone, email: "patient@example.com", subject: "A question", message, lang: "en" },
  });
  expect(response.status()).toBe(201);
}

export async function signIn(page: Page, account: { name: string; password: string }, path = "/staff") {
  await page.goto(path);
  await expect(page).toHaveURL(/\/staff\/login/);
  await page.getByLabel("Your name").fill(account.name);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/staff\/login/);
}
