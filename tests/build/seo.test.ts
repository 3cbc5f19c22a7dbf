import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { indexablePathsInAllLanguages } from "../../app/content/page-paths";
import { site } from "../../app/content/site";
import { ui as teluguUi } from "../../app/content/te/ui";
import { LANGUAGE_INFO, langOfPath, localizedPath, type Lang } from "../../app/i18n/lang";
import { builtPages, CLIENT_DIR, jsonLdBlocks, meta, parseHtml } from "./built-pages";

const pages = builtPages();
const origin = site.origin.replace(/\/$/, "");
/** What each language calls the city and the first crumb, and how a review card states its stars. */
const CITY: Record<Lang, string> = { en: site.city, te: teluguUi.city };
const HOME_CRUMB: Record<Lang, string> = { en: "Home", te: teluguUi.home };
const ratedLabel = (lang: Lang, rating: string) => (lang === "te" ? `5కి ${rating} రేటింగ్` : `Rated ${rating} out of 5`);

type Node = Record<string, unknown> & { "@type"?: string | string[]; "@id"?: string };

function graphOf(document: Document): Node[] {
  return jsonLdBlocks(document).flatMap((block) => {
    const value = block as { "@graph"?: Node[] } & Node;
    return value["@graph"] ?? [value];
  });
}

function typesOf(node: Node): string[] {
  return ([] as string[]).concat(node["@type"] ?? []);
}

/** Does this absolute URL on our origin point at something the build produced? */
function resolvesToBuildOutput(url: string): boolean {
  const { pathname } = new URL(url);
  const file = path.join(CLIENT_DIR, decodeURIComponent(pathname));
  return fs.existsSync(path.join(file, "index.html")) || (fs.existsSync(file) && fs.statSync(file).isFile());
}

function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

/** Every object in a JSON-LD value, nested ones included (references like {"@id": ...} too). */
function allObjects(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(allObjects);
  if (value && typeof value === "object") return [value as Node, ...Object.values(value).flatMap(allObjects)];
  return [];
}

/** Is `id` referenced (as {"@id": id}) by some property of `node`, at any depth? */
function references(node: Node, id: string): boolean {
  return Object.values(node).some((value) => allObjects(value).some((object) => object["@id"] === id));
}

/** The text a visitor sees: the body without scripts, styles and templates, whitespace collapsed. */
function visibleText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const hidden of body.querySelectorAll("script, style, template, noscript")) hidden.remove();
  return (body.textContent ?? "").replace(/\s+/g, " ");
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

function pageAt(pagePath: string) {
  const page = pages.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`no built page at ${pagePath}`);
  return page;
}

describe("the build prerenders every indexable page", () => {
  it("has a page for each path of the route table and content", () => {
    expect(pages.map((page) => page.path).sort()).toEqual([...indexablePathsInAllLanguages()].sort());
  });
});

