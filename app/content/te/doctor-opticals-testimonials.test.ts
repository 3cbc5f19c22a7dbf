import { describe, expect, it } from "vitest";
import { clockTimeTe } from "../hospital/choices";
import { confirmed } from "../hospital/fact";
import { site } from "../site";
import * as doctorEn from "../doctor";
import * as opticalsEn from "../opticals";
import * as testimonialsEn from "../testimonials";
import * as doctorTe from "./doctor";
import * as opticalsTe from "./opticals";
import * as testimonialsTe from "./testimonials";
import { ui } from "./ui";
import { articles as articlesEn } from "../articles/full";
import { articles as articlesTe } from "./articles/full";
import { blockText } from "../articles/model";
import { shownStrings, teluguShare } from "../../../tests/telugu-script";

describe("Telugu testimonials", () => {
  it("are the English stories' twins: same ids, order, ratings, dates, consent, status and supply note", () => {
    const english = testimonialsEn.testimonialFacts;
    const telugu = testimonialsTe.testimonialFacts;
    expect(telugu.map((fact) => fact.value.id)).toEqual(english.map((fact) => fact.value.id));
    telugu.forEach((fact, index) => {
      const twin = english[index]!;
      expect(fact.status).toBe(twin.status);
      expect(fact.supply).toBe(twin.supply);
      expect(fact.value.rating).toBe(twin.value.rating);
      expect(fact.value.date).toBe(twin.value.date);
      expect(fact.value.consented).toBe(twin.value.consented);
      // The patient's name in English letters, as in English; the town after it in Telugu.
      expect(fact.value.name.split(",")[0]).toBe(twin.value.name.split(",")[0]);
      expect(fact.value.name).toContain(fact.value.town);
    });
  });

  it("follow the English launch rule: only confirmed, consented stories are published in a launch build", () => {
    expect(testimonialsTe.publishableTestimonials(false)).toHaveLength(testimonialsTe.testimonialFacts.length);
    expect(testimonialsTe.publishableTestimonials(true)).toEqual([]);
    const story = testimonialsTe.testimonialFacts[0]!.value;
    const real = confirmed({ ...story, consented: true }, "patient's consent form");
    const unconsented = confirmed({ ...story, id: "other" }, "patient's consent form");
    expect(testimonialsTe.publishableTestimonials(true, [real, unconsented])).toEqual([real.value]);
  });

  it("stay examples even if the English story were confirmed, and follow the English when one is removed", () => {
    const english = testimonialsEn.testimonialFacts.map((fact) =>
      confirmed({ ...fact.value, consented: true }, "patient's consent form"),
    );
    const twins = testimonialsTe.inTelugu(english);
    expect(twins.every((fact) => fact.status === "sample")).toBe(true);
    expect(testimonialsTe.publishableTestimonials(true, twins)).toEqual([]);
    // A removed example takes its Telugu words with it; Telugu words for a story the site never had are an error.
    expect(testimonialsTe.inTelugu(english.slice(1)).map((fact) => fact.value.id)).toEqual(
      english.slice(1).map((fact) => fact.value.id),
    );
    expect(() => testimonialsTe.inTelugu(english, english.slice(1))).toThrow(/no English story/);
  });

  it("mark up as reviews what the Telugu pages show, under the same authors", () => {
    expect(testimonialsTe.reviews.map((review) => review.author)).toEqual(
      testimonialsEn.reviews.map((review) => review.author),
    );
    expect(testimonialsTe.reviews.map((review) => review.reviewBody)).toEqual(
      testimonialsTe.testimonials.slice(0, 3).map((item) => item.quote),
    );
  });
});

describe("Telugu hours on the doctor's and opticals pages", () => {
  it("are the ones the Telugu header and footer show, with the facts' times", () => {
    expect(doctorTe.doctorProfile.hours).toEqual(ui.hours);
    expect(opticalsTe.opticalsVisibleHours).toEqual(ui.opticalsHours);
    for (const session of site.consultationHours.sessions) {
      const digits = session.match(/\d{1,2}:\d{2}/g) ?? [];
      expect(digits.every((time) => doctorTe.doctorCallToAction.text.includes(time))).toBe(true);
    }
    // The store-timings note's hours as Telugu says them ("ఉదయం 9:00 నుండి సాయంత్రం 6:00 వరకు"), not on a 24-hour clock.
    const { opens, closes } = site.structuredDataHours.opticals[0]!;
    expect(opticalsTe.opticalsHoursNote.text).toContain(`${clockTimeTe(opens)} నుండి ${clockTimeTe(closes)} వరకు`);
    expect(opticalsTe.opticalsHoursNote.text).not.toContain(closes);
  });
});

