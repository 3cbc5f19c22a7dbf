import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * A hospital's own build (the editor's publish: __SITE_FACTS__ and __SITE_SAMPLES__ set), as against the repository's
 * plain build: what an unrecorded figure or review does to the pages (issue 39, items 6 to 8).
 */
const by = { by: "Lakshmi", on: "2026-11-27", at: "2026-11-27T05:00:00Z" };

async function hospitalBuild(samples: Record<string, unknown>, removedExamples: string[] = []) {
  vi.stubGlobal("__SITE_FACTS__", { removedExamples });
  vi.stubGlobal("__SITE_SAMPLES__", samples);
  vi.resetModules();
  return {
    hospital: await import("."),
    review: await import("./medical-review"),
    seo: await import("~/seo/structured-data"),
    testimonials: await import("../testimonials"),
    testimonialsTe: await import("../te/testimonials"),
  };
}

describe("a hospital's build", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("leaves out the rating and the 'Medically reviewed' line while only clicked, not recorded", async () => {
    const { hospital, review, seo } = await hospitalBuild({
      "claims.rating": { value: { value: 4.8, count: 146 }, ...by },
      "medicalReview.reviewer": { value: "Dr. Example, MS (Ophthalmology)", ...by },
    });
    const paths = hospital.hospitalSamples().map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining(["claims.rating", "medicalReview.reviewer", "medicalReview.warningSigns"]),
    );
    expect(seo.clinicNode([], "en")).not.toHaveProperty("aggregateRating");
    expect(review.medicalReview.shown).toBe(false);
  });

  it("states a figure and a review once their source and day are recorded, dated by that day", async () => {
    const evidence = { source: "Survey of 412 patients at the front desk", measuredOn: "2026-10-31" };
    const signed = { source: "Signed review sheet in the office file", measuredOn: "2026-11-20" };
    const { hospital, review, seo } = await hospitalBuild({
      "claims.rating": { value: { value: 4.6, count: 212 }, ...by, evidence },
      "medicalReview.reviewer": { value: "Dr. Example, MS (Ophthalmology)", ...by, evidence: signed },
      "medicalReview.warningSigns": { value: "Dr. Example", ...by, evidence: signed },
    });
    const paths = hospital.hospitalSamples().map((entry) => entry.path);
    expect(paths).not.toContain("claims.rating");
    expect(paths).not.toContain("medicalReview.reviewer");
    expect(paths).not.toContain("medicalReview.warningSigns");
    expect(seo.clinicNode([], "en")).toMatchObject({ aggregateRating: { ratingValue: 4.6, reviewCount: 212 } });
    expect(review.medicalReview).toEqual({
      reviewer: "Dr. Example, MS (Ophthalmology)",
      lastReviewed: "2026-11-20",
      shown: true,
    });
  });

  it("drops a removed example story in both languages, and launch-check no longer lists it", async () => {
    const { hospital, testimonials, testimonialsTe } = await hospitalBuild({}, ["testimonials.lakshmi-cataract"]);
    expect(testimonials.testimonials.map((story) => story.id)).not.toContain("lakshmi-cataract");
    expect(testimonialsTe.testimonials.map((story) => story.id)).not.toContain("lakshmi-cataract");
    expect(testimonials.testimonials).toHaveLength(7);
    const stories = hospital.hospitalSamples().filter((entry) => entry.path.includes("testimonials"));
    expect(stories).toHaveLength(14);
  });
});

describe("a way to pay the hospital does not offer (issue 39, item 10)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is unticked once and then said nowhere: EMI leaves the home, about, FAQ and Telugu sentences", async () => {
    const repository = (await import("../services/payment")).paymentOptionsFact.repositoryValue as {
      icon: string;
      offered: boolean;
    }[];
    vi.resetModules();
    const answered = repository.map((option) => ({ ...option, offered: option.icon !== "calendar" }));
    await hospitalBuild({ paymentOptions: { value: answered, ...by } });
    const payment = await import("../services/payment");
    const paymentTe = await import("../te/services/payment");
    const home = await import("../home/why-choose-us");
    const about = await import("../about");
    const faq = await import("../home/faq");
    const homeTe = await import("../te/home/why-choose-us");
    const aboutTe = await import("../te/about");
    const texts = [home, about, faq, homeTe, aboutTe].map((module) => JSON.stringify(module));
    for (const text of texts) expect(text).not.toMatch(/EMI|instalment|వాయిదా/);
    expect(JSON.stringify(home)).toContain("Pay by cash, card or UPI.");
    expect(payment.paymentOptions.map((option) => option.icon)).not.toContain("calendar");
    expect(paymentTe.paymentOptions.map((option) => option.icon)).not.toContain("calendar");
    expect(paymentTe.paymentOptions).toHaveLength(4);
  });
});

describe("a promise the hospital cannot keep (issue 39, item 10)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is emptied once and then left out of the pages in both languages, with no empty list item", async () => {
    const emptied = { emergencySeenFirst: "", wheelchairHelp: "", doctorSeesYou: "", diabetesCheckedEveryVisit: "" };
    await hospitalBuild({ promises: { value: emptied, ...by }, "telugu.promises": { value: emptied, ...by } });
    const pages = [
      JSON.stringify((await import("../service-descriptions")).serviceDescriptions),
      JSON.stringify((await import("../te/service-descriptions")).serviceDescriptions),
      JSON.stringify(await import("../home/why-choose-us")),
      JSON.stringify(await import("../te/home/why-choose-us")),
    ];
    for (const text of pages) {
      expect(text).not.toMatch(
        /wheelchair|వీల్‌చెయిర్|before routine patients|మామూలు రోగుల కంటే|not only an assistant|at every visit/,
      );
      expect(text).not.toContain('""');
    }
  });
});

describe("school screening the hospital does not do (issue 39, item 10)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is answered by emptying the English wording; no page in either language then mentions screening schools", async () => {
    await hospitalBuild({ schoolScreening: { value: { visits: "", points: [] }, ...by } });
    const modules = [
      await import("../services/catalogue"),
      await import("../te/services/catalogue"),
      await import("../community"),
      await import("../te/community"),
      await import("../home/community-service"),
      await import("../te/home/community-service"),
      (await import("../service-descriptions")).serviceDescriptions,
      (await import("../te/service-descriptions")).serviceDescriptions,
    ];
    for (const module of modules) {
      // What the pages say, not the facts themselves (whose supply and repository value name schools).
      const said = JSON.stringify(module, (key, value: unknown) => (key.endsWith("Fact") ? undefined : value));
      expect(said).not.toMatch(
        /screening in schools|school screenings|screenings in local schools|School eye screening|visit schools|బడుల్లో|బడులకు/,
      );
    }
  });
});

describe("the repository's plain build", () => {
  it("says EMI where the specification does, and marks up the four ways to pay", async () => {
    const { paymentSentence, paymentAccepted } = await import("../services/payment");
    expect(paymentSentence).toBe("Pay by cash, card or UPI, with EMI for select procedures.");
    expect(paymentAccepted).toBe("Cash, Credit Card, Debit Card, UPI");
  });

  it("shows the specification's rating and the example review, as it shows every example", async () => {
    const { clinicNode } = await import("~/seo/structured-data");
    const { medicalReview } = await import("./medical-review");
    expect(clinicNode([], "en")).toHaveProperty("aggregateRating");
    expect(medicalReview.shown).toBe(true);
  });
});
