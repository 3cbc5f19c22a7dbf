import { describe, expect, it } from "vitest";
import { articles, repositoryArticleSlugs as articleSlugs } from "./articles/full";
import { blockText } from "./articles/model";
import { communityOutreach } from "./community";
import { callNow, contactFaqs, contactIntro, contactMeta, insuranceAssistance } from "./contact";
import { appointmentPromo } from "./home/appointment-promo";
import { articleTeasers } from "./home/article-teasers";
import { PATIENT_EDUCATION_PATH } from "./paths";
import { educationFaqs, educationHero, educationMeta, glaucomaFacts, promoBlocks } from "./patient-education";
import { serviceDescriptions, serviceExtras } from "./service-descriptions";
import { serviceDetailCommon, services } from "./services";
import { servicesPageCopy, servicesPageMeta } from "./services-page";
import type { Block } from "./types";
import { cataractSteps } from "./doctor";
import { cataractSteps as cataractStepsTe } from "./te/doctor";
import { testimonials } from "./testimonials";
import { sameDayWarningSigns, whiteGlowInThePupil } from "./warning-signs";

const text = (blocks: readonly Block[]) => blocks.map(blockText).join("\n");
const descriptionText = (slug: keyof typeof serviceDescriptions) => text(serviceDescriptions[slug]);

/** Every patient-facing string of the medical content modules, as one text per module. */
const modules: Record<string, string> = {
  ...Object.fromEntries(Object.entries(serviceDescriptions).map(([slug, blocks]) => [`service ${slug}`, text(blocks)])),
  ...Object.fromEntries(articleSlugs.map((slug) => [`article ${slug}`, JSON.stringify(articles[slug])])),
  extras: JSON.stringify(serviceExtras),
  catalogue: JSON.stringify(services),
  detailCommon: JSON.stringify(serviceDetailCommon),
  warningSigns: JSON.stringify(sameDayWarningSigns),
  teasers: JSON.stringify(articleTeasers),
  promo: JSON.stringify(appointmentPromo),
  community: JSON.stringify(communityOutreach),
  contact: JSON.stringify([callNow, contactFaqs, contactIntro, contactMeta, insuranceAssistance]),
  education: JSON.stringify([educationFaqs, educationHero, educationMeta, glaucomaFacts, promoBlocks]),
  servicesPage: JSON.stringify([servicesPageCopy, servicesPageMeta]),
};

