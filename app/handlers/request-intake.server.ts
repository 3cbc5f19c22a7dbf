import { data, redirect } from "react-router";
import type { z } from "zod";
import type { GuardedArgs } from "./action-policy.server";
import type { RequestStore, StoredRequest } from "../desk/request-store.server";
import type { FormReply, RequestKind } from "../lib/form-reply";
import { langOfRequest, localizedPath } from "../i18n/lang";
import { appointmentSchema, contactSchema, fieldErrors, HONEYPOT_FIELD } from "../lib/requests";

/**
 * Where a booking or a contact message arrives, with or without JavaScript: one function reads, checks and
 * stores it; the page actions (/book, /contact) answer it as a page, the API routes (/api/…) as JSON.
 */

/** What the server shell (server/app.ts) gives the form actions for each request. */
export interface RequestIntake {
  store: RequestStore;
  onStored?: (request: StoredRequest) => void;
}

/** What a patient-request action (guardedAction's "patient-request" policy) hands the intake. */
type IntakeArgs = { request: Request; context: { intake?: RequestIntake } } & GuardedArgs;

type Received =
  | { outcome: "stored"; id: number }
  /** The honeypot was filled: answered as if stored, nothing kept. */
  | { outcome: "ignored" }
  | ({ outcome: "returned" } & FormReply)
  | { outcome: "refused"; status: 400 | 413 | 415; message: string };

const schemas = { appointment: appointmentSchema, contact: contactSchema } as const;

type Refused = Extract<Received, { outcome: "refused" }>;

/** The fields of a body already read within the policy's limit (action-policy.server.ts). */
function readFields(request: Request, text: string): { fields: Record<string, unknown> } | Refused {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") {
    return { outcome: "refused", status: 415, message: "Send the form as JSON or as an ordinary form post." };
  }
  if (type === "application/x-www-form-urlencoded") return { fields: Object.fromEntries(new URLSearchParams(text)) };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      return { fields: parsed as Record<string, unknown> };
    }
  } catch {
    // answered below
  }
  return { outcome: "refused", status: 400, message: "The request could not be read." };
}

const textValues = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== HONEYPOT_FIELD,
    ),
  );

export async function receiveRequest(
  kind: RequestKind,
  { request, context, body, limit }: IntakeArgs,
): Promise<Received> {
  const intake = intakeOf(context);
  const read = readFields(request, body);
  if ("outcome" in read) return read;
  const { fields } = read;
  // A form posted without JavaScript carries no language field: the page it was posted to gives it.
  if (fields.lang !== "en" && fields.lang !== "te") fields.lang = langOfRequest(request);
  const values = textValues(fields);
  if (limit.over) {
    return {
      outcome: "returned",
      problem: "rate-limited",
      values,
      errors: {},
      retryAfterMinutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)),
    };
  }
  // Bots fill the hidden field; they get the same answer as people, and nothing is stored.
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot !== "") return { outcome: "ignored" };
  const parsed = (schemas[kind] as z.ZodType).safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, fields.lang === "te" ? "te" : "en");
    return { outcome: "returned", problem: "invalid", values, errors };
  }
  let stored: StoredRequest;
  try {
    stored =
      kind === "appointment"
        ? await intake.store.addAppointment(parsed.data as z.infer<typeof appointmentSchema>)
        : await intake.store.addContact(parsed.data as z.infer<typeof contactSchema>);
  } catch (error) {
    console.error(`Could not store ${kind} request`, error);
    return { outcome: "returned", problem: "store-failed", values, errors: {} };
  }
  intake.onStored?.(stored);
  return { outcome: "stored", id: stored.id };
}

function intakeOf(context: { intake?: RequestIntake }): RequestIntake {
  if (!context.intake) throw new Error("Form posts need the server (server/app.ts), which gives the intake.");
  return context.intake;
}

const STATUS_OF_PROBLEM = { invalid: 400, "rate-limited": 429, "store-failed": 503 } as const;

function retryHeaders(reply: FormReply): Record<string, string> {
  return reply.retryAfterMinutes ? { "Retry-After": String(reply.retryAfterMinutes * 60) } : {};
}

/** A page action's answer: the confirmation page, or the same page with the form as it was sent. */
export async function answerFormPost(kind: RequestKind, args: IntakeArgs) {
  const { request } = args;
  const received = await receiveRequest(kind, args);
  if (received.outcome === "stored" || received.outcome === "ignored") {
    return redirect(`${localizedPath("/request-received", langOfRequest(request))}?kind=${kind}`, 303);
  }
  if (received.outcome === "refused") throw data(received.message, { status: received.status });
  const { outcome: _outcome, ...reply } = received;
  // Never cached (it holds what a patient typed) and never indexed (the page's own head still says "index").
  return data(reply satisfies FormReply, {
    status: STATUS_OF_PROBLEM[reply.problem],
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", ...retryHeaders(reply) },
  });
}

/** The API's answer to the page script's submissions (JSON). */
export async function answerJson(kind: RequestKind, args: IntakeArgs) {
  const received = await receiveRequest(kind, args);
  const noStore = { "Cache-Control": "no-store" };
  switch (received.outcome) {
    case "stored":
      return Response.json({ ok: true, id: received.id }, { status: 201, headers: noStore });
    case "ignored":
      return Response.json({ ok: true }, { status: 201, headers: noStore });
    case "refused":
      return Response.json({ ok: false, error: received.message }, { status: received.status, headers: noStore });
    case "returned":
      if (received.problem === "invalid") {
        return Response.json({ ok: false, errors: received.errors }, { status: 400, headers: noStore });
      }
      return Response.json(
        {
          ok: false,
          error:
            received.problem === "rate-limited"
              ? "Too many requests. Please call us instead."
              : "The request could not be stored.",
        },
        { status: STATUS_OF_PROBLEM[received.problem], headers: { ...noStore, ...retryHeaders(received) } },
      );
  }
}