describe.each(pages.map((page) => [page.path, page] as const))("%s", (pagePath, page) => {
  const { document } = page;
  const url = origin + (pagePath === "/" ? "/" : pagePath);
  const lang = langOfPath(pagePath);
  const suffix = ` | ${site.name} ${CITY[lang]}`;

  it("has the title pattern, a description of at most 160 characters, keywords and canonical", () => {
    expect(document.title.endsWith(suffix)).toBe(true);
    expect(document.title.length).toBeGreaterThan(suffix.length + 2);
    // The suffix carries the hospital's name; the page's own part must not repeat it.
    expect(occurrences(document.title, site.name), document.title).toBe(1);
    expect(occurrences(meta(document, "og:title") ?? "", site.name)).toBe(1);
    const description = meta(document, "description")!;
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(meta(document, "keywords")?.length ?? 0).toBeGreaterThan(5);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
    expect(meta(document, "robots")).toMatch(/^index, follow/);
  });

  it("has Open Graph, Twitter, geo tags and theme colour", () => {
    expect(meta(document, "og:type")).toMatch(/^(website|article|profile)$/);
    expect(meta(document, "og:title")).toBe(document.title);
    expect(meta(document, "og:description")).toBe(meta(document, "description"));
    expect(meta(document, "og:url")).toBe(url);
    expect(meta(document, "og:site_name")).toBe(`${site.name} ${CITY[lang]}`);
    expect(meta(document, "og:locale")).toBe(LANGUAGE_INFO[lang].ogLocale);
    expect(document.documentElement.getAttribute("lang")).toBe(LANGUAGE_INFO[lang].htmlLang);
    expect(meta(document, "og:image:width")).toBe("1200");
    expect(meta(document, "og:image:height")).toBe("630");
    expect(meta(document, "twitter:card")).toBe("summary_large_image");
    expect(meta(document, "twitter:image")).toBe(meta(document, "og:image"));
    expect(meta(document, "geo.region")).toBe("IN-AP");
    expect(meta(document, "geo.placename")).toBe("Anantapur");
    expect(meta(document, "geo.position")).toBe(`${site.geo.latitude};${site.geo.longitude}`);
    expect(meta(document, "ICBM")).toBe(`${site.geo.latitude}, ${site.geo.longitude}`);
    expect(meta(document, "theme-color")).toBe(site.themeColor);
  });

  it("links a favicon set and a manifest that exist", () => {
    const hrefs = [
      ...document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]'),
    ].map((link) => link.getAttribute("href")!);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/favicon.svg",
        "/favicon.ico",
        "/icons/icon-192.png",
        "/icons/icon-512.png",
        "/icons/apple-touch-icon.png",
        "/manifest.webmanifest",
      ]),
    );
    for (const href of hrefs) expect(fs.existsSync(path.join(CLIENT_DIR, href)), href).toBe(true);
  });

  it("states the real pixel size of each PNG icon it links", async () => {
    const pngIcons = [...document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].filter((link) =>
      link.getAttribute("href")!.endsWith(".png"),
    );
    expect(pngIcons.length).toBeGreaterThanOrEqual(3);
    for (const link of pngIcons) {
      const href = link.getAttribute("href")!;
      const { width, height, format } = await sharp(path.join(CLIENT_DIR, href)).metadata();
      expect(format, href).toBe("png");
      const sizes = link.getAttribute("sizes");
      if (link.getAttribute("rel") === "icon") expect(sizes, href).toBe(`${width}x${height}`);
      else if (sizes) expect(sizes, href).toBe(`${width}x${height}`);
    }
  });

  it("has a 1200×630 PNG sharing image under 300 KB", async () => {
    const image = meta(document, "og:image")!;
    expect(image.startsWith(origin + "/og/")).toBe(true);
    const file = path.join(CLIENT_DIR, new URL(image).pathname);
    expect(fs.statSync(file).size).toBeLessThan(300 * 1024);
    const { width, height, format } = await sharp(file).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
  });

  it("has structured data that parses and describes one hospital", () => {
    const graph = graphOf(document);
    const byType = (type: string) => graph.filter((node) => typesOf(node).includes(type));
    const [organization] = byType("Hospital");
    expect(organization).toMatchObject({
      "@id": `${origin}/#organization`,
      name: site.name,
      telephone: site.phone.dial,
      email: site.email,
      address: { postalCode: "515001", addressLocality: "Anantapur" },
    });
    expect(organization!.logo).toBeTruthy();
    expect(organization!.sameAs).toBeInstanceOf(Array);
    expect(organization!.medicalSpecialty).toBe("Ophthalmology");

    const [clinic] = byType("MedicalClinic");
    expect(clinic).toMatchObject({
      name: site.name,
      address: { streetAddress: site.address.street },
      geo: { latitude: site.geo.latitude, longitude: site.geo.longitude },
      priceRange: site.priceRange,
      aggregateRating: { ratingValue: 4.8, reviewCount: 146, bestRating: 5 },
      openingHoursSpecification: [{ opens: "09:00", closes: "18:00" }],
    });
    const towns = (clinic!.areaServed as { name: string }[]).map((town) => town.name);
    expect(towns).toEqual([site.city, ...site.servedTowns]);
    // An empty list says "no reviews"; a node without reviews leaves the property out.
    if ("review" in clinic!) expect((clinic!.review as Node[]).length).toBeGreaterThan(0);
    for (const review of (clinic!.review as Node[]) ?? []) {
      expect(review).toMatchObject({ "@type": "Review", reviewRating: { bestRating: 5 } });
      expect((review.author as Node).name).toBeTruthy();
      expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(review.reviewBody).toBeTruthy();
    }

    const [website] = byType("WebSite");
    const action = website!.potentialAction as { target: { urlTemplate: string } };
    expect(action.target.urlTemplate).toBe(
      `${origin}${localizedPath("/patient-education", lang)}?q={search_term_string}`,
    );

    if (pagePath !== localizedPath("/", lang)) {
      // Top-level or held by the WebPage node.
      const [breadcrumbs] = allObjects(graph).filter((node) => typesOf(node).includes("BreadcrumbList"));
      const items = breadcrumbs!.itemListElement as { position: number; name: string; item: string }[];
      expect(items[0]).toMatchObject({
        position: 1,
        name: HOME_CRUMB[lang],
        item: `${origin}${localizedPath("/", lang)}`,
      });
      expect(items.at(-1)!.item).toBe(url);
      items.forEach((item, index) => {
        expect(item.position).toBe(index + 1);
        expect(item.name).toBeTruthy();
      });
    }

    if (pagePath.startsWith(localizedPath("/patient-education/", lang))) {
      const [article] = byType("Article");
      expect(article).toBeDefined();
      for (const key of ["headline", "image", "author", "datePublished", "dateModified", "publisher"]) {
        expect(article![key], key).toBeTruthy();
      }
      expect(String(article!.headline).length).toBeLessThanOrEqual(110);
    }
    if (pagePath === localizedPath("/focus-opticals", lang)) expect(byType("Optician")).toHaveLength(1);
    if (pagePath === localizedPath("/doctors", lang)) expect(byType("Physician")[0]).toMatchObject({ name: site.leadDoctor.name });
  });

  it("points every absolute URL in its head and structured data at something that exists", () => {
    const head = document.head;
    const urls = [
      ...[...head.querySelectorAll("link[href]")].map((link) => link.getAttribute("href")!),
      ...[...head.querySelectorAll("meta[content]")].map((tag) => tag.getAttribute("content")!),
      ...allStrings(jsonLdBlocks(document)),
    ].filter((value) => value.startsWith(origin));
    expect(urls.length).toBeGreaterThan(5);
    for (const value of urls) {
      const withoutTemplate = value.split("?")[0]!.split("#")[0]!;
      expect(resolvesToBuildOutput(withoutTemplate), value).toBe(true);
    }
  });
});

