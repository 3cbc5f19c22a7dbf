import { useEffect, useId, useState, type FormEvent } from "react";
import { HoneypotField, InputField, TextAreaField } from "~/components/ui/form-field";
import { showToast } from "~/components/ui/toast";
import { bookingFormCopy } from "~/content/booking";
import { toastInvalid, toastUnavailable } from "~/lib/form-feedback";
import { postRequest } from "~/lib/post-request";
import { addDays, FIELD_LIMITS, HONEYPOT_FIELD, todayInIndia } from "~/lib/form-basics";
import type { FieldErrors } from "~/lib/requests";

const emptyForm = { name: "", phone: "", date: "", message: "" };
type BookingFields = typeof emptyForm;

export const APPOINTMENTS_ENDPOINT = "/api/appointments";

interface BookingFormProps {
  submitLabel?: string;
  /** Where the request came from (e.g. "home", "service: cataract"), for the staff inbox. */
  source?: string;
  /** Called after the server has stored the request. */
  onSubmitted?: () => void;
}

/**
 * The appointment request form. Posts to the site's own server; without JavaScript it posts as an
 * ordinary form and the server answers with a confirmation page.
 */
export function BookingForm({ submitLabel = bookingFormCopy.submitLabel, source = "", onSubmitted }: BookingFormProps) {
  const id = useId();
  const [fields, setFields] = useState<BookingFields>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // The date limits depend on today, so they are set after hydration, not frozen at build time.
  const [dateRange, setDateRange] = useState<{ min?: string; max?: string }>({});
  useEffect(() => {
    const today = todayInIndia();
    setDateRange({ min: today, max: addDays(today, 365) });
  }, []);

  const update = (field: keyof BookingFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const { appointmentSchema, fieldErrors } = await import("~/lib/requests");
    const parsed = appointmentSchema.safeParse({ ...fields, source });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      toastInvalid();
      return;
    }
    console.info("Appointment request", parsed.data);
    setSending(true);
    const result = await postRequest(APPOINTMENTS_ENDPOINT, {
      ...fields,
      source,
      [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "",
    });
    setSending(false);
    if (result.ok) {
      showToast(bookingFormCopy.successToast);
      setFields(emptyForm);
      setErrors({});
      onSubmitted?.();
    } else if (result.kind === "invalid") {
      setErrors(result.errors);
      toastInvalid();
    } else {
      toastUnavailable(result);
    }
  }

  return (
    <form
      method="post"
      action={APPOINTMENTS_ENDPOINT}
      onSubmit={handleSubmit}
      className="relative space-y-4"
      aria-label="Appointment request"
      noValidate={false}
    >
      <HoneypotField name={HONEYPOT_FIELD} />
      <input type="hidden" name="source" value={source} />
      <InputField
        id={`${id}-name`}
        name="name"
        label={bookingFormCopy.nameLabel}
        placeholder={bookingFormCopy.namePlaceholder}
        autoComplete="name"
        required
        maxLength={FIELD_LIMITS.name}
        value={fields.name}
        onChange={(event) => update("name")(event.target.value)}
        error={errors.name}
      />
      <InputField
        id={`${id}-phone`}
        name="phone"
        type="tel"
        inputMode="tel"
        label={bookingFormCopy.phoneLabel}
        placeholder={bookingFormCopy.phonePlaceholder}
        autoComplete="tel"
        required
        maxLength={FIELD_LIMITS.phone}
        value={fields.phone}
        onChange={(event) => update("phone")(event.target.value)}
        error={errors.phone}
      />
      <InputField
        id={`${id}-date`}
        name="date"
        type="date"
        label={bookingFormCopy.dateLabel}
        required
        min={dateRange.min}
        max={dateRange.max}
        value={fields.date}
        onChange={(event) => update("date")(event.target.value)}
        error={errors.date}
      />
      <TextAreaField
        id={`${id}-message`}
        name="message"
        label={bookingFormCopy.messageLabel}
        placeholder={bookingFormCopy.messagePlaceholder}
        maxLength={FIELD_LIMITS.message}
        rows={4}
        value={fields.message}
        onChange={(event) => update("message")(event.target.value)}
        error={errors.message}
      />
      <button
        type="submit"
        disabled={sending}
        className="flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-600 px-6 py-3 text-lg font-semibold text-white shadow-sm hover:bg-accent-700 disabled:cursor-wait disabled:opacity-80"
      >
        {sending ? bookingFormCopy.sendingLabel : submitLabel}
      </button>
      <p className="text-sm text-muted">{bookingFormCopy.privacyNote}</p>
    </form>
  );
}

/** The inline placement, as an island (the dialogs render BookingForm inside their own root). */
export default BookingForm;
