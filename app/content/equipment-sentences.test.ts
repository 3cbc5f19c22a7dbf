import { afterEach, describe, expect, it, vi } from "vitest";
import { PUBLISHED_CONTENT_KEY } from "./published-content";
import type { Equipment, EquipmentKind, Treatment, TreatmentKind } from "./hospital/equipment";
import type { Block } from "./types";

/*
 * Issue 40, item 2: equipment the hospital says it does not have is named nowhere, and the service pages and
 * articles, in both languages, no longer say it is used there.
 */
const by = { by: "Lakshmi", on: "2026-11-30", at: "2026-11-30T05:00:00Z" };

/** The service pages' and articles' long texts of a hospital whose equipment list has only `kept`, as one text. */
async function longTextsWith(kept: readonly EquipmentKind[] | "all", given: readonly TreatmentKind[] | "all" = "all") {
  vi.resetModules();
  const { equipmentFact, treatmentEquipmentFact } = await import("./hospital/equipment");
  const list = (equipmentFact.repositoryValue as Equipment[]).map((item) => ({
    ...item,
    have: kept === "all" || kept.includes(item.kind),
  }));
  const treatments = (treatmentEquipmentFact.repositoryValue as Treatment[]).map((item) => ({
    ...item,
    given: given === "all" || given.includes(item.kind),
  }));
  vi.stubGlobal(PUBLISHED_CONTENT_KEY, {
    facts: {},
    samples: { equipment: { value: list, ...by }, treatmentEquipment: { value: treatments, ...by } },
  });
  vi.resetModules();
  const texts = (blocks: readonly Block[]) => JSON.stringify(blocks);
  // LASIK's own page and article describe the work-up LASIK needs (a corneal map and its thickness): a hospital
  // that offers LASIK has the equipment for it, and one that does not has no LASIK page.
  const notLasik = <T>(bySlug: Record<string, T>) =>
    Object.entries(bySlug)
      .filter(([slug]) => !slug.startsWith("lasik"))
      .map(([, value]) => value);
  const english = [
    ...notLasik((await import("./service-descriptions")).serviceDescriptions),
    ...notLasik((await import("./articles/full")).articles).map((article) => article.content),
  ];
  const telugu = [
    ...notLasik((await import("./te/service-descriptions")).serviceDescriptions),
    ...notLasik((await import("./te/articles/full")).articles).map((article) => article.content),
  ];
  const glaucomaArticle = (await import("./articles/full")).understandingGlaucoma;
  // The other words that name tests: the services' cards and search descriptions, the home FAQ, the about page.
  const otherWords = async (folder: "." | "./te") =>
    JSON.stringify([
      (await import(`${folder}/services/catalogue.ts`)).services,
      (await import(`${folder}/home/faq.ts`)).homeFaqs,
      (await import(`${folder}/about.ts`)).aboutWhyChoose,
    ]);
  return {
    en: english.map(texts).join("\n"),
    te: telugu.map(texts).join("\n"),
    glaucomaArticle,
    otherEn: await otherWords("."),
    otherTe: await otherWords("./te"),
  };
}

/** A scan, as the cards, descriptions and answers say it ("scan-eye" is an icon's name). */
const SCANS = { en: /\bscans?\b(?!-eye)/i, te: /స్కాన్/ };

/** How each kind is named in the long texts, in English and in Telugu. */
const NAMED: Partial<Record<EquipmentKind, { en: RegExp; te: RegExp }>> = {
  octScanner: { en: /\bOCT\b/, te: /OCT/ },
  visualFieldAnalyser: { en: /visual field|field test/i, te: /పక్క చూపు పరీక్ష/ },
  retinaCamera: { en: /retina photograph/i, te: /రెటీనా ఫోటో/ },
  slitLamp: { en: /slit-lamp/i, te: /స్లిట్-ల్యాంప్/ },
  autoRefractometer: { en: /auto-refraction/i, te: /Auto-refraction/ },
  cornealTopographer: { en: /corneal map/i, te: /Corneal topography/ },
  pachymeter: { en: /thickness of the cornea/i, te: /కార్నియా మందం/ },
};

