import { describe, expect, it } from "vitest";
import { confirmed } from "../hospital/fact";
import { site } from "../site";
import * as doctorEn from "../doctor";
import * as opticalsEn from "../opticals";
import * as testimonialsEn from "../testimonials";
import * as doctorTe from "./doctor";
import * as opticalsTe from "./opticals";
import * as testimonialsTe from "./testimonials";
import { ui } from "./ui";
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

  it("stay samples until their own Telugu words are confirmed, even when the English story is", () => {
    const english = testimonialsEn.testimonialFacts.map((fact) =>
      confirmed({ ...fact.value, consented: true }, "patient's consent form"),
    );
    const twins = testimonialsTe.inTelugu(english);
    expect(twins.every((fact) => fact.status === "sample")).toBe(true);
    expect(testimonialsTe.publishableTestimonials(true, twins)).toEqual([]);
    expect(() => testimonialsTe.inTelugu(english.slice(1))).toThrow(/no English story/);
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
    expect(opticalsTe.opticalsHoursNote.text).toContain(site.structuredDataHours.opticals[0]!.opens);
    expect(opticalsTe.opticalsHoursNote.text).toContain(site.structuredDataHours.opticals[0]!.closes);
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
