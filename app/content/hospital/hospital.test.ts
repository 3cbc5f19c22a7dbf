import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getService } from "../services/lookup";
import { publishableTestimonials, testimonialFacts } from "../testimonials";
import { equipmentName, equipmentUsedTo } from "./equipment";
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
      "equipment",
      "testimonials.0",
    ]) {
      expect(paths).toContain(expected);
    }
    // Every figure about the hospital, the specification's years and surgeries too, needs a dated source (IMC
    // regulations 2002, consumer law): listed until an editor gives one.
    expect(paths.filter((path) => path.startsWith("claims.")).sort()).toEqual([
      "claims.excellentOrVeryGood",
      "claims.rating",
      "claims.satisfaction",
      "claims.surgeriesCount",
      "claims.yearsOfCareCount",
    ]);
    for (const expected of [
      "landmark",
      "directions",
      "schoolScreening",
      "treatmentEquipment",
      "identity.geo",
      "identity.leadDoctor.training",
      "identity.leadDoctor.subSpecialties",
      "telugu.landmark",
      "telugu.directions",
      "telugu.schoolScreening",
      "telugu.doctorTraining",
    ]) {
      expect(paths).toContain(expected);
    }
    for (const entry of hospitalSamples()) expect(entry.supply, entry.path).not.toBe("");
  });

  it("publishes, in a launch build, only confirmed testimonials the patient consented to (on the pages and as reviews)", () => {
    expect(isLaunchBuild).toBe(false);
    expect(publishableTestimonials(false)).toHaveLength(testimonialFacts.length);
    // Every testimonial is a sample today, so a launch build would publish none.
    expect(testimonialFacts.every((fact) => fact.status === "sample" && !fact.value.consented)).toBe(true);
    expect(publishableTestimonials(true)).toEqual([]);
  });
});

describe("the specification's figures", () => {
  it("are typed in claims.ts only: no other content or page module states one of its own", () => {
    const figure = /\b15\+|\b10k\+|\b10,000\b|\b99%|\b95%|\b5,000\b|\b4\.8\b|\b146\b/;
    const sourceFiles = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(full);
        return /\.(tsx?|md)$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
      });
    const offenders = sourceFiles("app")
      .filter((file) => !file.endsWith(path.join("hospital", "claims.ts")))
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ file, line: index + 1, text: line }))
          .filter(({ text }) => figure.test(text) && !text.trim().startsWith("/**") && !text.trim().startsWith("*")),
      )
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(offenders).toEqual([]);
  });

  it("names in picture descriptions only the equipment listed as the hospital's", () => {
    expect(equipmentUsedTo(["slitLamp", "cornealTopographer"], "to examine the cornea")).toBe(
      "A slit-lamp microscope and corneal mapping (topography) used to examine the cornea",
    );
    const cataractEquipment = getService("cataract")?.gallery.at(-1)?.alt ?? "";
    expect(cataractEquipment.toLowerCase()).toContain(equipmentName("opticalBiometer"));
  });
});
