import { describe, expect, it } from "vitest";
import { serviceSlugs } from "../../app/content/services";
import { serviceDetailCommon } from "../../app/content/services/detail-common";
import { serviceDetailCommon as serviceDetailCommonTe } from "../../app/content/te/services/detail-common";
import { sameDayWarningSigns as sameDayWarningSignsTe } from "../../app/content/te/warning-signs";
import { sameDayWarningSigns } from "../../app/content/warning-signs";
import { builtPages, meta } from "./built-pages";

const pages = builtPages();
const servicePages = pages.filter((page) => /^(\/te)?\/services\//.test(page.path));

/** Each language's warning signs and the heading they sit under; the Telugu pages carry the same advice. */
const languages = [
  { prefix: "", signs: sameDayWarningSigns, whenToSee: serviceDetailCommon.whenToSeeSpecialist.title },
  { prefix: "/te", signs: sameDayWarningSignsTe, whenToSee: serviceDetailCommonTe.whenToSeeSpecialist.title },
];
const serviceCases = languages.flatMap((language) =>
  serviceSlugs.map((slug) => [`${language.prefix}/services/${slug}`, language] as const),
);

/** Text as a visitor reads it: whitespace collapsed, so a sign split across lines still matches. */
const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

describe("medical content in the built pages", () => {
  it("built a page for every service", () => {
    expect(servicePages.map((page) => page.path).sort()).toEqual(serviceCases.map(([path]) => path).sort());
  });

  it.each(serviceCases)("%s shows the same-day warning signs with every sign and the stroke line", (path, language) => {
    const { signs: sameDayWarningSigns, whenToSee } = language;
    const page = servicePages.find((candidate) => candidate.path === path);
    expect(page, path).toBeDefined();
    const document = page!.document;

    const heading = [...document.querySelectorAll("h3")].find(
      (element) => squash(element.textContent) === sameDayWarningSigns.title,
    );
    expect(heading, "a heading 'Same-day warning signs'").toBeDefined();
    const section = heading!.closest("section");
    expect(section?.getAttribute("aria-labelledby")).toBe(heading!.id);

    // Under the page's "When to See a Specialist" h2, so the headings stay in order.
    const h2s = [...document.querySelectorAll("article h2")];
    const before = h2s.filter((h2) => h2.compareDocumentPosition(heading!) & 4 /* FOLLOWING */);
    expect(squash(before.at(-1)?.textContent)).toBe(whenToSee);

    const items = [...section!.querySelectorAll("ul > li")].map((li) => squash(li.textContent));
    expect(items).toEqual(sameDayWarningSigns.signs.map(squash));

    const note = section!.querySelector('[role="note"]');
    expect(squash(note?.textContent)).toContain(squash(sameDayWarningSigns.stroke.text));
    expect(note?.querySelector('a[href="tel:108"]')).not.toBeNull();
    expect(squash(section!.textContent)).toContain(squash(sameDayWarningSigns.outOfHours));
  });

  it("the cataract page explains after-cataract (posterior capsule opacification)", () => {
    const cataract = servicePages.find((page) => page.path === "/services/cataract");
    const body = squash(cataract?.document.querySelector("article")?.textContent);
    expect(body).toContain("posterior capsule opacification");
    expect(body).toMatch(/YAG laser/);
  });

  it("no page's keywords contain the word 'best'", () => {
    const offending = pages
      .filter((page) => /\bbest\b/i.test(meta(page.document, "keywords") ?? ""))
      .map((page) => `${page.path}: ${meta(page.document, "keywords")}`);
    expect(offending).toEqual([]);
  });

  // "15–20 minutes" broke after its dash at a line's end ("15–" / "20 minutes", even at 390 px), and the rinse of the
  // first aid for a chemical splash is one of them: a range is written in words ("15 to 20", "15 నుండి 20").
  it("writes every range of numbers a patient reads in words, not with a dash a line can break after", () => {
    const ranges = pages.flatMap((page) => {
      const body = page.document.body.cloneNode(true) as HTMLElement;
      for (const script of body.querySelectorAll("script, style")) script.remove();
      const description = meta(page.document, "description") ?? "";
      return [...`${squash(body.textContent)} ${description}`.matchAll(/\S*(?<!:\d\d)\d–\d\S*/g)].map(
        ([range]) => `${page.path}: ${range}`,
      );
    });
    expect(ranges).toEqual([]);
  });
});
