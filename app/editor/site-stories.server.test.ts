import { describe, expect, it } from "vitest";
import { editorStoryFacts, publishableTestimonials, repositoryTestimonialFacts } from "~/content/testimonials";
import { EMPTY_SITE_CONTENT } from "~/content/site-content";
import { applyStoryEdit, exampleStories } from "./site-stories.server";

const at = new Date("2026-11-26T06:00:00Z");
const story = {
  intent: "story-add",
  enName: "Ramakrishna P., Kadiri",
  enTown: "Kadiri",
  enTreatment: "Cataract surgery",
  enQuote: "I can read the bus boards again from across the road.",
  teName: "Ramakrishna P., కదిరి",
  teTown: "కదిరి",
  teTreatment: "శుక్లం ఆపరేషన్",
  teQuote: "రోడ్డు అవతలి నుండే బస్సు బోర్డులు మళ్ళీ చదవగలుగుతున్నాను.",
  rating: "5",
  date: "2026-11-20",
  consented: "yes",
};

describe("a patient's story added in the editor", () => {
  it("is kept first, in both languages, with who added it; removing it takes it away", () => {
    const added = applyStoryEdit(undefined, new URLSearchParams(story), "Lakshmi", at);
    if (!added.ok) throw new Error(added.problem);
    const [saved] = added.content.stories!;
    expect(saved).toMatchObject({
      id: expect.stringMatching(/^ramakrishna-p-kadiri-[0-9a-f]{6}$/),
      en: { name: story.enName, quote: story.enQuote },
      te: { town: "కదిరి" },
      rating: 5,
      consented: true,
      by: "Lakshmi",
      on: "2026-11-26",
    });
    expect(added.summary).toBe(
      "Patient's story added, with written consent: Ramakrishna P., Kadiri (Cataract surgery, 5 stars)",
    );
    const second = applyStoryEdit(added.content, new URLSearchParams({ ...story, enName: "Second P." }), "Ravi", at);
    expect(second.ok && second.content.stories!.map((entry) => entry.en.name)).toEqual(["Second P.", story.enName]);

    const removed = applyStoryEdit(
      added.content,
      new URLSearchParams({ intent: "story-remove", id: saved!.id }),
      "Ravi",
      at,
    );
    expect(removed.ok && removed.content.stories).toEqual([]);
  });

  it("is refused without the patient's written consent, with markup, or dated in the future", () => {
    const without = new URLSearchParams(story);
    without.delete("consented");
    expect(applyStoryEdit(undefined, without, "Lakshmi", at)).toEqual({
      ok: false,
      problem: expect.stringContaining("Tick that the patient agreed in writing"),
    });
    const markup = new URLSearchParams({ ...story, teQuote: "<b>బాగుంది</b>" });
    expect(applyStoryEdit(undefined, markup, "Lakshmi", at)).toEqual({
      ok: false,
      problem: "The story in Telugu cannot contain < or >: pages show it as plain text.",
    });
    const future = new URLSearchParams({ ...story, date: "2026-12-01" });
    expect(applyStoryEdit(undefined, future, "Lakshmi", at).ok).toBe(false);
  });

  it("becomes a confirmed, consented testimonial that a launch build publishes, in each language", () => {
    const added = applyStoryEdit(undefined, new URLSearchParams(story), "Lakshmi", at);
    if (!added.ok) throw new Error(added.problem);
    const [english] = editorStoryFacts("en", added.content.stories);
    const [telugu] = editorStoryFacts("te", added.content.stories);
    expect(english).toMatchObject({ status: "confirmed", value: { name: story.enName, consented: true } });
    expect(telugu!.value).toMatchObject({ name: story.teName, quote: story.teQuote, rating: 5 });
    expect(publishableTestimonials(true, [english!, ...repositoryTestimonialFacts])).toEqual([english!.value]);
  });
});

describe("the site's example stories", () => {
  it("cannot be confirmed at the facts page: no editable sample is a story", async () => {
    const { editableSamples } = await import("~/content/hospital");
    expect(editableSamples().filter((sample) => /testimonials/.test(sample.key))).toEqual([]);
  });

  it("can only be removed, one by one, with a line in the history; a removed one cannot be removed again", () => {
    const [first, second] = exampleStories(EMPTY_SITE_CONTENT);
    const removed = applyStoryEdit(
      undefined,
      new URLSearchParams({ intent: "example-remove", key: first!.key }),
      "Lakshmi",
      at,
    );
    if (!removed.ok) throw new Error(removed.problem);
    expect(removed.content.facts.removedExamples).toEqual([first!.key]);
    expect(removed.summary).toBe(`Example story removed: ${first!.name} (${first!.treatment})`);
    expect(exampleStories(removed.content).map((example) => example.removed)).toEqual([
      true,
      ...exampleStories(EMPTY_SITE_CONTENT)
        .slice(1)
        .map(() => false),
    ]);
    const again = applyStoryEdit(
      removed.content,
      new URLSearchParams({ intent: "example-remove", key: first!.key }),
      "Ravi",
      at,
    );
    expect(again).toEqual({ ok: false, problem: "That example is removed already." });
    const unknown = applyStoryEdit(
      undefined,
      new URLSearchParams({ intent: "example-remove", key: "identity.name" }),
      "Ravi",
      at,
    );
    expect(unknown.ok).toBe(false);
    expect(second!.key).toMatch(/^testimonials\./);
  });

  it("are never published by a launch build, whatever their consent field says", () => {
    const forged = repositoryTestimonialFacts.map((fact) => ({ ...fact, value: { ...fact.value, consented: true } }));
    expect(publishableTestimonials(true, forged)).toEqual([]);
  });
});
