import { z } from "zod";
import { contactServiceValues } from "./contact-services";
import { addDays, FIELD_LIMITS, oneLineName, phoneDigits, todayInIndia } from "./form-basics";
import { formMessage, type FormMessageKey } from "./form-messages";
import type { Lang } from "~/i18n/lang";

// Small helpers live in ./form-basics so that forms can use them without loading zod up front.
export { addDays, FIELD_LIMITS, HONEYPOT_FIELD, phoneDigits, todayInIndia } from "./form-basics";

/**
 * What the booking and contact forms send, validated the same way in the browser and on the server. Each problem
 * is named by a key (form-messages.ts), said in the page's language by fieldErrors.
 */

const problem = (key: FormMessageKey) => key;

// One line, nothing that turns text around (oneLineName): the name goes into the desk's lists and WhatsApp messages.
const name = z
  .string()
  .transform(oneLineName)
  .pipe(z.string().min(1, problem("name.required")).max(FIELD_LIMITS.name, problem("name.tooLong")));

// The raw length is bounded too: digits padded with thousands of spaces or dashes are not a phone number.
const phone = z
  .string()
  .trim()
  .max(FIELD_LIMITS.phone, problem("phone.invalid"))
  .refine((value) => /^\d{10,13}$/.test(phoneDigits(value)), problem("phone.invalid"));

const preferredDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, problem("date.missing"))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, problem("date.notReal"))
  .refine((value) => value >= todayInIndia(), problem("date.past"))
  .refine((value) => value <= addDays(todayInIndia(), 365), problem("date.tooFar"));

const message = z.string().trim().max(FIELD_LIMITS.message, problem("message.tooLong"));

/** The language of the page the request came from, so staff answer in it. */
const lang = z.enum(["en", "te"]).optional().default("en").catch("en");

export const appointmentSchema = z.object({
  name,
  phone,
  date: preferredDate,
  message: message.optional().default(""),
  /** Which placement or service page the request came from; free text, for staff. */
  source: z.string().trim().max(200).optional().default(""),
  lang,
});

export const contactSchema = z.object({
  name,
  email: z.string().trim().email(problem("email.invalid")).max(FIELD_LIMITS.email),
  phone,
  subject: z.string().trim().min(1, problem("subject.required")).max(FIELD_LIMITS.subject, problem("subject.tooLong")),
  service: z
    .union([z.enum(contactServiceValues), z.literal("")])
    .optional()
    .default(""),
  message: message.min(1, problem("message.required")),
  lang,
});

export type AppointmentRequest = z.infer<typeof appointmentSchema>;
export type ContactMessage = z.infer<typeof contactSchema>;
export type FieldErrors = Partial<Record<string, string>>;

/** First error message per field, keyed by field name, in the page's language. */
export function fieldErrors(error: z.ZodError, language: Lang = "en"): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= formMessage(issue.message, language);
  }
  return errors;
}
