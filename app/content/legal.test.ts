import { describe, expect, it } from "vitest";
import { privacyResponseDaysFact } from "./hospital/data-policy";
import { site } from "./site";
import * as legalEn from "./legal";
import * as legalTe from "./te/legal";

/** The privacy policy as the DPDP Act 2023 and its Rules expect, in both languages. */
const policyText = (page: legalEn.LegalPage) =>
  [page.intro, ...page.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join("\n");
const en = policyText(legalEn.privacyPolicy);
const te = policyText(legalTe.privacyPolicy);
const days = privacyResponseDaysFact.value;

describe("the privacy policy", () => {
  it("names the grievance contact by role, with the hospital's e-mail and phone", () => {
    expect(en).toContain("the hospital's privacy contact (the administrator)");
    expect(te).toContain("ఆసుపత్రి గోప్యతా బాధ్యులు (అడ్మినిస్ట్రేటర్)");
    for (const text of [en, te]) {
      expect(text).toContain(site.email);
      expect(text).toContain(site.phone.display);
    }
  });

  it("gives a response time for requests and grievances, the hospital's to confirm, and no 'as soon as we can'", () => {
    expect(days).toBe(30);
    expect(privacyResponseDaysFact.status).toBe("sample");
    expect(en.match(new RegExp(`within ${days} days`, "g"))?.length).toBeGreaterThanOrEqual(2);
    expect(te.match(new RegExp(`${days} రోజుల్లో`, "g"))?.length).toBeGreaterThanOrEqual(2);
    expect(en).not.toMatch(/as soon as we can/i);
    expect(te).not.toContain("వీలైనంత త్వరగా");
  });

  it("names the kinds of providers that process the details for the hospital, and shares with no one else", () => {
    for (const kind of ["e-mail delivery", "web hosting", "off-site backup"]) expect(en).toContain(kind);
    for (const kind of ["ఈమెయిల్ పంపే సంస్థ", "వెబ్‌సైట్ హోస్టింగ్", "బ్యాకప్"]) expect(te).toContain(kind);
    expect(en).toContain("under contract");
    expect(te).toContain("ఒప్పందం");
    expect(en).not.toContain("We do not give your details to other companies");
    expect(en).not.toMatch(/do not sell or share/);
    expect(te).not.toContain("వేరే కంపెనీలకు వాడుకోవడానికి ఇవ్వం");
  });
});
