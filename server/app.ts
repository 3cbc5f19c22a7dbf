import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { rateLimit } from "express-rate-limit";
import type { ActionLimits } from "../app/handlers/action-policy.server";
import type { AppLoadContext } from "../app/handlers/load-context.server";
import type { StaffDirectory } from "../app/staff/staff-directory.server";
import type { SiteEditing } from "../app/editor/site-editing.server";
import { addressKey, addressLimiter, type WindowLimit } from "./address-limits";
import { drainFollowsCompression } from "./compressed-drain";
import { healthProbe } from "./health";
import { loadServerBundle } from "./publishing/server-bundle.mjs";
import { securityHeaders, securityHeadersFor } from "./security";
import { storedFiles } from "./stored-files";
import type { RequestStore, StoredRequest } from "./storage";

/**
 * A version of the site the server shows (decision 0063): the server bundle loaded with its content, and the folder
 * its pages were rendered into (none: the build's own prerendered pages, the repository's defaults).
 */
export interface SiteVersionServed {
  serverBuild: ServerBuild;
  pagesDir?: string | undefined;
}

/**
 * From the build's client folder under a published version: its scripts, styles and pictures, not its pages nor the
 * menus' words it wrote (a page opened before the publish asks for those by the build's name; the route answers
 * with the live version's words).
 */
const buildFileUnderVersion = (urlPath: string) =>
  path.posix.extname(urlPath) !== "" &&
  !urlPath.endsWith(".html") &&
  !urlPath.endsWith(".data") &&
  !urlPath.startsWith("/og/") &&
  !urlPath.startsWith("/assets/menu-words/");

export interface AppOptions {
  /** The folder `npm run build` wrote (holds client/ and server/). */
  buildDir: string;
  /** The version to show first (the build's own bundle and pages when absent). */
  version?: SiteVersionServed;
  /**
   * Development (`npm run dev`): Vite's server in place of the build. The app is otherwise the same: headers, guards,
   * limits, the load context, forms and the front desk; pages are rendered on request instead of read from the build.
   */
  vite?: ViteDevServer | undefined;
  store: RequestStore;
  /** Bookings and messages per address (the "patient-request" policy). */
  rateLimit?: WindowLimit;
  onStored?: (request: StoredRequest) => void;
  /** The staff inbox (app/routes/staff/): named accounts in the database. */
  staff: {
    directory: StaffDirectory;
    sessionSecrets: string[];
    /** Secure cookies on every request (production). Requests over HTTPS always get them. */
    secureCookies: boolean;
    /** Failed sign-ins per address (the "staff-sign-in" policy). */
    signInLimit: WindowLimit;
    /** Staff forms posted without a session, per address (decision 0050): 30 in 10 minutes unless told. */
    signedOutPostLimit?: WindowLimit;
    /** How often an open desk page refreshes its counts and rows, in seconds. */
    refreshSeconds?: number;
  };
  /** Health checks per address a minute. */
  healthLimit?: number;
  trustProxy?: boolean | number | string;
  /** The site editor's versions and publishing (/staff/site). */
  site?: SiteEditing;
}

/** Methods the site answers; anything else (TRACE, PUT…) gets 405 rather than reaching the pages. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** A host name, an IPv4 or a bracketed IPv6 address, and a port that exists. */
const HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;
function validHost(host: string | undefined): boolean {
  const match = host === undefined ? null : HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
}

/** A refused request: its status, a plain sentence, and one short log line (no query string, no stack). */
function refuse(req: express.Request, res: express.Response, status: 400 | 403 | 405, message: string) {
  console.warn(`${status} ${req.method} ${req.path.slice(0, 200)}: ${message}`);
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(message);
}

/** C0 and C1 controls, DEL, and the line and paragraph separators: characters no address or search holds. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

/** An address's query as its parameters will read it (names and values, decoded; never throws). */
function decodedQuery(url: string): string {
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  return [...new URLSearchParams(query)].flat().join("&");
}

