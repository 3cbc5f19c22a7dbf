import express, { type Request, type Response, Router } from "express";
import { rateLimit } from "express-rate-limit";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { site } from "../app/content/site";
import { toCsv } from "./csv";
import { escapeHtml } from "./html";
import { verifyPassword } from "./passwords";
import { sendHtml } from "./security";
import {
  REQUEST_STATUSES,
  type RequestKind,
  type RequestStatus,
  type RequestStore,
  type StoredRequest,
} from "./storage";

export interface StaffOptions {
  store: RequestStore;
  /** scrypt hash of the staff password (see server/passwords.ts). */
  passwordHash: string;
  /** Sign-in attempts allowed per address per window. */
  signInLimit?: { windowMs: number; limit: number };
  /** Secure cookies on every request (production). Requests over HTTPS always get them. */
  secureCookies: boolean;
}

const SESSION_COOKIE = "staff_session";
const LOGIN_CSRF_COOKIE = "staff_login_csrf";
export const SESSION_HOURS = 8;

interface Session {
  expires: number;
  csrf: string;
}

function token() {
  return randomBytes(32).toString("base64url");
}

function sameToken(a: unknown, b: string) {
  if (typeof a !== "string" || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

function page(title: string, body: string) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} | ${escapeHtml(site.name)} staff</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1f2937;line-height:1.5;font-size:16px}
header{background:#0b4854;color:#fff;padding:12px 20px;display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
main{padding:20px;max-width:1200px;margin:0 auto}a{color:#0f5e6e}header a,header button{color:#fff}
table{border-collapse:collapse;width:100%;font-size:15px}th,td{border-bottom:1px solid #e5e7eb;padding:8px;text-align:left;vertical-align:top}
th{background:#eef7f8}td.msg{white-space:pre-wrap;max-width:28rem;overflow-wrap:anywhere}
input,select,button{font:inherit;padding:8px 10px;min-height:44px;border:1px solid #6b7280;border-radius:6px}
button{background:#0f5e6e;color:#fff;border:0;cursor:pointer}header button{background:transparent;border:1px solid #fff}
.bar{display:flex;gap:12px;flex-wrap:wrap;align-items:end;margin:12px 0}.status-new{font-weight:700;color:#9a3412}
.error{color:#b91c1c;font-weight:700}label{display:block;font-weight:600}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
</style></head><body>${body}</body></html>`;
}

function requestRow(request: StoredRequest, csrf: string) {
  const options = REQUEST_STATUSES.map(
    (status) => `<option value="${status}"${status === request.status ? " selected" : ""}>${status}</option>`,
  ).join("");
  return `<tr>
<td>${escapeHtml(new Date(request.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" }))}</td>
<td>${request.kind === "appointment" ? "Appointment" : "Message"}</td>
<td>${escapeHtml(request.name)}</td>
<td><a href="tel:${escapeHtml(request.phone.replace(/[^\d+]/g, ""))}">${escapeHtml(request.phone)}</a>${request.email ? `<br>${escapeHtml(request.email)}` : ""}</td>
<td>${escapeHtml(request.preferredDate)}</td>
<td class="msg">${request.subject ? `<strong>${escapeHtml(request.subject)}</strong>\n` : ""}${request.service ? `[${escapeHtml(request.service)}] ` : ""}${escapeHtml(request.message)}${request.source ? `\n<small>From: ${escapeHtml(request.source)}</small>` : ""}</td>
<td><form method="post" action="/staff/requests/${request.id}/status">
<input type="hidden" name="csrf" value="${csrf}">
<label class="status-${request.status}">Status <select name="status" aria-label="Status of request ${request.id}">${options}</select></label>
<button type="submit">Save</button></form></td>
</tr>`;
}

/** Back to the inbox view the change was made from (same filters), never to another site. */
function backToInbox(referer: string | undefined): string {
  try {
    const url = new URL(referer ?? "", "http://local");
    if (url.pathname === "/staff") return `/staff${url.search}`;
  } catch {
    // fall through
  }
  return "/staff";
}

/** The staff inbox: sign in, read requests newest first, change their status, export CSV. */
export function staffRouter(options: StaffOptions): Router {
  const router = Router();
  const sessions = new Map<string, Session>();
  // req.secure follows X-Forwarded-Proto when TRUST_PROXY is set, so a site behind an HTTPS proxy gets Secure
  // cookies even without NODE_ENV=production.
  const cookieFlags = (req: Request) =>
    `Path=/staff; HttpOnly; SameSite=Strict${options.secureCookies || req.secure ? "; Secure" : ""}`;

  router.use((_req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(express.urlencoded({ extended: false, limit: "8kb" }));

  function currentSession(req: Request): Session | undefined {
    const id = readCookie(req, SESSION_COOKIE);
    if (!id) return undefined;
    const session = sessions.get(id);
    if (!session) return undefined;
    if (session.expires < Date.now()) {
      sessions.delete(id);
      return undefined;
    }
    return session;
  }

  function loginPage(req: Request, res: Response, status = 200, error = "") {
    const csrf = token();
    res.setHeader("Set-Cookie", `${LOGIN_CSRF_COOKIE}=${csrf}; ${cookieFlags(req)}; Max-Age=3600`);
    sendHtml(
      res,
      status,
      page(
        "Sign in",
        `<header><strong>${escapeHtml(site.name)} · Staff inbox</strong></header><main>
<h1>Staff sign in</h1>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/staff/login"><input type="hidden" name="csrf" value="${csrf}">
<p><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p></form></main>`,
      ),
    );
  }

  const signInLimiter = rateLimit({
    windowMs: options.signInLimit?.windowMs ?? 15 * 60_000,
    limit: options.signInLimit?.limit ?? 10,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).type("text/plain").send("Too many sign-in attempts. Please wait and try again.");
    },
  });

  router.post("/login", signInLimiter, async (req, res) => {
    if (!sameToken(req.body?.csrf, readCookie(req, LOGIN_CSRF_COOKIE) ?? "")) {
      loginPage(req, res, 403, "Your sign-in form expired. Please try again.");
      return;
    }
    const password = typeof req.body?.password === "string" ? req.body.password : "";
    if (!(await verifyPassword(password, options.passwordHash))) {
      loginPage(req, res, 401, "That password is not right.");
      return;
    }
    const id = token();
    sessions.set(id, { expires: Date.now() + SESSION_HOURS * 3600_000, csrf: token() });
    res.setHeader("Set-Cookie", [
      `${SESSION_COOKIE}=${id}; ${cookieFlags(req)}; Max-Age=${SESSION_HOURS * 3600}`,
      `${LOGIN_CSRF_COOKIE}=; ${cookieFlags(req)}; Max-Age=0`,
    ]);
    res.redirect(303, "/staff");
  });

  // Everything below needs a signed-in session.
  router.use((req, res, next) => {
    const session = currentSession(req);
    if (!session) {
      if (req.method === "GET" && (req.path === "/" || req.path === "")) loginPage(req, res);
      else res.status(401).type("text/plain").send("Please sign in at /staff.");
      return;
    }
    res.locals.session = session;
    if (req.method === "POST" && !sameToken(req.body?.csrf, session.csrf)) {
      res.status(403).type("text/plain").send("This form has expired. Go back, reload the page and try again.");
      return;
    }
    next();
  });

  function filters(req: Request) {
    const kind =
      req.query.kind === "appointment" || req.query.kind === "contact" ? (req.query.kind as RequestKind) : undefined;
    const search = typeof req.query.q === "string" ? req.query.q.slice(0, 100) : "";
    return { kind, search };
  }

  router.get("/", (req, res) => {
    const session = res.locals.session as Session;
    const { kind, search } = filters(req);
    const requests = options.store.list({ kind, search });
    const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(search ? { q: search } : {}) }).toString();
    sendHtml(
      res,
      200,
      page(
        "Inbox",
        `<header><strong>${escapeHtml(site.name)} · Staff inbox</strong>
<form method="post" action="/staff/logout"><input type="hidden" name="csrf" value="${session.csrf}"><button type="submit">Sign out</button></form></header>
<main><h1>Requests (${requests.length})</h1>
<form class="bar" method="get" action="/staff" role="search">
<p><label for="q">Name or phone</label><input id="q" name="q" value="${escapeHtml(search)}"></p>
<p><label for="kind">Type</label><select id="kind" name="kind"><option value="">All</option>
<option value="appointment"${kind === "appointment" ? " selected" : ""}>Appointments</option>
<option value="contact"${kind === "contact" ? " selected" : ""}>Messages</option></select></p>
<p><button type="submit">Search</button></p>
<p><a href="/staff/export.csv${query ? `?${query}` : ""}">Download CSV</a></p></form>
${
  requests.length === 0
    ? "<p>No requests yet.</p>"
    : `<table><caption class="sr-only">Appointment requests and messages, newest first</caption><thead><tr><th>Received</th><th>Type</th><th>Name</th><th>Phone / e-mail</th><th>Preferred date</th><th>Message</th><th>Status</th></tr></thead>
<tbody>${requests.map((request) => requestRow(request, session.csrf)).join("")}</tbody></table>`
}
</main>`,
      ),
    );
  });

  router.post("/requests/:id/status", (req, res) => {
    const status = req.body?.status as RequestStatus;
    const id = Number(req.params.id);
    if (!REQUEST_STATUSES.includes(status) || !Number.isInteger(id) || !options.store.setStatus(id, status)) {
      res.status(400).type("text/plain").send("That status change could not be made.");
      return;
    }
    res.redirect(303, backToInbox(req.get("referer")));
  });

  router.get("/export.csv", (req, res) => {
    const { kind, search } = filters(req);
    const rows = options.store
      .list({ kind, search })
      .map((r) => [
        r.id,
        r.createdAt,
        r.kind,
        r.status,
        r.name,
        r.phone,
        r.email,
        r.preferredDate,
        r.subject,
        r.service,
        r.message,
        r.source,
      ]);
    const header = [
      "id",
      "received",
      "type",
      "status",
      "name",
      "phone",
      "email",
      "preferred date",
      "subject",
      "service",
      "message",
      "source",
    ];
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader(
      "Content-Disposition",
      `attachment; filename="requests-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    res.send(toCsv([header, ...rows]));
  });

  router.post("/logout", (req, res) => {
    const id = readCookie(req, SESSION_COOKIE);
    if (id) sessions.delete(id);
    res.setHeader("Set-Cookie", `${SESSION_COOKIE}=; ${cookieFlags(req)}; Max-Age=0`);
    res.redirect(303, "/staff");
  });

  return router;
}
