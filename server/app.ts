import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AppLoadContext, ServerBuild } from "react-router";
import { FORM_ADDRESSES } from "../app/lib/form-reply";
import { rateLimit, type AugmentedRequest } from "express-rate-limit";
import type { RequestIntake } from "../app/server/request-intake.server";
import "../app/server/staff.server";
import type { StaffDirectory } from "../app/server/staff-directory";
import { securityHeaders } from "./security";
import { storedFiles } from "./stored-files";
import type { RequestStore, StoredRequest } from "./storage";

export interface AppOptions {
  /** The folder `react-router build` wrote (holds client/ and server/). */
  buildDir: string;
  store: RequestStore;
  rateLimit?: { windowMs: number; limit: number };
  onStored?: (request: StoredRequest) => void;
  /** The staff inbox (app/routes/staff/): named accounts in the database. */
  staff: {
    directory: StaffDirectory;
    sessionSecrets: string[];
    /** Secure cookies on every request (production). Requests over HTTPS always get them. */
    secureCookies: boolean;
    signInLimit: { windowMs: number; limit: number };
  };
  trustProxy?: boolean | number | string;
}

/** What the shell's limiters tell the actions (see getLoadContext below). */
interface FormLocals {
  rateLimited?: RequestIntake["rateLimited"];
  signInLimited?: boolean;
}

/** Methods the site answers; anything else (TRACE, PUT…) gets 405 rather than reaching the pages. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

export async function createApp(options: AppOptions) {
  const clientDir = path.join(options.buildDir, "client");
  const serverBuild = (await import(
    pathToFileURL(path.join(options.buildDir, "server", "index.js")).href
  )) as ServerBuild;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? false);
  app.use(securityHeaders);
  app.use((req, res, next) => {
    if (ALLOWED_METHODS.includes(req.method)) return next();
    res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    res.status(405).type("text/plain").send("Method Not Allowed");
  });
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch {
      res.status(400).type("text/plain").send("Bad Request: the address is not valid.");
    }
  });
  // For uptime monitors: 200 while the database takes writes, 503 when it does not. No personal data.
  app.get("/healthz", (_req, res) => {
    const ok = options.store.writable();
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ok ? "ok" : "database not writable" });
  });

  // Every file of the build, from memory (stored-files.ts). Fingerprinted files never change: cached for a year.
  // Images for a week; pages and the rest revalidated on every visit (ETag, 304).
  const stored = storedFiles(clientDir, (urlPath) =>
    urlPath.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : urlPath.startsWith("/images/") || urlPath.startsWith("/og/")
        ? "public, max-age=604800"
        : "no-cache",
  );
  // Prerendered pages under their clean address; an address with a query (a search without JavaScript, a
  // redirect's notice) is rendered for that query. A missing asset is a plain 404, not a rendered page.
  const missingAsset = (res: express.Response) => res.status(404).type("text/plain").send("Not Found");
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const urlPath = req.path.length > 1 && req.path.endsWith("/") ? req.path.slice(0, -1) : req.path;
    if (urlPath !== req.path) {
      res.redirect(301, urlPath + (req.originalUrl.slice(req.path.length) || ""));
      return;
    }
    if (stored.pages.has(urlPath) && req.originalUrl.includes("?")) return next();
    stored.send(req, res, urlPath.startsWith("/assets/") ? () => missingAsset(res) : next, urlPath);
  });

  // Only what was not compressed at build time: pages rendered on request, the API's answers.
  app.use(compression());

  // Form posts per address. Over the limit, the request still reaches its action, which answers 429 with the
  // form kept (a page without JavaScript, JSON for the page script): see app/server/request-intake.server.ts.
  const limits = options.rateLimit ?? { windowMs: 10 * 60_000, limit: 20 };
  app.post(
    Object.values(FORM_ADDRESSES).flatMap((address) => [address.page, address.api]),
    rateLimit({
      windowMs: limits.windowMs,
      limit: limits.limit,
      standardHeaders: "draft-7",
      legacyHeaders: false,
      handler: (req, res, next) => {
        const resetTime = (req as AugmentedRequest).rateLimit?.resetTime;
        const retryAfterSeconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : 60;
        (res.locals as FormLocals).rateLimited = { retryAfterSeconds };
        res.removeHeader("Retry-After");
        next();
      },
    }),
  );
  // Sign-in attempts per address; over the limit the sign-in action answers 429 without checking the password.
  const staff = options.staff;
  app.post(
    "/staff/login",
    rateLimit({
      ...staff.signInLimit,
      standardHeaders: "draft-7",
      legacyHeaders: false,
      handler: (_req, res, next) => {
        (res.locals as FormLocals).signInLimited = true;
        next();
      },
    }),
  );

  // Everything else is rendered on demand: form posts, unknown pages (404), articles without content (404),
  // redirects, addresses with a query.
  app.use(
    createRequestHandler({
      build: serverBuild,
      mode: "production",
      getLoadContext: (req, res) => {
        const locals = res.locals as FormLocals;
        return {
          intake: { store: options.store, onStored: options.onStored, rateLimited: locals.rateLimited },
          staff: {
            store: options.store,
            directory: staff.directory,
            sessionSecrets: staff.sessionSecrets,
            // req.secure follows X-Forwarded-Proto when TRUST_PROXY is set.
            secureCookies: staff.secureCookies || req.secure,
            signInLimited: locals.signInLimited,
          },
        } satisfies AppLoadContext;
      },
    }),
  );

  return app;
}
