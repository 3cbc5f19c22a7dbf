import { z } from "zod";
import { indianNumber } from "../lib/phone-numbers";
import {
  ARTICLE_CATEGORIES,
  CHECK_UP_PRICE_ANSWERS,
  CHECK_UP_PRICE_LIMIT,
  INSURANCE_ANSWERS,
  NOTICE_LIMIT,
  type CheckUpPriceValue,
} from "../content/site-content";

/**
 * What an editor may send for each part of the site's content (routes/staff/site*.tsx), checked before anything is
 * stored: the same rules the pages rely on. Every answer is a sentence an editor can act on. Texts are stored and
 * rendered as text, never as HTML.
 */

const STREET_LIMIT = 160;

const indianPhone = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Type the ${what}.`)
    .max(20, `The ${what} is too long: type ten digits, with +91 if you like.`)
    .refine((raw) => indianNumber(raw) !== null, `The ${what} must be an Indian number: ten digits, like 94400 12345.`);

export const phoneForm = z.object({ phone: indianPhone("phone number") });

export const whatsappForm = z.object({
  whatsapp: indianPhone("WhatsApp number").refine(
    (raw) => indianNumber(raw)?.mobile === true,
    "WhatsApp needs a mobile number (starting 6, 7, 8 or 9), not a landline.",
  ),
});

export const emailForm = z.object({
  email: z
    .string()
    .trim()
    .max(120, "The e-mail address is too long.")
    .pipe(z.email("Type an e-mail address, like care@example.in.")),
});

const twinField = (what: string, limit: number) =>
  z
    .string()
    .trim()
    .min(1, `Type the ${what}.`)
    .max(limit, `The ${what} is too long: at most ${limit} characters.`)
    .refine((text) => !/[<>]/.test(text), `The ${what} cannot contain < or >: pages show it as plain text.`);

export const streetForm = z.object({
  en: twinField("street address in English", STREET_LIMIT),
  te: twinField("street address in Telugu", STREET_LIMIT),
  sameMeaning: z.literal("yes").optional(),
});

/** Longest description of a photograph: a sentence a screen reader says in one breath. */
export const PHOTO_ALT_LIMIT = 200;

/** What a photograph shows, in both languages (decision 0040), and which part to keep when it is trimmed to shape. */
export const photoForm = z.object({
  en: twinField("description of the photograph in English", PHOTO_ALT_LIMIT),
  te: twinField("description of the photograph in Telugu", PHOTO_ALT_LIMIT),
  keep: z.enum(["start", "middle", "end"], "Choose which part of the photograph to keep.").default("middle"),
  sameMeaning: z.literal("yes").optional(),
});

/** Decimal degrees as a map app gives them; the bounds hold Andhra Pradesh, so a swapped pair is refused. */
const degrees = (what: string, min: number, max: number) =>
  z.coerce
    .number(`Type the ${what} as a number, like 14.6819.`)
    .min(min, `The ${what} must be between ${min} and ${max} (Andhra Pradesh).`)
    .max(max, `The ${what} must be between ${min} and ${max} (Andhra Pradesh).`);

export const geoForm = z.object({
  latitude: degrees("latitude", 12.5, 19.5),
  longitude: degrees("longitude", 76.5, 85),
});

export const doctorForm = z.object({
  doctorName: twinField("doctor's name", 80),
  registration: twinField("registration", 80),
});

/** One of the two readings, or "own" with the hospital's own price in whole rupees. */
export const checkUpPriceForm = z
  .object({
    checkUpPrice: z.enum([...CHECK_UP_PRICE_ANSWERS, "own"], "Choose one of the prices."),
    ownPrice: z.string().trim().optional(),
  })
  .transform((form, context): CheckUpPriceValue => {
    if (form.checkUpPrice !== "own") return form.checkUpPrice;
    const typed = (form.ownPrice ?? "").replace(/^₹\s*/, "").replace(/,/g, "");
    const rupees = Number(typed);
    if (!/^\d+$/.test(typed) || rupees < 1 || rupees > CHECK_UP_PRICE_LIMIT) {
      context.addIssue({
        code: "custom",
        path: ["ownPrice"],
        message: `Type the price in whole rupees, from 1 to ${CHECK_UP_PRICE_LIMIT}, like 250.`,
      });
      return z.NEVER;
    }
    return rupees;
  });

export const insuranceForm = z.object({
  insurance: z.enum(INSURANCE_ANSWERS, "Choose one of the two answers."),
});

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Write times as 24-hour HH:MM, like 09:30 or 18:00.");

/** "10:00-14:00, 18:00-20:00" → sessions, in order, each opening before it closes and after the last one closed. */
export const sessionsText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Type the ${what}.`)
    .max(80, `The ${what} are too long.`)
    .transform((text, context) => {
      const parts = text.split(/\s*,\s*/).map((part) => part.split(/\s*[-–]\s*/));
      // Exactly two times to a session: "10:00-14:00-18:00" is a typing slip, not a session.
      const sessions = parts.map(([opens = "", closes = ""]) => ({ opens, closes }));
      const malformed = parts.some((times) => times.length !== 2);
      const wrong = sessions.find(
        (session, index) =>
          !time.safeParse(session.opens).success ||
          !time.safeParse(session.closes).success ||
          session.opens >= session.closes ||
          (index > 0 && session.opens < sessions[index - 1]!.closes),
      );
      if (malformed || wrong || sessions.length > 3) {
        context.addIssue({
          code: "custom",
          message: `Write the ${what} as sessions like 10:00-14:00, 18:00-20:00 (24-hour, in order, at most three).`,
        });
        return z.NEVER;
      }
      return sessions;
    });

