import { z } from "zod";

/**
 * What every staff form shares: the sign-in form, and reading a posted form through its schema (the desk's forms are
 * app/desk/desk-forms.ts, the editor's are app/editor/site-content-schema.ts). The CSRF token is checked before
 * (staffAction) and is not part of them.
 */

export const signInForm = z.object({
  name: z.string().max(100).default(""),
  password: z.string().max(200).default(""),
  next: z.string().max(500).optional(),
});

/** A posted form through its schema: the typed values, or the first problem in a sentence. */
export function parseStaffForm<T>(schema: z.ZodType<T>, form: URLSearchParams) {
  const parsed = schema.safeParse(Object.fromEntries(form));
  return parsed.success
    ? ({ ok: true, data: parsed.data } as const)
    : ({ ok: false, problem: parsed.error.issues[0]?.message ?? "That form could not be read." } as const);
}