describe("a hospital's equipment in the long texts", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("names each kind it has, in both languages", async () => {
    const { en, te, otherEn, otherTe } = await longTextsWith("all");
    for (const [kind, named] of Object.entries(NAMED)) {
      expect(en, kind).toMatch(named.en);
      expect(te, kind).toMatch(named.te);
    }
    expect(otherEn).toMatch(SCANS.en);
    expect(otherTe).toMatch(SCANS.te);
    expect(otherEn).toContain("pressure checks, nerve scans, drops and laser");
  });

  it("says no scan is done where the hospital has neither an OCT scanner nor a retina camera", async () => {
    const { otherEn, otherTe } = await longTextsWith(["tonometer", "trialLensSet"]);
    expect(otherEn).not.toMatch(SCANS.en);
    expect(otherTe).not.toMatch(SCANS.te);
    expect(otherEn).toContain("Eye pressure and sight testing are done here");
    expect(otherEn).toContain("We test and treat it with laser or injections.");
  });

  it("names none it has not, in either language, and leaves no empty step or doubled space", async () => {
    const { en, te, glaucomaArticle } = await longTextsWith(["tonometer", "trialLensSet"]);
    for (const [kind, named] of Object.entries(NAMED)) {
      expect(en, kind).not.toMatch(named.en);
      expect(te, kind).not.toMatch(named.te);
    }
    for (const text of [en, te]) {
      expect(text).not.toContain('""');
      expect(text).not.toMatch(/ {2}|\s[.,]/);
    }
    expect(en).toContain("Extra tests are charged separately, and we tell you the price before we do them.");
    expect(en).toContain("with pressure checks to be sure");
    expect(glaucomaArticle.description).toContain("how eye pressure tests find it");
    expect(glaucomaArticle.keywords).not.toContain("visual field test");
  });

  it("keeps what it has when one kind goes: without an OCT scanner, the visual field test stays", async () => {
    const { en, te } = await longTextsWith(["visualFieldAnalyser", "retinaCamera", "slitLamp"]);
    expect(en).not.toMatch(/\bOCT\b/);
    expect(te).not.toMatch(/OCT/);
    expect(en).toContain("A visual field test maps your side vision");
    expect(en).toContain("with pressure checks and repeat field tests to be sure");
    expect(en).toContain("Painless scans are done if needed: retina photographs record changes over time.");
    expect(en).toContain("Extra tests, such as a retina scan or a visual field test, are charged separately");
    expect(te).toContain("ఒత్తిడి చెక్, పక్క చూపు పరీక్షలు మళ్ళీ చేస్తాం.");
  });

  it("says where patients go for a treatment the hospital does not give, and nothing of it when it does", async () => {
    const everything = await longTextsWith("all");
    for (const text of [everything.en, everything.te, everything.otherEn]) {
      expect(text).not.toMatch(/We do not (give|do|have) (these|this|cross)/);
      expect(text).not.toContain("ఎక్కడ చేయించుకోవాలో");
    }
    expect(everything.otherEn).toContain("We test, scan and treat it with laser or injections.");

    const none = await longTextsWith("all", []);
    expect(none.en).toContain("We do not give these injections at Sunrise Eye Hospital: the doctor tells you where");
    expect(none.en).toContain("We do not have this laser at Sunrise Eye Hospital");
    expect(none.en).toContain("We do not do cross-linking at Sunrise Eye Hospital");
    expect(none.te).toContain("ఈ ఇంజెక్షన్లు Sunrise Eye Hospital లో ఇవ్వము");
    expect(none.otherEn).toContain(
      "We test, scan and treat it, and refer you for laser or injections where you need them.",
    );
    expect(none.otherEn).toContain("pressure checks, nerve scans and drops.");
    expect(none.otherEn).not.toMatch(
      /laser or injection treatment|laser treatment for glaucoma|eye injection treatment/,
    );
    expect(none.otherTe).not.toContain("కంటి ఇంజెక్షన్ చికిత్స");

    const noInjections = await longTextsWith("all", ["retinalLaser", "glaucomaLaser", "yagLaser", "crossLinking"]);
    expect(noInjections.otherEn).toContain("We test, scan and treat it with laser.");
    expect(noInjections.en).toContain("We do not give these injections at");
    expect(noInjections.en).not.toContain("We do not do this laser at");
  });
});