export const hoursForm = z.object({
  consultation: sessionsText("consultation hours"),
  opticals: sessionsText("optical shop hours"),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a day.");

export const noticeForm = z
  .object({
    from: day,
    until: day,
    en: twinField("notice in English", NOTICE_LIMIT),
    te: twinField("notice in Telugu", NOTICE_LIMIT),
  })
  .refine((notice) => notice.from <= notice.until, {
    message: "The last day cannot be before the first.",
    path: ["until"],
  });

/** Longest article body in either language: about 3,000 words, twice the longest article the site has. */
export const ARTICLE_BODY_LIMIT = 20_000;

const lengthBetween = (what: string, min: number, max: number) =>
  twinField(what, max).refine((text) => text.length >= min, `The ${what} is too short: at least ${min} characters.`);

/**
 * An article written in the editor (decision 0038). The bodies are Markdown; whether a page can show them is checked
 * where the Markdown reader is (editor/site-articles.server.ts). `<` and `>` are refused in titles and excerpts; in
 * a body `>` opens a box (a callout), and any HTML is refused by the reader.
 */
export const articleForm = z.object({
  slug: z
    .string()
    .trim()
    .min(3, "Type the article's address: at least three letters, like dry-eyes-in-summer.")
    .max(60, "The article's address is too long: at most 60 characters.")
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "Write the article's address in small English letters and numbers joined by hyphens, like dry-eyes-in-summer.",
    ),
  category: z.enum(ARTICLE_CATEGORIES, "Choose the tab the article sits under."),
  enTitle: lengthBetween("English title", 5, 110),
  teTitle: lengthBetween("Telugu title", 3, 110),
  enExcerpt: lengthBetween("English summary", 40, 300),
  teExcerpt: lengthBetween("Telugu summary", 20, 300),
  enBody: z
    .string()
    .trim()
    .min(200, "The English text is too short for an article: at least 200 characters.")
    .max(ARTICLE_BODY_LIMIT, `The English text is too long: at most ${ARTICLE_BODY_LIMIT} characters.`),
  teBody: z
    .string()
    .trim()
    .min(100, "The Telugu text is too short for an article: at least 100 characters.")
    .max(ARTICLE_BODY_LIMIT, `The Telugu text is too long: at most ${ARTICLE_BODY_LIMIT} characters.`),
  reviewer: lengthBetween("name of the doctor who reviewed it", 5, 100),
  reviewedOn: day,
  sameMeaning: z.literal("yes").optional(),
});

/** A service page's body in both languages (decision 0038): Markdown, checked by the reader where it runs. */
export const serviceTextForm = z.object({
  service: z.string().min(1, "Choose a service."),
  en: z
    .string()
    .trim()
    .min(200, "The English text is too short for a service page: at least 200 characters.")
    .max(ARTICLE_BODY_LIMIT, `The English text is too long: at most ${ARTICLE_BODY_LIMIT} characters.`),
  te: z
    .string()
    .trim()
    .min(100, "The Telugu text is too short for a service page: at least 100 characters.")
    .max(ARTICLE_BODY_LIMIT, `The Telugu text is too long: at most ${ARTICLE_BODY_LIMIT} characters.`),
  sameMeaning: z.literal("yes").optional(),
});

/** The first problem's sentence, for the page to show beside the form. */
export function firstProblem(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: String(issue?.path[0] ?? ""), message: issue?.message ?? "Something in the form is not right." };
}

/** A patient's story added in the editor, in both languages, with the patient's written consent (issue 28). */
export const storyForm = z.object({
  enName: twinField("patient's name as shown in English", 80),
  enTown: twinField("town in English", 60),
  enTreatment: twinField("treatment in English", 60),
  enQuote: twinField("story in English", 700),
  teName: twinField("patient's name as shown in Telugu", 80),
  teTown: twinField("town in Telugu", 60),
  teTreatment: twinField("treatment in Telugu", 60),
  teQuote: twinField("story in Telugu", 700),
  rating: z.coerce
    .number("Choose the stars the patient gave.")
    .int("Choose the stars the patient gave.")
    .min(1, "Choose the stars the patient gave.")
    .max(5, "Choose the stars the patient gave."),
  date: day,
  consented: z.literal(
    "yes",
    "Tick that the patient agreed in writing to their words and name being published: without it the story cannot go on the site.",
  ),
});
