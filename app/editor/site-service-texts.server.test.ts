import { describe, expect, it } from "vitest";
import { EMPTY_SITE_CONTENT } from "~/content/site-content";
import { applyServiceTextEdit, readServiceTextForm, serviceTextValues } from "./site-service-texts.server";

const noon = new Date("2026-11-26T06:30:00Z");
const later = new Date("2026-11-26T08:30:00Z");

const original = serviceTextValues(EMPTY_SITE_CONTENT, "cataract");
const ADDED = "Bring your sugar and blood pressure reports to the first visit.";
const ADDED_TE = "మొదటిసారి వచ్చేటప్పుడు మీ షుగర్, బీపీ రిపోర్టులు తీసుకురండి.";

const form = (fields: Record<string, string>) => new URLSearchParams({ csrf: "t", service: "cataract", ...fields });

function saved(result: ReturnType<typeof applyServiceTextEdit>) {
  if (!result.ok) throw new Error(`Refused: ${result.problem}`);
  return result;
}

describe("a service page's text changed in the editor", () => {
  it("starts from the repository's Markdown in both languages", () => {
    expect(original.en).toMatch(/^\S/);
    expect(original.te).toMatch(/[\u0C00-\u0C7F]/);
    expect(original.edited).toBeNull();
  });

  it("is kept in both languages; a change to one marks the other out of date until it follows", () => {
    const both = saved(
      applyServiceTextEdit(
        undefined,
        "service-text-save",
        form({ en: `${original.en}\n\n${ADDED}`, te: `${original.te}\n\n${ADDED_TE}` }),
        "Lakshmi",
        noon,
      ),
    );
    const after = serviceTextValues(both.content, "cataract");
    expect(after.en.endsWith(ADDED)).toBe(true);
    expect(after.te.endsWith(ADDED_TE)).toBe(true);
    expect(after.edited).toEqual({ by: "Lakshmi", on: "2026-11-26", outOfDate: null });
    expect(both.summary).toBe("Service text of cataract: English and Telugu");
    const englishOnly = saved(
      applyServiceTextEdit(
        both.content,
        "service-text-save",
        form({ en: `${original.en}\n\n${ADDED} Bring your glasses too.`, te: `${original.te}\n\n${ADDED_TE}` }),
        "Lakshmi",
        later,
      ),
    );
    expect(serviceTextValues(englishOnly.content, "cataract").edited?.outOfDate).toBe("te");
  });

  it("goes back to the repository's text", () => {
    const both = saved(
      applyServiceTextEdit(
        undefined,
        "service-text-save",
        form({ en: `${original.en}\n\n${ADDED}`, te: original.te }),
        "Lakshmi",
        noon,
      ),
    );
    const reset = saved(applyServiceTextEdit(both.content, "service-text-reset", form({}), "Lakshmi", later));
    expect(serviceTextValues(reset.content, "cataract")).toEqual(original);
  });

  it("refuses HTML, an unknown service and a body too short, with a sentence", () => {
    expect(readServiceTextForm(form({ en: `${original.en}\n\n<iframe src="x">`, te: original.te }))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^The English text has something a page cannot show/),
    });
    expect(readServiceTextForm(form({ service: "brain-surgery", en: original.en, te: original.te }))).toEqual({
      ok: false,
      problem: "Choose one of the services listed.",
    });
    expect(readServiceTextForm(form({ en: "Too short.", te: original.te }))).toMatchObject({ ok: false });
  });
});

describe("one of the site's own articles changed in the editor", () => {
  it("starts from the article's Markdown in both languages and is kept apart from the service texts", () => {
    const article = serviceTextValues(EMPTY_SITE_CONTENT, "dry-eye-syndrome", "article");
    expect(article.en.length).toBeGreaterThan(500);
    expect(article.te).toMatch(/[\u0C00-\u0C7F]/);
    const added = "Blink fully and often when you read from a phone.";
    const result = saved(
      applyServiceTextEdit(
        undefined,
        "service-text-save",
        // As a browser sends a text area: CR LF line breaks, the Telugu as it was.
        new URLSearchParams({
          service: "dry-eye-syndrome",
          en: `${article.en}\n\n${added}`.replace(/\n/g, "\r\n"),
          te: article.te.replace(/\n/g, "\r\n"),
        }),
        "Lakshmi",
        noon,
        "article",
      ),
    );
    expect(result.content.serviceTexts).toBeUndefined();
    expect(result.content.articleTexts?.["dry-eye-syndrome"]?.en.endsWith(added)).toBe(true);
    expect(serviceTextValues(result.content, "dry-eye-syndrome", "article").edited?.outOfDate).toBe("te");
    expect(result.summary).toBe("Article text of dry-eye-syndrome: English");
    // A service's slug is not an article's.
    expect(
      applyServiceTextEdit(
        undefined,
        "service-text-save",
        form({ en: "x".repeat(300), te: "y".repeat(200) }),
        "L",
        noon,
        "article",
      ),
    ).toEqual({ ok: false, problem: "Choose one of the articles listed." });
  });
});
