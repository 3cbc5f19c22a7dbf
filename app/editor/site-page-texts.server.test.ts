import { describe, expect, it } from "vitest";
import { EMPTY_SITE_CONTENT, type SiteContent } from "~/content/site-content";
import { applyPageTextEdit, findBlock, pageTextBlockForm } from "./site-page-texts.server";

const HERO = "page.home.homeHero";
const heroBlock = findBlock(HERO)!.block;

/** The hero's form as the editor's page fills it, with some fields changed. */
function heroForm(content: SiteContent, lang: "en" | "te", changes: Record<string, string> = {}) {
  const block = pageTextBlockForm(content, heroBlock, lang);
  const form = new URLSearchParams({ key: block.key });
  for (const field of block.fields) form.set(field.name, changes[field.name] ?? String(field.shown));
  return form;
}

const edit = (content: SiteContent | undefined, form: URLSearchParams) =>
  applyPageTextEdit(content, form, "Farida", new Date("2026-11-29T06:00:00Z"));

describe("changing the words of a page", () => {
  it("shows the repository's words with the facts as names, and keeps only what was changed", () => {
    const form = pageTextBlockForm(EMPTY_SITE_CONTENT, heroBlock, "en");
    expect(form.fields.find((field) => field.name === "w.title")?.shown).toBe("Clear sight, close to home in {town}");
    expect(form.fields.map((field) => field.name)).not.toContain("w.image.src");

    const result = edit(undefined, heroForm(EMPTY_SITE_CONTENT, "en", { "w.title": "Eye care for {town}" }));
    expect(result).toMatchObject({ ok: true, summary: "Home page, The top of the page (English): 1 text changed" });
    if (!result.ok) return;
    expect(result.content.texts?.[HERO]).toEqual({
      value: [{ path: "title", was: "Clear sight, close to home in {town}", now: "Eye care for {town}" }],
      by: "Farida",
      on: "2026-11-29",
      at: "2026-11-29T06:00:00.000Z",
    });
    // The form shows the change; the Telugu is now behind the English.
    expect(pageTextBlockForm(result.content, heroBlock, "en").fields.find((f) => f.name === "w.title")?.shown).toBe(
      "Eye care for {town}",
    );
    expect(pageTextBlockForm(result.content, heroBlock, "te").outOfDate).toBe(true);
  });

  it("refuses an empty text, markup and a fact the site does not know", () => {
    for (const [typed, problem] of [
      ["", /cannot be left empty/],
      ["<b>Eyes</b>", /without < or >/],
      ["Eyes in {city}", /\{city\} is not a fact the site knows/],
    ] as const) {
      const result = edit(undefined, heroForm(EMPTY_SITE_CONTENT, "en", { "w.title": typed }));
      expect(result.ok ? "" : result.problem).toMatch(problem);
    }
  });

  it("says nothing changed for the site's own words, and puts changed words back", () => {
    expect(edit(undefined, heroForm(EMPTY_SITE_CONTENT, "en"))).toMatchObject({
      ok: false,
      problem: /Nothing changed/,
    });
    const changed = edit(undefined, heroForm(EMPTY_SITE_CONTENT, "en", { "w.title": "Eye care for {town}" }));
    if (!changed.ok) throw new Error(changed.problem);
    const putBack = heroForm(changed.content, "en");
    putBack.set("putBack", "yes");
    const result = edit(changed.content, putBack);
    expect(result).toMatchObject({ ok: true, summary: /put back as written/ });
    expect(result.ok && result.content.texts?.[HERO]).toBeFalsy();
  });

  it("refuses a block the editor does not know", () => {
    expect(edit(undefined, new URLSearchParams({ key: "page.home.nothing" }))).toMatchObject({ ok: false });
  });
});

describe("the footer, on every page", () => {
  it("keeps a name the site's own words use, such as the year", () => {
    const footer = pageTextBlockForm(EMPTY_SITE_CONTENT, findBlock("page.frame.footer")!.block, "en");
    const rights = footer.fields.find((field) => field.name === "w.rights");
    expect(rights?.shown).toBe("© {year} {hospital}, {town}. All rights reserved.");
    const form = new URLSearchParams({ key: footer.key });
    for (const field of footer.fields) form.set(field.name, String(field.shown));
    form.set("w.rights", "© {year} {hospital}. All rights reserved.");
    expect(edit(undefined, form)).toMatchObject({ ok: true, summary: /1 text changed/ });
  });
});
