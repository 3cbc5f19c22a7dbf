import type { FieldErrors } from "./requests";

/**
 * What a form page shows when a request sent without JavaScript was not taken: everything as it was typed,
 * each rejected field's message, and why. The page actions return it; the forms and the summary render it.
 */
export interface FormReply {
  problem: "invalid" | "rate-limited" | "store-failed";
  /** What the visitor sent, as sent (text values only). */
  values: Record<string, string>;
  errors: FieldErrors;
  /** Minutes to wait, when the address has sent too many requests. */
  retryAfterMinutes?: number;
}

export type RequestKind = "appointment" | "contact";

/** Where each form goes: the page that takes it without JavaScript, the API the page script posts to. */
export const FORM_ADDRESSES = {
  appointment: { page: "/book", api: "/api/appointments" },
  contact: { page: "/contact", api: "/api/contact" },
} as const satisfies Record<RequestKind, { page: string; api: string }>;
