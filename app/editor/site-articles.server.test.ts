import { describe, expect, it } from "vitest";
import type { SiteContent } from "~/content/site-content";
import { applyArticleEdit, readArticleForm } from "./site-articles.server";

const noon = new Date("2026-11-26T06:30:00Z");
const later = new Date("2026-11-27T06:30:00Z");

const EN_BODY = [
  "In the hot months many people in Anantapur feel their eyes burn and water by the afternoon. Here is why, and what helps.",
  "",
  "## Why the eyes dry out",
  "",
  "- Hot dry wind",
  "- A fan blowing at the face",
  "",
  "> [!WARNING] See a doctor the same day",
  "> If one eye is red and painful, or you cannot see clearly, call {phone}.",
].join("\n");
const TE_BODY = [
  "వేసవిలో చాలామందికి మధ్యాహ్నానికి కళ్ళు మండుతాయి, నీళ్ళు కారుతాయి. ఎందుకో, ఏం చేస్తే తగ్గుతుందో ఇక్కడ చూడండి.",
  "",
  "## కళ్ళు ఎందుకు పొడిబారతాయి",
  "",
  "- వేడి పొడి గాలి",
].join("\n");

const fields = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    csrf: "t",
    slug: "dry-eyes-in-summer",
    category: "eye-health",
    enTitle: "Dry eyes in summer",
    teTitle: "వేసవిలో కళ్ళు పొడిబారడం",
    enExcerpt: "Why the eyes burn in the hot months, and simple ways to ease them at home and at work.",
    teExcerpt: "వేసవిలో కళ్ళు ఎందుకు మండుతాయి, ఇంట్లోనే ఎలా ఉపశమనం పొందవచ్చు.",
    enBody: EN_BODY,
    teBody: TE_BODY,
    reviewer: "Dr. Example Reviewer",
    reviewedOn: "2026-11-25",
    ...overrides,
  });

function saved(result: ReturnType<typeof applyArticleEdit>) {
  if (!result.ok) throw new Error(`Refused: ${result.problem}`);
  return result;
}

describe("an article written in the editor", () => {
  it("is read into the blocks its page will show, with the hospital's phone filled in", () => {
    const read = readArticleForm(fields(), noon);
    if (!read.ok) throw new Error(read.problem);
    expect(read.en[1]).toEqual({ type: "h2", text: "Why the eyes dry out" });
    expect(read.en[3]).toMatchObject({ type: "callout", tone: "warning", title: "See a doctor the same day" });
    expect(JSON.stringify(read.en[3])).toContain("+91 94400 12345");
    expect(read.te[1]).toEqual({ type: "h2", text: "కళ్ళు ఎందుకు పొడిబారతాయి" });
  });

  it("is refused, with a sentence, for HTML, a page heading, a future review day, an unknown service or a taken address", () => {
    const problem = (form: URLSearchParams, content?: SiteContent) => {
      const result = applyArticleEdit(content, "article-save", form, "Lakshmi", noon);
      return result.ok ? null : result.problem;
    };
    expect(problem(fields({ enBody: `${EN_BODY}\n\n<script>alert(1)</script>` }))).toMatch(
      /^The English text has something a page cannot show/,
    );
    expect(problem(fields({ teBody: `# శీర్షిక\n\n${TE_BODY}` }))).toMatch(/^The Telugu text has something/);
    expect(problem(fields({ reviewedOn: "2026-12-01" }))).toBe(
      "The review day cannot be in the future: give the day a doctor read it.",
    );
    const withService = fields();
    withService.append("relatedServices", "brain-surgery");
    expect(problem(withService)).toBe("Tick only the services listed.");
    expect(problem(fields({ slug: "understanding-glaucoma" }))).toBe(
      "The address understanding-glaucoma is taken by another article: choose another.",
    );
    expect(problem(fields({ slug: "Dry Eyes!" }))).toMatch(/small English letters and numbers joined by hyphens/);
    expect(problem(fields({ enTitle: "<b>Dry</b> eyes" }))).toMatch(/cannot contain < or >/);
  });

  it("is added with who, when and its services; a change keeps its address and first day", () => {
    const form = fields();
    form.append("relatedServices", "eye-examinations");
    const added = saved(applyArticleEdit(undefined, "article-save", form, "Lakshmi", noon));
    expect(added.summary).toBe("Article added: Dry eyes in summer (dry-eyes-in-summer)");
    expect(added.content.articles).toEqual([
      expect.objectContaining({
        slug: "dry-eyes-in-summer",
        published: "2026-11-26",
        modified: "2026-11-26",
        relatedServices: ["eye-examinations"],
        enChanged: noon.toISOString(),
        teChanged: noon.toISOString(),
      }),
    ]);
    const changed = saved(
      applyArticleEdit(
        added.content,
        "article-save",
        fields({ editing: "dry-eyes-in-summer", slug: "another-address", enTitle: "Dry, burning eyes in summer" }),
        "Ravi",
        later,
      ),
    );
    const [article] = changed.content.articles!;
    expect(article).toMatchObject({ slug: "dry-eyes-in-summer", published: "2026-11-26", modified: "2026-11-27" });
    // Only the English changed: the Telugu is now out of date.
    expect(article!.enChanged > article!.teChanged).toBe(true);
    expect(changed.summary).toBe("Article changed: Dry, burning eyes in summer (dry-eyes-in-summer)");
  });

  it("is removed by its address", () => {
    const added = saved(applyArticleEdit(undefined, "article-save", fields(), "Lakshmi", noon));
    const removed = saved(
      applyArticleEdit(
        added.content,
        "article-remove",
        new URLSearchParams({ editing: "dry-eyes-in-summer" }),
        "Lakshmi",
        later,
      ),
    );
    expect(removed.content.articles).toEqual([]);
    expect(removed.summary).toBe("Article removed: Dry eyes in summer (dry-eyes-in-summer)");
  });
});
