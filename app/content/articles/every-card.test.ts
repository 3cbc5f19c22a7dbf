import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blockText } from "./model";
import { articleSummaries } from "./summaries";
import * as fullEn from "./full";
import * as fullTe from "../te/articles/full";
import { articleSummaries as summariesTe } from "../te/articles/summaries";
import { teluguShare } from "../../../tests/telugu-script";
import { serviceSlugs } from "../services/service";
import { promoBlocks } from "../patient-education";
import { site } from "../site";
import { articleByline } from "./byline";
import { SIGNS_CALLOUT_TITLE } from "../warning-signs";

const cardSlugs = articleSummaries.map((summary) => summary.slug);

/** Decision 0026: every card of /patient-education and /te/patient-education opens an article, not 'Article Not Found'. */
describe("the article cards", () => {
  it("are the eight cards of the specification", () => {
    expect(cardSlugs).toHaveLength(8);
    expect(summariesTe.map((summary) => summary.slug)).toEqual(cardSlugs);
  });

  it.each(cardSlugs)("%s has a full article in English and in Telugu", (slug) => {
    const english = fullEn.getArticle(slug);
    const telugu = fullTe.getArticle(slug);
    expect(english?.slug).toBe(slug);
    expect(telugu?.slug).toBe(slug);
    if (!english || !telugu) return;

    // The same article: same picture, dates, and the same related articles in the page's language. Both are by the
    // hospital, never by a named doctor (issue 39).
    expect(telugu.featuredImage.src).toBe(english.featuredImage.src);
    expect([english.author, telugu.author]).toEqual([site.name, site.name]);
    expect(telugu.authorRole).toBe(articleByline.te.role);
    // Dated no earlier than the text was written here (2026-11-24): no back-dated publication.
    expect(english.date >= "2026-11-24" && english.dateModified >= english.date).toBe(true);
    expect([telugu.date, telugu.dateModified]).toEqual([english.date, english.dateModified]);
    expect((telugu.relatedArticles ?? []).map((link) => link.slug)).toEqual(
      (english.relatedArticles ?? []).map((link) => link.slug),
    );
    expect(telugu.content.map((block) => block.type)).toEqual(english.content.map((block) => block.type));

    // Written in Telugu, not the English words again.
    expect(telugu.title).not.toBe(english.title);
    expect(telugu.description.length).toBeLessThanOrEqual(155);
    expect(teluguShare(telugu.content.map(blockText).join(" ")), slug).toBeGreaterThanOrEqual(0.8);
  });

  it.each(cardSlugs)("%s shows an illustration that exists in public/images", (slug) => {
    const src = fullEn.getArticle(slug)?.featuredImage.src ?? "";
    expect(src).toBe(`/images/articles/${slug}.svg`);
    expect(existsSync(join(process.cwd(), "public", src)), src).toBe(true);
  });

  it.each(cardSlugs)("%s links to one to three real service pages", (slug) => {
    const services = fullEn.getArticle(slug)?.relatedServices ?? [];
    expect(services.length).toBeGreaterThanOrEqual(1);
    expect(services.length).toBeLessThanOrEqual(3);
    for (const service of services) expect(serviceSlugs).toContain(service);
    expect(fullTe.getArticle(slug)?.relatedServices).toEqual(services);
  });

  it("open from the promo links of the article list, the cataract guide's included", () => {
    const articleLinks = promoBlocks
      .map((block) => block.href)
      .filter((href) => href.startsWith("/patient-education/"));
    expect(articleLinks).toContain("/patient-education/cataract-surgery-guide");
    for (const href of articleLinks) expect(fullEn.getArticle(href.split("/").pop()), href).toBeDefined();
  });

  it("leaves a slug without a card to 'Article Not Found', in both languages", () => {
    for (const slug of ["no-such-article", "screen-time-eye-strain", "cataract-surgery"]) {
      expect(fullEn.getArticle(slug), slug).toBeUndefined();
      expect(fullTe.getArticle(slug), slug).toBeUndefined();
    }
  });
});

describe("the five articles of decision 0026", () => {
  it.each([
    "cataract-surgery-guide",
    "children-eye-care",
    "lasik-surgery-explained",
    "dry-eye-syndrome",
    "nutrition-eye-health",
  ])("%s is by the hospital, with the same-day warning signs", (slug) => {
    const article = fullEn.getArticle(slug);
    expect(article?.author).toBe(site.name);
    expect(article?.authorRole).toBe(articleByline.en.role);
    expect(article?.authorRole).not.toContain(site.leadDoctor.name);
    expect(article?.content).toContainEqual(expect.objectContaining({ type: "callout", title: SIGNS_CALLOUT_TITLE }));
  });
});
