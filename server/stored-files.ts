import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import mime from "mime-types";
import fs from "node:fs";
import path from "node:path";

const HTML_PAGE = "index.html";

/** One way of sending a file: its bytes, with every header prepared at start-up. */
interface Variant {
  body: Buffer;
  headers: Record<string, string>;
}
interface StoredFile {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/** A folder of files to serve; `keep` leaves some of them out (by address). */
export interface FileLayer {
  dir: string;
  keep?: (urlPath: string) => boolean;
}

/**
 * Every file of the build (prerendered pages under their clean address), read once at start-up with its brotli
 * and gzip copies (scripts/precompress.mjs), and answered from memory: the set is fixed for a build and small
 * (a few MB), and reading and statting files per request took most of the server's time (docs/decisions/0008).
 * Unknown addresses fall through and are remembered nowhere. With several layers, the first that has an address
 * answers it (a published version's pages over the build's scripts and pictures, decision 0063).
 */
export function storedFiles(layers: readonly FileLayer[], cacheControl: (urlPath: string) => string) {
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
    return { body, headers };
  };
  const walk = (dir: string, urlDir: string, keep: (urlPath: string) => boolean) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full, `${urlDir}/${entry.name}`, keep);
        continue;
      }
      if (entry.name.endsWith(".br") || entry.name.endsWith(".gz")) continue;
      const type = mime.contentType(path.extname(entry.name)) || "application/octet-stream";
      const urlPath = entry.name === HTML_PAGE ? urlDir || "/" : `${urlDir}/${entry.name}`;
      if (files.has(urlPath) || !keep(urlPath)) continue;
      const read = (suffix: string) => (fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : null);
      const br = read(".br");
      const gzip = read(".gz");
      const stored: StoredFile = { identity: variant(fs.readFileSync(full), urlPath, type) };
      if (br) stored.br = variant(br, urlPath, type, "br");
      if (gzip) stored.gzip = variant(gzip, urlPath, type, "gzip");
      files.set(urlPath, stored);
    }
  };
  // Under the development server there is no build: no layers, every address falls through.
  for (const { dir, keep = () => true } of layers) walk(dir, "", keep);
  const pages = new Set([...files.keys()].filter((urlPath) => !path.posix.extname(urlPath)));

  function send(req: Request, res: Response, next: NextFunction, urlPath: string) {
    const stored = files.get(urlPath);
    if (!stored) return next();
    // Our preference (brotli is smaller), among what the client accepts; Express honours its q=0.
    const chosen =
      (stored.br && req.acceptsEncodings("br") && stored.br) ||
      (stored.gzip && req.acceptsEncodings("gzip") && stored.gzip) ||
      stored.identity;
    if (stored.br || stored.gzip) res.vary("Accept-Encoding");
    res.set(chosen.headers);
    if (req.fresh) {
      res.removeHeader("Content-Length");
      res.status(304).end();
      return;
    }
    res.status(200).end(req.method === "HEAD" ? undefined : chosen.body);
  }

  return { pages, send };
}
