import { data } from "react-router";
import { readLimitedBytes, readMultipartLimited } from "./http-body.server";

/**
 * Every form action's protections, decided once per action and carried by the action itself: however React Router
 * reaches it (the English or Telugu page, its `.data` address, a route added later that exports it), the same
 * body limit, per-address limit and caching apply, because they run inside the action, not in front of an address.
 * tests/server/action-coverage.test.ts walks the built route manifest and refuses any action without a policy.
 * Staff forms add their session, role and CSRF checks (staffAction in staff.server.ts), the first two before a byte
 * of the body is read (decision 0050).
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
  /**
   * Staff forms posted without a session (any but the sign-in's): each counts, and past the limit they get 429. They
   * are refused with their body unread either way (decision 0050); this keeps a flood of them from costing even that.
   */
  signedOutStaffPosts: AddressLimiter;
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
   * spare, sent as multipart/form-data and parsed as it arrives (decision 0050): one file, at most 16 text fields of
   * 64 KB together (a body that is not multipart gets those 64 KB too); they are checked like any other staff form's.
   */
  "site-photo": {
    bodyBytes: 15 * 1024 * 1024,
    limiter: null,
    multipart: { files: 1, fields: 16, textBytes: 64 * 1024 },
  },
} as const satisfies Record<
  string,
  {
    bodyBytes: number;
    limiter: keyof ActionLimits | null;
    multipart?: { files: number; fields: number; textBytes: number };
  }
>;

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

interface ActionArgsBase {
  request: Request;
  context: { limits?: ActionLimits; clientAddress?: string; closeAfterAnswer?: () => void };
}

// Symbol.for: the built server bundle and a test importing this file hold different copies of it.
const POLICY = Symbol.for("hospital.actionPolicy");

/** The policy an exported action carries, if it was made with policyAction (guardedAction and staffAction are). */
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

/** A limiter's count for this visitor: counted now, before the action does anything slow. */
async function limitFor(name: keyof ActionLimits | null, context: ActionArgsBase["context"]) {
  const free: LimitState = { over: false, retryAfterSeconds: 0, forgive: async () => {} };
  if (!name) return free;
  const limiter = context.limits?.[name];
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

/** What a policy action's handler reads its body and counts its address with, when it chooses to. */
export interface PolicyBody {
  /**
   * The body within the policy's limit: for a multipart policy, its text fields URL-encoded like any other form's
   * and its files by field name (the last of each name). Throws 413 past the limit, 400 for a multipart body that is
   * not one. `beforeFiles` (multipart only) sees the text fields that came before the first file, as it begins: if
   * it says no, the file is left unread and `refused` comes back.
   */
  read(options?: { beforeFiles?: (fields: URLSearchParams) => boolean }): Promise<BodyRead | "refused">;
  /** The policy's per-address limit for this visitor (or the named limiter's), counted now. */
  limit(limiter?: keyof ActionLimits): Promise<LimitState>;
  /**
   * Whether the body says it is small (64 KB at most): if unread, it is read and dropped after the answer. A larger
   * one is cut off by closing the connection, and a browser then shows only an error status (4xx, 5xx) given before
   * its upload ended: Chromium takes a redirect that came back to a failed upload for a reset connection.
   */
  readonly small: boolean;
}

export interface BodyRead {
  body: string;
  files: ReadonlyMap<string, File>;
}

const tooLarge = () => data("The request is too large.", { status: 413 });

/** What is left of an unread body that says it is no longer than this is read and dropped, not cut off. */
const SMALL_BODY_BYTES = 64 * 1024;

function saysSmall(request: Request): boolean {
  const length = request.headers.get("content-length");
  return length !== null && Number(length) <= SMALL_BODY_BYTES;
}

/**
 * Reads and drops the rest of a body that says it is small, so that the connection stays usable and the sender is
 * not cut off while it sends (a browser posts a small form's body after its headers; fetch loses the answer then).
 * False for a body that does not say its length, says a longer one, or does not end where it said.
 */
async function droppedSmallBody(request: Request): Promise<boolean> {
  if (!saysSmall(request) || !request.body || request.body.locked) return false;
  try {
    return (await readLimitedBytes(request, SMALL_BODY_BYTES)) !== null;
  } catch {
    return false;
  }
}

/**
 * An action with its policy whose handler reads the body when it is ready to (`body.read()`), after whatever it can
 * check without it. Whatever it answers is never cached. An answer given before the body was read to its end closes
 * the connection after it, the rest of the body unread (decision 0050), unless the body said it was small (64 KB at
 * most): that is read and dropped, and the connection kept.
 */
export function policyAction<Args extends ActionArgsBase, Result>(
  name: ActionPolicyName,
  handler: (args: Args, body: PolicyBody) => Promise<Result> | Result,
): ((args: Args) => Promise<Result>) & { [POLICY]: ActionPolicyName } {
  const policy: (typeof ACTION_POLICIES)[ActionPolicyName] = ACTION_POLICIES[name];
  const action = (args: Args) => {
    const { request, context } = args;
    let usedUp = !request.body || request.headers.get("content-length") === "0";
    const body: PolicyBody = {
      async read(options = {}) {
        if (!("multipart" in policy) || !request.headers.get("content-type")?.startsWith("multipart/form-data")) {
          // A body that is not multipart gets a multipart policy's text fields' room, not its file's.
          const bytes = await readLimitedBytes(
            request,
            "multipart" in policy ? policy.multipart.textBytes : policy.bodyBytes,
          );
          if (bytes === null) throw tooLarge();
          usedUp = true;
          return { body: bytes.toString("utf8"), files: new Map<string, File>() };
        }
        const read = await readMultipartLimited(
          request,
          { bodyBytes: policy.bodyBytes, ...policy.multipart },
          options.beforeFiles,
        );
        if (!read.ok) {
          if (read.problem === "refused") return "refused";
          throw read.problem === "too-large" ? tooLarge() : data("The form could not be read.", { status: 400 });
        }
        usedUp = true;
        return { body: read.fields.toString(), files: read.files };
      },
      limit: (limiter) => limitFor(limiter ?? policy.limiter, context),
      small: saysSmall(request),
    };
    return withHeaders(NO_STORE, async () => {
      try {
        return await handler(args, body);
      } finally {
        if (!usedUp && !(await droppedSmallBody(request))) context.closeAfterAnswer?.();
      }
    });
  };
  return Object.assign(action, { [POLICY]: name });
}

/**
 * An action with its policy, its body read first: within the policy's limit (413 beyond), then the address's
 * limiter counts the attempt and says whether it is over; whatever the action answers is never cached.
 */
export function guardedAction<Args extends ActionArgsBase, Result>(
  name: ActionPolicyName,
  handler: (args: Args & GuardedArgs) => Promise<Result> | Result,
): ((args: Args) => Promise<Result>) & { [POLICY]: ActionPolicyName } {
  return policyAction(name, async (args: Args, body) => {
    const read = await body.read();
    // Without `beforeFiles` nothing is refused; the check keeps the types honest.
    if (read === "refused") throw data("The form could not be read.", { status: 400 });
    const limit = await body.limit();
    return handler({ ...args, ...read, limit });
  });
}
