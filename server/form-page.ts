import { bookingFormCopy } from "../app/content/booking";
import { contactFormCopy, contactServiceOptions } from "../app/content/contact";
import { site, telHref, whatsappHref } from "../app/content/site";
import { addDays, FIELD_LIMITS, HONEYPOT_FIELD, todayInIndia } from "../app/lib/form-basics";
import type { FieldErrors } from "../app/lib/requests";
import { escapeHtml } from "./html";

/**
 * The form sent back to a visitor without JavaScript whose request was not accepted: every value as they
 * typed it, each rejected field's message beside it, a summary on top, and the phone number. Plain HTML
 * with its own small stylesheet and no scripts, so it works whatever the browser and whatever the build.
 */

export type FormKind = "appointment" | "contact";

interface Field {
  name: string;
  label: string;
  type: "text" | "tel" | "email" | "date" | "textarea" | "select";
  required?: boolean;
  maxLength?: number;
  autocomplete?: string;
  placeholder?: string;
}

const appointmentFields: Field[] = [
  {
    name: "name",
    label: bookingFormCopy.nameLabel,
    type: "text",
    required: true,
    maxLength: FIELD_LIMITS.name,
    autocomplete: "name",
    placeholder: bookingFormCopy.namePlaceholder,
  },
  {
    name: "phone",
    label: bookingFormCopy.phoneLabel,
    type: "tel",
    required: true,
    maxLength: FIELD_LIMITS.phone,
    autocomplete: "tel",
    placeholder: bookingFormCopy.phonePlaceholder,
  },
  { name: "date", label: bookingFormCopy.dateLabel, type: "date", required: true },
  {
    name: "message",
    label: bookingFormCopy.messageLabel,
    type: "textarea",
    maxLength: FIELD_LIMITS.message,
    placeholder: bookingFormCopy.messagePlaceholder,
  },
];

const contactFields: Field[] = [
  {
    name: "name",
    label: contactFormCopy.nameLabel,
    type: "text",
    required: true,
    maxLength: FIELD_LIMITS.name,
    autocomplete: "name",
    placeholder: contactFormCopy.namePlaceholder,
  },
  {
    name: "email",
    label: contactFormCopy.emailLabel,
    type: "email",
    required: true,
    maxLength: FIELD_LIMITS.email,
    autocomplete: "email",
    placeholder: contactFormCopy.emailPlaceholder,
  },
  {
    name: "phone",
    label: contactFormCopy.phoneLabel,
    type: "tel",
    required: true,
    maxLength: FIELD_LIMITS.phone,
    autocomplete: "tel",
    placeholder: contactFormCopy.phonePlaceholder,
  },
  {
    name: "subject",
    label: contactFormCopy.subjectLabel,
    type: "text",
    required: true,
    maxLength: FIELD_LIMITS.subject,
    placeholder: contactFormCopy.subjectPlaceholder,
  },
  { name: "service", label: contactFormCopy.serviceLabel, type: "select" },
  {
    name: "message",
    label: contactFormCopy.messageLabel,
    type: "textarea",
    required: true,
    maxLength: FIELD_LIMITS.message,
    placeholder: contactFormCopy.messagePlaceholder,
  },
];

const fieldId = (name: string) => `field-${name}`;

function attrs(values: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeHtml(value)}"`))
    .join("");
}

function control(field: Field, value: string, error: string | undefined): string {
  const common = {
    id: fieldId(field.name),
    name: field.name,
    required: field.required,
    "aria-invalid": error ? "true" : undefined,
    "aria-describedby": error ? `${fieldId(field.name)}-error` : undefined,
  };
  if (field.type === "textarea") {
    return `<textarea${attrs({ ...common, rows: 5, maxlength: field.maxLength, placeholder: field.placeholder })}>${escapeHtml(value)}</textarea>`;
  }
  if (field.type === "select") {
    const options = [{ value: "", label: contactFormCopy.servicePlaceholder }, ...contactServiceOptions]
      .map(
        (option) =>
          `<option${attrs({ value: option.value, selected: option.value === value })}>${escapeHtml(option.label)}</option>`,
      )
      .join("");
    return `<select${attrs(common)}>${options}</select>`;
  }
  const today = todayInIndia();
  return `<input${attrs({
    ...common,
    type: field.type,
    value,
    maxlength: field.maxLength,
    autocomplete: field.autocomplete,
    placeholder: field.placeholder,
    inputmode: field.type === "tel" ? "tel" : undefined,
    min: field.type === "date" ? today : undefined,
    max: field.type === "date" ? addDays(today, 365) : undefined,
  })}>`;
}

