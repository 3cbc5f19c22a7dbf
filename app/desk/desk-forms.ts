import { z } from "zod";
import { isDay, isOpenDay, REQUEST_STATUSES, VISIT_SESSIONS } from "./inbox";

/**
 * The front desk's forms, each read through one schema, as the public forms are (requests.ts): what a staff action
 * receives is typed, bounded and checked before it reaches the store, and a form that is not one of these is refused
 * with a plain sentence. The CSRF token is checked before (staffAction) and is not part of them.
 */

const status = z.enum(REQUEST_STATUSES);
/** An address on the desk to come back to (staff.server.ts checks it is one). */
const back = z.string().max(500).optional();

/** "2026-11-27|morning", or a day and a session chosen apart: a visit on an open day. */
const visitDay = (closedWeekdays: readonly number[]) =>
  z.string().refine((day) => isDay(day) && isOpenDay(day, closedWeekdays), "Choose a day the hospital is open.");
const visitSession = z.enum(VISIT_SESSIONS, "Choose a session.");

export const statusChangeForm = z.object({
  intent: z.literal("status"),
  status,
  /** What the form was shown with: a change made since refuses it (RequestStore.setStatus). */
  from: status.optional().catch(undefined),
  seen: z.string().max(40).optional(),
  back,
  /** An Undo from a list row returns to the row. */
  return: z.literal("list").optional().catch(undefined),
  /** A booking in one tap. */
  visit: z.string().max(40).optional(),
  /** A booking on another day. */
  day: z.string().max(10).optional(),
  session: z.string().max(20).optional(),
});

/** The longest note the desk keeps (the textarea's maxlength). */
export const NOTE_LIMIT = 500;

export const noteForm = z.object({
  intent: z.literal("note"),
  note: z.string().trim().max(NOTE_LIMIT, `A note is at most ${NOTE_LIMIT} characters.`),
  back,
});

/** A request page's forms: a status change (booking included) or a note. */
export const requestPageForm = z.discriminatedUnion("intent", [statusChangeForm, noteForm]);

/**
 * The day and session a booking form names, or the problem with them ("" when it names none). `closedWeekdays`: the
 * hospital's closed days (content/hospital/open-days.ts), never booked.
 */
export function bookedVisit(form: z.infer<typeof statusChangeForm>, today: string, closedWeekdays: readonly number[]) {
  const [day = "", session = ""] = (form.visit ?? `${form.day ?? ""}|${form.session ?? ""}`).split("|");
  if (!day && !session) return { named: false as const };
  const parsed = z.object({ day: visitDay(closedWeekdays), session: visitSession }).safeParse({ day, session });
  if (!parsed.success || parsed.data.day < today) return { named: true as const, visit: undefined };
  return { named: true as const, visit: parsed.data };
}

/** The desk script's "is calling" mark, or the "Not calling" button's form (which comes back to the request). */
export const contactMarkForm = z.object({
  how: z.enum(["call", "whatsapp", "reminder", "none"]),
  back: z.string().max(500).optional(),
});

/** The longest quick reply, in each language (a WhatsApp message a patient reads on a phone). */
export const QUICK_REPLY_LIMIT = 600;

/** /staff/replies: add, change or delete one of the desk's quick replies. */
export const quickReplyForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    id: z.coerce.number().int().positive().optional(),
    title: z.string().trim().min(1, "Give the reply a short name.").max(60, "A name is at most 60 characters."),
    en: z
      .string()
      .trim()
      .min(1, "Write the reply in English.")
      .max(QUICK_REPLY_LIMIT, `At most ${QUICK_REPLY_LIMIT} characters.`),
    te: z
      .string()
      .trim()
      .min(1, "Write the reply in Telugu.")
      .max(QUICK_REPLY_LIMIT, `At most ${QUICK_REPLY_LIMIT} characters.`),
  }),
  z.object({ intent: z.literal("delete"), id: z.coerce.number().int().positive() }),
]);

export const eraseForm = z.object({
  intent: z.enum(["find", "erase"]).catch("find"),
  phone: z.string().max(30),
});
