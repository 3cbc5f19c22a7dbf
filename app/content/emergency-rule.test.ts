import { describe, expect, it } from "vitest";
import { homeFaqs } from "./home/faq";
import { homeFaqs as homeFaqsTe } from "./te/home/faq";
import * as english from "./warning-signs";
import * as telugu from "./te/warning-signs";

/**
 * The one rule of docs/decisions/0027, checked over every string every content module exports (both languages,
 * service bodies and articles included): sudden loss of sight always goes with 108, no page makes painless loss a
 * different case, and every chemical-splash instruction is the one first aid.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });

/**
 * Search keywords are not sentences a patient acts on; the service bodies' Markdown sources (shown in the site editor)
 * hold `{strokeWarning}`-style names, checked once filled in, as `serviceDescriptions`.
 */
const notAdvice = new Set(["keywords", "serviceDescriptionSources"]);

function strings(value: unknown, key = "", seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null || seen.has(value) || notAdvice.has(key)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([name, inner]) => strings(inner, name, seen));
}

const texts = [...new Set(Object.values(modules).flatMap((module) => strings(module)))];
const telugu_ = (text: string) => /[\u0C00-\u0C7F]/.test(text);
/** Headings and titles name a case; the sentences under them give the instruction. */
const sentences = texts.filter((text) => text.split(/\s+/).length > 8);

describe("the one rule for emergencies", () => {
  it("reads every content module, in both languages, with the service bodies and articles", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(40);
    expect(texts).toContain(english.strokeWarning.text);
    expect(texts).toContain(telugu.strokeWarning.text);
  });

  it("never mentions sudden loss of sight without 108", () => {
    const sudden = sentences.filter((text) =>
      /sudden(ly)? (loss of (sight|vision)|vision loss)|(ఉన్నట్టుండి|ఒక్కసారిగా) చూపు పో/i.test(text),
    );
    expect(sudden.length).toBeGreaterThan(5);
    for (const text of sudden) expect(text, text).toContain(english.EMERGENCY_NUMBER);
  });

  it("makes no case of painless loss of sight", () => {
    for (const text of texts) {
      expect(text, text).not.toMatch(/painless (loss|sudden)|loss of (sight|vision)[^.]{0,20}painless/i);
      expect(text, text).not.toMatch(/నొప్పి లేకుండా (ఉన్నట్టుండి |ఒక్కసారిగా )?చూపు/);
    }
  });

  it("gives the stroke line, word for word, wherever a stroke sign sends someone to 108", () => {
    const strokeSigns = /slurred|droop|మాట ముద్దగా|వంకర పోవడం/i;
    const strokeLines = texts.filter((text) => strokeSigns.test(text));
    // Counted where they are used, not as distinct strings: the articles' box now gives the line as it is.
    const places = Object.values(modules)
      .flatMap((module) => strings(module))
      .filter((text) => strokeSigns.test(text));
    expect(places.length).toBeGreaterThan(2);
    for (const text of strokeLines) {
      const line = telugu_(text) ? telugu.strokeWarning.text : english.strokeWarning.text;
      expect(text, text).toContain(line);
    }
  });

  it("gives the one first aid wherever a chemical splash is to be rinsed: running water, 15 to 20 minutes", () => {
    expect(english.splashFirstAid).toMatch(/plenty of running water for 15 to 20 minutes/);
    expect(english.splashFirstAid).toMatch(/dry lime \(sunnam\) powder, brush the powder off first, then rinse/);
    expect(telugu.splashFirstAid).toContain("ధారగా నీళ్ళు పోస్తూ 15 నుండి 20 నిమిషాలు");
    expect(telugu.splashFirstAid).toContain("పొడిని దులిపేసి");
    const rinsing = sentences.filter(
      (text) =>
        /(chemical|splash|lime|రసాయన|సున్నం)/i.test(text) &&
        /\b(rinse|flush|wash)\b|కడగండి|కడిగి/i.test(text) &&
        !/per eye|ఒక్కో కంటికి/.test(text),
    );
    expect(rinsing.length).toBeGreaterThan(8);
    for (const text of rinsing) {
      // A picture's description, what staff do on arrival, and the reminder to keep going are not the instruction.
      if (/eye (is|being) flushed|కన్ను కడగడం$|test strip|టెస్ట్ స్ట్రిప్|full 15 to 20|పూర్తిగా 15 నుండి 20/i.test(text)) continue;
      const te = telugu_(text);
      expect(text, text).toContain(te ? "ధారగా నీళ్ళు పోస్తూ 15 నుండి 20 నిమిషాలు" : "running water for 15 to 20 minutes");
      // Only a search description (160 characters at most) may shorten it.
      if (text.length > 160) expect(text, text).toContain(te ? telugu.splashFirstAid : english.splashFirstAid);
    }
    for (const text of rinsing) expect(text, text).not.toMatch(/(clean|drinking) water for 15|15–20/);
  });

  it("says that something in the eye is grit and husks too, not only what pierces", () => {
    expect(english.somethingInTheEye).toMatch(/grit.*husk.*pierced/);
    expect(english.sameDayWarningSigns.signs.join(" ")).toContain(english.somethingInTheEye);
    expect(telugu.sameDayWarningSigns.signs.join(" ")).toContain(telugu.somethingInTheEye);
  });

  it("has the Telugu module keep the English shape: same number of signs, same number and callout title", () => {
    expect(telugu.sameDayWarningSigns.signs).toHaveLength(english.sameDayWarningSigns.signs.length);
    expect(telugu.SIGNS_CALLOUT_TITLE).toContain("108");
    expect(english.SIGNS_CALLOUT_TITLE).toContain("108");
  });
});

describe("cataract pain on the home page", () => {
  it("does not answer 'No' to pain, in either language", () => {
    const pain = homeFaqs.find((faq) => /painful/i.test(faq.question));
    const painTe = homeFaqsTe[homeFaqs.indexOf(pain!)];
    expect(pain?.answer).not.toMatch(/^No\b/);
    expect(pain?.answer).toMatch(/^Most people feel little or no pain/);
    expect(pain?.answer).toMatch(/drops or a small injection/);
    expect(painTe?.answer).not.toMatch(/^లేదు/);
    expect(painTe?.answer).toContain("చిన్న ఇంజెక్షన్‌");
  });
});

describe("the Telugu edition says the smaller fixes the same way", () => {
  it("at least two hours of outdoor play, and the one white-glow advice", () => {
    const outdoor = texts.filter((text) => telugu_(text) && /గంటలు బయట ఆడుకు/.test(text));
    expect(outdoor.length).toBeGreaterThanOrEqual(2);
    for (const text of outdoor) expect(text, text).toMatch(/కనీసం 2 గంటలు బయట ఆడుకు/);
    const glow = sentences.filter((text) => telugu_(text) && /తెల్ల(టి|గా)[^.]*మెరు/.test(text));
    expect(glow.length).toBeGreaterThanOrEqual(1);
    for (const text of glow) expect(text, text).toContain(telugu.whiteGlowInThePupil);
  });
});