describe("Telugu copy of the doctor's, opticals and testimonials pages", () => {
  const modules = { doctor: doctorTe, opticals: opticalsTe, testimonials: testimonialsTe };

  it("keeps meta descriptions within 160 characters", () => {
    for (const meta of [doctorTe.doctorMeta, opticalsTe.opticalsMeta, testimonialsTe.testimonialsMeta]) {
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
    }
  });

  it("is written in Telugu script (at least 90 % of its letters)", () => {
    for (const [name, copy] of Object.entries(modules)) {
      const {
        testimonialFacts: _facts,
        repositoryTestimonialFacts: _repository,
        exampleTestimonialFacts: _examples,
        EXAMPLE_STORY_SUPPLY: _supply,
        ...rest
      } = copy as Record<string, unknown>;
      expect(teluguShare(shownStrings(rest)), name).toBeGreaterThanOrEqual(0.9);
    }
  });

  it("takes the things that are not words from the English modules", () => {
    expect(doctorTe.doctorProfile.portrait.src).toBe(doctorEn.doctorProfile.portrait.src);
    expect(doctorTe.doctorProfile.highlights.map((item) => [item.icon, item.value])).toEqual(
      doctorEn.doctorProfile.highlights.map((item) => [item.icon, item.value]),
    );
    expect(opticalsTe.frameTips.map((tip) => tip.icon)).toEqual(opticalsEn.frameTips.map((tip) => tip.icon));
    expect(opticalsTe.collections.map((item) => [item.id, item.image.src, item.fallbackImage.src])).toEqual(
      opticalsEn.collections.map((item) => [item.id, item.image.src, item.fallbackImage.src]),
    );
    expect(opticalsTe.lensTypes).toHaveLength(opticalsEn.lensTypes.length);
    expect(opticalsTe.opticalsCta.bookSource).toBe(opticalsEn.opticalsCta.bookSource);
  });
});

describe("what the lime story and the surgery steps tell a patient, in both languages", () => {
  const quote = (facts: typeof testimonialsEn.testimonialFacts) =>
    facts.find((fact) => fact.value.id === "naresh-emergency")!.value.quote;

  it("the lime story follows the first aid: brush the dry lime off, rinse 15 to 20 minutes under running water, then set off", () => {
    const english = quote(testimonialsEn.testimonialFacts);
    expect(english).toMatch(/brush the dry powder off[^.]*running water for 15 to 20 minutes[^.]*then set off/);
    expect(english).not.toMatch(/keep washing|until we arrived|on the way/);
    const telugu = quote(testimonialsTe.testimonialFacts);
    expect(telugu).toMatch(/పొడి దులిపేసి[^.]*ధారగా నీళ్ళు పోస్తూ 15 నుండి 20 నిమిషాలు[^.]*తర్వాత బయలుదేరమని/);
    expect(telugu).not.toMatch(/కడుగుతూనే|వచ్చే వరకు/);
  });

  it("the doctor page and the cataract article agree: the patient lies still and can speak up without moving", () => {
    const step = (steps: typeof doctorEn.cataractSteps.steps) => steps[1]!.description;
    const article = (blocks: Parameters<typeof blockText>[0][]) => blocks.map(blockText).join(" ");
    const english = [step(doctorEn.cataractSteps.steps), article(articlesEn["cataract-surgery-guide"].content)];
    for (const text of english) {
      expect(text).toMatch(/lie still[^.]*you can tell the surgeon without moving your head/);
      expect(text).not.toMatch(/talk normally/);
    }
    const telugu = [step(doctorTe.cataractSteps.steps), article(articlesTe["cataract-surgery-guide"].content)];
    for (const text of telugu) {
      expect(text).toMatch(/కదలకుండా పడుకుంటారు; ఏదైనా ఇబ్బందిగా అనిపిస్తే, తల కదపకుండానే డాక్టర్‌కు చెప్పవచ్చు/);
      expect(text).not.toContain("మాట్లాడవచ్చు");
    }
  });
});
