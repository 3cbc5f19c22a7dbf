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
    expect(textOf("/about")).toContain(`${claims.rating!.value}/5`);
    expect(textOf("/testimonials")).toContain(`Rated ${claims.rating!.value} out of 5 over ${claims.rating!.count} reviews`);
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
  it("launch-check speaks to the hospital: plain items grouped by risk, each with where to fix it, and fails", () => {
    const result = spawnSync(process.execPath, ["scripts/launch-check.mjs"], {
      env: { ...process.env, BUILD_DIR },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    const out = result.stdout;
    expect(out).toMatch(/^Before the website can go live, \d+ things must be done: 3 choices to make and \d+ example facts/);
    // Most serious first: safety (the doctor's sign-offs), then the law, then contact facts, then the rest.
    const groups = ["SAFETY:", "LEGAL AND CLAIMS:", "CONTACT FACTS:", "EVERYTHING ELSE:"].map((title) => out.indexOf(title));
    expect(groups.every((at) => at >= 0)).toBe(true);
    expect([...groups].sort((a, b) => a - b)).toEqual(groups);
    const safety = out.slice(groups[0], groups[1]);
    expect(safety).toContain("Doctor's sign-off of the warning signs");
    expect(safety).toContain("Where to fix it: /staff/site/facts#medicalReview.warningSigns");
    // The figures need their evidence, the years and surgeries included; the example stories are removed.
    const legal = out.slice(groups[1], groups[2]);
    for (const item of ["Years of eye care (15)", "Number of operations (10,000)", "Satisfaction figure (99%)"]) {
      expect(legal).toContain(item);
    }
    expect(legal).toMatch(/Patient story: Lakshmi R\. .*\n(?:.*\n)*? {3}Where to fix it: \/staff\/site\/stories: remove this example/);
    expect(legal).toContain(`The site now says: ${site.leadDoctor.registration}`);
    // Where a choice's readings show, computed without a build (the committed map).
    expect(out).toMatch(/B\. What the short note says: ₹300\n {6}Shows on 2 pages: \/, \/te\n/);
    expect(out).toMatch(/How long website requests are kept[^]*?Shows on \d+ pages: .*\/privacy-policy/);
    // No code syntax anywhere an administrator reads.
    expect(out).not.toMatch(/[{}]|evidenced\(|confirmed\(|YYYY-MM-DD|app\/content/);
    // A Telugu twin is part of its English item, not an item of its own.
    expect(out).not.toMatch(/^\d+\. .*telugu\./m);
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
          samples: {
            // One click does not confirm a figure; with its evidence it does.
            "claims.satisfaction": { value: "99%", ...by, at: "2026-11-26T06:00:00Z" },
            "claims.rating": {
              value: { value: 4.8, count: 146 },
              ...by,
              at: "2026-11-26T06:00:00Z",
              evidence: { source: "Google review page of the hospital, read at the desk", measuredOn: "2026-11-25" },
            },
          },
          removedExamples: ["testimonials.lakshmi-cataract"],
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
      const out = result.stdout;
      expect(out).not.toContain("Hospital's phone number (as the pages write it)");
      expect(out).toContain("WhatsApp number");
      expect(out).toContain("Satisfaction figure (99%)");
      expect(out).not.toContain("Review rating (");
      expect(out).not.toContain("Patient story: Lakshmi R.");
      expect(out).toContain("Patient story: Venkatesh K.");
      // The hours are settled by the editor's hours: two choices remain, not three; the street's Telugu is behind.
      expect(out).toMatch(/^Before the website can go live, \d+ things must be done: 2 choices to make/);
      expect(out).toMatch(/Telugu[^\n]*out of date|out of date[^\n]*Telugu/);
      expect(out).toContain("4-5-6, Court Road");
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
