import { GOVERNMENT_SCHEMES_PATH } from "./paths";
import { sampleAt } from "./hospital/fact";
import { site } from "./site";
import { town } from "./place";
import type { PageMetaCopy } from "./types";
import { pageText } from "./page-texts";

/**
 * Government health schemes explained for patients (/government-schemes). What each scheme is and who it is for
 * comes from the schemes' own published material (sources beside each); which schemes this hospital takes is the
 * hospital's fact, a sample until it confirms its empanelment. Amounts and rules change: check the sources before
 * launch and whenever the state announces a change.
 */

export interface Scheme {
  id: "ntr-vaidya-seva" | "pm-jay" | "ehs";
  name: string;
  /** Who runs it. */
  runBy: string;
  whoFor: string[];
  covers: string;
  bring: string[];
  /** Where a patient can check for themselves. */
  checkAt: string;
}

/**
 * The schemes' own rules, written from their published material. Not the hospital's facts, but published under its
 * name: a sample until someone who handles these schemes at the hospital has checked each against the official site.
 */
export const schemeDetailsFact = sampleAt<Scheme[]>(
  "governmentSchemeDetails",
  [
    {
      // Source: Dr NTR Vaidya Seva Trust, Government of Andhra Pradesh (the scheme earlier called Dr YSR Aarogyasri,
      // and before that Rajiv Aarogyasri); eligibility by the family's white ration (rice) card.
      id: "ntr-vaidya-seva",
      name: "Dr NTR Vaidya Seva (earlier called Aarogyasri)",
      runBy: "Government of Andhra Pradesh",
      whoFor: [
        "Families in Andhra Pradesh with a white ration card (rice card).",
        "Other families the state includes by income; the scheme's help desk can check your name.",
      ],
      covers:
        "Free treatment in hospital, without paying at the counter, for the operations and treatments on the scheme's list, at hospitals that have joined the scheme (network hospitals). Several eye operations are on the list.",
      bring: [
        "Rice card or the scheme's health card",
        "Aadhaar card of the patient",
        "Any earlier eye reports and prescriptions",
      ],
      checkAt:
        "The scheme's help desk in any network hospital, or the Dr NTR Vaidya Seva Trust's website and toll-free line.",
    },
    {
      // Source: National Health Authority, Ayushman Bharat PM-JAY (pmjay.gov.in): up to ₹5 lakh per family per year
      // for hospital treatment; since October 2024 every person aged 70 or more, whatever the income, with the
      // Ayushman Vay Vandana card; enrolment by Aadhaar e-KYC; helpline 14555.
      id: "pm-jay",
      name: "Ayushman Bharat PM-JAY",
      runBy: "Government of India (in Andhra Pradesh, run together with the state scheme)",
      whoFor: [
        "Families listed as eligible by the government (you can check your name with your Aadhaar or ration card).",
        "Every person aged 70 or above, whatever the family's income, with the Ayushman Vay Vandana card.",
      ],
      covers:
        "Treatment in hospital up to ₹5 lakh per family each year, without paying at the counter, for the treatments on the scheme's list, at hospitals that have joined it.",
      bring: ["Ayushman card (or Ayushman Vay Vandana card for people aged 70 and above)", "Aadhaar card"],
      checkAt: "The Ayushman helpline 14555, the Ayushman app, or the scheme desk at a network hospital.",
    },
    {
      // Source: Employees Health Scheme, Dr NTR Vaidya Seva Trust (earlier the Aarogyasri Health Care Trust):
      // cashless treatment for Andhra Pradesh state government employees, pensioners and their dependants at network
      // hospitals, for listed treatments; not for those covered by CGHS, ESI and similar schemes.
      id: "ehs",
      name: "Employees Health Scheme (EHS)",
      runBy: "Government of Andhra Pradesh",
      whoFor: ["Andhra Pradesh state government employees and pensioners, and the family members who depend on them."],
      covers:
        "Treatment without paying at the counter for the treatments on the scheme's list, at network hospitals, in place of claiming the money back later.",
      bring: ["EHS health card of the patient", "Employee or pensioner ID", "Aadhaar card"],
      checkAt: "Your office or pension office, or the scheme's help desk at a network hospital.",
    },
  ],
  "a check, by the staff who handle scheme patients, that each scheme's description (who it is for, what it covers, what to bring) matches its official site today",
);
export const schemes: Scheme[] = schemeDetailsFact.value;

/** Which of the schemes above this hospital is empanelled for: the hospital must confirm it. */
export const acceptedSchemesFact = sampleAt<Scheme["id"][]>(
  "governmentSchemes",
  ["ntr-vaidya-seva", "pm-jay", "ehs"],
  "which government schemes the hospital is empanelled for (and for which eye treatments)",
  // An editor ticks among the schemes the page describes: it shows no other.
  { choices: schemes.map(({ id }) => id) },
);

export const governmentSchemesMeta: PageMetaCopy = pageText("page.schemes.governmentSchemesMeta", {
  title: "Government Health Schemes for Eye Care",
  description:
    "Dr NTR Vaidya Seva (Aarogyasri), Ayushman Bharat PM-JAY and EHS explained: who can use them for eye treatment, what to bring, and how to check.",
  keywords: [
    `Aarogyasri eye surgery ${town}`,
    "NTR Vaidya Seva eye hospital",
    "Ayushman card cataract",
    "EHS eye treatment",
  ],
});

/** The page's headings and text around the schemes. */
export interface GovernmentSchemesPageText {
  title: string;
  intro: string;
  acceptedTitle: string;
  acceptedText: string;
  whoForTitle: string;
  coversTitle: string;
  bringTitle: string;
  checkTitle: string;
  notCoveredTitle: string;
  notCovered: string;
  askTitle: string;
  askText: string;
  /** The call button under "Not sure whether you are covered?". */
  callLabel: string;
}

export const governmentSchemesPage: GovernmentSchemesPageText = pageText("page.schemes.governmentSchemesPage", {
  title: "Government health schemes",
  intro:
    "Several government schemes pay for treatment in hospital, including many eye operations, so that a family does not pay at the counter. Here is what each one is, who it is for, and what to bring.",
  acceptedTitle: `Schemes ${site.name} takes`,
  acceptedText:
    "Ask at the reception before your treatment: our staff check with the scheme that your treatment is covered.",
  whoForTitle: "Who it is for",
  coversTitle: "What it pays for",
  bringTitle: "What to bring",
  checkTitle: "Where to check",
  notCoveredTitle: "What the schemes usually do not pay for",
  notCovered:
    "The schemes pay for treatment in hospital. A routine eye check-up, glasses and contact lenses are usually not covered, and a treatment that is not on the scheme's list is not covered either. We tell you the cost before anything is done.",
  askTitle: "Not sure whether you are covered?",
  askText:
    "Bring your cards and reports to the reception, or call us: we will check with the scheme for you before any treatment.",
  callLabel: `Call ${site.phone.display}`,
});

/** The link to this page from the services and contact pages. */
export const governmentSchemesLink: { href: string; label: string } = {
  href: GOVERNMENT_SCHEMES_PATH,
  label: "Government schemes for eye care: Aarogyasri (Dr NTR Vaidya Seva), Ayushman Bharat and EHS",
};