describe("across the site", () => {
  it("gives every page its own title and description", () => {
    const titles = pages.map((page) => page.document.title);
    const descriptions = pages.map((page) => meta(page.document, "description"));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it("lists exactly the indexable pages in the sitemap, with lastmod", () => {
    const xml = fs.readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = pages
      .filter((page) => !meta(page.document, "robots")?.includes("noindex"))
      .map((page) => origin + (page.path === "/" ? "/" : page.path));
    expect(locs.sort()).toEqual(expected.sort());
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length);
    expect(locs.some((loc) => loc!.includes("screen-time-eye-strain"))).toBe(false);
    // Each entry names both language versions and the default, so search engines pair the twins.
    const entries = xml.split("<url>").slice(1);
    for (const entry of entries) {
      expect(entry).toMatch(/hreflang="en-IN" href="[^"]+"/);
      expect(entry).toMatch(/hreflang="te-IN" href="[^"]+\/te(\/[^"]*)?"/);
      expect(entry).toMatch(/hreflang="x-default" href="[^"]+"/);
    }
  });

  it("allows crawling in robots.txt and points at the sitemap", () => {
    const robots = fs.readFileSync(path.join(CLIENT_DIR, "robots.txt"), "utf8");
    expect(robots).toMatch(/User-agent: \*\nAllow: \//);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toContain("/staff");
  });

  it("has a web app manifest with the site's name, colour and PNG icons", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, "manifest.webmanifest"), "utf8"));
    expect(manifest.theme_color).toBe(site.themeColor);
    expect(manifest.name).toContain(site.name);
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(CLIENT_DIR, icon.src))).toBe(true);
  });

  it("prerenders no not-found page as if it were a real page", () => {
    // The served 404s (noindex, status 404) are checked over HTTP in tests/server/not-found-seo.test.ts.
    for (const page of pages) expect(parseHtml(page.html).title).not.toContain("Not Found");
  });
});

describe("reviews in structured data", () => {
  it.each(["/", "/testimonials"])("%s carries complete Review items on the clinic", (pagePath) => {
    const graph = graphOf(pageAt(pagePath).document);
    const clinic = graph.find((node) => typesOf(node).includes("MedicalClinic"))!;
    const reviews = clinic.review as Node[];
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review).toMatchObject({
        "@type": "Review",
        author: { name: expect.any(String) },
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        reviewRating: { ratingValue: expect.any(Number), bestRating: 5 },
        reviewBody: expect.any(String),
      });
    }
    expect(clinic.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 146 });
  });

  it("emits no empty review list on any page", () => {
    for (const page of pages) {
      for (const node of allObjects(jsonLdBlocks(page.document))) {
        if ("review" in node) expect((node.review as unknown[]).length, page.path).toBeGreaterThan(0);
      }
    }
  });

  it("marks up only reviews the page shows, word for word, with the shown name", () => {
    const withReviews = pages.filter((page) =>
      allObjects(jsonLdBlocks(page.document)).some((node) => typesOf(node).includes("Review")),
    );
    expect(withReviews.map((page) => page.path)).toContain("/testimonials");
    for (const page of withReviews) {
      const text = visibleText(page.document);
      const reviews = allObjects(jsonLdBlocks(page.document)).filter((node) => typesOf(node).includes("Review"));
      for (const review of reviews) {
        expect(text, `${page.path}: ${String(review.reviewBody)}`).toContain(review.reviewBody);
        // The card that shows the quote also shows the same name and the same stars.
        const card = [...page.document.querySelectorAll("figure")].find((figure) =>
          (figure.textContent ?? "").replace(/\s+/g, " ").includes(review.reviewBody as string),
        )!;
        expect(card.textContent).toContain((review.author as Node).name);
        const rating = (review.reviewRating as Node).ratingValue;
        expect(card.innerHTML, page.path).toContain(ratedLabel(langOfPath(page.path), String(rating)));
      }
    }
  });
});

