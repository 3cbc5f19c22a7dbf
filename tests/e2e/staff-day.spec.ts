import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { desktopOnly, expectNoHorizontalScroll, phoneOnly } from "./helpers";
import { SECOND_STAFF, STAFF } from "./staff-account";
import {
  book,
  bookByApi,
  expectLargeTargets,
  expectNoViolations,
  messageByApi,
  nextVisitDay,
  shortDay,
  signIn,
} from "./staff-helpers";

/*
 * A working day at the front desk with two people (issues 26, 42): Asha handles a new appointment from the inbox to
 * the booking sent on WhatsApp in four taps, each on something already on the screen (no scroll), while Ravi's open
 * inbox shows her "calling" mark, the booking and the counts without a reload. Then the patient's second request
 * shows the first one's visit; Ravi is asked before calling someone Asha is calling; an urgent request comes first
 * and says what to tell the patient; a message leads with its reply; the day-before reminder goes out in the
 * patient's language and can be sent again; the day's list prints with the date and each visit's reason, and is
 * exported by session. WhatsApp is stubbed: the test machines have no internet.
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
  test(
    `at ${width} px two receptionists work a day without calling the same patient twice`,
    width === 360 ? phoneOnly : desktopOnly,
    async ({ browser }) => {
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
      await bookByApi(page.request, teluguPatient, teluguPhone, "te", "కళ్ళద్దాల పరీక్ష కోసం");
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

      // Asha: inbox → the patient → Call → the next visit day's morning → the booking on WhatsApp. Every tap counted,
      // and each one on something already fully on the screen: the page is never scrolled, by her or by the test. Her
      // inbox shows this test's requests: the other width's run, at the same time, sends urgent ones, which go first.
      await page.goto(`/staff?q=${encodeURIComponent(`Test ${stamp}`)}`);
      let taps = 0;
      const tap = async (target: Locator) => {
        await expect(target).toBeInViewport({ ratio: 1 });
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
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
      const bookMorning = page.getByRole("button", {
        name: new RegExp(`^Book ${patient} for .*Morning, ${shortDay(day)}`),
      });
      const bookAt = (await bookMorning.boundingBox())!.y;
      await tap(call);

      // Ravi's open inbox shows that Asha is on it, within a few seconds, without a reload. Her own page shows it too,
      // with "Not calling", and the booking buttons stay where they were: she taps one after the call, not before.
      await expect(raviRow).toContainText(`${STAFF.name} is calling`, { timeout: 15_000 });
      await expect(page.getByRole("button", { name: "Not calling" })).toBeVisible({ timeout: 15_000 });
      expect((await bookMorning.boundingBox())!.y).toBe(bookAt);

      await tap(bookMorning);
      await expect(page.getByRole("status").filter({ hasText: /^Booked for/ })).toContainText("morning");
      const send = page.getByRole("link", { name: "Send the booking on WhatsApp (English)" });
      const booking = decodeURIComponent((await send.getAttribute("href"))!.split("text=")[1]!);
      expect(booking).toContain(`Your appointment is booked for`);
      expect(booking).toContain("morning");
      expect(booking).toMatch(/Directions: https:\/\/www\.google\.com\/maps\//);
      const popup = page.waitForEvent("popup");
      await tap(send);
      await (await popup).close();
      expect(taps).toBeLessThanOrEqual(4);
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

      // The Telugu patient: found by her name typed in English letters, and by her number with the country code as
      // typed; booked on her request page.
      await page.goto("/staff?q=Ramulamma");
      await expect(page.getByRole("link", { name: teluguPatient, exact: true })).toBeVisible();
      await page.goto(`/staff?q=${encodeURIComponent(`91 ${teluguPhone.slice(0, 5)}`)}`);
      await page.getByRole("link", { name: teluguPatient, exact: true }).click();
      await page.getByRole("button", { name: new RegExp(`Evening, ${shortDay(day)}`) }).click();
      await expect(page.getByRole("link", { name: "Send the booking on WhatsApp (Telugu)" })).toBeVisible();

      // A quick reply the desk writes once in both languages goes to the Telugu patient in Telugu.
      const replyTitle = `Old glasses ${stamp}`;
      await page.goto("/staff/replies");
      const newReply = page.getByRole("region", { name: "Add a quick reply" });
      await newReply.getByLabel("Name on the button").fill(replyTitle);
      await newReply.getByLabel("In English").fill("Please bring your old glasses.");
      await newReply.getByLabel("In Telugu").fill("మీ పాత కళ్ళద్దాలు తీసుకురండి.");
      await newReply.getByRole("button", { name: "Add this reply" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Quick reply saved." })).toBeVisible();
      await expect(page.getByRole("button", { name: `Save "${replyTitle}"` })).toBeVisible();
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);
      await page.goto(`/staff?q=${encodeURIComponent(teluguPatient)}`);
      await page.getByRole("link", { name: teluguPatient, exact: true }).click();
      await page.getByText("Quick replies in Telugu").click();
      const quick = page.getByRole("link", { name: `${replyTitle} (WhatsApp, Telugu)` });
      expect(decodeURIComponent((await quick.getAttribute("href"))!)).toContain("మీ పాత కళ్ళద్దాలు తీసుకురండి.");

      // One patient, one thread: a second request from the same number shows the visit already booked, to move.
      const again = `${patient} again`;
      await bookByApi(page.request, again, `0${phone.slice(4)}`);
      await page.goto(`/staff?q=${encodeURIComponent(again)}`);
      await page.getByRole("link", { name: again, exact: true }).click();
      const thread = page.getByRole("region", { name: /^Also from this number/ });
      await expect(thread.getByText(`Also from this number: 1, booked for ${shortDay(day)}, morning`)).toBeVisible();
      await thread.getByText(/^Also from this number/).click();
      await expect(thread.getByRole("link", { name: "Move that visit" })).toBeVisible();

      // Asha calls the second request; Ravi, opening it, is asked first, and then both names show.
      const againPage = page.url();
      const callAgain = page.getByRole("link", { name: new RegExp(`^Call ${again} on`) });
      await page.waitForLoadState("load");
      await callAgain.evaluate((link) =>
        link.addEventListener("click", (event) => event.preventDefault(), { once: true }),
      );
      await callAgain.click();
      await expect(page.locator("[data-contact-mark]")).toContainText(`${STAFF.name} is calling`, { timeout: 15_000 });
      await other.goto(againPage);
      await expect(other.getByRole("link", { name: new RegExp(`^Call ${again} on`) })).toHaveCount(0);
      await other.getByText(new RegExp(`^${STAFF.name} is calling \\(.+\\): call anyway\\?$`)).click();
      const anyway = other.getByRole("link", { name: new RegExp(`^Call ${again} anyway on`) });
      await other.waitForLoadState("load");
      await anyway.evaluate((link) =>
        link.addEventListener("click", (event) => event.preventDefault(), { once: true }),
      );
      await anyway.click();
      await expect(other.locator("[data-contact-mark]")).toContainText(
        `${STAFF.name} and ${SECOND_STAFF.name} are calling`,
        { timeout: 15_000 },
      );
      // A mark set by mistake is cleared: nobody is calling, and Call is offered without the question.
      await page.reload();
      await page.getByRole("button", { name: "Not calling" }).click();
      await expect(page.locator("[data-contact-mark]")).toHaveCount(0);
      await other.reload();
      await expect(other.getByRole("link", { name: new RegExp(`^Call ${again} on`) })).toBeVisible();

      // An urgent request waits at the top of its queue and says what the site tells the patient.
      const routine = `Queue ${stamp} routine`;
      const urgent = `Queue ${stamp} urgent`;
      await bookByApi(page.request, routine, `96${width === 360 ? 1 : 2}0000076`, "en", "Spectacle check");
      await bookByApi(
        page.request,
        urgent,
        `96${width === 360 ? 1 : 2}0000077`,
        "en",
        "Red eye with pain since morning",
      );
      await page.goto(`/staff?status=new&kind=appointment&q=${encodeURIComponent(`Queue ${stamp}`)}`);
      const rows = page.locator("[data-live=list] article");
      await expect(rows).toHaveCount(2);
      const firstRow = rows.first();
      await expect(firstRow).toHaveAccessibleName(urgent);
      await expect(firstRow).toContainText("Urgent: pain, red eye · come today");
      await expect(firstRow).toContainText("Red eye with pain since morning");

      // A message leads with its reply (no "we tried to call you") and Close; booking it is folded away.
      const asks = `Asks ${stamp}`;
      await messageByApi(page.request, asks, `96${width === 360 ? 1 : 2}0000079`, "Do you take the Aarogyasri card?");
      await page.goto(`/staff?q=${encodeURIComponent(asks)}`);
      await page.getByRole("link", { name: asks, exact: true }).click();
      const reply = page.getByRole("link", { name: `Reply to ${asks} on WhatsApp (in English)` });
      await expect(reply).toBeInViewport();
      const replyText = decodeURIComponent((await reply.getAttribute("href"))!.split("text=")[1]!);
      expect(replyText).toContain("Our answer:");
      expect(replyText).not.toContain("tried to call");
      await expect(page.getByRole("button", { name: `Mark ${asks}'s request closed` })).toBeInViewport();
      await expect(page.getByRole("button", { name: new RegExp(`^Book ${asks} for`) })).toHaveCount(0);

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
      // A sent reminder can be sent again, and the day counts what is left.
      await expect(
        patientLine.getByRole("link", { name: `Send ${patient} the reminder again on WhatsApp (in English)` }),
      ).toBeVisible();
      await expect(page.locator("[data-live=summary]")).toContainText(/\d+ of \d+ reminders sent\./);
      await expectNoViolations(page);
      await expectNoHorizontalScroll(page);

      // On paper: the date (never "tomorrow": it is used on the day), each visit's reason, a box to tick on arrival.
      await page.emulateMedia({ media: "print" });
      const heading = await page.getByRole("heading", { level: 1 }).innerText();
      expect(heading).not.toMatch(/today|tomorrow/);
      expect(heading).toContain(day.slice(0, 4));
      await expect(page.getByText("Tick the box when the patient arrives.")).toBeVisible();
      await expect(
        page.getByRole("listitem").filter({ has: page.getByRole("link", { name: teluguPatient, exact: true }) }),
      ).toContainText("Reason: కళ్ళద్దాల పరీక్ష కోసం");
      await page.emulateMedia({ media: "screen" });

      // The day exported for a spreadsheet: India time with its offset, one phone form, words not codes.
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download this day (CSV)" }).click();
      expect((await download).suggestedFilename()).toBe(`visits-${day}.csv`);
      const csv = fs.readFileSync((await (await download).path())!, "utf8");
      // By session, as the counter works them; the number as it is dialled, kept as text by a spreadsheet.
      expect(csv.indexOf(patient)).toBeLessThan(csv.indexOf(teluguPatient));
      const row = csv.split("\r\n").find((line) => line.includes(patient))!;
      expect(row).toContain(`"${phone.slice(4)}"`);
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
    },
  );
}

test(
  "a patient who asks to be called later, then for another day, is noted and booked from the folded forms",
  desktopOnly,
  async ({ page }) => {
    // The same forms at every width: once.
    const patient = `Later Test ${Date.now()}`;
    await bookByApi(page.request, patient, "+91 98480 43333");
    await signIn(page, STAFF);
    await page.getByRole("article", { name: patient }).getByRole("link", { name: patient, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: patient })).toBeVisible();

    // "Call again at…": folded until opened, then a note the whole desk sees.
    const callAgain = page.locator("details").filter({ hasText: "Call again at…" });
    await expect(callAgain.getByLabel("When they asked")).toBeHidden();
    await callAgain.getByText("Call again at…").click();
    await callAgain.getByLabel("When they asked").selectOption("Call again after 5 pm");
    await callAgain.getByRole("button", { name: "Save for the desk" }).click();
    await expect(page.getByRole("region", { name: "Notes" })).toContainText("Call again after 5 pm");

    // "Another day": a day and a session of the desk's choosing.
    const anotherDay = page.locator("details").filter({ hasText: "Another day" });
    await anotherDay.getByText("Another day").click();
    const day = await anotherDay.getByLabel("Day").inputValue();
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await anotherDay.getByLabel("Session").selectOption("evening");
    await anotherDay.getByRole("button", { name: "Book this day" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Booked for/ })).toContainText("evening");
  },
);
