import { bookingWordsIn } from "~/components/booking/booking-words-for-tests";
// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BookingForm } from "~/components/booking/booking-form.island";
import ContactForm from "~/components/contact/contact-form.island";
import * as bookingEn from "~/content/booking";
import * as contactEn from "~/content/contact";
import * as bookingTe from "~/content/te/booking";
import * as contactTe from "~/content/te/contact";
import type { Lang } from "~/i18n/lang";
import { LangContext } from "~/i18n/use-lang";
import { RETENTION_DAYS } from "~/lib/data-retention";

afterEach(cleanup);

const forms = {
  booking: {
    render: (lang: Lang) => <BookingForm {...bookingWordsIn(lang)} />,
    notice: { en: bookingEn.bookingFormCopy.privacyNotice, te: bookingTe.bookingFormCopy.privacyNotice },
  },
  contact: {
    render: (lang: Lang) => {
      const copy = lang === "te" ? contactTe : contactEn;
      return (
        <ContactForm
          copy={{ ...copy.contactFormCopy, serviceOptions: copy.contactServiceOptions }}
          contact={bookingWordsIn(lang).contact}
        />
      );
    },
    notice: { en: contactEn.contactFormCopy.privacyNotice, te: contactTe.contactFormCopy.privacyNotice },
  },
};

describe.each(Object.entries(forms))("the %s form's privacy notice", (_name, form) => {
  it.each([
    ["en", "/privacy-policy"],
    ["te", "/te/privacy-policy"],
  ] as const)("in %s, sits under the submit button and links to %s", (lang, href) => {
    render(<LangContext value={lang}>{form.render(lang)}</LangContext>);
    const notice = form.notice[lang];
    const link = screen.getByRole("link", { name: notice.linkLabel });
    expect(link.getAttribute("href")).toBe(href);
    const paragraph = link.closest("p")!;
    expect(paragraph.textContent).toBe(`${notice.text} ${notice.linkLabel}`);
    // After the submit button, inside the form.
    const button = screen.getByRole("button");
    expect(button.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(paragraph.closest("form")).toBe(button.closest("form"));
  });

  it("states how many days the request is kept, in both languages", () => {
    expect(form.notice.en.text).toContain(`after ${RETENTION_DAYS} days`);
    expect(form.notice.te.text).toContain(`${RETENTION_DAYS} రోజుల`);
  });
});
