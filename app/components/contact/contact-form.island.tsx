import { FormPrivacyNotice } from "~/components/forms/form-privacy-notice";
import { useRequestForm } from "~/components/forms/use-request-form";
import { HoneypotField, InputField, SelectField, TextAreaField } from "~/components/ui/form-field";
import type { ContactFormText, ContactServiceOption } from "~/content/contact";
import type { HospitalContact } from "~/content/hospital-contact";
import { HONEYPOT_FIELD } from "~/lib/form-basics";
import type { FormReply } from "~/lib/form-reply";

const emptyForm = { name: "", email: "", phone: "", subject: "", service: "", message: "" };

/** The form's labels, placeholders, service options and toast, passed in from the route's data (in the page's language). */
export type ContactFormCopy = ContactFormText & { serviceOptions: ContactServiceOption[] };

interface ContactFormProps {
  copy: ContactFormCopy;
  /** The numbers the failure toast gives: from the islands' words file (`shared`), never in this code. */
  contact: HospitalContact;
  /** The form as the contact page's action sent it back, values and errors kept. */
  reply?: FormReply;
  /** Fixed ids for the fields (the error summary links to them); otherwise unique ones. */
  idPrefix?: string;
}

/**
 * The contact form, an island. With JavaScript it posts to the API and answers with toasts; without it the
 * contact page's action answers with a page.
 */
export default function ContactForm({ copy, contact, reply, idPrefix }: ContactFormProps) {
  const { sending, bind, formProps } = useRequestForm({
    kind: "contact",
    empty: emptyForm,
    reply,
    successToast: copy.successToast,
    contact,
    idPrefix,
  });

  return (
    <form {...formProps} aria-label={copy.formLabel ?? "Contact form"}>
      <HoneypotField name={HONEYPOT_FIELD} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField {...bind("name")} label={copy.nameLabel} placeholder={copy.namePlaceholder} />
        <InputField
          {...bind("email")}
          type="email"
          label={copy.emailLabel}
          placeholder={copy.emailPlaceholder}
          autoComplete="email"
          required
        />
        <InputField {...bind("phone")} label={copy.phoneLabel} placeholder={copy.phonePlaceholder} />
        <InputField {...bind("subject")} label={copy.subjectLabel} placeholder={copy.subjectPlaceholder} required />
      </div>
      <SelectField {...bind("service")} label={copy.serviceLabel}>
        <option value="">{copy.servicePlaceholder}</option>
        {copy.serviceOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        {...bind("message")}
        label={copy.messageLabel}
        placeholder={copy.messagePlaceholder}
        required
        rows={5}
      />
      <button
        type="submit"
        disabled={sending}
        className="flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-600 px-6 py-3 text-lg font-semibold text-white shadow-sm hover:bg-accent-700 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {sending ? copy.sendingLabel : copy.submitLabel}
      </button>
      <FormPrivacyNotice notice={copy.privacyNotice} />
    </form>
  );
}