/** The host of an Origin header ("null" and anything unreadable have none). */
function originHost(origin: string): string | undefined {
  try {
    return origin === "null" ? undefined : new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * The address to send a visitor to without the trailing slash. Leading slashes and backslashes collapse into one,
 * so `//evil.com/` (which a browser reads as another site) stays on this one.
 */
function withoutTrailingSlash(path: string, query: string): string {
  return `/${path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}${query}`;
}

export async function createApp(options: AppOptions) {
  const clientDir = path.join(options.buildDir, "client");
  const { vite } = options;
  // Under Vite every request loads the app as it now is (hot reload); a build is loaded once per version.
  const firstBuild = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : (options.version?.serverBuild ?? loadServerBundle(options.buildDir));

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? false);
  app.use(vite ? securityHeadersFor("development") : securityHeaders);
  // The site editor shows its preview in frames at phone width: its own pages may frame the preview, no one else.
  // The staff's policy frames nothing (security.ts): here, the site's own pages only.
  app.use("/staff/site", (req, res, next) => {
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") {
      res.setHeader(
        "Content-Security-Policy",
        policy
          .replace("frame-ancestors 'none'", "frame-ancestors 'self'")
          .replace("frame-src 'none'", "frame-src 'self'"),
      );
    }
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    next();
  });
  app.use((req, res, next) => {
    if (ALLOWED_METHODS.includes(req.method)) return next();
    res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    refuse(req, res, 405, "Method Not Allowed");
  });
  app.use((req, res, next) => {
    // The page's own address is built from these; a missing or malformed one cannot name this site.
    const forwarded = app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
    if (!validHost(req.get("host")) || (forwarded !== undefined && !validHost(forwarded))) {
      return refuse(req, res, 400, "Bad Request: the Host header is missing or not valid.");
    }
    // An absolute-form target (`GET http://evil.com/staff HTTP/1.1`) is for proxies: this site is addressed by path.
    if (!req.originalUrl.startsWith("/")) return refuse(req, res, 400, "Bad Request: the address is not valid.");
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return refuse(req, res, 400, "Bad Request: the address is not valid.");
    }
    // Control characters (a line break, NUL, U+2028) in the address or its query name no page and no search; in a
    // `next` they would reach a Location header and end in a 500 with a stack.
    if (CONTROL_CHARACTERS.test(decoded) || CONTROL_CHARACTERS.test(decodedQuery(req.originalUrl))) {
      return refuse(req, res, 400, "Bad Request: the address holds characters no address has.");
    }
    // A post from another site (or an opaque one): React Router's own check would refuse it too, but with a
    // stack trace in the log for every try. Refused here, with one line.
    const origin = req.get("origin");
    if (req.method === "POST" && origin !== undefined && originHost(origin) !== (forwarded ?? req.get("host"))) {
      return refuse(req, res, 403, "Forbidden: a form on another site cannot post here.");
    }
    next();
  });
  // For uptime monitors: 200 while the database takes writes, 503 when it does not. No personal data. Limited per
  // address, and answered from a recent probe (health.ts), so a flood of checks is not a flood of disk writes.
  const health = healthProbe(options.store);
  app.get(
    "/healthz",
    rateLimit({ windowMs: 60_000, limit: options.healthLimit ?? 60, standardHeaders: "draft-7", legacyHeaders: false }),
    async (_req, res) => {
      const ok = await health.writable();
      res
        .status(ok ? 200 : 503)
        .set("Cache-Control", "no-store")
        .json({ status: ok ? "ok" : "database not writable" });
    },
  );

  if (vite) {
    // Vite serves the modules, styles and public files; everything else falls through to the pages below.
    app.use(vite.middlewares);
  }
  // Every file of the build, from memory (stored-files.ts). Fingerprinted files never change: cached for a year, as
  // is the icon sprite, which every page names with its version (ui/icon.tsx). Images for a week; pages and the rest
  // revalidated on every visit (ETag, 304).
  const cacheControl = (urlPath: string) =>
    urlPath.startsWith("/assets/") || urlPath === "/icons.svg"
      ? "public, max-age=31536000, immutable"
      : urlPath.startsWith("/images/") || urlPath.startsWith("/og/")
        ? "public, max-age=604800"
        : "no-cache";
  const filesOf = (pagesDir: string | undefined) =>
    storedFiles(
      vite
        ? []
        : pagesDir
          ? [{ dir: path.join(pagesDir, "client") }, { dir: clientDir, keep: buildFileUnderVersion }]
          : [{ dir: clientDir }],
      cacheControl,
    );
  let stored = filesOf(options.version?.pagesDir);
  // Prerendered pages under their clean address; an address with a query (a search without JavaScript, a
  // redirect's notice) is rendered for that query. A missing asset is a plain 404, not a rendered page.
  const missingAsset = (res: express.Response) => res.status(404).type("text/plain").send("Not Found");
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path.length > 1 && (req.path.endsWith("/") || /^[/\\]{2}/.test(req.path))) {
      res.redirect(301, withoutTrailingSlash(req.path, req.originalUrl.slice(req.path.length)));
      return;
    }
    const urlPath = req.path;
    if (stored.pages.has(urlPath) && req.originalUrl.includes("?")) return next();
    // The menus' words (/assets/menu-words/) are files the build writes, but a route answers them where there is
    // no build (the development server).
    const rendered = urlPath.startsWith("/assets/menu-words/");
    stored.send(req, res, urlPath.startsWith("/assets/") && !rendered ? () => missingAsset(res) : next, urlPath);
  });

  // Only what was not compressed at build time: pages rendered on request, the API's answers.
  app.use(compression());
  app.use(drainFollowsCompression());

  // Per-address limits for the actions that carry them (app/handlers/action-policy.server.ts). They live here, one
  // set per process, and reach every action through the load context, whatever address the action was reached by.
  const limits: ActionLimits = {
    submissions: addressLimiter(options.rateLimit ?? { windowMs: 10 * 60_000, limit: 20 }),
    signInFailures: addressLimiter(options.staff.signInLimit),
    signedOutStaffPosts: addressLimiter(options.staff.signedOutPostLimit ?? { windowMs: 10 * 60_000, limit: 30 }),
  };
  const staff = options.staff;

  // A header the route sets itself (a staff page's Referrer-Policy) replaces the shell's default instead of joining
  // it: React Router's adapter appends. Set-Cookie alone may repeat.
  app.use((_req, res, next) => {
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      field.toLowerCase() === "set-cookie" || value === undefined ? append(field, value) : res.set(field, value);
    next();
  });

  // Everything else is rendered on demand: form posts, unknown pages (404), articles without content (404),
  // redirects, addresses with a query. By the live version's bundle: a publish swaps it (showVersion).
  const handlerFor = (serverBuild: ServerBuild | (() => Promise<ServerBuild>)) =>
    createRequestHandler({
      build: serverBuild,
      mode: vite ? "development" : "production",
      getLoadContext: (req, res) =>
        ({
          limits,
          // req.ip follows X-Forwarded-For as far as TRUST_PROXY allows.
          clientAddress: addressKey(req.ip),
          // An answer given before the body was read (decision 0050): Node ends the connection once it is sent,
          // instead of reading the rest of the body (up to its end, however long) to keep the connection.
          closeAfterAnswer: () => void res.setHeader("Connection", "close"),
          intake: { store: options.store, onStored: options.onStored },
          staff: {
            store: options.store,
            directory: staff.directory,
            sessionSecrets: staff.sessionSecrets,
            // req.secure follows X-Forwarded-Proto when TRUST_PROXY is set.
            secureCookies: staff.secureCookies || req.secure,
            refreshSeconds: staff.refreshSeconds ?? 20,
          },
          site: options.site,
        }) satisfies AppLoadContext,
    });
  let handler = handlerFor(firstBuild);
  app.use((req, res, next) => handler(req, res, next));

  /**
   * Shows another version from the next request on: its pages and its bundle. The limits, the sessions and every
   * other part of the app stay (a publish resets no counter).
   */
  function showVersion(version: SiteVersionServed) {
    stored = filesOf(version.pagesDir);
    handler = handlerFor(version.serverBuild);
  }

  return Object.assign(app, { showVersion });
}
