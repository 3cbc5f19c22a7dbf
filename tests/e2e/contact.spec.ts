import { expect, test, type Page } from "@playwright/test";
import { callNow, contactFormCopy, contactServiceOptions, insuranceAssistance } from "../../app/content/contact";
import { site } from "../../app/content/site";
import { specContactServiceValues } from "../spec-fixtures";
import { blockThirdParties, expectToastFor5Seconds, gotoReady, once } from "./helpers";

const filled = {
  name: "Sunitha Naidu",
  email: "sunitha@example.com",
  phone: "+91 98765 43210",
  subject: "Question about cataract surgery",
  message: "My mother has a cloudy lens in one eye. When can she see the doctor?",
};

function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact form" });
  return {
    form,
    name: form.getByLabel(contactFormCopy.nameLabel),
    email: form.getByLabel(contactFormCopy.emailLabel),
    phone: form.getByLabel(contactFormCopy.phoneLabel),
    subject: form.getByLabel(contactFormCopy.subjectLabel),
    service: form.getByLabel(contactFormCopy.serviceLabel),
    message: form.getByLabel(contactFormCopy.messageLabel),
    submit: form.getByRole("button", { name: contactFormCopy.submitLabel }),
  };
}

async function fillAll(page: Page, overrides: Partial<typeof filled> = {}) {
  const fields = contactForm(page);
  const values = { ...filled, ...overrides };
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.phone.fill(values.phone);
  await fields.subject.fill(values.subject);
  await fields.service.selectOption("cataract");
  await fields.message.fill(values.message);
  return fields;
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test.describe("contact form", once, () => {
  test("offers 'Select a service' first, then exactly the nine services", async ({ page }) => {
    await gotoReady(page, "/contact");
    const { service } = contactForm(page);
    await expect(service).toHaveValue("");
    const options = service.locator("option");
    await expect(options.first()).toHaveText(contactFormCopy.servicePlaceholder);
    await expect(options.first()).toHaveAttribute("value", "");
    const values = await options.evaluateAll((list) => list.slice(1).map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(specContactServiceValues);
    expect(values).toEqual(contactServiceOptions.map((o) => o.value));
  });

  test("the browser blocks sending while a required field is empty", async ({ page }) => {
    await gotoReady(page, "/contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posts.push(request.method());
    });
    const fields = await fillAll(page, { subject: "" });
    await expect(fields.email).toHaveAttribute("type", "email");
    for (const field of [fields.name, fields.email, fields.phone, fields.subject, fields.message]) {
      await expect(field).toHaveAttribute("required", "");
    }
    await expect(fields.service).not.toHaveAttribute("required", "");
    await fields.submit.click();
    expect(await fields.subject.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(fields.subject).toBeFocused();
    expect(posts).toEqual([]);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(fields.name).toHaveValue(filled.name);
  });

  test("when the server cannot be reached, says how to call and keeps what was typed", async ({ page }) => {
    await page.route("**/api/contact", (route) => route.abort());
    await gotoReady(page, "/contact");
    const fields = await fillAll(page);
    await fields.submit.click();
    const error = toast(page, "could not be sent");
    await expect(error).toBeVisible();
    await expect(error).toContainText(site.phone.display);
    await expect(toast(page, contactFormCopy.successToast.title)).toHaveCount(0);
    await expect(fields.name).toHaveValue(filled.name);
    await expect(fields.email).toHaveValue(filled.email);
    await expect(fields.phone).toHaveValue(filled.phone);
    await expect(fields.subject).toHaveValue(filled.subject);
    await expect(fields.service).toHaveValue("cataract");
    await expect(fields.message).toHaveValue(filled.message);
  });

  test("a phone number that is too short is explained next to the phone field", async ({ page }) => {
    await gotoReady(page, "/contact");
    const fields = await fillAll(page, { phone: "12345" });
    await fields.submit.click();
    await expect(fields.phone).toHaveAttribute("aria-invalid", "true");
    await expect(fields.phone).toHaveAccessibleDescription(/10 to 13 digits/);
    await expect(toast(page, contactFormCopy.successToast.title)).toHaveCount(0);
    await expect(fields.phone).toHaveValue("12345");
    // Correcting the field clears its message.
    await fields.phone.fill(filled.phone);
    await expect(fields.phone).not.toHaveAttribute("aria-invalid", "true");
  });

  test("field errors the server reports are shown next to their fields", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ ok: false, errors: { email: "Please enter a valid e-mail address." } }),
      }),
    );
    await gotoReady(page, "/contact");
    const fields = await fillAll(page);
    await fields.submit.click();
    await expect(fields.email).toHaveAccessibleDescription("Please enter a valid e-mail address.");
    await expect(toast(page, "Please check the highlighted fields")).toBeVisible();
    await expect(fields.email).toHaveValue(filled.email);
  });
});

// The toast sits over the bottom bar on a phone and in the corner on a desktop: tested at both widths.
test.describe("contact form, sent", () => {
  test("sends the message, thanks the visitor and clears the form", async ({ page }) => {
    // The test's own clock: it runs as usual, and is moved on to see the toast's 5 s without waiting them.
    await page.clock.install();
    await gotoReady(page, "/contact");
    const fields = await fillAll(page);
    const response = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
    await fields.submit.click();
    expect((await response).status()).toBe(201);
    const sent = toast(page, contactFormCopy.successToast.title);
    await expect(sent).toBeVisible();
    await expect(sent).toContainText(contactFormCopy.successToast.description);
    for (const field of [fields.name, fields.email, fields.phone, fields.subject, fields.message, fields.service]) {
      await expect(field).toHaveValue("");
    }
    await expectToastFor5Seconds(page, sent);
  });
});

test.describe("contact form without JavaScript", once, () => {
  test.use({ javaScriptEnabled: false });

  test("still posts and shows a confirmation page", async ({ page }) => {
    await page.goto("/contact");
    const fields = await fillAll(page);
    await fields.submit.click();
    await expect(page).toHaveURL(/\/request-received\?kind=contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent");
  });
});

test.describe("contact details", once, () => {
  test("shows the contact page phone text but dials the hospital number", async ({ page }) => {
    await gotoReady(page, "/contact");
    const phone = page.locator("#main-content").getByTestId("contact-phone");
    await expect(phone).toHaveText(site.phone.contactPageDisplay);
    await expect(phone).toHaveAttribute("href", `tel:${site.phone.dial}`);
    const call = page.locator("#main-content").getByRole("link", { name: callNow.buttonLabel, exact: true });
    await expect(call).toHaveAttribute("href", `tel:${site.phone.dial}`);
  });

  test("shows the address, e-mail, hours, insurance help, map and four questions", async ({ page }) => {
    await gotoReady(page, "/contact");
    const main = page.locator("#main-content");
    await expect(main.getByText(site.address.street)).toBeVisible();
    await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    for (const session of site.consultationHours.sessions) await expect(main.locator("dl")).toContainText(session);
    await expect(main.locator("dl")).toContainText(site.consultationHours.closed);
    await expect(main.getByRole("heading", { name: insuranceAssistance.title })).toBeVisible();
    await expect(main.locator("iframe[title^='Map showing']")).toHaveCount(1);
    const faqs = page.locator("#contact-faqs").getByRole("heading", { level: 3 });
    await expect(faqs).toHaveCount(4);
    await faqs.first().click();
    await expect(page.locator("#contact-faqs details").first()).toHaveAttribute("open");
  });
});
