import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoHorizontalScroll } from "./helpers";
import { SECOND_STAFF, STAFF } from "./staff-account";
import {
  book,
  bookByApi,
  expectLargeTargets,
  expectNoViolations,
  nextVisitDay,
  shortDay,
  signIn,
} from "./staff-helpers";

/*
 * A working day at the front desk with two people (issue 26): Asha handles a new appointment from the inbox to
 * "booked for the next visit day, morning" in five taps or fewer while Ravi's open inbox shows her "calling" mark,
 * the booking and the counts without a reload; the day-before reminder goes out in the patient's language, and the
 * day's list is exported. WhatsApp is stubbed: the test machines have no internet.
 */

/** Requests fully in view (below the header, counts, search and filters) without scrolling. */
async function rowsInView(page: Page) {
  return page.evaluate(
    () =>
      [...document.querySelectorAll("[data-live=list] article")].filter(
        (row) => row.getBoundingClientRect().bottom <= window.innerHeight,
      ).length,
  );
}

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`at ${width} px two receptionists work a day without calling the same patient twice`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== (width === 360 ? "phone" : "desktop"), "one width per project");
    test.setTimeout(120_000);
    const stamp = `${width}-${Date.now()}`;
    const patient = `Day Test ${stamp}`;
    const teluguPatient = `రాములమ్మ ${stamp}`;
    // Each width its own numbers: the two projects run at once.
    const phone = width === 360 ? "+91 98480 41111" : "+91 98480 42222";
    const teluguPhone = width === 360 ? "9440051111" : "9440052222";
    const landline = width === 360 ? "08554 241111" : "08554 242222";

    const asha = await browser.newContext({ viewport: { width, height } });
    const ravi = await browser.newContext({ viewport: { width, height } });
    for (const context of [asha, ravi]) {
      await context.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp (stub)" }));
    }
    const page = await asha.newPage();
    const other = await ravi.newPage();

    // Enough requests that the list is longer than the screen, then this test's patients.
    for (let i = 0; i < 9; i++)
      await bookByApi(page.request, `Filler ${stamp} ${i}`, `9${width === 360 ? 1 : 2}0000000${i}`);
    await bookByApi(page.request, `Landline ${stamp}`, landline);
    await bookByApi(page.request, teluguPatient, teluguPhone, "te");
    await book(page, "/book", patient, phone);

    // A wrong password keeps the name typed.
    await page.goto("/staff");
    await page.getByLabel("Your name").fill(STAFF.name);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("That name and password do not match");
    await expect(page.getByLabel("Your name")).toHaveValue(STAFF.name);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/staff$/);

    // The day at a glance: a compact list under the header, the counts and the search.
    await expect(page.getByRole("list", { name: "Waiting" })).toBeVisible();
    await page.waitForLoadState("load");
    expect(await rowsInView(page)).toBeGreaterThanOrEqual(width === 360 ? 4 : 8);
    await expectNoViolations(page);
    await expectLargeTargets(page);
    await expectNoHorizontalScroll(page);

    // Ravi has the inbox open on his screen; it is never reloaded (the mark below would be lost if it were).
    await signIn(other, SECOND_STAFF);
    await other.goto(`/staff?q=${encodeURIComponent(`Test ${stamp}`)}`);
    await other.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const raviRow = other.getByRole("article", { name: patient });
    await expect(raviRow).toContainText("New");
    // The next visit day's count (on a phone it sits in the page, out of sight, until the desk is wider).
    const day = nextVisitDay();
    const visitsNextDay = other.locator(`[data-live=counts] a[href="/staff/visits?day=${day}"]`);
    const countBefore = Number((await visitsNextDay.getAttribute("aria-label"))!.split(": ")[1]);

    // Asha: inbox → the patient → Call → the next visit day's morning → the booking on WhatsApp. Every tap counted.
    let taps = 0;
    const tap = async (target: ReturnType<Page["getByRole"]>) => {
      taps++;
      await target.click();
    };
    await tap(page.getByRole("article", { name: patient }).getByRole("link", { name: patient, exact: true }));
    await expect(page.getByRole("heading", { level: 1, name: patient })).toBeVisible();
    const call = page.getByRole("link", { name: `Call ${patient} on +91 98480 ${phone.slice(-5)}` });
    await expect(call).toHaveAttribute("href", `tel:${phone.replace(/ /g, "")}`);
    // A test browser has no dialler: the link's own navigation is held back (a headless Chromium would hang on it),
    // while the tap still reaches the page like a phone's.
    await call.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault(), { once: true }));
    // The desk script (deferred) posts the "calling" mark; a test's tap can come before it has run.
    await page.waitForLoadState("load");
    await tap(call);

    // Ravi's open inbox shows that Asha is on it, within a few seconds, without a reload.
    await expect(raviRow).toContainText(`${STAFF.name} is calling`, { timeout: 15_000 });

    await tap(page.getByRole("button", { name: new RegExp(`^Book ${patient} for .*Morning, ${shortDay(day)}`) }));
    await expect(page.getByRole("status").filter({ hasText: /^Booked for/ })).toContainText("morning");
    const send = page.getByRole("link", { name: "Send the booking on WhatsApp (English)" });
    const booking = decodeURIComponent((await send.getAttribute("href"))!.split("text=")[1]!);
    expect(booking).toContain(`Your appointment is booked for`);
    expect(booking).toContain("morning");
    const popup = page.waitForEvent("popup");
    await tap(send);
    await (await popup).close();
    expect(taps).toBeLessThanOrEqual(5);
    await expect(page.getByText(/^Booked for/).first()).toBeVisible();

    // Ravi sees the booking and the next day's count grow, still without a reload.
    await expect(raviRow).toContainText("Booked", { timeout: 15_000 });
    await expect(raviRow).toContainText(`Visit ${shortDay(day)}, morning`);
    await expect
      .poll(async () => Number((await visitsNextDay.getAttribute("aria-label"))!.split(": ")[1]), { timeout: 15_000 })
      .toBeGreaterThan(countBefore);
    // A new request arriving while his desk is open shows a badge.
    await bookByApi(other.request, `Late ${stamp}`, `97${width === 360 ? 1 : 2}0000099`);
    await expect(other.getByText(/new requests? ha(s|ve) arrived/i)).toBeVisible({ timeout: 15_000 });
    expect(await other.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The Telugu patient: searched with the country code as typed, booked on her request page.
    await page.goto(`/staff?q=${encodeURIComponent(`91 ${teluguPhone.slice(0, 5)}`)}`);
    await page.getByRole("link", { name: teluguPatient, exact: true }).click();
    await page.getByRole("button", { name: new RegExp(`Evening, ${shortDay(day)}`) }).click();
    await expect(page.getByRole("link", { name: "Send the booking on WhatsApp (Telugu)" })).toBeVisible();

    // The next visit day's list: the day-before reminder, one tap each, in each patient's language.
    await page.goto(`/staff/visits?day=${day}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(shortDay(day).split(" ")[1]!);
    const morning = page.getByRole("region", { name: /^Morning/ });
    await expect(morning.getByRole("link", { name: patient, exact: true })).toBeVisible();
    const reminder = page.getByRole("link", { name: `Send ${teluguPatient} the reminder on WhatsApp (in Telugu)` });
    expect(decodeURIComponent((await reminder.getAttribute("href"))!)).toContain("గుర్తు చేస్తున్నాం");
    const englishReminder = page.getByRole("link", { name: `Send ${patient} the reminder on WhatsApp (in English)` });
    expect(decodeURIComponent((await englishReminder.getAttribute("href"))!)).toContain("a reminder from");
    const reminderTab = page.waitForEvent("popup");
    await englishReminder.click();
    await (await reminderTab).close();
    // Within this patient's line: the other width's run reminds its own patients on the same day's list.
    const patientLine = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: patient, exact: true }) });
    await expect(patientLine.getByText(`Reminder sent · ${STAFF.name}`)).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page);
    await expectNoHorizontalScroll(page);

    // The day exported for a spreadsheet: India time with its offset, one phone form, words not codes.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download this day (CSV)" }).click();
    const csv = fs.readFileSync((await (await download).path())!, "utf8");
    const row = csv.split("\r\n").find((line) => line.includes(patient))!;
    expect(row).toContain(`"${phone.replace(/ /g, "")}"`);
    expect(row).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+05:30"/);
    expect(row).toContain('"Booked"');
    expect(row).toContain('"Morning"');
    expect(row).toContain('"English"');

    // A landline gets a call, not WhatsApp.
    await page.goto(`/staff?q=${encodeURIComponent(`Landline ${stamp}`)}`);
    await page.getByRole("link", { name: `Landline ${stamp}`, exact: true }).click();
    await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      `tel:+91${landline.slice(1).replace(" ", "")}`,
    );
    await expect(page.getByRole("link", { name: /^WhatsApp/ })).toHaveCount(0);
    await expect(page.getByText("Landline: no WhatsApp")).toBeVisible();

    await asha.close();
    await ravi.close();
  });
}
