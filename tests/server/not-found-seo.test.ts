import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { meta, parseHtml } from "../build/built-pages";
import { startServer, type RunningServer } from "./server-process";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe("pages that do not exist", () => {
  it.each([
    ["/no-such-page", "Page Not Found"],
    ["/services/cataract/extra", "Page Not Found"],
    ["/patient-education/screen-time-eye-strain", "Article Not Found"],
    ["/patient-education/no-such-article", "Article Not Found"],
  ])("%s answers 404 with a noindex page carrying full metadata", async (path, title) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(404);
    const document = parseHtml(await response.text());
    expect(document.title).toBe(`${title} | ${site.name} ${site.city}`);
    expect(meta(document, "robots")).toContain("noindex");
    expect(meta(document, "description")!.length).toBeLessThanOrEqual(160);
    expect(meta(document, "keywords")?.length ?? 0, "keywords").toBeGreaterThan(5);
    expect(meta(document, "og:image")).toMatch(/\/og\/home\.png$/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      site.origin.replace(/\/$/, "") + path,
    );
  });

  it.each([
    ["/About", "/about"],
    ["/Privacy-Policy", "/privacy-policy"],
    ["/te/Terms-Of-Service", "/te/terms-of-service"],
  ])("%s, in other letters' case, answers with the page %s", async (path, page) => {
    const [response, expected] = await Promise.all([fetch(server.url + path), fetch(server.url + page)]);
    expect(response.status).toBe(200);
    const heading = (html: string) => parseHtml(html).querySelector("h1")?.textContent;
    expect(heading(await response.text())).toBe(heading(await expected.text()));
  });

  it("redirects an unknown service to the services page", async () => {
    const response = await fetch(server.url + "/services/not-a-service", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/services?notFound=service");
  });
});
