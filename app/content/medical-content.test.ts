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
import { articles as articlesTe } from "./te/articles/full";
import { programmeTermsFact as programmeTermsFactTe } from "./te/community";
import { homeMeta as homeMetaTe } from "./te/home/meta";
import { serviceDescriptions as serviceDescriptionsTe } from "./te/service-descriptions";
import { freeEyeCamps as freeEyeCampsTe } from "./te/services";
import { programmeTermsFact } from "./community";
import { homeMeta } from "./home/meta";
import { freeEyeCamps } from "./services";

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
    expect(cataract).toMatch(/quick laser \(YAG laser\) in the clinic/);
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

/*
 * Issue 39, items 3c, 3d and 4 (the medical review of 2026-11-27), in both languages: nothing urgent waits for a camp
 * or a booked visit, the risks of eye injections and lasers are named, the Indian screening advice is complete, and
 * one answer is given on pain and stitches.
 */
const textTe = (blocks: readonly Block[]) => blocks.map(blockText).join("\n");
const descriptionTe = (slug: keyof typeof serviceDescriptionsTe) => textTe(serviceDescriptionsTe[slug]);
const articleText = (slug: (typeof articleSlugs)[number]) => text(articles[slug].content);
const articleTe = (slug: (typeof articleSlugs)[number]) => textTe(articlesTe[slug].content);

/** The list that follows the paragraph matching `lead`: what the text says to book a visit for. */
function listAfter(blocks: readonly Block[], lead: RegExp): string {
  const at = blocks.findIndex((block) => block.type === "p" && lead.test(block.text));
  expect(at, String(lead)).toBeGreaterThanOrEqual(0);
  const list = blocks[at + 1];
  expect(list?.type).toBe("ul");
  return blockText(list!);
}

describe("nothing urgent waits for a camp or a booked visit (issue 39, 3c and 3d)", () => {
  it("the camp for workers sends a painful red eye to the hospital today", () => {
    const camps = freeEyeCamps.map((camp) => camp.description).join("\n");
    expect(camps).toContain("A painful red eye can't wait for a camp: come to the hospital today.");
    expect(camps).not.toMatch(/Anyone with red or painful eyes should come/);
    const campsTe = freeEyeCampsTe.map((camp) => camp.description).join("\n");
    expect(campsTe).toContain("కన్ను ఎర్రబడి నొప్పిగా ఉంటే శిబిరం వరకు ఆగకండి: ఈ రోజే ఆసుపత్రికి రండి.");
    expect(campsTe).not.toContain("నొప్పి ఉన్నవారు ఎవరైనా రావాలి");
  });

  it("the diabetic-retinopathy article sends a sudden shower of floaters today, not to a sooner booking", () => {
    const content = articles["diabetic-retinopathy"].content;
    expect(listAfter(content, /Book a visit sooner/)).not.toMatch(/floaters/i);
    expect(articleText("diabetic-retinopathy")).toMatch(
      /sudden shower of new floaters[^.]*: come today, do not wait for a booked visit/,
    );
    const contentTe = articlesTe["diabetic-retinopathy"].content;
    expect(listAfter(contentTe, /ఇంకా ముందుగానే అపాయింట్‌మెంట్ బుక్ చేసుకోండి/)).not.toMatch(/చుక్కలు/);
    expect(articleTe("diabetic-retinopathy")).toMatch(/చుక్కలు తేలితే[^.]*అపాయింట్‌మెంట్ కోసం ఆగకుండా ఈ రోజే రండి/);
  });
});

