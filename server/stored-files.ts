import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import fs from "node:fs";
import path from "node:path";

const HTML_PAGE = "index.html";
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
};

/** One way of sending a file: its bytes, with every header prepared at start-up. */
interface Variant {
  body: Buffer;
  headers: Record<string, string>;
  etag: string;
}
interface StoredFile {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/**
 * Every file of the build (prerendered pages under their clean address), read once at start-up with its brotli
 * and gzip copies (scripts/precompress.mjs), and answered from memory: the set is fixed for a build and small
 * (a few MB), and reading, statting and hashing per request cost three quarters of the server's time
 * (docs/decisions/0008). Unknown addresses fall through and are remembered nowhere.
 */
export function storedFiles(clientDir: string, cacheControl: (urlPath: string) => string) {
  const files = new Map<string, StoredFile>();
  const variant = (body: Buffer, urlPath: string, type: string, encoding?: string): Variant => {
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const headers: Record<string, string> = {
      "Content-Type": type,
      "Content-Length": String(body.length),
      "Cache-Control": cacheControl(urlPath),
      ETag: etag,
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    return { body, headers, etag };
  };
  const walk = (dir: string, urlDir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full, `${urlDir}/${entry.name}`);
        continue;
      }
      const extension = path.extname(entry.name);
      const type = TYPES[extension];
      if (!type) continue;
      const urlPath = entry.name === HTML_PAGE ? urlDir || "/" : `${urlDir}/${entry.name}`;
      const read = (suffix: string) => (fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : null);
      const br = read(".br");
      const gzip = read(".gz");
      const stored: StoredFile = { identity: variant(fs.readFileSync(full), urlPath, type) };
      if (br) stored.br = variant(br, urlPath, type, "br");
      if (gzip) stored.gzip = variant(gzip, urlPath, type, "gzip");
      files.set(urlPath, stored);
    }
  };
  walk(clientDir, "");
  const pages = new Set([...files.keys()].filter((urlPath) => !path.posix.extname(urlPath)));

  function send(req: Request, res: Response, next: NextFunction, urlPath: string) {
    const stored = files.get(urlPath);
    if (!stored) return next();
    const accepted = req.headers["accept-encoding"] ?? "";
    const chosen =
      (stored.br && /\bbr\b/.test(accepted) && stored.br) ||
      (stored.gzip && /\bgzip\b/.test(accepted) && stored.gzip) ||
      stored.identity;
    if (stored.br || stored.gzip) res.setHeader("Vary", "Accept-Encoding");
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(chosen.etag)) {
      res.writeHead(304, { ETag: chosen.etag, "Cache-Control": chosen.headers["Cache-Control"]! });
      res.end();
      return;
    }
    res.writeHead(200, chosen.headers);
    res.end(req.method === "HEAD" ? undefined : chosen.body);
  }

  return { files, pages, send };
}
