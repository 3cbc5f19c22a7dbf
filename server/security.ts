import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import { site } from "../app/content/site";
import { inlineScripts } from "../app/lib/inline-scripts";

/** sha256 source for a script body, as CSP writes it. */
const scriptHash = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/**
 * The public pages' policy. Pages run only the few inline scripts in app/lib/inline-scripts.ts, so their hashes are
 * known at start-up and script-src needs no 'unsafe-inline'. The only other site a page may show is the map, in a
 * frame. The review widget never runs in a page: it runs in a sandboxed frame of the site's own
 * (app/routes/review-widget.ts, decision 0051), so no page lets another site's script run or read beside it.
 */
const inlineScriptHashes = inlineScripts.map(scriptHash);
const contentSecurityPolicyDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...inlineScriptHashes],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", site.map.host],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
};

/**
 * The staff pages' (the front desk's patients, the site editor and its preview): nothing from another site at all,
 * not even the map, and no frames (server/app.ts lets the editor's own pages frame the preview). Issue 38.
 */
const staffDirectives = { ...contentSecurityPolicyDirectives, frameSrc: ["'none'"] };

/**
 * The staff's addresses: /staff and below, as React Router finds them: in any mix of capitals, with letters
 * percent-encoded, and after `.` and `..` segments are resolved (`/x/../%73taff/login` is the sign-in page). An
 * address that cannot be read counts as the staff's (server/app.ts refuses it).
 */
export function isStaffPath(urlPath: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(`http://localhost${urlPath}`).pathname);
  } catch {
    return true;
  }
  return /^[/\\]*staff(?:[/\\.]|$)/i.test(pathname);
}

/**
 * Under the development server (`npm run dev`) Vite and React Router add inline scripts of their own (the refresh
 * runtime, the route manifest) and talk over a WebSocket: the same policies with those allowed. Never in a build.
 */
const inDevelopment = (directives: typeof contentSecurityPolicyDirectives) => ({
  ...directives,
  scriptSrc: ["'self'", "'unsafe-inline'"],
  connectSrc: ["'self'", "ws:", "wss:"],
});

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
const hardening = { public: helmetWith(contentSecurityPolicyDirectives), staff: helmetWith(staffDirectives) };
const developmentHardening = {
  public: helmetWith(inDevelopment(contentSecurityPolicyDirectives)),
  staff: helmetWith(inDevelopment(staffDirectives)),
};
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
 * Headers on every response: the production policies, or (`development`) the development server's; the staff's
 * addresses get the staff's policy, every other address the public pages'. Responses that are
 * not documents (stylesheets, scripts, pictures, data) keep only `X-Content-Type-Options` and, over HTTPS,
 * `Strict-Transport-Security`; SVG files get a policy of their own.
 */
export const securityHeadersFor =
  (mode: "production" | "development") => (req: Request, res: Response, next: NextFunction) => {
    withoutDocumentHeaders(res);
    res.setHeader("Permissions-Policy", permissionsPolicy);
    const policies = mode === "development" ? developmentHardening : hardening;
    policies[isStaffPath(req.path) ? "staff" : "public"](req, res, (error?: unknown) => {
      if (error) return next(error);
      if (req.secure) transportSecurity(req, res, next);
      else next();
    });
  };

/** Headers on every response of a build. */
export const securityHeaders = securityHeadersFor("production");