function fieldBlock(field: Field, value: string, error: string | undefined): string {
  return `<div class="field">
<label for="${fieldId(field.name)}">${escapeHtml(field.label)}${field.required ? '<span aria-hidden="true" class="req"> *</span>' : ""}</label>
${error ? `<p id="${fieldId(field.name)}-error" class="field-error"><span class="sr-only">Error: </span>${escapeHtml(error)}</p>` : ""}
${control(field, value, error)}
</div>`;
}

export interface FormPageOptions {
  kind: FormKind;
  /** What the visitor sent, as sent. */
  values: Record<string, unknown>;
  /** Rejected fields and why. None when the request was fine but could not be stored. */
  errors: FieldErrors;
  /** The request was valid but storing it failed. */
  storeFailed?: boolean;
}

export function formPage({ kind, values, errors, storeFailed = false }: FormPageOptions): string {
  const fields = kind === "appointment" ? appointmentFields : contactFields;
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const what = kind === "appointment" ? "appointment request" : "message";
  const labels = new Map(fields.map((field) => [field.name, field.label]));
  const problems = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));

  const heading = storeFailed ? `We could not save your ${what} just now` : `Please check your ${what}`;
  const summaryTitle = storeFailed
    ? "Our system could not store it. Please send it again in a moment."
    : problems.length === 1
      ? "One detail needs a correction:"
      : problems.length > 1
        ? `${problems.length} details need a correction:`
        : "Some details need a correction.";
  const list = problems
    .map(([name, message]) =>
      labels.has(name)
        ? `<li><a href="#${fieldId(name)}">${escapeHtml(labels.get(name))}: ${escapeHtml(message)}</a></li>`
        : `<li>${escapeHtml(message)}</li>`,
    )
    .join("");

  const hidden =
    kind === "appointment" ? `<input type="hidden" name="source" value="${escapeHtml(text("source"))}">` : "";
  const submit = kind === "appointment" ? bookingFormCopy.submitLabel : contactFormCopy.submitLabel;

  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Error: ${escapeHtml(heading)} | ${escapeHtml(site.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Telugu",Arial,sans-serif;margin:0;color:#1f2937;line-height:1.5;font-size:18px;background:#fff}
header{background:#0b4854;color:#fff;padding:12px 20px;display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
header a{color:#fff;font-weight:700}main{padding:24px 20px 48px;max-width:44rem;margin:0 auto}a{color:#0f5e6e}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 16px}
.summary{border:4px solid #b91c1c;border-radius:8px;padding:16px 20px;margin:0 0 24px}.summary:focus{outline:3px solid #c2410c;outline-offset:2px}
.summary h2{font-size:1.2rem;margin:0 0 8px}.summary ul{margin:0 0 12px;padding-left:1.25rem}.summary li a{color:#b91c1c;font-weight:700}
.field{margin:0 0 20px}label{display:block;font-weight:700;margin-bottom:4px}.req{color:#b91c1c}
.field-error{color:#b91c1c;font-weight:700;margin:0 0 4px}
input,select,textarea{box-sizing:border-box;display:block;width:100%;font:inherit;padding:10px 14px;min-height:48px;border:1px solid #6b7280;border-radius:8px;background:#fff;color:inherit}
[aria-invalid="true"]{border:3px solid #b91c1c;background:#fef2f2}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
button{font:inherit;font-weight:700;min-height:48px;padding:10px 24px;border:0;border-radius:8px;background:#c2410c;color:#fff;cursor:pointer;width:100%}
.hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
footer{border-top:1px solid #e5e7eb;padding:20px;text-align:center;font-size:16px}
</style></head><body>
<header><a href="/">${escapeHtml(site.name)}</a><a href="${escapeHtml(telHref)}">Call ${escapeHtml(site.phone.display)}</a></header>
<main>
<h1>${escapeHtml(heading)}</h1>
<div class="summary" tabindex="-1" autofocus aria-labelledby="summary-title">
<h2 id="summary-title">${escapeHtml(summaryTitle)}</h2>
${list ? `<ul>${list}</ul>` : ""}
<p>Nothing you typed is lost: it is all in the form below. To reach us now, call <a href="${escapeHtml(telHref)}">${escapeHtml(site.phone.display)}</a> or <a href="${escapeHtml(whatsappHref)}">message us on WhatsApp</a>.</p>
</div>
<form method="post" action="/api/${kind === "appointment" ? "appointments" : "contact"}" aria-label="${kind === "appointment" ? "Appointment request" : "Contact form"}">
<div class="hp" aria-hidden="true"><label>Leave this empty <input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></label></div>
${hidden}
${fields.map((field) => fieldBlock(field, text(field.name), errors[field.name])).join("\n")}
<button type="submit">${escapeHtml(submit)}</button>
</form>
</main>
<footer><a href="/">Return to Home</a> · ${escapeHtml(site.name)}, ${escapeHtml(site.address.locality)} · <a href="${escapeHtml(telHref)}">${escapeHtml(site.phone.display)}</a></footer>
</body></html>`;
}
