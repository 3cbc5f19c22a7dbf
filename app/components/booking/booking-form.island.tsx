import { useEffect, useState } from "react";
import { FormPrivacyNotice } from "~/components/forms/form-privacy-notice";
import { useRequestForm } from "~/components/forms/use-request-form";
import { BookingUrgentNote } from "./booking-urgent-note";
import { HoneypotField, InputField, TextAreaField } from "~/components/ui/form-field";
import type { BookingFormCopy } from "~/content/booking";
import type { HospitalContact } from "~/content/hospital-contact";
import { useLang } from "~/i18n/use-lang";
import { addDays, HONEYPOT_FIELD, todayInIndia } from "~/lib/form-basics";
import type { FormReply } from "~/lib/form-reply";
import { isClosedOn } from "~/lib/open-days";

const emptyForm = { name: "", phone: "", date: "", message: "" };

/** The form's accessible name (the dialog around it has its own title). */
const FORM_NAME = { en: "Appointment request", te: "అపాయింట్‌మెంట్ అభ్యర్థన" } as const;

export interface BookingFormProps {
  /**
   * The form's words in the page's language and the hospital's numbers: handed over by the page with the header's
   * words (`<Island shared={headerWordsFile(lang)}>`; the dialog fetches the same file), never in the island's code.
   */
  booking: BookingFormCopy;
  contact: HospitalContact;
  submitLabel?: string;
  /** Where the request came from (e.g. "home", "service: cataract"), for the staff inbox. */
  source?: string;
  /** Called after the server has stored the request. */
  onSubmitted?: () => void;
  /** The form as the booking page's action sent it back, values and errors kept. */
  reply?: FormReply;
  /** Fixed ids for the fields (the booking page's error summary links to them); otherwise unique ones. */
  idPrefix?: string;
}

/**
 * The appointment request form. With JavaScript it posts to the API and answers with toasts; without it (or
 * before the page script runs) it posts to the booking page, whose action answers with a page. Directly above it,
 * in every placement, the line on what must not wait for a booked slot (BookingUrgentNote).
 */
export function BookingForm({
  booking: bookingFormCopy,
  contact,
  submitLabel,
  source = "",
  onSubmitted,
  reply,
  idPrefix,
}: BookingFormProps) {
  const lang = useLang();
  const { sending, bind, formProps } = useRequestForm({
    kind: "appointment",
    empty: emptyForm,
    reply,
    extra: { source: reply?.values.source ?? source },
    successToast: bookingFormCopy.successToast,
    contact,
    onStored: onSubmitted,
    idPrefix,
  });
  // The date limits depend on today, so they are set after hydration, not frozen at build time.
  const [dateRange, setDateRange] = useState<{ min?: string; max?: string }>({});
  useEffect(() => {
    const today = todayInIndia();
    setDateRange({ min: today, max: addDays(today, 365) });
  }, []);
  const closedDay = (day: string | undefined) => Boolean(day) && isClosedOn(day!, bookingFormCopy.closedWeekdays);

  return (
    <>
      <BookingUrgentNote words={bookingFormCopy.urgentLine} tel={contact.tel} />
      <form {...formProps} aria-label={FORM_NAME[lang]} noValidate={false}>
        <HoneypotField name={HONEYPOT_FIELD} />
        <input type="hidden" name="source" value={reply?.values.source ?? source} />
        <InputField {...bind("name")} label={bookingFormCopy.nameLabel} placeholder={bookingFormCopy.namePlaceholder} />
        <InputField
          {...bind("phone")}
          label={bookingFormCopy.phoneLabel}
          placeholder={bookingFormCopy.phonePlaceholder}
        />
        <InputField {...bind("date")} type="date" label={bookingFormCopy.dateLabel} required {...dateRange} />
        {/* A closed day (Sunday, or the hospital's): said under the date, the request still goes (no other rules, §5). */}
        <p role="status" className="font-semibold text-urgent-700 empty:hidden">
          {closedDay(bind("date").value) ? bookingFormCopy.closedDayNote : ""}
        </p>
        <TextAreaField
          {...bind("message")}
          label={bookingFormCopy.messageLabel}
          placeholder={bookingFormCopy.messagePlaceholder}
          rows={4}
        />
        <button
          type="submit"
          disabled={sending}
          className="flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-600 px-6 py-3 text-lg font-semibold text-white shadow-sm hover:bg-accent-700 disabled:cursor-wait disabled:opacity-80"
        >
          {sending ? bookingFormCopy.sendingLabel : (submitLabel ?? bookingFormCopy.submitLabel)}
        </button>
        <FormPrivacyNotice notice={bookingFormCopy.privacyNotice} />
      </form>
    </>
  );
}

/** The inline placement, as an island (the dialogs render BookingForm inside their own root). */
export default BookingForm;
