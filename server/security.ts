import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import { site } from "../app/content/site";
import { inlineScripts } from "../app/lib/inline-scripts";

/** sha256 source for a script body, as CSP writes it. */
const scriptHash = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/**
 * One policy for every response. Pages run only the few inline scripts in app/lib/inline-scripts.ts, so their
 * hashes are known at start-up and script-src needs no 'unsafe-inline'. Hosts: the site's own, the map and the
 * testimonial widget from site.ts.
 */
const widgetHosts = site.testimonialWidget.hosts;
const contentSecurityPolicyDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...inlineScripts.map(scriptHash), ...widgetHosts],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", ...widgetHosts],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", ...widgetHosts],
  frameSrc: [site.map.host, ...widgetHosts],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
};

/**
 * Under the development server (`npm run dev`) Vite and React Router add inline scripts of their own (the refresh
 * runtime, the route manifest) and talk over a WebSocket: the same policy with those allowed. Never in a build.
 */
const developmentDirectives = {
  ...contentSecurityPolicyDirectives,
  scriptSrc: ["'self'", "'unsafe-inline'", ...widgetHosts],
  connectSrc: ["'self'", "ws:", "wss:", ...widgetHosts],
};

const helmetWith = (directives: typeof contentSecurityPolicyDirectives) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // Sharing previews and the hospital's listings may show its images from elsewhere.
    crossOriginResourcePolicy: false,
    // Only over HTTPS (below): over plain HTTP the header means nothing, and local testing stays possible.
    strictTransportSecurity: false,
    // Headers for browsers and plug-ins long gone (IE8's downloads, Flash's policy files, the XSS auditor that
    // Chromium removed): every page's first round trip carries only 14.6 KB on a new connection (decision 0039).
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
const hardening = helmetWith(contentSecurityPolicyDirectives);
const developmentHardening = helmetWith(developmentDirectives);
const transportSecurity = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
// No interest-cohort: FLoC is gone, and Chromium warns in the console of every page about a feature it does not know.
const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/**
 * Headers that govern a document: what it may run and load, who may frame it, its referrer, its window's opener and
 * process. A stylesheet, a script, a picture or a JSON file is never a document, and on each of those responses they
 * were ~900 of ~1,150 bytes of headers, sent with every file a page needs before its first paint (decision 0046).
 */
const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
  "Origin-Agent-Cluster",
  "Referrer-Policy",
  "X-DNS-Prefetch-Control",
  "X-Frame-Options",
];
/** Answers a browser may show as a page: they keep every header. */
const DOCUMENT_TYPE = /^(?:text\/(?:html|xml|plain)|application\/(?:xhtml\+xml|xml))\b/i;
/**
 * An SVG file opened by itself is a document that could run script: ours never do, so it is allowed nothing but its
 * own inline styles and embedded pictures, and no one may frame it. In an <img> or a <use>, the policy is not read.
 */
const SVG_TYPE = /^image\/svg\+xml\b/i;
const svgPolicy = "default-src 'none';style-src 'unsafe-inline';img-src data:;frame-ancestors 'none'";

/** Just before a response's headers go out: a file that is not a document keeps only what applies to it. */
function withoutDocumentHeaders(res: Response) {
  onHeaders(res, () => {
    const type = String(res.getHeader("Content-Type") ?? "");
    if (type === "" || DOCUMENT_TYPE.test(type)) return;
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    if (SVG_TYPE.test(type)) res.setHeader("Content-Security-Policy", svgPolicy);
  });
}

/**
 * Headers on every response: the production policy, or (`development`) the development server's. Responses that are
 * not documents (stylesheets, scripts, pictures, data) keep only `X-Content-Type-Options` and, over HTTPS,
 * `Strict-Transport-Security`; SVG files get a policy of their own.
 */
export const securityHeadersFor =
  (mode: "production" | "development") => (req: Request, res: Response, next: NextFunction) => {
    withoutDocumentHeaders(res);
    res.setHeader("Permissions-Policy", permissionsPolicy);
    (mode === "development" ? developmentHardening : hardening)(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (req.secure) transportSecurity(req, res, next);
      else next();
    });
  };

/** Headers on every response of a build. */
export const securityHeaders = securityHeadersFor("production");
