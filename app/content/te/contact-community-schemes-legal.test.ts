import { describe, expect, it } from "vitest";
import * as communityEn from "../community";
import * as contactEn from "../contact";
import * as schemesEn from "../government-schemes";
import * as legalEn from "../legal";
import * as communityTe from "./community";
import * as contactTe from "./contact";
import * as schemesTe from "./government-schemes";
import * as legalTe from "./legal";
import { shownStrings, teluguShare } from "../../../tests/telugu-script";

/** What a visitor reads, without the search keywords (a few English ones are allowed there). */
const { keywords: _contactKeywords, ...contactMetaShown } = contactTe.contactMeta;
const { keywords: _communityKeywords, ...communityMetaShown } = communityTe.communityMeta;
const { keywords: _schemesKeywords, ...schemesMetaShown } = schemesTe.governmentSchemesMeta;
const legalShown = (page: legalEn.LegalPage) => ({ ...page, keywords: [], updated: "" });

const pages = {
  contact: [
    contactMetaShown,
    contactTe.contactIntro,
    contactTe.contactFormCopy,
    contactTe.contactServiceOptions.map((option) => option.label),
    contactTe.insuranceAssistance,
    contactTe.contactFaqs,
    contactTe.callNow,
    contactTe.contactSections,
    contactTe.contactProblemHeadings,
  ],
  community: [communityMetaShown, communityTe.communityImage.alt, communityTe.communityOutreach],
  schemes: [
    schemesMetaShown,
    schemesTe.schemes,
    schemesTe.governmentSchemesPage,
    schemesTe.governmentSchemesLink.label,
  ],
  privacy: [legalTe.legalLabels, legalShown(legalTe.privacyPolicy)],
  terms: [legalTe.legalLabels, legalShown(legalTe.termsOfService)],
};

describe("Telugu contact, community, schemes and legal pages", () => {
  it("are written in Telugu script (at least 90 % of the letters)", () => {
    for (const [name, copy] of Object.entries(pages)) {
      expect(teluguShare(shownStrings(copy)), name).toBeGreaterThanOrEqual(0.9);
    }
  });

  it("keep each meta description within 155 characters", () => {
    for (const description of [
      contactTe.contactMeta.description,
      communityTe.communityMeta.description,
      schemesTe.governmentSchemesMeta.description,
      legalTe.privacyPolicy.metaDescription,
      legalTe.termsOfService.metaDescription,
    ]) {
      expect(description.length, description).toBeLessThanOrEqual(155);
    }
  });

  it("offer the contact form's service values in the same order, each with Telugu words", () => {
    expect(contactTe.contactServiceOptions.map((option) => option.value)).toEqual(
      contactEn.contactServiceOptions.map((option) => option.value),
    );
    for (const option of contactTe.contactServiceOptions) {
      if (option.value !== "opticals") expect(option.label).toMatch(/[\u0C00-\u0C7F]/);
    }
    expect(Object.keys(contactTe.contactProblemHeadings).sort()).toEqual(
      Object.keys(contactEn.contactProblemHeadings).sort(),
    );
    expect(contactTe.contactFaqs).toHaveLength(contactEn.contactFaqs.length);
  });

  it("wrap the made-up values in samples, as English does, with the same supply notes", () => {
    const terms = communityTe.programmeTermsFact;
    const termsEn = communityEn.programmeTermsFact;
    expect(terms.status).toBe("sample");
    expect(terms.supply).toBe(termsEn.supply);
    expect(terms.value.eligibility).toHaveLength(termsEn.value.eligibility.length);
    expect(terms.value.included).toHaveLength(termsEn.value.included.length);
    expect(terms.value.notIncluded).toHaveLength(termsEn.value.notIncluded.length);

    const details = schemesTe.schemeDetailsFact;
    expect(details.status).toBe("sample");
    expect(details.supply).toBe(schemesEn.schemeDetailsFact.supply);
    expect(details.value.map((scheme) => scheme.id)).toEqual(schemesEn.schemeDetailsFact.value.map((s) => s.id));
    // Which schemes the hospital takes is one fact, in ids: both pages read the same sample.
    expect(schemesTe.acceptedSchemesFact).toBe(schemesEn.acceptedSchemesFact);
  });

  it("name the schemes as the Telugu pages agreed", () => {
    expect(schemesTe.schemes.map((scheme) => scheme.name)).toEqual([
      "డాక్టర్ ఎన్టీఆర్ వైద్య సేవ (ఇదివరకు ఆరోగ్యశ్రీ)",
      "ఆయుష్మాన్ భారత్ (PM-JAY)",
      "ఉద్యోగుల ఆరోగ్య పథకం (EHS)",
    ]);
    expect(schemesTe.governmentSchemesLink.href).toBe(schemesEn.governmentSchemesLink.href);
  });

  it("take the community page's icons, links, picture and figures from English", () => {
    const en = communityEn.communityOutreach;
    const te = communityTe.communityOutreach;
    expect(te.eyeCamps.link).toBe(en.eyeCamps.link);
    for (const key of ["seniors", "children", "emergencies", "eyeCamps", "inviteCamp", "programme"] as const) {
      expect(te[key].icon).toBe(en[key].icon);
    }
    expect(te.programme.facts.slice(0, 2).map((fact) => fact.value)).toEqual(
      en.programme.facts.slice(0, 2).map((fact) => fact.value),
    );
    expect({ ...communityTe.communityImage, alt: "" }).toEqual({ ...communityEn.communityImage, alt: "" });
  });

  it("translate the legal texts section for section, with the English dates", () => {
    for (const key of ["privacyPolicy", "termsOfService"] as const) {
      expect(legalTe[key].updated).toBe(legalEn[key].updated);
      expect(legalTe[key].sections.map((section) => section.paragraphs.length)).toEqual(
        legalEn[key].sections.map((section) => section.paragraphs.length),
      );
    }
  });
});
