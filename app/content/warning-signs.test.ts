import { describe, expect, it } from "vitest";
import { communityOutreach } from "./community";
import { contactFaqs } from "./contact";
import { blockText } from "./articles/model";
import { serviceDescriptions } from "./service-descriptions";
import { site } from "./site";
import {
  EMERGENCY_NUMBER,
  outOfHoursInstruction,
  sameDayWarningSigns,
  SIGNS_CALLOUT_TITLE,
  splashFirstAid,
  strokeWarning,
} from "./warning-signs";

describe("same-day warning signs", () => {
  it("lists every sign the hospital wants patients to act on the same day", () => {
    const signs = sameDayWarningSigns.signs.join(" | ").toLowerCase();
    expect(sameDayWarningSigns.signs.length).toBeGreaterThanOrEqual(5);
    for (const part of [
      "shower of new floaters",
      "flashes of light",
      "curtain",
      "painful red eye with blurred vision",
      "chemical splash",
      "running water for 15 to 20 minutes",
      "brush the powder off first",
      "injury to the eye",
      "grit",
      "husk",
      "haloes",
    ]) {
      expect(signs, part).toContain(part);
    }
    expect(sameDayWarningSigns.intro).toMatch(/today/);
    expect(sameDayWarningSigns.intro).toMatch(/emergency department/);
    expect(new Set(sameDayWarningSigns.signs).size).toBe(sameDayWarningSigns.signs.length);
  });

  it("sends sudden loss of sight, whether painful or not, to 108 with the other stroke signs, any one being enough", () => {
    expect(EMERGENCY_NUMBER).toBe("108");
    expect(sameDayWarningSigns.stroke).toBe(strokeWarning);
    for (const part of [
      /^Sudden loss of sight/,
      /sudden double vision/,
      /face drooping/,
      /weakness in an arm/,
      /slurred speech/,
      /any one of these alone is enough/,
      /stroke/,
      /Call 108 or go to the nearest emergency department now/,
    ]) {
      expect(strokeWarning.text).toMatch(part);
    }
    expect(strokeWarning.text).not.toMatch(/painless/i);
    // The same-day list must not carry a stroke sign, or a patient would have two instructions for one sign.
    const signs = sameDayWarningSigns.signs.join(" ");
    expect(signs).not.toMatch(/stroke|loss of (sight|vision)|dimming|double vision|slurred|droop/i);
    expect(sameDayWarningSigns.emergencyCall.number).toBe("108");
  });

  it("gives one out-of-hours instruction: call the hospital, rinse a chemical splash first, emergency department or 108", () => {
    expect(outOfHoursInstruction).toContain(site.phone.display);
    expect(outOfHoursInstruction).toContain(splashFirstAid);
    expect(outOfHoursInstruction).toMatch(/nearest hospital emergency department/);
    expect(outOfHoursInstruction).toContain("call 108");
    expect(sameDayWarningSigns.outOfHours).toBe(outOfHoursInstruction);
  });
});

describe("the out-of-hours instruction is the same wherever it appears", () => {
  it("on the community page, the contact page and the eye emergency service page", () => {
    expect(communityOutreach.emergencies.points).toContain(outOfHoursInstruction);
    const sunday = contactFaqs.find((faq) => /sunday/i.test(faq.question));
    expect(sunday?.answer).toContain(outOfHoursInstruction);
    expect(serviceDescriptions.emergency.some((block) => blockText(block).includes(outOfHoursInstruction))).toBe(true);
  });

  it("and no other wording of it is left behind", () => {
    const texts = [
      ...communityOutreach.emergencies.points,
      communityOutreach.emergencies.text,
      ...contactFaqs.map((faq) => faq.answer),
      ...serviceDescriptions.emergency.map(blockText),
    ];
    for (const text of texts) {
      if (text.includes(outOfHoursInstruction)) continue;
      expect(text, text).not.toMatch(/outside (consultation|these) hours|casualty|on a sunday/i);
    }
  });
});

describe("the articles' same-day advice", () => {
  it("gives every sign and the stroke line from the one list", async () => {
    const { articles } = await import("./articles/full");
    // The glaucoma article gives its own warning (an attack of angle-closure glaucoma) instead of the list.
    for (const slug of [
      "diabetic-retinopathy",
      "healthy-vision-habits",
      "cataract-surgery-guide",
      "children-eye-care",
      "lasik-surgery-explained",
      "dry-eye-syndrome",
      "nutrition-eye-health",
    ] as const) {
      const callout = articles[slug].content.find(
        (block) => block.type === "callout" && block.title === SIGNS_CALLOUT_TITLE,
      );
      expect(callout, slug).toBeDefined();
      if (callout?.type !== "callout") continue;
      // The stroke line is the box's text; the come-today signs its own list, under a lead-in that points ahead.
      expect(callout.text, slug).toBe(strokeWarning.text);
      expect(callout.list?.items, slug).toEqual(sameDayWarningSigns.signs);
      expect(callout.list?.lead, slug).toMatch(/^Come to us today if you have any of the following/);
    }
  });
});
