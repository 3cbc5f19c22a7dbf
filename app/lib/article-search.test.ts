import { describe, expect, it } from "vitest";
import * as articlesEn from "~/content/articles";
import * as articlesTe from "~/content/te/articles";
import { filterArticles, searchFold } from "./article-search";

const slugsOf = (list: readonly { slug: string }[]) => list.map((item) => item.slug);

/** The search as it was before the Telugu edition: lower-cased title or excerpt contains the trimmed term. */
function previousSearch<T extends { title: string; excerpt: string }>(list: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (needle === "") return [...list];
  return list.filter(
    (article) => article.title.toLowerCase().includes(needle) || article.excerpt.toLowerCase().includes(needle),
  );
}

describe("filterArticles on the English list", () => {
  it.each([
    "",
    "   ",
    "glaucoma",
    "GLAUCOMA",
    "  cataract ",
    "optic nerve",
    "sugar",
    "screen",
    "20-20-20",
    "child's",
    "eye",
    "e",
    "zzqx no such article",
    "గ్లాకోమా",
  ])("finds what it found before for %j", (term) => {
    expect(filterArticles(articlesEn.articleSummaries, term)).toEqual(
      previousSearch(articlesEn.articleSummaries, term),
    );
  });

  it("carries no extra search words on English summaries", () => {
    for (const summary of articlesEn.articleSummaries) expect(summary).not.toHaveProperty("searchAlso");
  });
});

describe("filterArticles on the Telugu list", () => {
  const list = articlesTe.articleSummaries;

  it("matches Telugu titles", () => {
    expect(slugsOf(filterArticles(list, "గ్లాకోమా"))).toContain("understanding-glaucoma");
    expect(slugsOf(filterArticles(list, "లాసిక్"))).toEqual(["lasik-surgery-explained"]);
    expect(slugsOf(filterArticles(list, "పిల్లల"))).toContain("children-eye-care");
  });

  it("matches words that appear only in a Telugu excerpt", () => {
    const hits = filterArticles(list, "బొప్పాయి");
    expect(slugsOf(hits)).toEqual(["nutrition-eye-health"]);
    expect(hits[0]?.title).not.toContain("బొప్పాయి");
  });

  it("finds the words of the Telugu search hint", () => {
    expect(slugsOf(filterArticles(list, "గ్లాకోమా"))).toContain("understanding-glaucoma");
    expect(slugsOf(filterArticles(list, "షుగర్"))).toEqual(
      expect.arrayContaining(["diabetic-retinopathy", "nutrition-eye-health"]),
    );
    expect(slugsOf(filterArticles(list, "స్క్రీన్"))).toEqual(
      expect.arrayContaining(["healthy-vision-habits", "dry-eye-syndrome"]),
    );
  });

  it("finds an article by its English title, in any case", () => {
    expect(slugsOf(filterArticles(list, "glaucoma"))).toEqual(["understanding-glaucoma"]);
    expect(slugsOf(filterArticles(list, "  Diabetic RETINOPATHY "))).toEqual(["diabetic-retinopathy"]);
    expect(slugsOf(filterArticles(list, "nutrition"))).toEqual(["nutrition-eye-health"]);
    expect(slugsOf(filterArticles(list, "cataract"))).toContain("cataract-surgery-guide");
  });

  it("finds every Telugu article by its English title", () => {
    for (const english of articlesEn.articleSummaries) {
      expect(slugsOf(filterArticles(list, english.title))).toContain(english.slug);
    }
  });

  it("does not search the English excerpts", () => {
    // 'papaya' is only in the English excerpt of the nutrition article, not in its English title.
    expect(filterArticles(list, "papaya")).toEqual([]);
  });

  it("shows Telugu titles and excerpts while matching English ones", () => {
    const [hit] = filterArticles(list, "glaucoma");
    expect(hit?.title).toBe("గ్లాకోమా (నీటి కాసులు) గురించి తెలుసుకోండి");
    expect(hit?.excerpt).toMatch(/^గ్లాకోమా/);
  });

  it("matches with or without the invisible joiners Telugu keyboards insert", () => {
    const withJoiner = "ఆపరేషన్‌తో"; // with U+200C, as written in the cataract excerpt
    const withoutJoiner = withJoiner.replace("\u200C", "");
    expect(withJoiner).not.toBe(withoutJoiner);
    expect(slugsOf(filterArticles(list, withoutJoiner))).toEqual(slugsOf(filterArticles(list, withJoiner)));
    expect(slugsOf(filterArticles(list, withoutJoiner))).toContain("cataract-surgery-guide");
  });

  it("matches Telugu typed in decomposed Unicode form", () => {
    const decomposed = "తేలికైన".normalize("NFD");
    expect(slugsOf(filterArticles(list, decomposed))).toEqual(slugsOf(filterArticles(list, "తేలికైన")));
    expect(filterArticles(list, decomposed).length).toBeGreaterThan(0);
  });

  it("returns all eight for an empty or blank term, and nothing for an unknown one", () => {
    expect(filterArticles(list, "")).toHaveLength(8);
    expect(filterArticles(list, "   ")).toHaveLength(8);
    expect(filterArticles(list, "జ్ఞ్ఞ్ఞ లేని మాట")).toEqual([]);
  });

  it("keeps its extra search words through the island's JSON props", () => {
    const sent = JSON.parse(JSON.stringify(list)) as typeof list;
    expect(slugsOf(filterArticles(sent, "glaucoma"))).toEqual(["understanding-glaucoma"]);
  });

  it("is what the Telugu searchArticles and articlesInTab use", () => {
    expect(slugsOf(articlesTe.searchArticles("glaucoma"))).toEqual(["understanding-glaucoma"]);
    expect(slugsOf(articlesTe.searchArticles("గ్లాకోమా"))).toContain("understanding-glaucoma");
    expect(articlesTe.searchArticles("glaucoma", articlesTe.articlesInTab("treatments"))).toEqual([]);
  });
});

describe("searchFold", () => {
  it("lower-cases English text and leaves it otherwise alone", () => {
    expect(searchFold("Cataract Surgery: A Patient's Guide")).toBe("cataract surgery: a patient's guide");
  });

  it("drops zero-width joiners and composes Telugu", () => {
    expect(searchFold("అపాయింట్‌మెంట్")).toBe("అపాయింట్మెంట్");
    expect(searchFold("ై".normalize("NFD"))).toBe("ై");
  });
});
