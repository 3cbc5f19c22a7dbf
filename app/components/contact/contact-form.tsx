import { useId, useState, type FormEvent } from "react";
import { HoneypotField, InputField, SelectField, TextAreaField } from "~/components/ui/form-field";
import { showToast } from "~/components/ui/toast";
import type { contactFormCopy, contactServiceOptions } from "~/content/contact";
import { toastInvalid, toastUnavailable } from "~/lib/form-feedback";
import { postRequest } from "~/lib/post-request";
import { FIELD_LIMITS, HONEYPOT_FIELD } from "~/lib/form-basics";
import type { FieldErrors } from "~/lib/requests";

const emptyForm = { name: "", email: "", phone: "", subject: "", service: "", message: "" };
type ContactFields = typeof emptyForm;

export const CONTACT_ENDPOINT = "/api/contact";

/** The form's labels, placeholders, service options and toast, passed in from the route's data. */
export type ContactFormCopy = typeof contactFormCopy & { serviceOptions: typeof contactServiceOptions };

/**
 * The contact form. Posts to the site's own server; without JavaScript it posts as an ordinary form
 * and the server answers with a confirmation page.
 */
/** An island: hydrates when a visitor first reaches the form. */
export default function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const id = useId();
  const [fields, setFields] = useState<ContactFields>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  const update = (field: keyof ContactFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    // The schema (and zod) load only when someone actually sends a message.
    const { contactSchema, fieldErrors } = await import("~/lib/requests");
    const parsed = contactSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      toastInvalid();
      return;
    }
    setSending(true);
    const result = await postRequest(CONTACT_ENDPOINT, {
      ...fields,
      [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "",
    });
    setSending(false);
    if (result.ok) {
      showToast(copy.successToast);
      setFields(emptyForm);
      setErrors({});
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
      action={CONTACT_ENDPOINT}
      onSubmit={handleSubmit}
      className="relative space-y-4"
      aria-label="Contact form"
    >
      <HoneypotField name={HONEYPOT_FIELD} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={`${id}-name`}
          name="name"
          label={copy.nameLabel}
          placeholder={copy.namePlaceholder}
          autoComplete="name"
          required
          maxLength={FIELD_LIMITS.name}
          value={fields.name}
          onChange={(event) => update("name")(event.target.value)}
          error={errors.name}
        />
        <InputField
          id={`${id}-email`}
          name="email"
          type="email"
          label={copy.emailLabel}
          placeholder={copy.emailPlaceholder}
          autoComplete="email"
          required
          maxLength={FIELD_LIMITS.email}
          value={fields.email}
          onChange={(event) => update("email")(event.target.value)}
          error={errors.email}
        />
        <InputField
          id={`${id}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          label={copy.phoneLabel}
          placeholder={copy.phonePlaceholder}
          autoComplete="tel"
          required
          maxLength={FIELD_LIMITS.phone}
          value={fields.phone}
          onChange={(event) => update("phone")(event.target.value)}
          error={errors.phone}
        />
        <InputField
          id={`${id}-subject`}
          name="subject"
          label={copy.subjectLabel}
          placeholder={copy.subjectPlaceholder}
          required
          maxLength={FIELD_LIMITS.subject}
          value={fields.subject}
          onChange={(event) => update("subject")(event.target.value)}
          error={errors.subject}
        />
      </div>
      <SelectField
        id={`${id}-service`}
        name="service"
        label={copy.serviceLabel}
        value={fields.service}
        onChange={(event) => update("service")(event.target.value)}
        error={errors.service}
      >
        <option value="">{copy.servicePlaceholder}</option>
        {copy.serviceOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${id}-message`}
        name="message"
        label={copy.messageLabel}
        placeholder={copy.messagePlaceholder}
        required
        maxLength={FIELD_LIMITS.message}
        rows={5}
        value={fields.message}
        onChange={(event) => update("message")(event.target.value)}
        error={errors.message}
      />
      <button
        type="submit"
        disabled={sending}
        className="flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-600 px-6 py-3 text-lg font-semibold text-white shadow-sm hover:bg-accent-700 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {sending ? copy.sendingLabel : copy.submitLabel}
      </button>
    </form>
  );
}