describe("the two readings of the check-up price (spec §9)", () => {
  it("quotes ₹300 in some page's meta description and ₹500 in visible copy", () => {
    const descriptions = pages.map((page) => meta(page.document, "description") ?? "");
    expect(descriptions.some((description) => description.includes("₹300"))).toBe(true);
    expect(pages.some((page) => visibleText(page.document).includes("₹500"))).toBe(true);
  });
});

describe("one linked graph", () => {
  const servicePaths = pages
    .map((page) => page.path)
    .filter((pagePath) => pagePath.startsWith(localizedPath("/services/", langOfPath(pagePath))));
  const serviceTypes = ["MedicalProcedure", "MedicalTest", "MedicalTherapy"];

  it.each(servicePaths)("%s: the service node is offered by the clinic, by @id", (pagePath) => {
    const graph = graphOf(pageAt(pagePath).document);
    const service = graph.find((node) => typesOf(node).some((type) => serviceTypes.includes(type)));
    expect(service?.["@id"]).toBe(`${origin}${pagePath}#service`);
    const providers = graph.filter((node) => ["MedicalClinic", "Hospital"].some((t) => typesOf(node).includes(t)));
    expect(providers.some((node) => references(node, service!["@id"]!))).toBe(true);
  });

  it("/doctors: the Physician belongs to the organization", () => {
    const graph = graphOf(pageAt("/doctors").document);
    const physician = graph.find((node) => typesOf(node).includes("Physician"))!;
    const organization = `${origin}/#organization`;
    const links = [physician.worksFor, physician.memberOf].flatMap((value) => allObjects(value));
    expect(links.map((link) => link["@id"])).toContain(organization);
  });

  it.each(pages.map((page) => page.path))("%s: the web page links its breadcrumb, site and main entity", (pagePath) => {
    const graph = graphOf(pageAt(pagePath).document);
    const url = origin + (pagePath === "/" ? "/" : pagePath);
    const webPage = graph.find((node) => node["@id"] === url);
    expect(webPage, "WebPage node with the page URL as @id").toBeDefined();
    expect(typesOf(webPage!).some((type) => type.endsWith("WebPage") || type === "ProfilePage")).toBe(true);
    expect(references(webPage!, `${origin}/#website`)).toBe(true);
    expect(webPage!.inLanguage).toBe(LANGUAGE_INFO[langOfPath(pagePath)].hreflang);
    if (pagePath !== localizedPath("/", langOfPath(pagePath))) {
      // The trail is the page's breadcrumb: nested in it, or a top-level node it names by @id.
      const held = webPage!.breadcrumb as Node | undefined;
      const breadcrumb = held?.["@id"] && !held["@type"] ? graph.find((node) => node["@id"] === held["@id"]) : held;
      expect(breadcrumb && typesOf(breadcrumb)).toContain("BreadcrumbList");
      expect(allObjects(graph).filter((node) => typesOf(node).includes("BreadcrumbList"))).toHaveLength(1);
    }
    // The page's subject (service, article, doctor, shop) names the page it is the main entity of.
    const subjects = graph.filter((node) =>
      [...serviceTypes, "Article", "Physician", "Optician"].some((type) => typesOf(node).includes(type)),
    );
    for (const subject of subjects) expect(references(subject, url), String(subject["@id"])).toBe(true);
  });

  it("gives each @id one @type across the whole site", () => {
    const typeById = new Map<string, { type: string; where: string }>();
    for (const page of pages) {
      for (const node of allObjects(jsonLdBlocks(page.document))) {
        const id = node["@id"];
        if (!id || node["@type"] === undefined) continue;
        const type = typesOf(node).sort().join(",");
        const seen = typeById.get(id);
        if (seen) expect(type, `${id} on ${page.path} (was ${seen.type} on ${seen.where})`).toBe(seen.type);
        else typeById.set(id, { type, where: page.path });
      }
    }
    expect(typeById.size).toBeGreaterThan(10);
  });
});
