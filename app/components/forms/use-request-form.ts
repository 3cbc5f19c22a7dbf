import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { showToast, type ToastMessage } from "~/components/ui/toast";
import { FIELD_LIMITS, HONEYPOT_FIELD } from "~/lib/form-basics";
import { FORM_ADDRESSES, type FormReply, type RequestKind } from "~/lib/form-reply";
import { postRequest } from "~/lib/post-request";
import type { FieldErrors } from "~/lib/requests";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { toastInvalid, toastUnavailable } from "./form-feedback";
import type { HospitalContact } from "~/content/hospital-contact";

interface RequestFormOptions<Fields extends Record<string, string>> {
  kind: RequestKind;
  empty: Fields;
  /** The form as a page action sent it back (no JavaScript, or before the page script ran). */
  reply?: FormReply;
  /** Sent along but not typed by the visitor (where a booking came from). */
  extra?: Record<string, string>;
  successToast: ToastMessage;
  /** The numbers the failure toast gives (the page hands them to the island). */
  contact: HospitalContact;
  onStored?: () => void;
  /** Fixed ids for the fields (a page's error summary links to them); otherwise unique ones. */
  idPrefix?: string;
}

/** How the fields both forms ask for are filled in: the same on each form. */
const SHARED_FIELDS = {
  name: { autoComplete: "name", required: true },
  phone: { type: "tel", inputMode: "tel", autoComplete: "tel", required: true },
} as const;

/**
 * The one submit handler of both forms: checks the fields with the shared schema, posts them to the API, and
 * answers with the same toasts either way. The form's own `action` is the page that takes it without JavaScript.
 */
export function useRequestForm<Fields extends Record<string, string>>({
  kind,
  empty,
  reply,
  extra = {},
  successToast,
  contact,
  onStored,
  idPrefix,
}: RequestFormOptions<Fields>) {
  const uniqueId = useId();
  // The page's language: messages and toasts are in it, and the request carries it to the staff.
  const lang = useLang();
  const [fields, setFields] = useState<Fields>(() => {
    if (!reply) return empty;
    const kept = { ...empty };
    for (const key of Object.keys(empty) as (keyof Fields)[]) {
      const value = reply.values[key as string];
      if (typeof value === "string") kept[key] = value as Fields[keyof Fields];
    }
    return kept;
  });
  const [errors, setErrors] = useState<FieldErrors>(reply?.errors ?? {});
  const [sending, setSending] = useState(false);

  const update = (field: keyof Fields & string) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    // The schema (and zod) load only when someone actually sends a form.
    const { appointmentSchema, contactSchema, fieldErrors } = await import("~/lib/requests");
    const parsed = (kind === "appointment" ? appointmentSchema : contactSchema).safeParse({
      ...fields,
      ...extra,
      lang,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, lang));
      toastInvalid(lang);
      return;
    }
    // The specification's booking form logs what it sends: here only that a request went and of what kind, never
    // the person's name or phone (the next person on a family's phone can read the console).
    console.info(`${kind === "appointment" ? "Appointment request" : "Message"} sent (${lang}).`);
    setSending(true);
    const result = await postRequest(FORM_ADDRESSES[kind].api, {
      ...fields,
      ...extra,
      lang,
      [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "",
    });
    setSending(false);
    if (result.ok) {
      showToast(successToast);
      setFields(empty);
      setErrors({});
      onStored?.();
    } else if (result.kind === "invalid") {
      setErrors(result.errors);
      toastInvalid(lang);
    } else {
      toastUnavailable(result, contact, lang);
    }
  }

  /** A field's id, name, value, error, length limit and change handler, to spread onto its control. */
  const bind = (name: keyof Fields & string) => ({
    id: `${idPrefix ?? uniqueId}-${name}`,
    name,
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      update(name)(event.target.value),
    error: errors[name],
    maxLength: (FIELD_LIMITS as Record<string, number | undefined>)[name],
    ...(name in SHARED_FIELDS ? SHARED_FIELDS[name as keyof typeof SHARED_FIELDS] : {}),
  });

  const action = localizedPath(FORM_ADDRESSES[kind].page, lang);
  // What both forms put on their <form>: a plain post to the page's action, upgraded by the submit handler.
  const formProps = { method: "post", action, onSubmit: handleSubmit, className: "relative space-y-4" } as const;
  return { sending, bind, formProps };
}
