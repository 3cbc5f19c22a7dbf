import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countInEnglish, countInEnglishAtStart, prices, pricesFact, rupees } from "./prices";
import { PUBLISHED_CONTENT_KEY } from "../published-content";

/**
 * The hospital's prices are one fact (issue 39, item 10): an editor corrects them once at /staff/site/facts, and every
 * page in both languages follows. No content types a price of its own.
 */
const CONTENT = path.join("app", "content");
const OLD_PRICES = ["₹15,000", "₹25,000", "₹6,000"];

const contentFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(full);
    return /\.(ts|md)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });

describe("the hospital's prices", () => {
  it("are the repository's sample until an editor confirms them, written as the pages write them", () => {
    expect(pricesFact.status).toBe("sample");
    expect(pricesFact.key).toBe("prices");
    expect(prices).toEqual({
      cataractFrom: 15000,
      lasikPerEyeFrom: 25000,
      communityCataract: 6000,
      communityPlacesAMonth: 10,
    });
    expect(pricesFact.shownAs).toEqual(OLD_PRICES);
    expect([prices.cataractFrom, prices.lasikPerEyeFrom, prices.communityCataract].map(rupees)).toEqual(OLD_PRICES);
    expect(rupees(150000)).toBe("₹1,50,000");
    expect([1, 8, 10, 12, 15].map(countInEnglish)).toEqual(["one", "eight", "ten", "twelve", "15"]);
    expect(countInEnglishAtStart(10)).toBe("Ten");
  });

  it("are typed in prices.ts only: no content module or long text (either language) states one of its own", () => {
    const files = contentFiles(CONTENT);
    expect(files.some((file) => file.endsWith(".md"))).toBe(true);
    expect(files.some((file) => file.includes(`${path.sep}te${path.sep}`))).toBe(true);
    const offenders = files
      .filter((file) => file !== path.join(CONTENT, "hospital", "prices.ts"))
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .map((text, index) => ({ file, line: index + 1, text }))
          .filter(({ text }) => OLD_PRICES.some((price) => text.includes(price))),
      )
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(offenders).toEqual([]);
  });
});

describe("a hospital's edited prices", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function withEditedPrices() {
    vi.stubGlobal(PUBLISHED_CONTENT_KEY, {
      samples: {
        prices: {
          value: { cataractFrom: 18000, lasikPerEyeFrom: 30000, communityCataract: 5000, communityPlacesAMonth: 8 },
          by: "Lakshmi",
          on: "2026-11-27",
          at: "2026-11-27T05:00:00Z",
        },
      },
    });
    vi.resetModules();
    return {
      prices: await import("./prices"),
      identity: await import("./identity"),
      catalogue: await import("../services/catalogue"),
      catalogueTe: await import("../te/services/catalogue"),
      community: await import("../community"),
      communityTe: await import("../te/community"),
      home: await import("../home/community-service"),
      homeTe: await import("../te/home/community-service"),
      servicesPage: await import("../services-page"),
      servicesPageTe: await import("../te/services-page"),
      about: await import("../about"),
      aboutTe: await import("../te/about"),
      faq: await import("../home/faq"),
      faqTe: await import("../te/home/faq"),
      camps: await import("../services/eye-camps"),
      campsTe: await import("../te/services/eye-camps"),
      descriptions: await import("../service-descriptions"),
      descriptionsTe: await import("../te/service-descriptions"),
    };
  }

  it("are confirmed, and every page in both languages says them, never the old ones", async () => {
    const built = await withEditedPrices();
    expect(built.prices.pricesFact.status).toBe("confirmed");
    for (const [name, module] of Object.entries(built).filter(([name]) => name !== "prices")) {
      const text = JSON.stringify(module);
      for (const price of OLD_PRICES) expect(text, `${name} says ${price}`).not.toContain(price);
      // The old ten places a month, in English words or Telugu digits.
      expect(text, name).not.toMatch(/\b[Tt]en (cataract surgeries|surgeries|patients|a month)|నెలా 10|నెలకు 10|\b10 మంది/);
    }

    const cataract = (module: typeof built.catalogue) =>
      module.services.find((service) => service.slug === "cataract")!;
    const lasik = (module: typeof built.catalogue) =>
      module.services.find((service) => service.slug === "lasik-surgery-anantapur")!;
    expect(cataract(built.catalogue).description).toContain("Cataract surgery starts from ₹18,000.");
    expect(cataract(built.catalogue).metaDescription).toContain(
      "Community programme at ₹5,000 for eight patients a month.",
    );
    expect(lasik(built.catalogue).shortDescription).toContain("from ₹30,000 per eye");
    expect(cataract(built.catalogueTe).metaDescription).toContain("నెలకు 8 మందికి ₹5,000కే");
    expect(cataract(built.catalogueTe).shortDescription).toContain("₹18,000 నుండి");
    expect(lasik(built.catalogueTe).description).toContain("ఒక్కో కంటికి ₹30,000 నుండి");

    const { programme } = built.community.communityOutreach;
    expect(programme.title).toBe("Cataract surgery at ₹5,000");
    expect(programme.summary).toContain("Each month we offer eight cataract surgeries at ₹5,000 per eye");
    expect(programme.summary).toContain("which starts from ₹18,000");
    expect(programme.facts.slice(0, 2).map((fact) => fact.value)).toEqual(["8", "₹5,000"]);
    expect(programme.howToApply.note).toContain("Places are limited to eight a month.");
    expect(built.community.communityMeta.description).toMatch(/^Eight cataract surgeries a month at ₹5,000/);
    const programmeTe = built.communityTe.communityOutreach.programme;
    expect(programmeTe.title).toBe("₹5,000కే శుక్లం ఆపరేషన్");
    expect(programmeTe.summary).toContain("ప్రతి నెలా 8 శుక్లం ఆపరేషన్లు ఒక కంటికి ₹5,000కే");
    expect(programmeTe.summary).toContain("₹18,000 నుండి");
    expect(programmeTe.facts.slice(0, 2).map((fact) => fact.value)).toEqual(["8", "₹5,000"]);
    expect(programmeTe.howToApply.note).toContain("నెలకు 8 మందికి");

    const blurb = (module: typeof built.home) =>
      module.communityService.blurbs.find((item) => item.icon === "hand-heart")!;
    expect(blurb(built.home)).toEqual({
      icon: "hand-heart",
      title: "Cataract surgery at ₹5,000",
      text: "Every month we set aside eight cataract surgeries at ₹5,000 for families who cannot afford the full price.",
    });
    expect(blurb(built.homeTe).text).toContain("ప్రతి నెలా 8 శుక్లం ఆపరేషన్లు ₹5,000 కే");

    expect(built.servicesPage.servicesPageMeta.description).toContain("cataract surgery from ₹18,000");
    expect(built.servicesPageTe.servicesPageMeta.description).toContain("₹18,000 నుండి శుక్లం ఆపరేషన్");
    expect(built.identity.identity.priceRange).toMatch(/– ₹30,000$/);

    const body = (module: typeof built.descriptions, slug: "cataract" | "lasik-surgery-anantapur") =>
      JSON.stringify(module.serviceDescriptions[slug]);
    expect(body(built.descriptions, "cataract")).toContain(
      "eight patients each month who cannot afford the full cost have their surgery for ₹5,000.",
    );
    expect(body(built.descriptions, "lasik-surgery-anantapur")).toContain("LASIK starts from ₹30,000 per eye.");
    expect(body(built.descriptionsTe, "cataract")).toContain("8 మంది రోగులకు ప్రతి నెలా ₹5,000 కే");
  });
});
