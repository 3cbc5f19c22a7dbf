import { describe, expect, it } from "vitest";
import { publishableTestimonials, testimonialFacts } from "../testimonials";
import { hospitalSamples } from ".";
import { confirmed, isLaunchBuild, plain, sample, samplesIn } from "./fact";

describe("hospital facts", () => {
  it("gives pages each fact's value, and lists the samples with what the hospital must supply", () => {
    const tree = { phone: sample("+91 00000 00000", "the phone number"), years: confirmed("15+", "specification") };
    expect(plain(tree)).toEqual({ phone: "+91 00000 00000", years: "15+" });
    expect(samplesIn(tree)).toEqual([{ path: "phone", value: "+91 00000 00000", supply: "the phone number" }]);
  });

  it("counts as samples everything the specification does not give", () => {
    const paths = hospitalSamples().map((entry) => entry.path);
    for (const expected of [
      "identity.name",
      "identity.phone.display",
      "identity.address.street",
      "identity.leadDoctor.name",
      "identity.leadDoctor.registration",
      "identity.leadDoctor.languages",
      "eyeCamps",
      "insurers",
      "testimonials.0",
    ]) {
      expect(paths).toContain(expected);
    }
    // The specification's own figures are the hospital's: confirmed, never listed.
    expect(paths.some((path) => path.startsWith("claims."))).toBe(false);
    for (const entry of hospitalSamples()) expect(entry.supply, entry.path).not.toBe("");
  });

  it("publishes as reviews, in a launch build, only confirmed testimonials the patient consented to", () => {
    expect(isLaunchBuild).toBe(false);
    expect(publishableTestimonials(false)).toHaveLength(testimonialFacts.length);
    // Every testimonial is a sample today, so a launch build would publish none.
    expect(testimonialFacts.every((fact) => fact.status === "sample" && !fact.value.consented)).toBe(true);
    expect(publishableTestimonials(true)).toEqual([]);
  });
});
