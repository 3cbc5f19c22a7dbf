import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./server-process";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await server.stop();
});

const paths = [
  "/",
  "/about",
  "/services/cataract",
  "/patient-education/diabetic-retinopathy",
  "/patient-education/screen-time-eye-strain",
  "/no-such-page",
  "/sitemap.xml",
  "/favicon.svg",
];

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

  it("hashes every inline script of a page into its CSP", async () => {
    const response = await fetch(server.url + "/about");
    const html = await response.text();
    const csp = response.headers.get("content-security-policy")!;
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1]);
    expect(inline.length).toBeGreaterThan(1);
    const { createHash } = await import("node:crypto");
    for (const [, body] of inline) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
    }
  });

  it("adds Strict-Transport-Security when served over HTTPS", async () => {
    const response = await fetch(server.url + "/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("caches fingerprinted assets for a year and revalidates HTML", async () => {
    const html = await (await fetch(server.url + "/")).text();
    const asset = html.match(/\/assets\/[^" ]+\.js/)![0];
    const assetResponse = await fetch(server.url + asset);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await fetch(server.url + "/about");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("etag")).toBeTruthy();
  });

  it("compresses pages", async () => {
    const response = await fetch(server.url + "/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
});
