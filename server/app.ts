import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { apiRouter } from "./api";
import { securityHeaders } from "./security";
import type { RequestStore, StoredRequest } from "./storage";

export interface AppOptions {
  /** The folder `react-router build` wrote (holds client/ and server/). */
  buildDir: string;
  store: RequestStore;
  rateLimit?: { windowMs: number; limit: number };
  onStored?: (request: StoredRequest) => void;
  /** Extra routers mounted before the pages (the staff inbox). */
  mount?: (app: express.Express) => void;
  trustProxy?: boolean | number | string;
}

const HTML_PAGE = "index.html";
/** Methods the site answers; anything else (TRACE, PUT…) gets 405 rather than reaching the pages. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** The address of every prerendered page, found once at start-up: the set is fixed for a build. */
export function prerenderedPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (urlPath === "" && entry.name === "assets") continue;
        walk(path.join(dir, entry.name), `${urlPath}/${entry.name}`);
      } else if (entry.name === HTML_PAGE) {
        pages.add(urlPath || "/");
      }
    }
  };
  walk(clientDir, "");
  return pages;
}

/** Pages and files as the build wrote them, each also stored brotli- and gzip-compressed (scripts/postbuild.mjs). */
function precompressed(dir: string, cacheControl: (filePath: string) => string) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        res.setHeader("Cache-Control", cacheControl(filePath));
      },
    },
  });
}

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
  // Only what was not compressed at build time: pages rendered on request, the API's answers.
  app.use(compression());

  // Fingerprinted files never change: cache for a year.
  app.use(
    "/assets",
    precompressed(path.join(clientDir, "assets"), () => "public, max-age=31536000, immutable"),
  );
  app.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not Found");
  });

  app.use(
    "/api",
    apiRouter({
      store: options.store,
      rateLimit: options.rateLimit ?? { windowMs: 10 * 60_000, limit: 20 },
      onStored: options.onStored,
    }),
  );
  options.mount?.(app);

  // Prerendered pages: served as files, revalidated on every visit (ETag, 304). Only addresses the build wrote
  // are looked up, so unknown addresses cost nothing to remember.
  const pages = prerenderedPages(clientDir);
  const pageFiles = precompressed(clientDir, () => "no-cache");
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const urlPath = req.path.length > 1 && req.path.endsWith("/") ? req.path.slice(0, -1) : req.path;
    if (urlPath !== req.path) {
      res.redirect(301, urlPath + (req.originalUrl.slice(req.path.length) || ""));
      return;
    }
    // An address with a query (a search without JavaScript, a redirect's notice) is rendered for that query.
    if (req.originalUrl.includes("?") || !pages.has(urlPath)) return next();
    req.url = `${urlPath === "/" ? "" : urlPath}/${HTML_PAGE}`;
    pageFiles(req, res, next);
  });

  // Other static files (images, icons, sitemap): images cached for a week, the rest revalidated.
  app.use(
    precompressed(clientDir, (filePath) =>
      filePath.includes(`${path.sep}images${path.sep}`) || filePath.includes(`${path.sep}og${path.sep}`)
        ? "public, max-age=604800"
        : "no-cache",
    ),
  );

  // Everything else is rendered on demand: unknown pages (404), articles without content (404), redirects,
  // addresses with a query.
  app.use(createRequestHandler({ build: serverBuild, mode: "production" }));

  return app;
}
