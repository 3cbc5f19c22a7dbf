import { describe, expect, it } from "vitest";
import type { EditableSample } from "~/content/hospital/editable-samples";
import { EMPTY_SITE_CONTENT, type SiteContent } from "~/content/site-content";
import { applySampleEdit, sampleValue, staleSampleTwin } from "./site-samples.server";

const noon = new Date("2026-11-26T06:30:00Z");

const samples: EditableSample[] = [
  {
    key: "identity.links.facebook",
    supply: "the Facebook page address",
    repositoryValue: "https://www.facebook.com/x",
    lang: "en",
  },
  {
    key: "landmark",
    supply: "a landmark",
    repositoryValue: "Near the Clock Tower",
    lang: "en",
    twin: "telugu.landmark",
  },
  { key: "telugu.landmark", supply: "a landmark", repositoryValue: "క్లాక్ టవర్ దగ్గర", lang: "te", twin: "landmark" },
];

const form = (entries: Record<string, string>) => new URLSearchParams({ csrf: "t", intent: "sample", ...entries });

function saved(result: ReturnType<typeof applySampleEdit>) {
  if (!result.ok) throw new Error(`Refused: ${result.problem}`);
  return result;
}

describe("confirming a sample", () => {
  it("records the value with who and when, and says what changed in the history line", () => {
    const result = saved(
      applySampleEdit(
        undefined,
        form({ key: "identity.links.facebook", f: "https://www.facebook.com/sunrise.atp" }),
        "Lakshmi",
        noon,
        samples,
      ),
    );
    expect(result.content.facts.samples?.["identity.links.facebook"]).toEqual({
      value: "https://www.facebook.com/sunrise.atp",
      by: "Lakshmi",
      on: "2026-11-26",
      at: noon.toISOString(),
    });
    expect(result.summary).toBe(
      "The Facebook page address: https://www.facebook.com/x → https://www.facebook.com/sunrise.atp",
    );
    expect(sampleValue(result.content, samples[0]!)).toBe("https://www.facebook.com/sunrise.atp");
  });

  it("as shown says so, and leaves the other facts and notices alone", () => {
    const result = saved(
      applySampleEdit(
        EMPTY_SITE_CONTENT,
        form({ key: "landmark", f: "Near the Clock Tower" }),
        "Lakshmi",
        noon,
        samples,
      ),
    );
    expect(result.summary).toBe("A landmark: confirmed as shown (Near the Clock Tower)");
    expect(result.content.notices).toEqual([]);
    expect(Object.keys(result.content.facts.samples ?? {})).toEqual(["landmark"]);
  });

  it("shows the repository's value again when a stored one no longer has its shape (a developer changed it)", () => {
    const camps: EditableSample = {
      key: "eyeCamps",
      supply: "the camp timetable",
      repositoryValue: [{ town: "Kadiri", venue: "Hall", schedule: "Tuesdays", description: "Checks" }],
      lang: "en",
    };
    const stored = (value: unknown) => ({
      ...EMPTY_SITE_CONTENT,
      facts: { samples: { eyeCamps: { value, by: "Lakshmi", on: "2026-11-26", at: noon.toISOString() } } },
    });
    const current = [{ town: "Gooty", venue: "School", schedule: "Fridays", description: "Screening" }];
    expect(sampleValue(stored(current), camps)).toEqual(current);
    expect(sampleValue(stored([{ town: "Gooty", venue: "School" }]), camps)).toEqual(camps.repositoryValue);
  });

  it("saved again with nothing new leaves the content as it was, so the store makes no version", () => {
    const first = saved(
      applySampleEdit(undefined, form({ key: "landmark", f: "Near the Clock Tower" }), "Lakshmi", noon, samples),
    );
    const again = saved(
      applySampleEdit(
        first.content,
        form({ key: "landmark", f: "Near the Clock Tower" }),
        "Ravi",
        new Date("2026-11-27T06:30:00Z"),
        samples,
      ),
    );
    expect(again.content).toEqual(first.content);
    // Bringing the Telugu twin level with a newer English is news, though its words did not change.
    const english = saved(
      applySampleEdit(first.content, form({ key: "telugu.landmark", f: "క్లాక్ టవర్ దగ్గర" }), "Lakshmi", noon, samples),
    );
    const newerEnglish = saved(
      applySampleEdit(
        english.content,
        form({ key: "landmark", f: "Opposite the Clock Tower" }),
        "Lakshmi",
        new Date("2026-11-26T08:00:00Z"),
        samples,
      ),
    );
    const level = saved(
      applySampleEdit(
        newerEnglish.content,
        form({ key: "telugu.landmark", f: "క్లాక్ టవర్ దగ్గర" }),
        "Lakshmi",
        new Date("2026-11-26T09:00:00Z"),
        samples,
      ),
    );
    expect(level.content).not.toEqual(newerEnglish.content);
  });

  it("says a list's change in words, never as JSON", () => {
    const camps: EditableSample = {
      key: "eyeCamps",
      supply: "the camp timetable",
      repositoryValue: [
        { town: "Kadiri", venue: "Hall", schedule: "Tuesdays" },
        { town: "Gooty", venue: "School", schedule: "Fridays" },
      ],
      lang: "en",
    };
    const result = saved(
      applySampleEdit(
        undefined,
        form({
          key: "eyeCamps",
          "f.0.town": "Kadiri",
          "f.0.venue": "Town hall",
          "f.0.schedule": "Tuesdays",
          "f.1.town": "Gooty",
          "f.1.venue": "School",
          "f.1.schedule": "Fridays",
          "f.1.remove": "yes",
        }),
        "Lakshmi",
        noon,
        [camps],
      ),
    );
    expect(result.summary).toBe("The camp timetable: Kadiri, venue: Hall → Town hall; Gooty removed");
    expect(result.summary).not.toMatch(/[{}"[\]]/);
  });

  it("refuses an unknown key and a value the pages could not take, with a sentence", () => {
    expect(applySampleEdit(undefined, form({ key: "identity.name", f: "X" }), "Lakshmi", noon, samples)).toEqual({
      ok: false,
      problem: "That fact is not one the editor knows. Reload the page.",
    });
    expect(
      applySampleEdit(
        undefined,
        form({ key: "identity.links.facebook", f: "javascript:alert(1)" }),
        "Lakshmi",
        noon,
        samples,
      ),
    ).toMatchObject({ ok: false });
    expect(
      applySampleEdit(undefined, form({ key: "landmark", f: "<script>x</script>" }), "Lakshmi", noon, samples),
    ).toMatchObject({ ok: false });
  });

  it("marks the Telugu twin out of date when the English changed after it, until the Telugu is saved again", () => {
    const [, english, telugu] = samples as [EditableSample, EditableSample, EditableSample];
    const edit = (content: SiteContent | undefined, key: string, text: string, at: string) =>
      saved(applySampleEdit(content, form({ key, f: text }), "Lakshmi", new Date(at), samples)).content;
    const first = edit(undefined, "landmark", "Opposite the Clock Tower", "2026-11-26T04:00:00Z");
    expect(staleSampleTwin(first, telugu)).toBe(true);
    expect(staleSampleTwin(first, english)).toBe(false);
    const second = edit(first, "telugu.landmark", "క్లాక్ టవర్ ఎదురుగా", "2026-11-26T05:00:00Z");
    expect(staleSampleTwin(second, telugu)).toBe(false);
    expect(staleSampleTwin(second, english)).toBe(false);
    const third = edit(second, "landmark", "Beside the Clock Tower", "2026-11-26T06:00:00Z");
    expect(staleSampleTwin(third, telugu)).toBe(true);
    expect(staleSampleTwin(third, english)).toBe(false);
  });
});

describe("confirming a figure about the hospital (claims.ts)", () => {
  const figure: EditableSample = {
    key: "claims.satisfaction",
    supply: "the 99% satisfaction figure, with where it comes from and the day it was measured",
    repositoryValue: "99%",
    lang: "en",
    needsEvidence: true,
  };

  it("can be left off the site with no evidence, once: the pages then state no such figure", () => {
    const figureSample = { ...figure, isFigure: true };
    const left = saved(
      applySampleEdit(undefined, form({ key: figure.key, notStated: "yes" }), "Lakshmi", noon, [figureSample]),
    );
    expect(left.content.facts.samples?.[figure.key]).toEqual({
      value: null,
      by: "Lakshmi",
      on: "2026-11-26",
      at: noon.toISOString(),
    });
    expect(left.summary).toBe(
      "The 99% satisfaction figure, with where it comes from and the day it was measured: not stated on the site any more (it said 99%)",
    );
    const again = saved(
      applySampleEdit(left.content, form({ key: figure.key, notStated: "yes" }), "Ravi", noon, [figureSample]),
    );
    expect(again.content).toEqual(left.content);
    // Only a figure can be left off this way: another sample's form ignores the tick and reads its value.
    expect(
      applySampleEdit(undefined, form({ key: figure.key, notStated: "yes" }), "Lakshmi", noon, [figure]),
    ).toMatchObject({ ok: false });
  });

  it('refuses "none" and nought, whatever the evidence says', () => {
    const sent = (value: string) =>
      applySampleEdit(
        undefined,
        form({ key: figure.key, f: value, evidenceSource: "Survey of 412 patients", evidenceDate: "2026-11-20" }),
        "Lakshmi",
        noon,
        [{ ...figure, isFigure: true }],
      );
    for (const value of ["none", "0", "0%"]) {
      expect(sent(value)).toMatchObject({
        ok: false,
        problem: expect.stringMatching(/^Write the share as a percentage/),
      });
    }
    expect(sent("97%")).toMatchObject({ ok: true });
  });

  it("refuses one click: the source and the day it was measured are both needed", () => {
    const bare = applySampleEdit(undefined, form({ key: figure.key, f: "99%" }), "Lakshmi", noon, [figure]);
    expect(bare).toMatchObject({ ok: false, problem: expect.stringContaining("Say where this is recorded") });
    const noDay = applySampleEdit(
      undefined,
      form({ key: figure.key, f: "97%", evidenceSource: "Survey of 412 patients at the front desk" }),
      "Lakshmi",
      noon,
      [figure],
    );
    expect(noDay).toMatchObject({ ok: false, problem: "Give the day it was measured, counted or signed, as a date." });
    const future = applySampleEdit(
      undefined,
      form({ key: figure.key, f: "97%", evidenceSource: "Survey of 412 patients", evidenceDate: "2026-12-01" }),
      "Lakshmi",
      noon,
      [figure],
    );
    expect(future).toMatchObject({ ok: false, problem: "That day cannot be in the future." });
  });

  it("records the source and the day with the value, and names them in the history line", () => {
    const result = saved(
      applySampleEdit(
        undefined,
        form({
          key: figure.key,
          f: "97%",
          evidenceSource: "  Survey of 412 patients\nat the front desk ",
          evidenceDate: "2026-10-31",
        }),
        "Lakshmi",
        noon,
        [figure],
      ),
    );
    expect(result.content.facts.samples?.[figure.key]).toMatchObject({
      value: "97%",
      evidence: { source: "Survey of 412 patients at the front desk", measuredOn: "2026-10-31" },
    });
    expect(result.summary).toContain("source: Survey of 412 patients at the front desk, measured 2026-10-31");
  });

  it("asks nothing more of a fact that is not a figure", () => {
    const result = saved(
      applySampleEdit(undefined, form({ key: "landmark", f: "Opposite the bus stand" }), "Lakshmi", noon, samples),
    );
    expect(result.content.facts.samples?.landmark?.evidence).toBeUndefined();
  });
});

describe("a promise the hospital may empty (optionalTexts)", () => {
  const promises: EditableSample = {
    key: "promises",
    supply: "the promises the pages make",
    repositoryValue: { doctorSeesYou: "You see the doctor, not only an assistant." },
    lang: "en",
    optionalTexts: true,
  };

  it("takes an empty text as 'we do not promise this', where any other sample refuses it", () => {
    const result = saved(
      applySampleEdit(undefined, form({ key: "promises", "f.doctorSeesYou": " " }), "Lakshmi", noon, [promises]),
    );
    expect(result.content.facts.samples?.promises?.value).toEqual({ doctorSeesYou: "" });
    const landmark = applySampleEdit(undefined, form({ key: "landmark", f: "" }), "Lakshmi", noon, samples);
    expect(landmark).toMatchObject({ ok: false, problem: expect.stringContaining("cannot be left empty") });
  });
});
