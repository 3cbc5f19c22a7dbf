import { randomBytes, timingSafeEqual } from "node:crypto";
import { createCookieSessionStorage, data, redirect, type Session } from "react-router";
import type { RequestStore } from "./request-store";
import { readLimited } from "./request-intake.server";
import { SESSION_HOURS, type StaffAccount, type StaffDirectory } from "./staff-directory";

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
  /** Set by the shell's sign-in limiter when this address has tried too often. */
  signInLimited?: boolean;
}

declare module "react-router" {
  interface AppLoadContext {
    staff?: StaffAccess;
  }
}

const FORM_LIMIT_BYTES = 8 * 1024;

interface StaffSessionData {
  csrf: string;
  /** The database session's id; absent until signed in. */
  sid: string;
}

/** Staff pages are personal data: never indexed, never cached. */
export const STAFF_HEADERS = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" } as const;

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
    csrf,
    commit: () => storage.commitSession(session),
    destroy: () => {
      if (sid) access.directory.endSession(sid);
      return storage.destroySession(session);
    },
  };
}

/** A signed-in visit's account; otherwise the visitor is sent to the sign-in page. */
export async function signedInStaff(request: Request, context: { staff?: StaffAccess }) {
  const visit = await staffVisit(request, context);
  if (!visit.account) throw redirect("/staff/login", { status: 303, headers: STAFF_HEADERS });
  return { ...visit, account: visit.account };
}

/** Starts a signed-in session with a fresh CSRF token (nothing from before signing in carries over). */
export function startSession(visit: StaffVisit, sessionId: string) {
  visit.session.set("csrf", newToken());
  visit.session.set("sid", sessionId);
}

/** A staff form's fields, once its CSRF token matches the session's; otherwise null. */
export async function readStaffForm(request: Request, visit: StaffVisit): Promise<URLSearchParams | null> {
  const text = await readLimited(request, FORM_LIMIT_BYTES);
  if (text === null) throw data("The form is too large.", { status: 413, headers: STAFF_HEADERS });
  const form = new URLSearchParams(text);
  return sameToken(form.get("csrf"), visit.session.get("csrf")) ? form : null;
}

/** A plain answer for the inbox's form posts that cannot go on (signed out, expired form). */
export function staffRefusal(status: 400 | 401 | 403 | 404, message: string) {
  return new Response(message, { status, headers: { ...STAFF_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}