describe("medical content a patient can rely on", () => {
  it("makes no promises of certainty and no superlatives about the hospital", () => {
    const banned = [
      /feel no pain/i,
      /freedom from glasses/i,
      /without glasses or contact lenses/i,
      /one of the safest/i,
      /\bbest (eye|hospital|doctor|surgeon|care|clinic)/i,
      /\bleading\b/i,
      /most advanced/i,
      /world[- ]class/i,
      /state[- ]of[- ]the[- ]art/i,
      /cutting[- ]edge/i,
      /\bguarantee/i,
    ];
    for (const [name, content] of Object.entries(modules)) {
      for (const pattern of banned) expect(content, `${name}: ${pattern}`).not.toMatch(pattern);
    }
  });

  it("states the cataract risks, the recovery and after-cataract with its YAG laser", () => {
    const cataract = descriptionText("cataract");
    for (const part of [
      /infection/i,
      /inflammation/i,
      /raised eye pressure/i,
      /retinal detachment: rare/i,
      /most people/i,
    ]) {
      expect(cataract).toMatch(part);
    }
    expect(cataract).toMatch(/posterior capsule opacification/);
    expect(cataract).toMatch(/months or years after surgery/i);
    expect(cataract).toMatch(/quick, painless laser \(YAG laser\) in the clinic/);
  });

  it("names endophthalmitis in plain words, the 1-in-1,000 permanent loss of sight, and macular swelling with diabetes", () => {
    const cataract = descriptionText("cataract");
    expect(cataract).toMatch(/Infection inside the eye \(endophthalmitis\)/);
    expect(cataract).toMatch(/Very rarely, in about 1 in 1,000 operations, [^.]*permanent loss of sight/);
    expect(cataract).toMatch(/macular swelling\)[^.]*\. It is more likely if you have diabetes/);
    expect(cataract).toMatch(/numbed with drops or a small injection/);
  });

  it("has the doctor page numb the eye as the cataract page does, and link to the risks there", () => {
    const steps = cataractSteps.steps.map((step) => step.description).join(" ");
    expect(steps).toMatch(/numbed with drops or a small injection/);
    expect(steps).not.toMatch(/not pain\b|but not pain/);
    expect(cataractSteps.risks.link).toBe("/services/cataract");
    expect(cataractStepsTe.risks.link).toBe(cataractSteps.risks.link);
    expect(cataractStepsTe.steps.map((step) => step.description).join(" ")).toContain("చిన్న ఇంజెక్షన్‌");
    expect(serviceDescriptions.cataract.some((block) => block.type === "h2" && /^Risks/.test(block.text))).toBe(true);
  });

  it("states the LASIK risks and who should not have it", () => {
    const lasik = descriptionText("lasik-surgery-anantapur");
    for (const part of [
      /dry eye/i,
      /glare, haloes/i,
      /under- or over-correction/i,
      /flap problems: rare/i,
      /who should not have lasik/i,
      /over 18/i,
    ]) {
      expect(lasik).toMatch(part);
    }
  });

  it("does not offer eye exercises as a squint treatment of their own", () => {
    const pediatric = descriptionText("pediatric");
    expect(pediatric).toMatch(/glasses, patching .*sometimes a short operation/);
    for (const [name, content] of Object.entries(modules)) {
      for (const sentence of content.split(/(?<=[.:;])\s+/)) {
        if (/exercises?/i.test(sentence)) expect(sentence, name).toMatch(/\b(not|only)\b/);
      }
    }
  });

  it("tells parents of premature babies about ROP screening in the first weeks, in short parts", () => {
    const pediatric = descriptionText("pediatric");
    expect(pediatric).toMatch(/retinopathy of prematurity \(ROP\)/);
    expect(pediatric).toMatch(/first weeks of life/);
    const rop = serviceDescriptions.pediatric.filter((block) => /ROP/.test(blockText(block)));
    expect(rop.length).toBeGreaterThanOrEqual(2);
    for (const block of rop) expect(blockText(block).split(/\s+/).length, blockText(block)).toBeLessThanOrEqual(60);
  });

  it("says a squint is not only about looks, and never uses 'squint' for narrowing the eyes", () => {
    expect(descriptionText("pediatric")).toMatch(/not only about looks[^.]*lazy eye, so have it treated early/);
    const everything = { ...modules, testimonials: JSON.stringify(testimonials) };
    for (const [name, content] of Object.entries(everything)) {
      expect(content, name).not.toMatch(/squinting|who squints|squints? (at|to see)|squint(ing)? or half-closing/i);
    }
  });

  it("gives the same white-glow advice wherever a white glow in a child's pupil is mentioned", () => {
    expect(whiteGlowInThePupil).toMatch(/see an eye doctor within days/);
    const mentions = Object.entries(modules).filter(([, content]) =>
      /white (or yellow )?(glow|reflection)/i.test(content),
    );
    expect(mentions.map(([name]) => name)).toEqual(expect.arrayContaining(["service pediatric", "detailCommon"]));
    for (const [name, content] of mentions) {
      expect(content, name).toContain(whiteGlowInThePupil);
      expect(content, name).not.toMatch(/book a visit straight away|book within a few days/i);
    }
  });

  it("lists strong plus power (long sight) as an angle-closure risk where glaucoma risks are listed", () => {
    expect(descriptionText("glaucoma")).toMatch(/strong plus glasses power \(long sight\)[^.]*angle-closure glaucoma/);
    expect(JSON.stringify(articles["understanding-glaucoma"])).toMatch(/strong plus power \(long sight\)/);
  });

  it("gives an HbA1c target wherever keeping sugar under control is advised", () => {
    const advising = Object.entries(modules).filter(([, content]) =>
      /keep your (blood )?sugar|sugar[^.]{0,60}under control|keep your HbA1c/i.test(content),
    );
    expect(advising.length).toBeGreaterThanOrEqual(2);
    for (const [name, content] of advising) {
      expect(content, name).toMatch(
        /HbA1c[^.]*below 7%, the target for most adults, unless your doctor sets a different one/,
      );
    }
  });

  it("gives the ICMR-INDIAB figure for diabetes in India and explains HbA1c wherever it appears", () => {
    const diabetes = JSON.stringify(articles["diabetic-retinopathy"]);
    expect(diabetes).toContain("10.1 crore");
    expect(diabetes).toContain("ICMR-INDIAB study, 2023");
    expect(diabetes).not.toMatch(/tens of millions/i);
    for (const [name, content] of Object.entries(modules)) {
      const mentions = content.split("HbA1c").length - 1;
      const explained = content.match(
        /HbA1c[^.]{0,40}blood test that shows (your )?average sugar over about (the last )?three months/g,
      );
      expect(explained?.length ?? 0, name).toBe(mentions);
    }
  });

  it("calls lime 'sunnam' and advises at least two hours of outdoor play", () => {
    for (const [name, content] of Object.entries(modules)) {
      expect(content, name).not.toMatch(/chunnam/i);
      for (const match of content.matchAll(/\blime\b[^.]{0,12}/gi)) expect(match[0], name).toMatch(/sunnam/i);
      if (/outdoor play/.test(content)) {
        expect(content, name).toMatch(/at least two hours of outdoor play/i);
        expect(content, name).not.toMatch(/about two hours/i);
      }
    }
  });

  it("keeps both readings of the exam length", () => {
    const all = Object.values(modules).join("\n");
    expect(all).toMatch(/under 30 minutes/);
    expect(all).toMatch(/60(–| to )90 minutes/);
    expect(appointmentPromo.points.map((point) => point.text).join(" ")).toMatch(/under 30 minutes/);
  });

  it("separates same-day warning signs from routine reasons on every service page", () => {
    const routine = serviceDetailCommon.whenToSeeSpecialist.items.join(" ").toLowerCase();
    expect(serviceDetailCommon.whenToSeeSpecialist.items.length).toBeGreaterThan(0);
    for (const part of ["floaters", "flashes", "curtain", "chemical", "injury", "double vision", "sudden"]) {
      expect(routine, part).not.toContain(part);
    }
  });
});

describe("home article teasers", () => {
  it("carry the titles of three articles with pages, and link to the articles' page as the specification says", () => {
    expect(articleTeasers.teasers).toHaveLength(3);
    const linked = articleTeasers.teasers.map((teaser) => {
      const slug = articleSlugs.find((candidate) => candidate === teaser.article);
      expect(slug, teaser.article).toBeDefined();
      expect(teaser.title).toBe(articles[slug!].title);
      expect(teaser.link).toBe(PATIENT_EDUCATION_PATH);
      return slug;
    });
    expect(new Set(linked).size).toBe(3);
  });
});
