import { describe, expect, it, vi } from "vitest";
import type * as FactModule from "./fact";

// The hospital settles every choice with its first reading (visible hours, ₹500, no direct tie-ups): each `choice()`
// call gets a pick, as `choice({...}, { reading, source })` in choices.ts would.
vi.mock("./fact", async (importOriginal) => {
  const original = await importOriginal<typeof FactModule>();
  return {
    ...original,
    choice: (spec: Parameters<typeof original.choice>[0]) =>
      original.choice(spec, { reading: Object.keys(spec.readings)[0]!, source: "test: the hospital's pick" }),
  };
});

describe("once the hospital has chosen", () => {
  it("leaves no choice open, and every page, the structured data and the Telugu pages read the one answer", async () => {
    const { hospitalChoices } = await import(".");
    expect(hospitalChoices()).toEqual([]);

    const { site } = await import("../site");
    const { clinicNode } = await import("~/seo/structured-data");
    const hours = (clinicNode() as unknown as { openingHoursSpecification: { opens: string; closes: string }[] })
      .openingHoursSpecification;
    expect(hours.map(({ opens, closes }) => `${opens}–${closes}`)).toEqual(["10:00–14:00", "18:00–20:00"]);
    expect(site.consultationHours.sessions).toEqual(["10:00 AM – 2:00 PM", "6:00 PM – 8:00 PM"]);
    const { opticalsHoursNote } = await import("../opticals");
    expect(opticalsHoursNote.text).toBe("The store is open from 10:00 to 20:00, Monday to Saturday.");
    const te = await import("../te/opticals");
    expect(te.opticalsHoursNote.text).toContain("ఉదయం 10:00 నుండి రాత్రి 8:00 వరకు");

    const { shortPriceNote } = await import("../home/hero");
    expect(shortPriceNote).toBe("Eye check-up from ₹500");
    const { shortPriceNote: shortPriceNoteTe } = await import("../te/home/hero");
    expect(shortPriceNoteTe).toContain("₹500");
    const { getService } = await import("../services/lookup");
    expect(JSON.stringify(getService("eye-examinations"))).not.toContain("₹300");

    const { aboutInsuranceNote } = await import("../about");
    expect(aboutInsuranceNote.text).toContain("no direct tie-ups with insurance companies");
    const { contactFaqs } = await import("../contact");
    expect(contactFaqs.map((faq) => faq.answer).join(" ")).not.toContain("several insurance plans");
    const { aboutInsuranceNote: aboutTe } = await import("../te/about");
    expect(aboutTe.text).toContain("నేరుగా ఒప్పందాలు లేవు");
    const { insurers } = await import("../services/payment");
    expect(insurers).toEqual([]);
  });
});
