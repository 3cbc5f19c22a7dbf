import { afterEach, describe, expect, it, vi } from "vitest";
import { PUBLISHED_CONTENT_KEY } from "../published-content";

/**
 * A hospital's own build (the editor's publish: facts and samples handed over, ../published-content.ts), as against the repository's
 * plain build: what an unrecorded figure or review does to the pages (issue 39, items 6 to 8).
 */
const by = { by: "Lakshmi", on: "2026-11-27", at: "2026-11-27T05:00:00Z" };

async function hospitalBuild(samples: Record<string, unknown>, removedExamples: string[] = []) {
  vi.stubGlobal(PUBLISHED_CONTENT_KEY, { facts: { removedExamples }, samples });
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

/** What the pages say, not the facts themselves (whose supply and repository value name what was answered "no"). */
const said = (module: unknown) =>
  JSON.stringify(module, (key, value: unknown) => (key.endsWith("Fact") ? undefined : value));

describe("camps the hospital does not hold (issue 39, item 10)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is answered by removing every camp; no page in either language then mentions camps", async () => {
    await hospitalBuild({ eyeCamps: { value: [], ...by } });
    const camps = await import("../services/eye-camps");
    const campsTe = await import("../te/services/eye-camps");
    expect(camps.holdsCamps).toBe(false);
    expect(campsTe.freeEyeCamps).toEqual([]);
    for (const module of [
      (await import("../community")).communityMeta,
      (await import("../te/community")).communityMeta,
      (await import("../community")).communityImage.alt,
      (await import("../te/community")).communityImage.alt,
      (await import("../patient-education")).newsletter,
      (await import("../te/patient-education")).newsletter,
    ]) {
      expect(said(module)).not.toMatch(/camp|శిబిర/i);
    }
    // The Telugu newsletter line still reads as one sentence without the camps' clause.
    expect((await import("../te/patient-education")).newsletter.text).toContain("చిట్కాల కోసం");
  });
});

describe("equipment the hospital does not have (issue 39, item 10)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is unticked once and then named nowhere: pictures, the home card and 'scans'", async () => {
    const { equipmentFact } = await import("./equipment");
    vi.resetModules();
    const answered = equipmentFact.value.map((item) => ({
      ...item,
      have: !["octScanner", "retinaCamera", "tonometer", "opticalBiometer"].includes(item.kind),
    }));
    await hospitalBuild({ equipment: { value: answered, ...by } });
    // The pictures' descriptions and the search keywords (the service texts' own wording is issue 40's).
    const namings = (services: { gallery: { alt: string }[]; keywords: string[] }[]) =>
      JSON.stringify(services.map((service) => [service.gallery.map((image) => image.alt), service.keywords]));
    const catalogue = namings((await import("../services/catalogue")).services);
    const catalogueTe = namings((await import("../te/services/catalogue")).services);
    expect(catalogue).not.toMatch(/OCT|retina camera|tonometry|biometer/);
    expect(catalogueTe).not.toMatch(/OCT|రెటీనా కెమెరా|Tonometer|biometer/);
    expect(catalogue).toContain("Testing equipment used during a comprehensive eye examination");
    const home = (await import("../home/why-choose-us")).whyChooseUs;
    const homeTe = (await import("../te/home/why-choose-us")).whyChooseUs;
    expect(home.items.map((item) => item.icon)).not.toContain("microscope");
    expect(homeTe.items).toHaveLength(home.items.length);
    const common = said((await import("../services/detail-common")).serviceDetailCommon);
    const commonTe = said((await import("../te/services/detail-common")).serviceDetailCommon);
    expect(common).toContain("Tests and surgery in one place");
    expect(common).not.toMatch(/scan/i);
    expect(commonTe).not.toContain("స్కాన్");
  });

  it("keeps the home card with the readings the hospital can take", async () => {
    const { equipmentFact } = await import("./equipment");
    vi.resetModules();
    const answered = equipmentFact.value.map((item) => ({ ...item, have: item.kind !== "octScanner" }));
    await hospitalBuild({ equipment: { value: answered, ...by } });
    const card = (await import("../home/why-choose-us")).whyChooseUs.items.find((item) => item.icon === "microscope");
    expect(card?.description).toBe(
      "We check eye pressure and measure the lens before surgery, so decisions rest on clear readings.",
    );
  });
});

