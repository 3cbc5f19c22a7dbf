import { describe, expect, it } from "vitest";
import * as educationEn from "../patient-education";
import * as educationTe from "../te/patient-education";
import * as articlesEn from "./index";
import { articlesIn } from "./by-language";
import { shownStrings, teluguShare } from "../../../tests/telugu-script";

const te = articlesIn("te");
const en = articlesIn("en");

describe("articlesIn", () => {
  it("gives the English module for English and the Telugu twin for Telugu", () => {
    expect(en).toBe(articlesEn);
    expect(te.articleSummaries).not.toBe(articlesEn.articleSummaries);
    expect(te.articleSummaries[0]?.title).toMatch(/^గ్లాకోమా/);
  });
});

describe("Telugu article summaries", () => {
  it("are the English cards with Telugu words: same ids, slugs, icons, categories and pictures", () => {
    expect(te.articleSummaries).toHaveLength(en.articleSummaries.length);
    te.articleSummaries.forEach((summary, index) => {
      const english = en.articleSummaries[index];
      expect(english).toBeDefined();
      if (!english) return;
      const { title, excerpt, image, ...rest } = summary;
      const { title: enTitle, excerpt: enExcerpt, image: enImage, ...enRest } = english;
      expect(rest).toEqual({ ...enRest, searchAlso: enTitle });
      expect({ ...image, alt: "" }).toEqual({ ...enImage, alt: "" });
      for (const text of [title, excerpt, image.alt]) expect(text.trim()).not.toBe("");
      // English words appear only in brackets after a Telugu term, e.g. గ్లాకోమా (Glaucoma).
      expect(teluguShare(`${title} ${excerpt} ${image.alt}`), title).toBeGreaterThanOrEqual(0.85);
      expect(excerpt).not.toBe(enExcerpt);
    });
  });

  it("sorts into the same tabs as in English, with Telugu tab labels", () => {
    expect(te.articleTabs.map((tab) => tab.value)).toEqual(en.articleTabs.map((tab) => tab.value));
    for (const tab of te.articleTabs) {
      expect(teluguShare(tab.label)).toBe(1);
      expect(te.articlesInTab(tab.value).map((a) => a.slug)).toEqual(en.articlesInTab(tab.value).map((a) => a.slug));
    }
  });

  it("have pages for the same slugs", () => {
    expect(te.articleSlugs).toEqual(en.articleSlugs);
    for (const summary of te.articleSummaries) expect(te.hasArticle(summary.slug)).toBe(en.hasArticle(summary.slug));
  });
});

describe("Telugu article menu", () => {
  it("has the twelve English paths, in order, with Telugu labels", () => {
    expect(te.menuArticles.map((item) => item.path)).toEqual(en.menuArticles.map((item) => item.path));
    const labels = te.menuArticles.map((item) => item.label);
    expect(new Set(labels).size).toBe(12);
    for (const label of labels) expect(teluguShare(label), label).toBeGreaterThanOrEqual(0.6);
  });
});

describe("Telugu patient education words", () => {
  it("keep the English promo links and icons", () => {
    expect(educationTe.promoBlocks.map(({ href, icon }) => ({ href, icon }))).toEqual(
      educationEn.promoBlocks.map(({ href, icon }) => ({ href, icon })),
    );
  });

  it("have as many facts and questions as in English", () => {
    expect(educationTe.glaucomaFacts.facts).toHaveLength(educationEn.glaucomaFacts.facts.length);
    expect(educationTe.educationFaqs).toHaveLength(educationEn.educationFaqs.length);
  });

  it("are written in Telugu script", () => {
    const { educationMeta: _meta, ...shown } = educationTe;
    const text = shownStrings(shown, { call: [7] }).join(" ");
    expect(teluguShare(text)).toBeGreaterThanOrEqual(0.9);
    expect(shownStrings(educationTe.articlePageCopy)).not.toContain("Article Not Found");
  });

  it("write the result count the way the page fills it in", () => {
    expect(educationTe.educationPageCopy.resultsHeadingMany).toContain("{n}");
    expect(educationTe.educationPageCopy.resultsHeadingOne).toContain("1");
    expect(educationTe.articlePageCopy.readingTime(6)).toContain("6");
  });

  it("have a meta description of at most 155 characters", () => {
    expect(educationTe.educationMeta.description.length).toBeLessThanOrEqual(155);
  });
});
