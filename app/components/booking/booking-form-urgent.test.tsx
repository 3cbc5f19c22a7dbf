import { bookingWordsIn } from "~/components/booking/booking-words-for-tests";
// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { telHref } from "~/content/site";
import type { Lang } from "~/i18n/lang";
import { LangContext } from "~/i18n/use-lang";
import { BookingForm } from "./booking-form.island";
import BookingModal from "./booking-modal";

/*
 * Issue 39, item 3a: nothing urgent ends in a booked slot. Every placement of the booking form (inline on the home
 * page and the booking page, the dialog, the bottom sheet) shows, directly above the form and in the HTML the server
 * sends, one line: sudden loss of sight or a stroke sign, call 108 now; a painful red eye, an injury or a chemical in
 * the eye, come today, with the hospital's call link.
 */

afterEach(cleanup);

const languages: { lang: Lang; stroke: RegExp; today: RegExp[]; formName: string }[] = [
  {
    lang: "en",
    stroke: /Sudden loss of sight[^.]*stroke[^.]*call 108 now/i,
    today: [/painful red eye/i, /injury/i, /chemical/i, /come (to us )?today/i],
    formName: "Appointment request",
  },
  {
    lang: "te",
    stroke: /ఉన్నట్టుండి చూపు పో[^.]*పక్షవాతం[^.]*108/,
    today: [/నొప్పి/, /దెబ్బ/, /రసాయనం/, /ఈ రోజే/],
    formName: "అపాయింట్‌మెంట్ అభ్యర్థన",
  },
];

const inLang = (lang: Lang, node: React.ReactNode) => <LangContext value={lang}>{node}</LangContext>;

describe.each(languages)("the booking form's emergency line ($lang)", ({ lang, stroke, today, formName }) => {
  it("is in the server's HTML, before the form, with a tel:108 link and the hospital's call link", () => {
    const html = renderToString(inLang(lang, <BookingForm {...bookingWordsIn(lang)} />));
    const note = html.indexOf('role="note"');
    expect(note).toBeGreaterThanOrEqual(0);
    expect(note).toBeLessThan(html.indexOf("<form"));
    expect(html).toContain('href="tel:108"');
    expect(html).toContain(`href="${telHref}"`);
  });

  it("says 108 for sudden loss of sight or a stroke sign, and today for a painful red eye, injury or chemical", () => {
    render(inLang(lang, <BookingForm {...bookingWordsIn(lang)} />));
    const note = screen.getByRole("note");
    const text = note.textContent ?? "";
    expect(text).toMatch(stroke);
    for (const part of today) expect(text).toMatch(part);

    const links = within(note).getAllByRole("link");
    const ambulance = links.find((link) => link.getAttribute("href") === "tel:108");
    expect(ambulance?.textContent).toContain("108");
    expect(links.some((link) => link.getAttribute("href") === telHref)).toBe(true);

    const form = screen.getByRole("form", { name: formName });
    expect(note.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.contains(note)).toBe(false);
  });

  it.each(["responsive", "sheet"] as const)("shows the same line in the %s dialog", (placement) => {
    render(inLang(lang, <BookingModal {...bookingWordsIn(lang)} open onOpenChange={() => {}} placement={placement} />));
    const dialog = screen.getByRole("dialog");
    const note = within(dialog).getByRole("note");
    expect(note.textContent).toMatch(stroke);
    expect(
      within(note)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(expect.arrayContaining(["tel:108", telHref]));
    expect(within(dialog).getByRole("form", { name: formName })).toBeTruthy();
  });
});
