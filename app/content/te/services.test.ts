import { describe, expect, it } from "vitest";
import { equipmentFact as equipmentFactEn } from "../hospital/equipment";
import * as servicesEn from "../services";
import * as servicesPageEn from "../services-page";
import { eyeCampsFact as eyeCampsFactEn } from "../services/eye-camps";
import { paymentOptionsFact as paymentOptionsFactEn } from "../services/payment";
import { servicesIn } from "../services/by-language";
import { site } from "../site";
import * as warningSignsEn from "../warning-signs";
import { equipmentFact, equipmentUsedTo } from "./hospital/equipment";
import * as servicesTe from "./services";
import * as servicesPageTe from "./services-page";
import { campVisitFact, eyeCampsFact } from "./services/eye-camps";
import { paymentOptionsFact } from "./services/payment";
import * as warningSignsTe from "./warning-signs";
import { scriptLetters, shownStrings } from "../../../tests/telugu-script";

const pairs = {
  services: [servicesEn, servicesTe],
  "services page": [servicesPageEn, servicesPageTe],
  "warning signs": [warningSignsEn, warningSignsTe],
} as const;

/** Latin letters a Telugu page may show: names, English terms in brackets, OCT, and the insurers' names. */
const allowedLatin = [
  site.name,
  site.opticalsName,
  site.leadDoctor.name,
  site.address.street,
  /\([A-Za-z][A-Za-z .-]*\)/g,
  /\bOCT\b/g,
  ...servicesEn.insurers,
];

/** Paths, image sources, slugs, icons and the keyword lists are not shown. */
const hidden = {
  keys: ["link", "src", "slug", "icon", "schemaType", "imageSrc", "number", "type", "tone"],
  lists: ["keywords", "serviceSlugs"],
  call: [1, 3, "ఒక బొమ్మ"],
};

describe.each(Object.entries(pairs))("the Telugu %s", (_name, [english, telugu]) => {
  it("exports every name the English module exports", () => {
    for (const name of Object.keys(english)) expect(telugu, name).toHaveProperty(name);
  });

  it("is written in Telugu script", () => {
    const { insurers: _insurers, serviceSlugs: _slugs, ...shown } = telugu as Record<string, unknown>;
    for (const text of shownStrings(shown, hidden)) {
      const { telugu: te, latin } = scriptLetters(text, allowedLatin);
      expect(latin / Math.max(1, te + latin), text).toBeLessThan(0.1);
    }
  });
});

describe("the Telugu service catalogue", () => {
  it("keeps the English ids, slugs, icons, schema types and pictures, in the same order", () => {
    expect(servicesTe.services).toHaveLength(servicesEn.services.length);
    servicesTe.services.forEach((service, index) => {
      const english = servicesEn.services[index]!;
      expect(service).toMatchObject({ id: english.id, slug: english.slug, icon: english.icon });
      expect(service.schemaType).toBe(english.schemaType);
      expect(service.image).toEqual({ ...english.image, alt: service.image.alt });
      expect(service.gallery.map((image) => image.src)).toEqual(english.gallery.map((image) => image.src));
      expect(service.gallery[0]).toEqual(service.image);
      expect(service.title).not.toBe(english.title);
    });
  });

  it("has a unique search description of at most 160 characters for every service", () => {
    for (const service of servicesTe.services) {
      expect(service.metaDescription.length, service.slug).toBeGreaterThan(50);
      expect(service.metaDescription.length, service.slug).toBeLessThanOrEqual(160);
    }
    expect(new Set(servicesTe.services.map((service) => service.metaDescription)).size).toBe(10);
    expect(servicesPageTe.servicesPageMeta.description.length).toBeLessThanOrEqual(160);
  });

  it("builds the same eight cards, finds services and gives three related ones", () => {
    expect(servicesTe.serviceCards.map((card) => card.link)).toEqual(servicesEn.serviceCards.map((card) => card.link));
    expect(servicesTe.getService("glaucoma")?.title).toBe(servicesTe.services[3]!.title);
    expect(servicesTe.getService("no-such-service")).toBeUndefined();
    expect(servicesTe.relatedServices("cataract").map((service) => service.slug)).toEqual(
      servicesEn.relatedServices("cataract").map((service) => service.slug),
    );
  });

  it("is what servicesIn gives Telugu pages, and English pages keep the English catalogue", () => {
    expect(servicesIn("te").services).toBe(servicesTe.services);
    expect(servicesIn("en").services).toBe(servicesEn.services);
  });
});

