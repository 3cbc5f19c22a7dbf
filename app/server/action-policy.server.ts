import { data } from "react-router";
import { readLimitedBytes } from "./http-body.server";

/**
 * Every form action's protections, decided once per action and carried by the action itself: however React Router
 * reaches it (the English or Telugu page, its `.data` address, a route added later that exports it), the same
 * body limit, per-address limit and caching apply, because they run inside the action, not in front of an address.
 * tests/server/action-coverage.test.ts walks the built route manifest and refuses any action without a policy.
 * Staff forms add their session and CSRF check on top (staffAction in staff.server.ts).
 */

/** A counter per visitor address over a window (server/address-limits.ts keeps them in memory). */
export interface AddressLimiter {
  readonly limit: number;
  /** Counts one more for this address: how many in the current window, and when the window ends. */
  hit(address: string): Promise<{ count: number; resetAt: Date }>;
  /** Takes one back (a sign-in that succeeded is not held against the desk PC). */
  undo(address: string): Promise<void>;
}

/** What the server shell gives every action: its limiters and the visitor's address (behind a proxy, as it says). */
export interface ActionLimits {
  /** Bookings and messages, on the pages and the API alike: every post counts. */
  submissions: AddressLimiter;
  /** Staff sign-ins: only the failed ones count. */
  signInFailures: AddressLimiter;
}

export const ACTION_POLICIES = {
  /** A patient's booking or message: 32 KB at most; every post counts against the address's limit. */
  "patient-request": { bodyBytes: 32 * 1024, limiter: "submissions" },
  /** The staff sign-in: 8 KB; each attempt counts against the address until it succeeds. CSRF in staffAction. */
  "staff-sign-in": { bodyBytes: 8 * 1024, limiter: "signInFailures" },
  /** Any other staff form: 8 KB; signed in and CSRF-checked by staffAction, so no address limit. */
  "staff-form": { bodyBytes: 8 * 1024, limiter: null },
  /**
   * The site editor's facts page (/staff/site/facts): 64 KB, checked like any other staff form. One of its forms
   * holds a whole Telugu timetable or scheme list, 11–13 KB once encoded, up to 1,200 characters a field.
   */
  "site-edit": { bodyBytes: 64 * 1024, limiter: null },
  /**
   * A photograph for a picture slot (/staff/site/photos, decision 0040): 15 MB, a phone camera's photo with room to
   * spare, sent as multipart/form-data; its text fields are checked like any other staff form's.
   */
  "site-photo": { bodyBytes: 15 * 1024 * 1024, limiter: null, multipart: true },
} as const satisfies Record<string, { bodyBytes: number; limiter: keyof ActionLimits | null; multipart?: true }>;

export type ActionPolicyName = keyof typeof ACTION_POLICIES;

/** Where this address stands with the action's limiter. */
export interface LimitState {
  over: boolean;
  retryAfterSeconds: number;
  /** Takes this attempt back off the count (a successful sign-in). */
  forgive(): Promise<void>;
}

export interface GuardedArgs {
  /**
   * The body, read once within the policy's limit (the request's own body is used up). For a multipart policy: its
   * text fields, URL-encoded like any other form's, and its files in `files`.
   */
  body: string;
  files: ReadonlyMap<string, File>;
  limit: LimitState;
}

/** A multipart body's text fields as a URL-encoded body, and its files by field name (the last of each name). */
async function readMultipart(request: Request, bytes: Buffer) {
  const type = request.headers.get("content-type") ?? "";
  const files = new Map<string, File>();
  const fields = new URLSearchParams();
  if (!type.startsWith("multipart/form-data")) return { body: bytes.toString("utf8"), files };
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw data("The form could not be read.", { status: 400 });
  }
  for (const [name, value] of form) {
    if (typeof value === "string") fields.append(name, value);
    else files.set(name, value);
  }
  return { body: fields.toString(), files };
}

interface ActionArgsBase {
  request: Request;
  context: { limits?: ActionLimits; clientAddress?: string };
}

// Symbol.for: the built server bundle and a test importing this file hold different copies of it.
const POLICY = Symbol.for("hospital.actionPolicy");

/** The policy an exported action carries, if it was made with guardedAction. */
export function actionPolicyOf(action: unknown): ActionPolicyName | undefined {
  return typeof action === "function" ? (action as { [POLICY]?: ActionPolicyName })[POLICY] : undefined;
}

const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * The same headers on whatever a route handler answers: a Response, `data(…)`, a plain value, or something thrown.
 * An answer to a form post holds what someone typed; a staff page holds patients' details: neither is cached.
 */
export async function withHeaders<R>(headers: Record<string, string>, run: () => Promise<R> | R): Promise<R> {
  const apply = (value: unknown): unknown => {
    if (value instanceof Response) {
      for (const [name, content] of Object.entries(headers)) value.headers.set(name, content);
      return value;
    }
    if (isDataWithInit(value)) {
      const merged = new Headers(value.init?.headers);
      for (const [name, content] of Object.entries(headers)) merged.set(name, content);
      value.init = { ...value.init, headers: merged };
      return value;
    }
    return data(value, { headers });
  };
  try {
    return apply(await run()) as R;
  } catch (thrown) {
    throw thrown instanceof Response || isDataWithInit(thrown) ? apply(thrown) : thrown;
  }
}

function isDataWithInit(value: unknown): value is { type: string; data: unknown; init?: ResponseInit } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** The action's limit for this visitor: counted now, before the action does anything slow. */
async function limitFor(policy: (typeof ACTION_POLICIES)[ActionPolicyName], context: ActionArgsBase["context"]) {
  const free: LimitState = { over: false, retryAfterSeconds: 0, forgive: async () => {} };
  if (!policy.limiter) return free;
  const limiter = context.limits?.[policy.limiter];
  // Without the server shell (a build tool, a test without it) nothing can be limited: refuse rather than let it by.
  if (!limiter || !context.clientAddress) {
    throw data("Form posts need the server (server/app.ts).", { status: 503, headers: NO_STORE });
  }
  const address = context.clientAddress;
  const { count, resetAt } = await limiter.hit(address);
  return {
    over: count > limiter.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
    forgive: () => limiter.undo(address),
  } satisfies LimitState;
}

/**
 * An action with its policy: the body is read within the policy's limit (413 beyond), the address's limiter counts
 * the attempt and says whether it is over, and whatever the action answers is never cached.
 */
export function guardedAction<Args extends ActionArgsBase, Result>(
  name: ActionPolicyName,
  handler: (args: Args & GuardedArgs) => Promise<Result> | Result,
): ((args: Args) => Promise<Result>) & { [POLICY]: ActionPolicyName } {
  const policy = ACTION_POLICIES[name];
  const action = (args: Args) =>
    withHeaders(NO_STORE, async () => {
      const multipart = "multipart" in policy;
      const bytes = await readLimitedBytes(args.request, policy.bodyBytes);
      if (bytes === null) throw data("The request is too large.", { status: 413 });
      const { body, files } = multipart
        ? await readMultipart(args.request, bytes)
        : { body: bytes.toString("utf8"), files: new Map<string, File>() };
      const limit = await limitFor(policy, args.context);
      return handler({ ...args, body, files, limit });
    });
  return Object.assign(action, { [POLICY]: name });
}
