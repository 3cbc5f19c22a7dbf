import { describe, expect, it, vi } from "vitest";
import { claims } from "./hospital/claims";
import { identity } from "./hospital/identity";
import * as doctorEn from "./doctor";
import { ui as uiEn } from "./ui";
import * as doctorTe from "./te/doctor";
import { ui as uiTe } from "./te/ui";
import { shownStrings } from "../../tests/telugu-script";

/**
 * The doctor's page may not boast (Indian Medical Council Regulations 2002, 6.1.1): no count of the doctor's
 * operations or patients, no patient rating of the doctor, no "Our Expert". It shows the doctor's own facts.
 */
const pages = {
  en: [doctorEn.doctorMeta, doctorEn.doctorProfile, doctorEn.doctorSections, doctorEn.doctorCallToAction],
  te: [doctorTe.doctorMeta, doctorTe.doctorProfile, doctorTe.doctorSections, doctorTe.doctorCallToAction],
};
const text = (lang: keyof typeof pages) => shownStrings(pages[lang]).join("\n");

describe("the doctor's page, in English and Telugu", () => {
  for (const lang of ["en", "te"] as const) {
    it(`states no count of the doctor's operations or patients and no rating (${lang})`, () => {
      const shown = text(lang);
      expect(shown).not.toMatch(/5,000|5000/);
      expect(shown).not.toMatch(/in the doctor's hands|surgeries performed|ఆపరేషన్లు చేశారు|ఆపరేషన్ చేశారు/i);
      expect(shown).not.toMatch(/\brating\b|\breviews?\b|రేటింగ్|రివ్యూ/i);
      expect(shown).not.toContain(String(claims.rating!.count));
      expect(shown).not.toContain(`${claims.rating!.value}/5`);
      expect(shown).not.toMatch(/expert|నిపుణ/i);
    });
  }

  it("labels the page neutrally: 'Our Doctor', 'మా డాక్టర్'", () => {
    expect(doctorEn.doctorMeta.title).toBe("Our Doctor");
    expect(doctorEn.doctorSections.heroLabel).toBe("Our Doctor");
    expect(doctorTe.doctorSections.heroLabel).toBe("మా డాక్టర్");
    expect(uiTe.nav.items.doctors).toBe("మా డాక్టర్");
    // The English menu keeps the specification's quoted label ('Our Expert', 'Experts') in the default build; a
    // launch build says 'Our Doctor' (issue 39 item 5: see the launch build's test below).
    expect(uiEn.nav.items.doctors).toBe("Our Expert");
  });

  it("says 'Our Doctor' and 'Doctor' in a launch build's menus, never 'Expert'", async () => {
    vi.stubGlobal("__LAUNCH_BUILD__", true);
    vi.resetModules();
    try {
      const { ui } = await import("./ui");
      expect(ui.nav.items.doctors).toBe("Our Doctor");
      expect(ui.bottomBar.experts).toBe("Doctor");
      expect(JSON.stringify(ui)).not.toMatch(/Expert/);
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });

  it("gives the doctor's own years of experience, a sample of the doctor's, not the hospital's age", () => {
    const years = identity.leadDoctor.experienceYears;
    expect(years).not.toBe(claims.yearsOfCare);
    expect(years.status).toBe("sample");
    expect(years.key).toBe("identity.leadDoctor.experienceYears");
    for (const profile of [doctorEn.doctorProfile, doctorTe.doctorProfile]) {
      const highlight = profile.highlights.find((item) => item.icon === "calendar");
      expect(highlight?.value).toBe(`${years.value}+`);
    }
  });

  it("shows the degrees, registration, training and languages in both languages", () => {
    for (const profile of [doctorEn.doctorProfile, doctorTe.doctorProfile]) {
      expect(profile.qualifications.length).toBeGreaterThan(0);
      expect(profile.training.length).toBeGreaterThan(0);
      expect(profile.registration).not.toBe("");
      expect(profile.languages.length).toBeGreaterThan(0);
    }
  });
});
