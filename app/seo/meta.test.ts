import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { buildPageMeta, defaultKeywords, pageTitle } from "./meta";
import { ogImagePath } from "./url";

describe("buildPageMeta", () => {
  const tags = buildPageMeta({
    title: "Cataract Surgery",
    description: "Cataract surgery in Anantapur.",
    path: "/services/cataract",
    keywords: ["cataract", "Anantapur"],
    breadcrumbs: [{ name: "Services", path: "/services" }],
  });
  const find = (key: string, value: string) =>
    tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

  it("titles the page '{title} | {hospital} Anantapur'", () => {
    expect(pageTitle("About Us")).toBe(`About Us | ${site.name} Anantapur`);
    expect(tags[0]).toEqual({ title: `Cataract Surgery | ${site.name} Anantapur` });
  });

  it("gives an absolute canonical and sharing image for the page", () => {
    expect(find("rel", "canonical")?.href).toBe(`${site.origin}/services/cataract`);
    expect(find("property", "og:image")?.content).toBe(`${site.origin}/og/services/cataract.png`);
    expect(find("name", "keywords")?.content).toBe("cataract, Anantapur");
  });

  const blocks = (list: typeof tags) =>
    list.flatMap((tag) => {
      const block = (tag as { "script:ld+json"?: Record<string, unknown> })["script:ld+json"];
      return block ? [block] : [];
    });

  it("describes the page as a WebPage of the site, holding a breadcrumb trail that starts at Home", () => {
    const [page] = blocks(tags);
    expect(page).toMatchObject({
      "@type": "WebPage",
      "@id": `${site.origin}/services/cataract`,
      isPartOf: { "@id": `${site.origin}/#website` },
      breadcrumb: { "@type": "BreadcrumbList" },
    });
    const crumbs = (page!.breadcrumb as { itemListElement: { name: string }[] }).itemListElement;
    expect(crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Services"]);
  });

  it("gives pages without keywords of their own the site's default keywords", () => {
    const plain = buildPageMeta({ title: "Page Not Found", description: "x", path: "/x", noindex: true });
    const keywords = plain.find((tag) => (tag as { name?: string }).name === "keywords") as { content: string };
    expect(keywords.content).toBe(defaultKeywords);
    expect(keywords.content).toContain(site.name);
  });

  it("describes no WebPage for not-found pages", () => {
    const notFound = buildPageMeta({ title: "Page Not Found", description: "x", path: "/x", noindex: true });
    expect(blocks(notFound)).toEqual([]);
  });

  it("marks not-found pages noindex and shares the home image", () => {
    const notFound = buildPageMeta({ title: "Page Not Found", description: "x", path: "/x", noindex: true });
    expect(notFound.find((tag) => (tag as { name?: string }).name === "robots")).toEqual({
      name: "robots",
      content: "noindex, follow",
    });
  });
});

describe("ogImagePath", () => {
  it("maps pages to their generated PNGs", () => {
    expect(ogImagePath("/")).toBe("/og/home.png");
    expect(ogImagePath("/patient-education/diabetic-retinopathy")).toBe(
      "/og/patient-education/diabetic-retinopathy.png",
    );
  });
});