describe("the Telugu warning signs", () => {
  it("give every sign, the stroke line and the out-of-hours instruction, with 108 and the hospital's phone", () => {
    const { sameDayWarningSigns, strokeWarning, outOfHoursInstruction } = warningSignsTe;
    expect(sameDayWarningSigns.signs).toHaveLength(warningSignsEn.sameDayWarningSigns.signs.length);
    expect(sameDayWarningSigns.stroke).toBe(strokeWarning);
    expect(sameDayWarningSigns.emergencyCall.number).toBe("108");
    expect(strokeWarning.text).toContain("పక్షవాతం");
    expect(strokeWarning.text).toContain("ఇప్పుడే 108కు కాల్ చేయండి");
    // The stroke line says plainly that any one sign is enough, in the words patients use.
    for (const words of ["ఏ ఒక్కటి ఉన్నా చాలు", "మాట ముద్దగా రావడం", "మూతి ఒక పక్కకు వంకర పోవడం", "చేయి బలం తగ్గడం"]) {
      expect(strokeWarning.text).toContain(words);
    }
    expect(strokeWarning.text).not.toContain("నొప్పి లేకుండా");
    expect(sameDayWarningSigns.signs.join(" ")).not.toContain("పక్షవాతం");
    expect(sameDayWarningSigns.signs.join(" ")).not.toContain("చూపు పోవడం");
    expect(sameDayWarningSigns.signs.join(" ")).toContain(warningSignsTe.splashFirstAid);
    expect(warningSignsTe.splashFirstAid).toContain("ధారగా నీళ్ళు పోస్తూ 15 నుండి 20 నిమిషాలు");
    expect(warningSignsTe.somethingInTheEye).toMatch(/ఇసుక.*పొట్టు/);
    expect(outOfHoursInstruction).toContain(site.phone.display);
    expect(outOfHoursInstruction).toContain(warningSignsTe.splashFirstAid);
    expect(outOfHoursInstruction).toContain("108కు కాల్ చేయండి");
    expect(sameDayWarningSigns.outOfHours).toBe(outOfHoursInstruction);
  });
});

describe("the Telugu samples", () => {
  it("are samples with the English supply texts, shaped like the English ones", () => {
    for (const [telugu, english] of [
      [equipmentFact, equipmentFactEn],
      [eyeCampsFact, eyeCampsFactEn],
      [paymentOptionsFact, paymentOptionsFactEn],
    ] as const) {
      expect(telugu.status).toBe("sample");
      expect(telugu.supply).toBe(english.supply);
      expect(telugu.value).toHaveLength(english.value.length);
    }
    expect(campVisitFact.status).toBe("sample");
    expect(equipmentFact.value.map(({ kind }) => kind)).toEqual(equipmentFactEn.value.map(({ kind }) => kind));
    expect(paymentOptionsFact.value.map(({ icon }) => icon)).toEqual(
      paymentOptionsFactEn.value.map(({ icon }) => icon),
    );
  });

  it("name the equipment in Telugu after the purpose", () => {
    expect(equipmentUsedTo(["slitLamp", "cornealTopographer"], "కార్నియాను పరీక్షించడానికి")).toBe(
      "కార్నియాను పరీక్షించడానికి వాడే స్లిట్-ల్యాంప్ మైక్రోస్కోప్, కార్నియా ఆకారం కొలిచే స్కాన్ (Corneal topography)",
    );
  });
});
