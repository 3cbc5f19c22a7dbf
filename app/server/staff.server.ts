import { randomBytes, timingSafeEqual } from "node:crypto";
import { createCookieSessionStorage, data, type Session } from "react-router";
import type { RequestStore } from "./request-store";
import { readLimited } from "./request-intake.server";

/**
 * The staff inbox's access: a signed cookie session (React Router's cookie session storage, so a restart keeps
 * everyone signed in), a CSRF token in that session for every form, and the password check (passwords.server.ts).
 */

/** What the server shell gives the staff routes; absent when no staff password is configured. */
export interface StaffAccess {
  store: RequestStore;
  /** scrypt hash of the staff password. */
  passwordHash: string;
  /** Secrets that sign the session cookie, newest first (an old one may stay while sessions roll over). */
  sessionSecrets: string[];
  /** Secure cookie: always in production, and whenever the request came over HTTPS. */
  secureCookies: boolean;
  /** Set by the shell's sign-in limiter when this address has tried too often. */
  signInLimited?: boolean;
}

declare module "react-router" {
  interface AppLoadContext {
    staff?: StaffAccess;
  }
}

export const SESSION_HOURS = 8;
const FORM_LIMIT_BYTES = 8 * 1024;

interface StaffSessionData {
  csrf: string;
  /** Epoch milliseconds; absent until signed in. Checked as well as the cookie's own expiry. */
  signedInUntil: number;
}

/** Staff pages are personal data: never indexed, never cached. */
export const STAFF_HEADERS = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" } as const;

const newToken = () => randomBytes(32).toString("base64url");

function sameToken(sent: unknown, expected: string | undefined): boolean {
  if (typeof sent !== "string" || !expected || sent.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}

export function staffAccess(context: { staff?: StaffAccess }): StaffAccess {
  // Without a configured password the inbox does not exist.
  if (!context.staff) throw data("Not Found", { status: 404, headers: STAFF_HEADERS });
  return context.staff;
}

export interface StaffVisit {
  access: StaffAccess;
  session: Session<StaffSessionData>;
  signedIn: boolean;
  /** The token every form of this session carries. */
  csrf: string;
  /** The Set-Cookie value that keeps this session as it now is. */
  commit: () => Promise<string>;
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
  const signedIn = (session.get("signedInUntil") ?? 0) > Date.now();
  let csrf = session.get("csrf");
  if (!csrf) {
    csrf = newToken();
    session.set("csrf", csrf);
  }
  return {
    access,
    session,
    signedIn,
    csrf,
    commit: () => storage.commitSession(session),
    destroy: () => storage.destroySession(session),
  };
}

/** Starts a signed-in session with a fresh CSRF token (nothing from before signing in carries over). */
export function signIn(visit: StaffVisit) {
  visit.session.set("csrf", newToken());
  visit.session.set("signedInUntil", Date.now() + SESSION_HOURS * 3600_000);
}

/** A staff form's fields, once its CSRF token matches the session's; otherwise null. */
export async function readStaffForm(request: Request, visit: StaffVisit): Promise<URLSearchParams | null> {
  const text = await readLimited(request, FORM_LIMIT_BYTES);
  if (text === null) throw data("The form is too large.", { status: 413, headers: STAFF_HEADERS });
  const form = new URLSearchParams(text);
  return sameToken(form.get("csrf"), visit.session.get("csrf")) ? form : null;
}

/** A plain answer for the inbox's form posts that cannot go on (signed out, expired form). */
export function staffRefusal(status: 400 | 401 | 403, message: string) {
  return new Response(message, { status, headers: { ...STAFF_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}
