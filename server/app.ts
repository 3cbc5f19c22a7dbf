import compression from "compression";
import express, { type Request, type Response } from "express";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { apiRouter } from "./api";
import { securityHeaders, sendHtml } from "./security";
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

export async function createApp(options: AppOptions) {
  const clientDir = path.join(options.buildDir, "client");
  const serverBuild = (await import(
    pathToFileURL(path.join(options.buildDir, "server", "index.js")).href
  )) as ServerBuild;
  const handleRequest = createRequestHandler(serverBuild, "production");

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? false);
  app.use(securityHeaders);
  app.use(compression());

  // Fingerprinted files never change: cache for a year.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );

  app.use(
    "/api",
    apiRouter({
      store: options.store,
      rateLimit: options.rateLimit ?? { windowMs: 10 * 60_000, limit: 20 },
      onStored: options.onStored,
    }),
  );
  options.mount?.(app);

  // Prerendered pages: served as files, revalidated on every visit, with a CSP that hashes their inline scripts.
  const pageCache = new Map<string, string | null>();
  function prerendered(urlPath: string): string | null {
    if (pageCache.has(urlPath)) return pageCache.get(urlPath) ?? null;
    let html: string | null = null;
    const decoded = decodeURIComponent(urlPath);
    if (!decoded.includes("..") && !decoded.includes("\0")) {
      const file = path.join(clientDir, decoded, HTML_PAGE);
      if (file.startsWith(clientDir) && fs.existsSync(file)) html = fs.readFileSync(file, "utf8");
    }
    pageCache.set(urlPath, html);
    return html;
  }

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const urlPath = req.path.length > 1 && req.path.endsWith("/") ? req.path.slice(0, -1) : req.path;
    if (urlPath !== req.path) {
      res.redirect(301, urlPath + (req.originalUrl.slice(req.path.length) || ""));
      return;
    }
    // An address with a query (a search without JavaScript, a redirect's notice) is rendered for that query.
    if (req.originalUrl.includes("?")) return next();
    const html = prerendered(urlPath);
    if (html === null) return next();
    sendHtml(res, 200, html);
  });

  // Other static files (images, icons, sitemap, prerendered .data): short cache, revalidated.
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        res.setHeader(
          "Cache-Control",
          filePath.includes(`${path.sep}images${path.sep}`) || filePath.includes(`${path.sep}og${path.sep}`)
            ? "public, max-age=604800"
            : "no-cache",
        );
      },
    }),
  );

  // Everything else is rendered on demand: unknown pages (404), articles without content (404), redirects.
  app.use(async (req: Request, res: Response, next) => {
    try {
      const request = toFetchRequest(req);
      const response = await handleRequest(request);
      res.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "content-length" && name !== "content-encoding") res.setHeader(name, value);
      });
      const contentType = response.headers.get("content-type") ?? "";
      if (contentType.startsWith("text/html")) {
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => {
          if (name !== "content-length" && name !== "content-type") headers[name] = value;
        });
        sendHtml(res, response.status, await response.text(), headers);
        return;
      }
      if (!response.headers.has("cache-control")) res.setHeader("Cache-Control", "no-cache");
      res.send(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  });

  return app;
}

function toFetchRequest(req: Request): globalThis.Request {
  const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (typeof value === "string") headers.set(name, value);
  }
  const controller = new AbortController();
  req.on("close", () => controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = req as unknown as ReadableStream;
    init.duplex = "half";
  }
  return new Request(new URL(req.originalUrl, origin), init);
}
