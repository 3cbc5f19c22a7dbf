import { describe, expect, it } from "vitest";
import { communityOutreach } from "./community";
import { contactFaqs } from "./contact";
import { blockText } from "./articles/model";
import { serviceDescriptions } from "./service-descriptions";
import { site } from "./site";
import { EMERGENCY_NUMBER, outOfHoursInstruction, sameDayWarningSigns, strokeWarning } from "./warning-signs";

describe("same-day warning signs", () => {
  it("lists every sign the hospital wants patients to act on the same day", () => {
    const signs = sameDayWarningSigns.signs.join(" | ").toLowerCase();
    expect(sameDayWarningSigns.signs.length).toBeGreaterThanOrEqual(7);
    for (const part of [
      "sudden loss or dimming of vision",
      "shower of new floaters",
      "flashes of light",
      "curtain",
      "painful red eye with blurred vision",
      "chemical splash",
      "15 to 20 minutes first",
      "injury to the eye",
      "new double vision",
      "haloes",
      "headache and vomiting",
    ]) {
      expect(signs, part).toContain(part);
    }
    expect(new Set(sameDayWarningSigns.signs).size).toBe(sameDayWarningSigns.signs.length);
  });

  it("keeps the possible-stroke line apart, sending people to an emergency department and to 108", () => {
    expect(EMERGENCY_NUMBER).toBe("108");
    expect(sameDayWarningSigns.stroke).toBe(strokeWarning);
    expect(strokeWarning.text).toMatch(/sudden painless loss of vision/i);
    expect(strokeWarning.text).toMatch(/weakness of the face or arm or slurred speech/);
    expect(strokeWarning.text).toMatch(/stroke/);
    expect(strokeWarning.text).toMatch(/nearest emergency department at once \(call 108\)/);
    expect(sameDayWarningSigns.signs.join(" ")).not.toMatch(/stroke/i);
    expect(sameDayWarningSigns.emergencyCall.number).toBe("108");
  });

  it("gives one out-of-hours instruction: call the hospital, rinse a chemical splash first, emergency department or 108", () => {
    expect(outOfHoursInstruction).toContain(site.phone.display);
    expect(outOfHoursInstruction).toMatch(/rinse the eye with clean water for 15 to 20 minutes/);
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
        (block) => block.type === "callout" && block.title === "See an eye doctor the same day if you have",
      );
      expect(callout, slug).toBeDefined();
      const text = callout && "text" in callout ? callout.text : "";
      for (const sign of sameDayWarningSigns.signs) expect(text, slug).toContain(sign.slice(1));
      expect(text, slug).toContain(strokeWarning.text);
    }
  });
});
