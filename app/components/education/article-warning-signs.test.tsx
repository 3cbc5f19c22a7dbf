// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ArticleBody } from "~/components/education/article-body";
import { articles as articlesEn } from "~/content/articles/full";
import { articlePageCopy as copyEn } from "~/content/patient-education";
import { articles as articlesTe } from "~/content/te/articles/full";
import { articlePageCopy as copyTe } from "~/content/te/patient-education";
import * as signsTe from "~/content/te/warning-signs";
import * as signsEn from "~/content/warning-signs";
import { LangContext } from "~/i18n/use-lang";

afterEach(cleanup);

/**
 * The articles' warning box (content/warning-signs.ts `sameDaySignsCallout`, drawn by RichText), read as a patient
 * reads it on an article page: the title must not offer 108 and "come today" as a free choice, and the come-today
 * list's lead-in must point ahead, to its own list, never back at the stroke signs above it.
 */
const languages = {
  en: {
    articles: articlesEn,
    copy: copyEn,
    signs: signsEn,
    title: "For signs of a stroke, call 108 now; for the others, come to us today",
    strokeClause: /^For signs of a stroke, call 108 now;/,
    lead: /^Come to us today if you have any of the following \(/,
    strokeWords: /slurred|droop|stroke/i,
  },
  te: {
    articles: articlesTe,
    copy: copyTe,
    signs: signsTe,
    title: "పక్షవాతం లక్షణాలైతే ఇప్పుడే 108కు కాల్ చేయండి; మిగతావాటికి ఈ రోజే మా దగ్గరకు రండి",
    strokeClause: /^పక్షవాతం లక్షణాలైతే ఇప్పుడే 108కు కాల్ చేయండి;/,
    lead: /^ఈ కింది వాటిలో ఏది ఉన్నా ఈ రోజే మా దగ్గరకు రండి \(/,
    strokeWords: /పక్షవాతం|మాట ముద్దగా|వంకర పోవడం/,
  },
} as const;

describe.each(Object.entries(languages))("the article warning box, in %s", (lang, words) => {
  const { articles, copy, signs } = words;

  function renderBox() {
    render(
      <LangContext value={lang as "en" | "te"}>
        <ArticleBody article={articles["cataract-surgery-guide"]} copy={copy} url="https://example.test/article" />
      </LangContext>,
    );
    const title = screen.getByText(words.title);
    const box = title.closest<HTMLElement>('[role="note"]')!;
    expect(box).not.toBeNull();
    return { title, box };
  }

  it("gives 108 for the stroke signs only, and 'come today' for the others", () => {
    const { title } = renderBox();
    expect(signs.SIGNS_CALLOUT_TITLE).toBe(words.title);
    const text = title.textContent ?? "";
    expect(text).toMatch(words.strokeClause);
    // 108 belongs to the stroke clause; the rest of the title sends the other signs to us today.
    const [strokePart = "", rest = ""] = text.split(";");
    expect(strokePart).toContain("108");
    expect(rest).not.toContain("108");
    expect(text).not.toMatch(/, or come|, లేదా ఈ రోజే/);
  });

  it("opens the come-today list with a lead-in of its own that points ahead, apart from the stroke signs", () => {
    const { box } = renderBox();
    const paragraphs = [...box.querySelectorAll("p")].map((p) => p.textContent ?? "");
    const stroke = paragraphs.find((text) => text === signs.strokeWarning.text);
    expect(stroke, "the stroke signs are a paragraph of their own").toBeDefined();

    const leadIn = [...box.querySelectorAll("p")].find((p) => words.lead.test(p.textContent ?? ""))!;
    expect(leadIn, "the come-today lead-in").toBeDefined();
    expect(leadIn.textContent).not.toMatch(words.strokeWords);
    expect(leadIn.textContent).not.toContain(signs.strokeWarning.text);
    // "the following": the list comes right after the lead-in, and holds every come-today sign, one per item.
    const list = leadIn.nextElementSibling!;
    expect(list.tagName).toBe("UL");
    const items = within(list as HTMLElement)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([...signs.sameDayWarningSigns.signs]);
    for (const item of items) expect(item).not.toContain(signs.strokeWarning.text);
    // The stroke paragraph comes before the lead-in, never inside it or the list.
    const strokeParagraph = [...box.querySelectorAll("p")].find((p) => p.textContent === signs.strokeWarning.text)!;
    expect(strokeParagraph.compareDocumentPosition(leadIn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(strokeParagraph.contains(list)).toBe(false);
  });

  it("is the same box in every article that carries the signs", () => {
    const withBox = Object.values(articles).filter((article) =>
      article.content.some((block) => block.type === "callout" && block.title === words.title),
    );
    expect(withBox.length).toBeGreaterThanOrEqual(7);
    for (const article of withBox) {
      const callout = article.content.find((block) => block.type === "callout" && block.title === words.title);
      expect(callout && callout.type === "callout" ? callout.list?.items : undefined, article.slug).toEqual([
        ...signs.sameDayWarningSigns.signs,
      ]);
    }
  });
});