describe("the risks and screening advice the review found missing (issue 39, item 4)", () => {
  it("names the risks of eye injections: infection, pressure rise, repeat visits over months, cost", () => {
    const injections = serviceDescriptions.retina
      .map(blockText)
      .find((block) => /Injections into the eye/.test(block))!;
    expect(injections).toMatch(/infection inside the eye is rare but serious/);
    expect(injections).toMatch(/eye pressure can rise for a short time/);
    expect(injections).toMatch(/repeat visits over many months/);
    expect(injections).toMatch(/cost of a full course/);
    const injectionsTe = serviceDescriptionsTe.retina.map(blockText).find((block) => /కంట్లోకి ఇంజెక్షన్లు/.test(block))!;
    for (const part of ["ఇన్ఫెక్షన్ అరుదు, కానీ ప్రమాదకరం", "కంటి ఒత్తిడి పెరగొచ్చు", "చాలా నెలల పాటు", "ఖర్చు"]) {
      expect(injectionsTe).toContain(part);
    }
  });

  it("says a retinal laser can reduce side vision and sight at night", () => {
    expect(descriptionText("retina")).toMatch(/less side vision and poorer sight at night or in dim light/);
    expect(descriptionTe("retina")).toMatch(/పక్క చూపు[^.]*రాత్రిపూట/);
  });

  it("gives the YAG laser's short pressure rise (checked afterwards) and its rare retinal detachment", () => {
    const cataract = descriptionText("cataract");
    expect(cataract).toMatch(/quick laser \(YAG laser\) in the clinic/);
    expect(cataract).toMatch(/eye pressure can rise for a short time, so it is checked afterwards/);
    expect(cataract).toMatch(/rarely, the retina can detach/);
    const cataractTe = descriptionTe("cataract");
    expect(cataractTe).toContain("లేజర్ తర్వాత కంటి ఒత్తిడి చెక్ చేస్తాం");
    expect(cataractTe).toContain("అరుదుగా రెటీనా విడిపోవచ్చు");
  });

  it("starts diabetic eye checks at diagnosis (type 2), 5 years on or at puberty (type 1), and in each pregnancy", () => {
    for (const [name, content] of [
      ["retina", descriptionText("retina")],
      ["article", articleText("diabetic-retinopathy")],
    ]) {
      expect(content, name).toMatch(/type 2 diabetes, have the first check as soon as diabetes is found/);
      expect(content, name).toMatch(/type 1, from 5 years after diagnosis, or from puberty if that comes sooner/);
      expect(content, name).toMatch(/early in each pregnancy/);
    }
    for (const [name, content] of [
      ["retina", descriptionTe("retina")],
      ["article", articleTe("diabetic-retinopathy")],
    ]) {
      expect(content, name).toMatch(/టైప్ 2 షుగర్ అయితే, షుగర్ ఉందని తెలిసిన వెంటనే/);
      expect(content, name).toMatch(/టైప్ 1 షుగర్ అయితే, షుగర్ ఉందని తెలిసిన 5 ఏళ్ళ తర్వాత[^.]*యుక్త వయసు/);
      expect(content, name).toContain("ప్రతి గర్భం మొదట్లోనే");
    }
  });

  it("asks for ROP checks for babies born at 34 to 36 weeks who needed oxygen, had sepsis or a NICU stay", () => {
    const criteria = /born at 34 to 36 weeks who needed oxygen, had sepsis or stayed in a NICU/;
    expect(descriptionText("pediatric")).toMatch(criteria);
    expect(articleText("children-eye-care")).toMatch(criteria);
    const criteriaTe = /34 నుండి 36 వారాల మధ్య పుట్టి[^.]*ఆక్సిజన్[^.]*\(Sepsis\)[^.]*\(NICU\)/;
    expect(descriptionTe("pediatric")).toMatch(criteriaTe);
    expect(articleTe("children-eye-care")).toMatch(criteriaTe);
    // Wherever the under-34-weeks rule is written, the 34-to-36-weeks one is written too.
    for (const [name, content] of Object.entries(modules)) {
      if (/before 34 weeks/.test(content)) expect(content, name).toMatch(/34 to 36 weeks/);
    }
  });

  it("limits screen time: none under 2 years, at most 1 hour a day at 2 to 5", () => {
    for (const slug of ["children-eye-care", "healthy-vision-habits"] as const) {
      expect(articleText(slug), slug).toMatch(
        /(no|none for) (screen time for )?children under 2[^.]*at most 1 hour a day/i,
      );
      expect(articleText(slug), slug).not.toMatch(/especially for (young )?children( under 5)?\./);
      expect(articleTe(slug), slug).toMatch(/2 ఏళ్ళ లోపు పిల్లలకు[^.]*రోజుకు ఎక్కువలో ఎక్కువ 1 గంట/);
    }
  });

  it("says angle-closure glaucoma is common in India and often silent, and a sudden attack means today", () => {
    const glaucoma = descriptionText("glaucoma");
    expect(glaucoma).toMatch(/Angle-closure glaucoma[^.]*is common in India\. It is often silent/);
    expect(glaucoma).not.toMatch(/less common type/i);
    const attack = serviceDescriptions.glaucoma.find((block) => block.type === "callout")!;
    expect(blockText(attack)).toMatch(
      /pain[^.]*coloured rings around lights[^.]*vomiting\. Come to the hospital today/,
    );
    const glaucomaTe = descriptionTe("glaucoma");
    expect(glaucomaTe).toMatch(/మూసుకుపోయే గ్లాకోమా[^.]*మన దేశంలో చాలా మందికి వస్తుంది/);
    expect(glaucomaTe).not.toContain("తక్కువగా కనిపించే ఒక రకం");
    const attackTe = serviceDescriptionsTe.glaucoma.find((block) => block.type === "callout")!;
    expect(blockText(attackTe)).toContain("ఈ రోజే ఆసుపత్రికి రండి");
  });

  it("has the emergency page say to put nothing else in the eye, and to keep rinsing on the way", () => {
    const emergency = descriptionText("emergency");
    expect(emergency).toMatch(/Put nothing else in the eye[^]*breast milk, herbal juice, oil, kajal/);
    expect(emergency).toMatch(/If the hospital is far, [^.]*keep rinsing on the way/);
    const emergencyTe = descriptionTe("emergency");
    expect(emergencyTe).toMatch(/కంట్లో ఇంకేమీ వేయకండి[^]*తల్లిపాలు, ఆకు పసరు, నూనె, కాటుక/);
    expect(emergencyTe).toMatch(/ఆసుపత్రి దూరమైతే, [^.]*దారిలో కూడా కడుగుతూనే ఉండండి/);
  });

  it("gives one answer on pain in surgery and lasers ('little or no pain'), never 'painless' or 'not pain'", () => {
    const everything = { ...modules, doctor: JSON.stringify(cataractSteps) };
    for (const [name, content] of Object.entries(everything)) {
      expect(content, name).not.toMatch(/not pain\b|painless (laser|surgery|operation|procedure|injection)/i);
    }
    expect(descriptionText("cataract")).toMatch(/Most people feel little or no pain, only light pressure or touch/);
    const cataractTe = descriptionTe("cataract");
    expect(cataractTe).not.toContain("నొప్పి కాదు");
    expect(cataractTe).not.toContain("నొప్పి లేని లేజర్");
    expect(cataractTe.split("నొప్పి అంతగా ఉండదు, లేదా అసలే ఉండదు").length - 1).toBe(2);
  });

  it("says cataract surgery is usually stitch-free, wherever stitches are mentioned", () => {
    const everything = { ...modules, home: homeMeta.description, doctor: JSON.stringify(cataractSteps) };
    for (const [name, content] of Object.entries(everything)) {
      expect(content, name).not.toMatch(/(?<!usually )stitch-free cataract|\bStitch-free\b|Often no stitches/);
    }
    expect(homeMeta.description).toMatch(/cataract surgery \(usually stitch-free\)/);
    expect(articleText("cataract-surgery-guide")).toMatch(/Usually no stitches are needed/);
    expect(JSON.stringify(programmeTermsFact.value.included)).toMatch(/usually stitch-free/);
    const teluguTexts = [
      homeMetaTe.description,
      JSON.stringify(programmeTermsFactTe.value.included),
      articleTe("cataract-surgery-guide"),
      descriptionTe("cataract"),
    ];
    for (const content of teluguTexts) {
      expect(content).not.toMatch(/(?<!సాధారణంగా )కుట్లు లేని శుక్లం|చాలాసార్లు కుట్లు/);
    }
    expect(homeMetaTe.description).toContain("సాధారణంగా కుట్లు లేని శుక్లం ఆపరేషన్");
  });
});
