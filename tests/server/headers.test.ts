import { createHash } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { startServer, type RunningServer } from "./server-process";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await server.stop();
});

/** A GET as a browser sends it (fetch() would add Cache-Control: no-cache to a conditional request). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on("error", reject);
  });
}

const paths = [
  "/",
  "/about",
  "/services/cataract",
  "/patient-education/diabetic-retinopathy",
  "/patient-education/screen-time-eye-strain",
  "/no-such-page",
  "/sitemap.xml",
  "/robots.txt",
];

/** A Content-Security-Policy header's directives, each with its sources as written. */
function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * A source that names no place but the page's own: a keyword or a hash (in quotes: 'self', 'none', 'sha256-…',
 * 'unsafe-inline') or the data: scheme. A host, a scheme that stands for every host (https:, ws:), or * is a place.
 */
const namesNoOtherPlace = (source: string) => /^'[^']+'$/.test(source) || source === "data:";

const widgetHosts: readonly string[] = site.testimonialWidget.hosts;

describe("security headers", () => {
  it.each(paths)("%s carries the hardening headers", async (path) => {
    const response = await fetch(server.url + path);
    const headers = response.headers;
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const csp = headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(headers.get("strict-transport-security")).toBeNull();
  });

  it.each(["/about", "/patient-education?q=glaucoma", "/no-such-page"])(
    "hashes every inline script %s runs into its CSP",
    async (path) => {
      const response = await fetch(server.url + path);
      const html = await response.text();
      const csp = response.headers.get("content-security-policy")!;
      // JSON-LD is data, not a script the browser runs: CSP does not apply to it.
      const inline = [
        ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
      ].filter((m) => m[1]);
      expect(inline.length).toBeGreaterThan(1);
      for (const [, body] of inline) {
        expect(csp).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
      }
    },
  );

  // A stylesheet, script, picture or JSON file is never shown as a page: the headers that govern a page are only
  // bytes on the line there, before the first paint (decision 0046).
  const documentOnly = [
    "content-security-policy",
    "permissions-policy",
    "cross-origin-opener-policy",
    "origin-agent-cluster",
    "referrer-policy",
    "x-dns-prefetch-control",
    "x-frame-options",
  ];
  it("sends a page's files without the headers that only a page reads, and SVG files a policy of their own", async () => {
    const html = await (await fetch(server.url + "/about")).text();
    const files = [
      html.match(/\/assets\/app-[\w-]+\.css/)![0],
      html.match(/\/assets\/entry\.client-[\w-]+\.js/)![0],
      html.match(/\/assets\/menu-words\/en-[a-z0-9]+\.json/)![0],
      "/manifest.webmanifest",
      "/icons/icon-192.png",
    ];
    for (const file of files) {
      const response = await rawGet(file, { "Accept-Encoding": "br" });
      expect(response.status, file).toBe(200);
      expect(response.headers["x-content-type-options"], file).toBe("nosniff");
      for (const name of documentOnly) expect(response.headers[name], `${file}: ${name}`).toBeUndefined();
    }
    for (const file of ["/favicon.svg", "/icons.svg", "/images/logo.svg"]) {
      const response = await rawGet(file, { "Accept-Encoding": "br" });
      expect(response.headers["content-type"], file).toMatch(/^image\/svg\+xml/);
      expect(response.headers["x-content-type-options"], file).toBe("nosniff");
      expect(response.headers["content-security-policy"], file).toBe(
        "default-src 'none';style-src 'unsafe-inline';img-src data:;frame-ancestors 'none'",
      );
      for (const name of documentOnly.slice(1)) expect(response.headers[name], `${file}: ${name}`).toBeUndefined();
    }
    // Over HTTPS every answer, page or file, still tells the browser to keep to HTTPS.
    const css = await fetch(server.url + files[0], { headers: { "X-Forwarded-Proto": "https" } });
    expect(css.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("adds Strict-Transport-Security when served over HTTPS", async () => {
    const response = await fetch(server.url + "/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("caches fingerprinted assets and the versioned icon sprite for a year, and revalidates HTML", async () => {
    const html = await (await fetch(server.url + "/")).text();
    const asset = html.match(/\/assets\/[^" ]+\.js(?=[" ])/)![0];
    const assetResponse = await fetch(server.url + asset);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // The menus' words, named by their content like the scripts.
    const words = html.match(/data-island-shared="(\/assets\/menu-words\/en-[a-z0-9]+\.json)"/)![1]!;
    const wordsResponse = await fetch(server.url + words);
    expect(wordsResponse.status).toBe(200);
    expect(wordsResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // A page opened before a publish names words that are gone: it gets today's, not kept, so its menus still open.
    const stale = await fetch(server.url + "/assets/menu-words/en-0000000.json");
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("no-cache");
    expect(await stale.json()).toEqual(await wordsResponse.json());
    expect((await fetch(server.url + "/assets/menu-words/fr-0000000.json")).status).toBe(404);
    // The icon sprite, named with its version by every icon in the page: kept too, not asked for again per page.
    const sprites = new Set(html.match(/\/icons\.svg[^"#]*(?=#)/g));
    expect([...sprites]).toEqual([expect.stringMatching(/^\/icons\.svg\?[0-9a-f]{6}$/)]);
    const sprite = await fetch(server.url + [...sprites][0]!);
    expect(sprite.status).toBe(200);
    expect(sprite.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await fetch(server.url + "/about");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("etag")).toBeTruthy();
  });

  it("sends pages and scripts compressed as stored at build time: brotli when accepted, else gzip", async () => {
    const html = await (await fetch(server.url + "/")).text();
    // The page script itself (tiny shared modules are sent as they are: compressing them would save nothing).
    const script = html.match(/\/assets\/entry\.client-[^" ]+\.js/)![0];
    for (const path of ["/about", script]) {
      const brotli = await fetch(server.url + path, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
      expect(brotli.headers.get("content-encoding")).toBe("br");
      expect(brotli.headers.get("vary")).toMatch(/Accept-Encoding/i);
      const gzip = await fetch(server.url + path, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      // fetch decodes both: the same text either way.
      expect(await brotli.text()).toBe(await gzip.text());
    }
  });

  it("sends the page uncompressed to a client that accepts no compression, and no body to HEAD", async () => {
    const plain = await rawGet("/about", { "Accept-Encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("</html>");
    const head = await fetch(server.url + "/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await fetch(server.url + "/assets/no-such-file.js")).status).toBe(404);
  });

  it("answers a repeated visit with 304 when the page has not changed", async () => {
    const first = await fetch(server.url + "/about", { headers: { "Accept-Encoding": "br" } });
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch() would add Cache-Control: no-cache, which asks for the whole page).
    const again = await rawGet("/about", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("compresses pages rendered on request", async () => {
    const response = await fetch(server.url + "/patient-education?q=glaucoma", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
  // Issue 38: a script from elsewhere must never run beside the front desk's patients. Signed out, each of these is a
  // sign-in page, a redirect to it or a refusal: the policy is the same for all of the desk's answers.
  it.each([
    "/staff/login",
    "/staff",
    "/staff/site",
    "/staff/site/preview/about",
    "/staff/export.csv",
    "/STAFF/login",
    "/Staff/Site/Preview/about",
    "/%73taff/login",
  ])("%s: the desk's policy names no place but the site itself", async (path) => {
    const response = await rawGet(path, {});
    const policy = response.headers["content-security-policy"];
    expect(policy, path).toBeTypeOf("string");
    const directives = directivesOf(policy as string);
    for (const name of ["default-src", "script-src", "connect-src", "img-src", "frame-src", "style-src"]) {
      expect(directives.has(name), `${path}: ${name}`).toBe(true);
    }
    for (const [name, sources] of directives) {
      expect(
        sources.filter((source) => !namesNoOtherPlace(source)),
        `${path}: ${name}`,
      ).toEqual([]);
    }
    // Only the editor's own pages may frame the preview (and show it: frame-src 'self'); the rest of the desk, none.
    const editor = /^\/staff\/site(?:\/|$)/i.test(path);
    expect(directives.get("frame-ancestors"), path).toEqual([editor ? "'self'" : "'none'"]);
    expect(directives.get("frame-src"), path).toEqual([editor ? "'self'" : "'none'"]);
  });

  it.each(["/", "/te", "/about", "/no-such-page"])(
    "%s: the public pages' policy names no widget host; its frame is the site's own",
    async (path) => {
      const response = await rawGet(path, {});
      const directives = directivesOf(response.headers["content-security-policy"] as string);
      expect(directives.get("script-src")?.[0]).toBe("'self'");
      for (const [name, sources] of directives) {
        for (const host of widgetHosts) expect(sources, `${path}: ${name}`).not.toContain(host);
      }
      expect(directives.get("frame-src")).toContain("'self'");
      expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    },
  );

  it("serves the review widget's frame with a policy of its own: the widget's host, framed only by the site", async () => {
    const response = await rawGet("/review-widget", { "Accept-Encoding": "identity" });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["x-robots-tag"]).toMatch(/noindex/);
    const directives = directivesOf(response.headers["content-security-policy"] as string);
    expect(directives.get("default-src")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'self'"]);
    for (const name of ["script-src", "connect-src", "img-src", "style-src"]) {
      for (const host of widgetHosts) expect(directives.get(name), name).toContain(host);
    }
    expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
    // The widget's element and its script, from the site's facts; the frame's own inline script, by its hash.
    const { body } = response;
    expect(body).toContain(`class="sk-ww-google-reviews" data-embed-id="${site.testimonialWidget.embedId}"`);
    expect(body).toContain(`<script id="widget-script" src="${site.testimonialWidget.scriptUrl}" async></script>`);
    const inline = [...body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    expect(directives.get("script-src")).toContain(
      `'sha256-${createHash("sha256").update(inline[0]!).digest("base64")}'`,
    );
    // Nothing the address carries reaches the document.
    const probed = await rawGet('/review-widget?src="><script>alert(1)</script>', { "Accept-Encoding": "identity" });
    expect(probed.body).toBe(body);
  });
});
