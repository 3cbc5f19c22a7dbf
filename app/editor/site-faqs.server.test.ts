import { describe, expect, it } from "vitest";
import { editableFaqLists } from "~/editor/editable-faq-lists";
import { editedFaqs, fillFacts } from "~/content/edited-texts";
import { EMPTY_SITE_CONTENT } from "~/content/site-content";
import { applyFaqEdit, twinTextOutOfDate, faqListValue, withFactNames } from "./site-faqs.server";

const noon = new Date("2026-11-26T06:30:00Z");
const later = new Date("2026-11-26T08:30:00Z");
const home = editableFaqLists.find((list) => list.key === "faq.home")!;

/** The form as the page sends it for a list, with some fields changed. */
function sent(key: string, items: { question: string; answer: string }[], extra: Record<string, string> = {}) {
  return new URLSearchParams({
    csrf: "t",
    intent: "faq",
    key,
    ...Object.fromEntries(
      items.flatMap((item, index) => [
        [`f.${index}.question`, item.question],
        [`f.${index}.answer`, item.answer],
      ]),
    ),
    ...extra,
  });
}

describe("the questions and answers an editor changes", () => {
  it("show the hospital's facts by name, and are filled in again on the page", () => {
    const shown = faqListValue(EMPTY_SITE_CONTENT, home);
    expect(shown[0]!.answer).toContain("{phone}");
    expect(shown[0]!.answer).not.toContain("+91 94400 12345");
    expect(fillFacts(shown[0]!.answer)).toBe(home.items[0]!.answer);
    expect(withFactNames("Call +91 94400 12345 or 108; not 1080.")).toBe(
      "Call {phone} or {emergencyNumber}; not 1080.",
    );
    // Nothing published: the pages read the repository's list.
    expect(editedFaqs("faq.home", home.items)).toBe(home.items);
  });

  it("are saved with a question added and one removed, and say so in the history", () => {
    const items = faqListValue(EMPTY_SITE_CONTENT, home);
    const result = applyFaqEdit(
      undefined,
      sent("faq.home", items, {
        "f.1.remove": "yes",
        [`f.${items.length}.question`]: "Is there parking?",
        [`f.${items.length}.answer`]: "Yes, for two-wheelers and cars. Call {phone} if you need help finding us.",
      }),
      "Lakshmi",
      noon,
    );
    if (!result.ok) throw new Error(result.problem);
    const saved = result.content.texts?.["faq.home"];
    expect(saved?.value).toHaveLength(items.length);
    expect((saved?.value as { question: string }[]).at(-1)?.question).toBe("Is there parking?");
    expect(result.summary).toBe(`Home page: questions patients often ask (English): ${items.length} questions`);
    expect(twinTextOutOfDate(result.content, "telugu.faq.home")).toBe(true);
    const telugu = editableFaqLists.find((list) => list.key === "telugu.faq.home")!;
    const both = applyFaqEdit(result.content, sent(telugu.key, faqListValue(result.content, telugu)), "Ravi", later);
    if (!both.ok) throw new Error(both.problem);
    expect(twinTextOutOfDate(both.content, "telugu.faq.home")).toBe(false);
    expect(twinTextOutOfDate(both.content, "faq.home")).toBe(false);
  });

  it("are refused with a sentence for an unknown fact name or script", () => {
    const items = faqListValue(EMPTY_SITE_CONTENT, home);
    const unknown = applyFaqEdit(undefined, sent("faq.home", items, { "f.0.answer": "Call {fone}." }), "Lakshmi", noon);
    expect(unknown).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^\{fone\} is not a fact the site knows/),
    });
    const script = applyFaqEdit(
      undefined,
      sent("faq.home", items, { "f.0.answer": "<script>x</script>" }),
      "Lakshmi",
      noon,
    );
    expect(script).toMatchObject({ ok: false, problem: expect.stringContaining("cannot contain < or >") });
  });
});
