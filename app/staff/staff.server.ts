import { randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie, createCookieSessionStorage, data, redirect, type Session } from "react-router";
import type { RequestStore } from "../desk/request-store.server";
import {
  policyAction,
  withHeaders,
  type ActionLimits,
  type GuardedArgs,
  type PolicyBody,
} from "../handlers/action-policy.server";
import { requestPageForm } from "~/desk/desk-forms";
import { parseStaffForm } from "./staff-forms";
import { SESSION_HOURS, type StaffAccount, type StaffDirectory, type StaffRole } from "./staff-directory.server";

/**
 * The staff inbox's access: named accounts (staff-directory.ts), a signed cookie that carries only the session's id
 * and the CSRF token (React Router's cookie session storage), and the session itself in the database, so that
 * signing out or disabling an account ends it at once and a restart does not.
 */

/** What the server shell gives the staff routes. */
export interface StaffAccess {
  store: RequestStore;
  directory: StaffDirectory;
  /** Secrets that sign the session cookie, newest first (an old one may stay while sessions roll over). */
  sessionSecrets: string[];
  /** Secure cookie: always in production, and whenever the request came over HTTPS. */
  secureCookies: boolean;
  /** How often an open desk page refreshes its counts and rows (DESK_REFRESH_SECONDS, 20 by default). */
  refreshSeconds?: number;
}

interface StaffSessionData {
  csrf: string;
  /** The database session's id; absent until signed in. */
  sid: string;
  /** A change posted after the session had ended (JSON of LostChange): offered again once signed in. */
  lost: string;
}

/** A form a session that had ended could not save: where it was posted, and its fields (without the token). */
export interface LostChange {
  path: string;
  fields: [string, string][];
}

/**
 * Staff pages are personal data: never indexed, never cached, and never named to another site (a searched number
 * stays out of Referer headers). `same-origin`, not `no-referrer`: under `no-referrer` the browser posts the desk's
 * own forms with `Origin: null`, which React Router's CSRF check refuses (decision 0022).
 */
export const STAFF_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
} as const;

const newToken = () => randomBytes(32).toString("base64url");