describe("a story or a list the hospital does not tell (issue 39, item 10)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("emptied, leaves the about page's figures and the doctor's page without the heading's list", async () => {
    await hospitalBuild({
      foundingStory: { value: "", ...by },
      "telugu.foundingStory": { value: "", ...by },
      "identity.leadDoctor.specialInterests": { value: [], ...by },
      "telugu.doctorSpecialInterests": { value: [], ...by },
    });
    const about = (await import("../about")).aboutIntro.paragraphs[0];
    const aboutTe = (await import("../te/about")).aboutIntro.paragraphs[0];
    expect(about).toMatch(/^\S.* began more than \d+ years ago\. Since then our team has performed/);
    expect(about).not.toContain("big city");
    expect(aboutTe).not.toContain("పెద్ద నగరానికి");
    expect((await import("../doctor")).doctorProfile.specialInterests).toEqual([]);
    expect((await import("../te/doctor")).doctorProfile.specialInterests).toEqual([]);
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

describe("a service the hospital does not offer (issue 40, item 2)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is unticked once and then has no page, card, link, sitemap entry or structured data, in either language", async () => {
    const { serviceSlugs } = await import("../services/service");
    const offered = serviceSlugs.filter((slug) => slug !== "lasik-surgery-anantapur");
    const { hospital, seo } = await hospitalBuild({ servicesOffered: { value: offered, ...by } });
    const services = await import("../services");
    const servicesTe = await import("../te/services");
    const routes = await import("../page-paths");
    expect(services.services.map((service) => service.slug)).toEqual(offered);
    expect(services.getService("lasik-surgery-anantapur")).toBeUndefined();
    expect(servicesTe.getService("lasik-surgery-anantapur")).toBeUndefined();
    expect(services.relatedServices("refractive-error", 9).map((service) => service.slug)).not.toContain(
      "lasik-surgery-anantapur",
    );
    // The article explaining LASIK stays: it is education, and says the hospital does not do it (below).
    expect(routes.indexablePathsInAllLanguages().filter((path) => path.includes("/services/lasik"))).toEqual([]);
    expect(JSON.stringify(seo.siteGraph("en"))).not.toMatch(/LASIK/i);
    expect(JSON.stringify(seo.siteGraph("te"))).not.toMatch(/LASIK|లాసిక్/i);
    expect(hospital.hospitalFacts.identity.priceRange).toMatch(/– ₹15,000$/);
    const pages = [
      await import("../home/meta"),
      await import("../te/home/meta"),
      await import("../services-page"),
      await import("../te/services-page"),
      (await import("../contact")).contactServiceOptions,
      (await import("../te/contact")).contactServiceOptions,
    ];
    for (const page of pages) expect(said(page)).not.toMatch(/LASIK|లాసిక్/);
    // Where LASIK is explained as a treatment, the page says it is not done here, and offers a check and a referral.
    const refractive = (await import("../service-descriptions")).serviceDescriptions["refractive-error"];
    expect(said(refractive)).toContain("We do not do LASIK at this hospital");
    expect(said(refractive)).not.toContain("Our LASIK Surgery page");
    const refractiveTe = (await import("../te/service-descriptions")).serviceDescriptions["refractive-error"];
    expect(said(refractiveTe)).toContain("మా ఆసుపత్రిలో లాసిక్ చేయము");
    const { longTextFacts } = await import("../long-text-facts");
    expect(longTextFacts.values?.lasikBooking).toMatch(/^We do not do LASIK at /);
    expect(hospital.hospitalSamples().map((entry) => entry.path)).not.toContain("servicesOffered");
  });
});

describe("figures the hospital does not state (issue 40, item 2)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("are left off every stat, sentence and the structured data in both languages, and are no longer samples", async () => {
    const notStated = { value: null, ...by };
    const { hospital, seo } = await hospitalBuild({
      "claims.yearsOfCareCount": notStated,
      "claims.surgeriesCount": notStated,
      "claims.satisfaction": notStated,
      "claims.excellentOrVeryGood": notStated,
      "claims.rating": notStated,
    });
    const hero = await import("../home/hero");
    const heroTe = await import("../te/home/hero");
    const about = await import("../about");
    const aboutTe = await import("../te/about");
    expect(hero.homeHero.stats).toEqual([]);
    expect(heroTe.homeHero.stats).toEqual([]);
    expect(about.aboutFacts).toEqual([]);
    expect(aboutTe.aboutFacts).toEqual([]);
    const pages = [
      hero,
      heroTe,
      about,
      aboutTe,
      await import("../home/about-teaser"),
      await import("../te/home/about-teaser"),
      await import("../home/testimonial-section"),
      await import("../te/home/testimonial-section"),
      await import("../testimonials"),
      await import("../te/testimonials"),
      (await import("../services/detail-common")).serviceDetailCommon,
      (await import("../te/services/detail-common")).serviceDetailCommon,
    ];
    for (const page of pages) {
      const text = said(page);
      expect(text).not.toMatch(/15\+|\b15 years|15 ఏళ్ళ|10,000|10k\+|99%|95%|4\.8|146|null|undefined/);
    }
    expect(said(await import("../home/about-teaser"))).toContain("Sunrise Eye Hospital looks after the eyes");
    expect(seo.clinicNode([], "en")).not.toHaveProperty("aggregateRating");
    expect(hospital.hospitalSamples().map((entry) => entry.path)).not.toEqual(
      expect.arrayContaining(["claims.rating"]),
    );
    expect(hospital.hospitalSamples().filter((entry) => entry.path.startsWith("claims."))).toEqual([]);
  });
});

describe("social pages the hospital does not have (issue 40, item 2)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("are emptied, and the structured data names only the pages it has", async () => {
    const { seo } = await hospitalBuild({
      "identity.links.facebook": { value: "", ...by },
      "identity.links.youtube": { value: "", ...by },
    });
    expect((seo.organizationNode() as { sameAs?: unknown }).sameAs).toEqual([
      "https://www.instagram.com/sunriseeyehospital.anantapur",
    ]);
  });
});
