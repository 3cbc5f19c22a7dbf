import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ui as teluguUi } from "../../app/content/te/ui";
import { describe, expect, it } from "vitest";
import { claims } from "../../app/content/hospital/claims";
import { medicalReview } from "../../app/content/hospital/medical-review";
import { site } from "../../app/content/site";
import { BUILD_DIR, builtPages } from "./built-pages";

const pages = new Map(builtPages().map((page) => [page.path, page]));
const textOf = (address: string) => pages.get(address)!.document.querySelector("main")!.textContent ?? "";

describe("the hospital's facts on the built pages", () => {
  it("shows the same figures on home, about, services and testimonials, from the one source", () => {
    expect(textOf("/")).toContain(claims.yearsOfCare);
    expect(textOf("/")).toContain(claims.surgeries);
    expect(textOf("/")).toContain(claims.satisfaction);
    expect(textOf("/about")).toContain(claims.surgeries);
    expect(textOf("/about")).toContain(claims.satisfaction);
    expect(textOf("/about")).toContain(`${claims.rating.value}/5`);
    expect(textOf("/testimonials")).toContain(`Rated ${claims.rating.value} out of 5 over ${claims.rating.count} reviews`);
    expect(textOf("/testimonials")).toContain(claims.excellentOrVeryGood);
    expect(textOf("/services")).toContain(`${claims.yearsOfCareCount}`);
    // No page states a figure of its own beside them (a different count of years or surgeries).
    for (const [address, page] of pages) {
      const text = page.document.querySelector("main")?.textContent ?? "";
      expect(text, address).not.toMatch(/\b(?:1[0-46-9]|[2-9]\d)\+ years\b/);
      expect(text, address).not.toMatch(/\b(?:[1-46-9]|1[1-9]|[2-9]\d),000\+? (?:cataract )?surgeries\b/);
    }
  });

  it("says on every service and article page which doctor reviewed it, and when", () => {
    const medical = [...pages.keys()].filter((address) => /^\/(services|patient-education)\/[^/]+$/.test(address));
    expect(medical.length).toBeGreaterThanOrEqual(13);
    for (const address of medical) {
      if (pages.get(address)!.document.querySelector("h1")?.textContent?.includes("not found")) continue;
      expect(textOf(address), address).toContain(`Medically reviewed by ${medicalReview.reviewer} · Last reviewed`);
    }
  });

  it("says the same on the Telugu twins, in Telugu", () => {
    const medical = [...pages.keys()].filter((address) => /^\/te\/(services|patient-education)\/[^/]+$/.test(address));
    expect(medical.length).toBeGreaterThanOrEqual(13);
    for (const address of medical) {
      expect(textOf(address), address).toContain(
        `${teluguUi.medicallyReviewedBy} ${medicalReview.reviewer} · ${teluguUi.lastReviewed}`,
      );
    }
  });

  it("says under the stories that experiences differ, lists training apart from degrees, and names no sub-specialist", () => {
    expect(textOf("/testimonials")).toContain("Individual experiences; results differ.");
    expect(textOf("/te/testimonials")).toContain("ఫలితాలు అందరికీ ఒకేలా ఉండవు");
    expect(textOf("/")).toContain("Individual experiences; results differ.");
    expect(textOf("/doctors")).toContain(`Further training${site.leadDoctor.training[0]}`);
    expect(textOf("/doctors")).not.toContain(`Qualifications${site.leadDoctor.training[0]}`);
    // No sub-specialty is confirmed: neutral wording in titles and keywords.
    for (const [address, page] of pages) {
      const head = page.document.head.innerHTML;
      expect(head, address).not.toMatch(/Children's Eye Specialist|retina specialist|glaucoma specialist|cornea specialist/i);
    }
  });

  it("shows the lead doctor's medical council registration on the doctor's page", () => {
    expect(textOf("/doctors")).toContain(`Medical council registration: ${site.leadDoctor.registration}`);
  });
});

describe("government schemes", () => {
  it("explains each scheme on a page of its own, linked from the services and contact pages", () => {
    const page = pages.get("/government-schemes")!;
    const headings = [...page.document.querySelectorAll("h2")].map((heading) => heading.textContent);
    for (const name of ["Dr NTR Vaidya Seva (earlier called Aarogyasri)", "Ayushman Bharat PM-JAY", "Employees Health Scheme (EHS)"]) {
      expect(headings).toContain(name);
    }
    expect(textOf("/government-schemes")).toContain("What to bring");
    for (const address of ["/services", "/contact"]) {
      expect(pages.get(address)!.document.querySelector('main a[href="/government-schemes"]'), address).not.toBeNull();
    }
  });
});

describe("going live", () => {
  it("launch-check lists every sample with where it shows and what to supply, and fails while any remain", () => {
    const result = spawnSync(process.execPath, ["scripts/launch-check.mjs"], {
      env: { ...process.env, BUILD_DIR },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^launch-check: \d+ sample value\(s\)/);
    expect(result.stdout).toContain(`- identity.leadDoctor.registration: ${site.leadDoctor.registration}`);
    expect(result.stdout).toContain("supply: the doctor's Andhra Pradesh Medical Council registration number");
    expect(result.stdout).toMatch(/- eyeCamps: .*\n {2}supply: .*\n {2}shown on: \/services\n/);
    // The specification's three contradictions: each "choose one", with the pages each reading shows on.
    expect(result.stdout).toMatch(/^launch-check: \d+ sample value\(s\) .*; 3 choice\(s\) to make;/);
    for (const name of ["hours", "checkUpPrice", "insurance"]) expect(result.stdout).toContain(`- choices.${name}: choose one`);
    expect(result.stdout).toMatch(/ {2}· short: 300\n {4}shown on: \/, \/services\/eye-examinations/);
    expect(result.stdout).toMatch(/ {2}· plansAccepted: .*\n {4}shown on: .*\/about/);
    // The retention period is found where the pages write it ("90 days").
    expect(result.stdout).toMatch(/- retentionPeriod: .*\n {2}supply: .*\n {2}shown on: .*\/privacy-policy/);
  });

  it("launch-check reads what the editors published: confirmed facts leave the list, a Telugu left behind joins it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-content-"));
    const content = path.join(dir, "content.json");
    const by = { by: "Lakshmi", on: "2026-11-26" };
    fs.writeFileSync(
      content,
      JSON.stringify({
        facts: {
          phone: { value: "+91 98480 22222", ...by },
          hours: { value: { consultation: [{ opens: "09:00", closes: "17:00" }], opticals: [{ opens: "09:00", closes: "19:00" }] }, ...by },
          street: {
            value: { en: "4-5-6, Court Road", te: "12-3-45, సుభాష్ రోడ్", enChanged: "2026-11-26T06:00:00Z", teChanged: "" },
            ...by,
          },
        },
        notices: [],
      }),
    );
    try {
      const result = spawnSync(process.execPath, ["scripts/launch-check.mjs"], {
        env: { ...process.env, BUILD_DIR, SITE_CONTENT: content },
        encoding: "utf8",
      });
      expect(result.status).toBe(1);
      expect(result.stdout).not.toContain("- identity.phone.display:");
      expect(result.stdout).not.toContain("- identity.address.street:");
      expect(result.stdout).toContain("- identity.whatsapp:");
      // The hours are settled by the editor's hours: two choices remain, not three.
      expect(result.stdout).toMatch(/; 2 choice\(s\) to make; 1 out-of-date translation\(s\)\./);
      expect(result.stdout).toContain("- facts.street: the Telugu is out of date; its twin now says:\n  4-5-6, Court Road");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a launch build while a choice is open or samples remain", () => {
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-build-"));
    try {
      const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
        env: { ...process.env, LAUNCH: "1", BUILD_DIR: buildDir },
        encoding: "utf8",
      });
      expect(result.status).not.toBe(0);
      // The choices are refused first (they are the hospital's decisions, not values to type in).
      expect(result.stdout + result.stderr).toMatch(/LAUNCH=1: 3 choice\(s\) to make \(choices\.hours, choices\.checkUpPrice, choices\.insurance\)/);
      expect(fs.existsSync(path.join(buildDir, "client"))).toBe(false);
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  }, 60_000);
});