function sameToken(sent: unknown, expected: string | undefined): boolean {
  if (typeof sent !== "string" || !expected || sent.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}

export function staffAccess(context: { staff?: StaffAccess }): StaffAccess {
  if (!context.staff) throw data("Not Found", { status: 404, headers: STAFF_HEADERS });
  return context.staff;
}

export interface StaffVisit {
  access: StaffAccess;
  session: Session<StaffSessionData>;
  /** The signed-in account, if any. */
  account: StaffAccount | undefined;
  /** The cookie named a session that has ended (signed out elsewhere, expired, account disabled). */
  ended: boolean;
  /** The token every form of this session carries. */
  csrf: string;
  /** The Set-Cookie value that keeps this session as it now is. */
  commit: () => Promise<string>;
  /** Ends the session here and in the database; the Set-Cookie value that clears the cookie. */
  destroy: () => Promise<string>;
}

export async function staffVisit(request: Request, context: { staff?: StaffAccess }): Promise<StaffVisit> {
  const access = staffAccess(context);
  const storage = createCookieSessionStorage<StaffSessionData>({
    cookie: {
      name: "staff_session",
      path: "/staff",
      httpOnly: true,
      sameSite: "strict",
      secure: access.secureCookies,
      secrets: access.sessionSecrets,
      maxAge: SESSION_HOURS * 3600,
    },
  });
  const session = await storage.getSession(request.headers.get("Cookie"));
  const sid = session.get("sid");
  const account = sid ? access.directory.sessionAccount(sid) : undefined;
  let csrf = session.get("csrf");
  if (!csrf) {
    csrf = newToken();
    session.set("csrf", csrf);
  }
  return {
    access,
    session,
    account,
    ended: Boolean(sid) && !account,
    csrf,
    commit: () => storage.commitSession(session),
    destroy: async () => {
      if (sid) await access.directory.endSession(sid);
      return storage.destroySession(session);
    },
  };
}

/** The sign-in page, saying why and where it returns to: `/staff/login?next=/staff/requests/12&ended=1`. */
export function signInAddress(next: string, ended: boolean): string {
  const params = new URLSearchParams();
  if (next !== "/staff" && safeStaffPath(next)) params.set("next", next);
  if (ended) params.set("ended", "1");
  const query = params.toString();
  return `/staff/login${query ? `?${query}` : ""}`;
}

/**
 * A desk address to return to, never another site's: "/staff…" only, in printable ASCII (a Location header holds
 * nothing else: a line break or a Telugu letter there is a 500, not a redirect).
 */
export function safeStaffPath(value: string | null | undefined): value is string {
  return !!value && /^\/staff(?:[/?#][\x21-\x7e]*)?$/.test(value) && !value.includes("\\");
}

/**
 * The visit with its account, if signed in and in the role the page states; otherwise the visitor is sent to the
 * sign-in page, or refused (403). An editor-only account that opens the desk's front page is taken to the site's.
 * The role is the route's own word, never read from the address: React Router matches `/staff/%73ite` as the
 * editor's page, and a check that read the spelling would take it for the desk's (issue 38).
 */
export function requireAccount(visit: StaffVisit, next: string, role: StaffRole) {
  if (!visit.account) {
    throw redirect(signInAddress(next, visit.ended), { status: 303, headers: STAFF_HEADERS });
  }
  if (!visit.account.roles.includes(role)) {
    if (next === "/staff" && visit.account.roles.includes("editor")) {
      throw redirect("/staff/site", { status: 303, headers: STAFF_HEADERS });
    }
    throw data(
      role === "editor"
        ? "Your account is for the front desk, not for editing the site. Ask for the editor role (npm run staff:roles)."
        : "Your account is for editing the site, not for the front desk's requests. Go to /staff/site.",
      { status: 403, headers: STAFF_HEADERS },
    );
  }
  return { ...visit, account: visit.account };
}

/**
 * A signed-in visit's account in the role the page states; otherwise the visitor is sent to the sign-in page, to
 * come back here after, or refused.
 */
export async function signedInStaff(request: Request, context: { staff?: StaffAccess }, role: StaffRole) {
  // The page without its query: a searched name or number never travels in a sign-in address (or a log line).
  const next = new URL(request.url).pathname.replace(/\.data$/, "");
  return requireAccount(await staffVisit(request, context), next, role);
}

/** How many accounts one browser remembers having signed in to (a shared desk PC). */
const KNOWN_DEVICE_KEYS = 8;

/** The signed cookie by which a browser is known to the accounts it has signed in to (decision 0023). */
function deviceCookie(access: StaffAccess) {
  return createCookie("staff_device", {
    path: "/staff",
    httpOnly: true,
    sameSite: "strict",
    secure: access.secureCookies,
    secrets: access.sessionSecrets,
    maxAge: 180 * 86_400,
  });
}

/** The device keys this browser holds (none if its cookie is missing, forged or signed with a retired secret). */
export async function knownDevices(request: Request, access: StaffAccess): Promise<string[]> {
  const value: unknown = await deviceCookie(access).parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === "string") : [];
}

/** The Set-Cookie value that adds this account's device key to the browser's, newest first. */
export async function rememberDevice(request: Request, access: StaffAccess, deviceKey: string): Promise<string> {
  const account = (key: string) => key.split(".")[0];
  const others = (await knownDevices(request, access)).filter((key) => account(key) !== account(deviceKey));
  return deviceCookie(access).serialize([deviceKey, ...others].slice(0, KNOWN_DEVICE_KEYS));
}

/** Starts a signed-in session with a fresh CSRF token (nothing from before signing in carries over). */
export function startSession(visit: StaffVisit, sessionId: string) {
  visit.session.set("csrf", newToken());
  visit.session.set("sid", sessionId);
}

const PERSONAL_DATA = Symbol.for("hospital.personalData");

/** Whether a loader was made with staffLoader (the route coverage test asks every staff route). */
export function answersWithPersonalData(loader: unknown): boolean {
  return typeof loader === "function" && PERSONAL_DATA in loader;
}

/**
 * Every staff loader: whatever it answers or throws, at whatever address React Router reached it by (its page, its
 * `.data` address, a file download), carries STAFF_HEADERS.
 */
export function staffLoader<Args, Result>(handler: (args: Args) => Promise<Result> | Result) {
  return Object.assign((args: Args) => withHeaders(STAFF_HEADERS, () => handler(args)), { [PERSONAL_DATA]: true });
}

interface StaffActionArgs {
  request: Request;
  context: { staff?: StaffAccess; limits?: ActionLimits; clientAddress?: string; closeAfterAnswer?: () => void };
}

/** What a staff form's handler gets: the route's arguments, the body, its limit, the visit and the checked form. */
export type StaffFormArgs<Args> = Args & GuardedArgs & { visit: StaffVisit; form: URLSearchParams };

type StaffPolicy = "staff-sign-in" | "staff-form" | "site-edit" | "site-photo";

/**
 * The role a policy's forms need, checked before their body is read: the site editor's forms are the editors'. The
 * small forms ("staff-form": the desk's, the editor's publishing, signing out) check their own role in their handler,
 * once their 8 KB at most are read.
 */
const ROLE_BEFORE_BODY: Partial<Record<StaffPolicy, StaffRole>> = { "site-edit": "editor", "site-photo": "editor" };

/**
 * Every staff form's action (decision 0050): its policy (action-policy.server.ts: body limit, address limit, no
 * caching), and first what the cookie alone can say, before a byte of the body is read: the visit, and for the site
 * editor's forms the account's role. A post without a session is counted against its address and sent to sign in,
 * its body unread (signedOutPost). Then the body, and the form only if its CSRF token matches the session's: a
 * multipart form's token comes before its file, which is not read without it. A form without it gets `expired` (by
 * default a plain 403). Answers carry STAFF_HEADERS; one given before the body was read closes the connection.
 */
export function staffAction<Args extends StaffActionArgs, Result>(
  policy: StaffPolicy,
  handler: (args: StaffFormArgs<Args>) => Promise<Result> | Result,
  expired: (visit: StaffVisit) => Promise<Result | Response> | Result | Response = () =>
    staffRefusal(403, "This form has expired. Go back, reload the page and try again."),
) {
  return policyAction(policy, (args: Args, body: PolicyBody) =>
    withHeaders(STAFF_HEADERS, async (): Promise<Result | Response> => {
      const visit = await staffVisit(args.request, args.context);
      const signedOut = policy !== "staff-sign-in" && !visit.account;
      if (signedOut) return signedOutPost(args, visit, body, policy === "staff-form");
      const role = ROLE_BEFORE_BODY[policy];
      if (role) requireAccount(visit, new URL(args.request.url).pathname.replace(/\.data$/, ""), role);
      const token = visit.session.get("csrf");
      const read = await body.read({ beforeFiles: (fields) => sameToken(fields.get("csrf"), token) });
      if (read === "refused") return expired(visit);
      const limit = await body.limit();
      const form = new URLSearchParams(read.body);
      if (!sameToken(form.get("csrf"), token)) return expired(visit);
      return handler({ ...args, ...read, limit, visit, form });
    }),
  );
}

/**
 * A staff form posted without a session: counted against its address (429 past the limit), then sent to sign in and
 * back (sessionEnded). Its body is left unread, but for a small form's (`readForm`: 8 KB at most), which may hold a
 * change to offer again after signing in; past those 8 KB nothing is kept. A body left unread that does not say it
 * is 64 KB at most (a photograph) gets a 403 that says to sign in again instead: a redirect given while the browser is
 * still sending is lost (PolicyBody.small). Without the server shell nothing is counted: the post is refused all the
 * same.
 */
async function signedOutPost(args: StaffActionArgs, visit: StaffVisit, body: PolicyBody, readForm: boolean) {
  if (args.context.limits?.signedOutStaffPosts && args.context.clientAddress) {
    const limit = await body.limit("signedOutStaffPosts");
    // Thrown, not returned: after an answer the page's own loader would run, and send a signed-out visitor to sign in.
    if (limit.over) {
      throw new Response("Too many staff forms from this address without signing in. Try again later.", {
        status: 429,
        headers: {
          ...STAFF_HEADERS,
          "Content-Type": "text/plain; charset=utf-8",
          "Retry-After": String(limit.retryAfterSeconds),
        },
      });
    }
  }
  let form = new URLSearchParams();
  let cutOff = !body.small;
  if (readForm) {
    try {
      const read = await body.read();
      if (read !== "refused") form = new URLSearchParams(read.body);
      cutOff = false;
    } catch {
      // Past the form's limit (or cut off): nothing of it is kept.
    }
  }
  // A large body stays unread, and the browser still sending it sees only an error status: told so, not redirected.
  if (cutOff) {
    throw data("Your session has ended, so this was not saved. Sign in again at /staff/login, then send it again.", {
      status: 403,
    });
  }
  return sessionEnded(args.request, visit, form);
}

/** The most a lost change may take in the session cookie (a 500-letter Telugu note is about 1.6 KB). */
const LOST_CHANGE_BYTES = 2_400;

/** Keeps a request page's lost change in the session cookie and sends the person to sign in, then back. */
async function sessionEnded(request: Request, visit: StaffVisit, form: URLSearchParams) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const onRequest = /^\/staff\/requests\/\d+$/.test(path);
  // Only a change the request page would take is kept, and only its own fields: a cookie holds about 4 KB, and an
  // oversized note made the session cookie itself fail (a 500 and a stack in the log).
  const parsed = onRequest ? parseStaffForm(requestPageForm, form) : undefined;
  if (parsed?.ok) {
    const fields = [...form].filter(([name]) => name in parsed.data);
    const lost = JSON.stringify({ path, fields } satisfies LostChange);
    if (Buffer.byteLength(lost) <= LOST_CHANGE_BYTES) visit.session.set("lost", lost);
  }
  return redirect(signInAddress(onRequest ? path : "/staff", true), {
    status: 303,
    headers: { "Set-Cookie": await visit.commit() },
  });
}

/** The change a session lost on this request page, taken out of the session (shown once). */
export function takeLostChange(visit: StaffVisit, path: string): LostChange | undefined {
  const raw = visit.session.get("lost");
  if (!raw) return undefined;
  visit.session.unset("lost");
  try {
    const lost = JSON.parse(raw) as LostChange;
    return lost.path === path && Array.isArray(lost.fields) ? lost : undefined;
  } catch {
    return undefined;
  }
}

/** Every staff page's headers: its action's when it answered one (no-store and the rest), else its loader's. */
export function staffPageHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** A plain answer for the inbox's form posts that cannot go on (signed out, expired form). */
export function staffRefusal(status: 400 | 401 | 403 | 404, message: string) {
  return new Response(message, { status, headers: { ...STAFF_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}
