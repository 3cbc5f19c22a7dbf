import { z } from "zod";
import { contactServiceValues } from "./contact-services";
import { addDays, FIELD_LIMITS, phoneDigits, todayInIndia } from "./form-basics";

// Small helpers live in ./form-basics so that forms can use them without loading zod up front.
export { addDays, FIELD_LIMITS, HONEYPOT_FIELD, phoneDigits, todayInIndia } from "./form-basics";

/**
 * What the booking and contact forms send, validated the same way in the browser and on the server.
 */

const name = z
  .string()
  .trim()
  .min(1, "Please enter your name.")
  .max(FIELD_LIMITS.name, `Please keep the name under ${FIELD_LIMITS.name} characters.`);

const phone = z
  .string()
  .trim()
  .refine((value) => /^\d{10,13}$/.test(phoneDigits(value)), "Please enter a phone number with 10 to 13 digits.");

const preferredDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "Please choose a real date.")
  .refine((value) => value >= todayInIndia(), "Please choose today or a later date.")
  .refine((value) => value <= addDays(todayInIndia(), 365), "Please choose a date within the next year.");

const message = z
  .string()
  .trim()
  .max(
    FIELD_LIMITS.message,
    `Please keep the message under ${FIELD_LIMITS.message.toLocaleString("en-IN")} characters.`,
  );

export const appointmentSchema = z.object({
  name,
  phone,
  date: preferredDate,
  message: message.optional().default(""),
  /** Which placement or service page the request came from; free text, for staff. */
  source: z.string().trim().max(200).optional().default(""),
});

export const contactSchema = z.object({
  name,
  email: z.string().trim().email("Please enter a valid e-mail address.").max(FIELD_LIMITS.email),
  phone,
  subject: z
    .string()
    .trim()
    .min(1, "Please enter a subject.")
    .max(FIELD_LIMITS.subject, `Please keep the subject under ${FIELD_LIMITS.subject} characters.`),
  service: z
    .union([z.enum(contactServiceValues), z.literal("")])
    .optional()
    .default(""),
  message: message.min(1, "Please enter a message."),
});

export type AppointmentRequest = z.infer<typeof appointmentSchema>;
export type ContactMessage = z.infer<typeof contactSchema>;
export type FieldErrors = Partial<Record<string, string>>;

/** First error message per field, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
