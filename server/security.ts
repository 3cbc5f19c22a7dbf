import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { site } from "../app/content/site";

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every inline script in a page, so script-src needs no 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Hosts the site is allowed to reach: its own, the map and the testimonial widget from site.ts. */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  const widgetHosts = site.testimonialWidget.hosts.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")} ${widgetHosts}`.replace(/\s+/g, " ").trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${widgetHosts}`,
    "font-src 'self'",
    `connect-src 'self' ${widgetHosts}`,
    `frame-src ${site.map.host} ${widgetHosts}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/** Headers on every response. HTML responses add their own CSP with script hashes (see sendHtml). */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", permissionsPolicy);
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Content-Security-Policy", contentSecurityPolicy([]));
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}

export function sendHtml(res: Response, status: number, html: string, extraHeaders: Record<string, string> = {}) {
  res.status(status);
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  // Pages that hold personal data (staff inbox, a returned form) set no-store beforehand; keep it.
  if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
  res.send(html);
}
