import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import {
  articleSlugs,
  articleSummaries,
  articlesInTab,
  menuArticles,
  repositoryArticleSlugs,
  searchArticles,
} from "./index";
import { articles, getArticle } from "./full";

const summarySlugs = [
  "understanding-glaucoma",
  "cataract-surgery-guide",
  "healthy-vision-habits",
  "diabetic-retinopathy",
  "children-eye-care",
  "lasik-surgery-explained",
  "dry-eye-syndrome",
  "nutrition-eye-health",
];

const menuSlugs = [
  "healthy-vision-habits",
  "screen-time-eye-strain",
  "eye-protection-tips",
  "uv-protection-eyes",
  "healthy-foods-eye-health",
  "diabetic-retinopathy",
  "cleaning-maintaining-glasses",
  "safe-contact-lens-use",
  "lasik-surgery-education",
  "dry-eye-syndrome-education",
  "watery-eyes-epiphora-education",
  "eyelid-infections-blepharitis-education",
];

// Counted here rather than with the module's own helper, so a bug there cannot hide a short article.
function bodyWords(blocks: Block[]): number {
  const text = blocks
    .map((block) => {
      if (block.type === "ul" || block.type === "ol") return block.items.join(" ");
      if (block.type === "callout") {
        const list = block.list ? [block.list.lead, ...block.list.items, block.list.after ?? ""] : [];
        return [block.title, block.text, ...list].join(" ");
      }
      return block.text;
    })
    .join(" ");
  return text.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word)).length;
}

const slugsOf = (list: { slug: string }[]) => list.map((item) => item.slug);

describe("searchArticles", () => {
  it("ignores case", () => {
    expect(slugsOf(searchArticles("GLAUCOMA"))).toContain("understanding-glaucoma");
    expect(slugsOf(searchArticles("glaucoma"))).toEqual(slugsOf(searchArticles("GlAuCoMa")));
  });

  it("matches words that appear only in the excerpt", () => {
    const hits = searchArticles("optic nerve");
    expect(slugsOf(hits)).toEqual(["understanding-glaucoma"]);
    expect(hits[0]?.title.toLowerCase()).not.toContain("optic nerve");
  });

  it("trims the search term", () => {
    expect(slugsOf(searchArticles("   cataract  "))).toEqual(slugsOf(searchArticles("cataract")));
    expect(searchArticles("   cataract  ").length).toBeGreaterThan(0);
  });

  it("returns all eight articles for an empty or blank term", () => {
    expect(searchArticles("")).toHaveLength(8);
    expect(searchArticles("   ")).toHaveLength(8);
  });

  it("returns nothing when no article matches", () => {
    expect(searchArticles("zzqx no such article")).toEqual([]);
  });

  it("searches the list it is given", () => {
    const onlyTreatments = articlesInTab("treatments");
    expect(searchArticles("glaucoma", onlyTreatments)).toEqual([]);
  });
});

describe("article summaries", () => {
  it("has exactly the eight specified slugs, in order", () => {
    expect(slugsOf(articleSummaries)).toEqual(summarySlugs);
  });

  it("uses unique ids and an 800x450 illustration named after the slug", () => {
    expect(new Set(articleSummaries.map((a) => a.id)).size).toBe(8);
    for (const summary of articleSummaries) {
      expect(summary.image).toMatchObject({ src: `/images/articles/${summary.slug}.svg`, width: 800, height: 450 });
      expect(summary.image.alt.length).toBeGreaterThan(10);
    }
  });
});

describe("articlesInTab", () => {
  it("shows all eight under All Articles and splits them across the three categories", () => {
    expect(articlesInTab("all")).toHaveLength(8);
    const perCategory = (["eye-conditions", "treatments", "eye-health"] as const).map(
      (tab) => articlesInTab(tab).length,
    );
    expect(perCategory.reduce((a, b) => a + b, 0)).toBe(8);
    for (const count of perCategory) expect(count).toBeGreaterThanOrEqual(2);
  });
});

describe("full articles", () => {
  it("exist for every card of the list, once each (decision 0026)", () => {
    expect([...articleSlugs].sort()).toEqual([...summarySlugs].sort());
    expect(Object.keys(articles)).toHaveLength(summarySlugs.length);
    for (const slug of summarySlugs) expect(getArticle(slug)?.slug).toBe(slug);
  });

  it("are not found for other slugs", () => {
    expect(getArticle("screen-time-eye-strain")).toBeUndefined();
    expect(getArticle("no-such-article")).toBeUndefined();
    expect(getArticle("constructor")).toBeUndefined();
    expect(getArticle(undefined)).toBeUndefined();
  });

  it.each(repositoryArticleSlugs)("%s has a body of 800 to 1,500 words", (slug) => {
    const words = bodyWords(articles[slug].content);
    expect(words).toBeGreaterThanOrEqual(800);
    expect(words).toBeLessThanOrEqual(1500);
  });

  it.each(repositoryArticleSlugs)("%s has a short meta description and a 2026 date", (slug) => {
    const article = articles[slug];
    expect(article.description.length).toBeLessThanOrEqual(155);
    expect(article.date).toMatch(/^2026-\d{2}-\d{2}$/);
    // The five articles of decision 0026 were written on 2026-11-25; none is dated later.
    expect(article.date <= "2026-11-25").toBe(true);
    expect(article.dateModified >= article.date).toBe(true);
  });

  it("each has a 'When to see an eye doctor' section", () => {
    for (const slug of repositoryArticleSlugs) {
      expect(articles[slug].content).toContainEqual({ type: "h2", text: "When to see an eye doctor" });
    }
  });

  it("link, where they have related articles, to two or three other real summaries", () => {
    expect(articles["understanding-glaucoma"].relatedArticles).toBeUndefined();
    expect(articles["healthy-vision-habits"].relatedArticles).toBeUndefined();
    expect(slugsOf(articles["diabetic-retinopathy"].relatedArticles ?? [])).toEqual(
      expect.arrayContaining(["understanding-glaucoma", "healthy-vision-habits"]),
    );
    for (const slug of repositoryArticleSlugs) {
      const related = articles[slug].relatedArticles;
      if (related === undefined) continue;
      expect(related.length, slug).toBeGreaterThanOrEqual(2);
      expect(related.length, slug).toBeLessThanOrEqual(3);
      expect(slugsOf(related), slug).not.toContain(slug);
      for (const link of related) {
        expect(articleSummaries).toContainEqual(
          expect.objectContaining({ id: link.id, title: link.title, slug: link.slug }),
        );
      }
    }
  });
});

describe("menuArticles", () => {
  it("lists the twelve dropdown routes in order", () => {
    expect(menuArticles.map((item) => item.path)).toEqual(menuSlugs.map((slug) => `/patient-education/${slug}`));
    for (const item of menuArticles) expect(item.label.trim()).not.toBe("");
  });

  it("has content only for healthy-vision-habits and diabetic-retinopathy", () => {
    const withContent = menuSlugs.filter((slug) => getArticle(slug) !== undefined);
    expect(withContent).toEqual(["healthy-vision-habits", "diabetic-retinopathy"]);
  });
});
