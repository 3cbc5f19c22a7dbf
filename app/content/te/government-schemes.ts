import type { GovernmentSchemesPageText, Scheme } from "../government-schemes";
import { governmentSchemesLink as governmentSchemesLinkEn } from "../government-schemes";
import { sampleAt } from "../hospital/fact";
import { site } from "../site";
import { cityTe } from "./hospital-words";
import type { PageMetaCopy } from "../types";
import { pageText } from "../page-texts";

/**
 * Government health schemes explained for patients (/te/government-schemes), in Telugu: the twin of
 * ../government-schemes.ts. What each scheme is and who it is for comes from the schemes' own published material
 * (sources beside each); which schemes this hospital takes is the hospital's fact, a sample until it confirms its
 * empanelment. Amounts and rules change: check the sources before launch and whenever the state announces a change.
 */

export type { Scheme };

/**
 * The schemes' own rules, written from their published material. Not the hospital's facts, but published under its
 * name: a sample until someone who handles these schemes at the hospital has checked each against the official site.
 */
export const schemeDetailsFact = sampleAt<Scheme[]>(
  "telugu.governmentSchemeDetails",
  [
    {
      // Source: Dr NTR Vaidya Seva Trust, Government of Andhra Pradesh (the scheme earlier called Dr YSR Aarogyasri,
      // and before that Rajiv Aarogyasri); eligibility by the family's white ration (rice) card.
      id: "ntr-vaidya-seva",
      name: "డాక్టర్ ఎన్టీఆర్ వైద్య సేవ (ఇదివరకు ఆరోగ్యశ్రీ)",
      runBy: "ఆంధ్రప్రదేశ్ ప్రభుత్వం",
      whoFor: [
        "తెల్ల రేషన్ కార్డు (బియ్యం కార్డు) ఉన్న ఆంధ్రప్రదేశ్ కుటుంబాలు.",
        "ఆదాయాన్ని బట్టి ప్రభుత్వం చేర్చిన ఇతర కుటుంబాలు; మీ పేరు ఉందో లేదో పథకం హెల్ప్ డెస్క్‌లో చూసి చెబుతారు.",
      ],
      covers:
        "పథకం జాబితాలో ఉన్న ఆపరేషన్లు, చికిత్సలకు, పథకంలో చేరిన ఆసుపత్రుల్లో (నెట్‌వర్క్ ఆసుపత్రులు), కౌంటర్‌లో డబ్బు కట్టకుండా ఉచితంగా ఆసుపత్రి చికిత్స. ఈ జాబితాలో పలు కంటి ఆపరేషన్లు కూడా ఉన్నాయి.",
      bring: ["బియ్యం కార్డు లేదా పథకం హెల్త్ కార్డు", "రోగి ఆధార్ కార్డు", "ఇంతకు ముందు కంటి రిపోర్టులు, డాక్టర్ చీటీలు ఏవైనా ఉంటే"],
      checkAt: "ఏ నెట్‌వర్క్ ఆసుపత్రిలోనైనా పథకం హెల్ప్ డెస్క్, లేదా డాక్టర్ ఎన్టీఆర్ వైద్య సేవ ట్రస్ట్ వెబ్‌సైట్, టోల్-ఫ్రీ నంబర్.",
    },
    {
      // Source: National Health Authority, Ayushman Bharat PM-JAY (pmjay.gov.in): up to ₹5 lakh per family per year
      // for hospital treatment; since October 2024 every person aged 70 or more, whatever the income, with the
      // Ayushman Vay Vandana card; enrolment by Aadhaar e-KYC; helpline 14555.
      id: "pm-jay",
      name: "ఆయుష్మాన్ భారత్ (PM-JAY)",
      runBy: "భారత ప్రభుత్వం (ఆంధ్రప్రదేశ్‌లో రాష్ట్ర పథకంతో కలిపి నడుస్తుంది)",
      whoFor: [
        "ప్రభుత్వం అర్హులుగా జాబితాలో చేర్చిన కుటుంబాలు (మీ ఆధార్ లేదా రేషన్ కార్డుతో మీ పేరు ఉందో లేదో చూసుకోవచ్చు).",
        "కుటుంబ ఆదాయం ఎంతైనా సరే, 70 ఏళ్ళు, ఆపైన వయసున్న ప్రతి ఒక్కరూ, ఆయుష్మాన్ వయ వందన కార్డుతో.",
      ],
      covers:
        "పథకం జాబితాలో ఉన్న చికిత్సలకు, పథకంలో చేరిన ఆసుపత్రుల్లో, కౌంటర్‌లో డబ్బు కట్టకుండా, ఒక్కో కుటుంబానికి ఏడాదికి ₹5 లక్షల వరకు ఆసుపత్రి చికిత్స.",
      bring: ["ఆయుష్మాన్ కార్డు (70 ఏళ్ళు, ఆపైన వయసు వారికి ఆయుష్మాన్ వయ వందన కార్డు)", "ఆధార్ కార్డు"],
      checkAt: "ఆయుష్మాన్ హెల్ప్‌లైన్ 14555, ఆయుష్మాన్ యాప్, లేదా నెట్‌వర్క్ ఆసుపత్రిలో పథకం డెస్క్.",
    },
    {
      // Source: Employees Health Scheme, Dr NTR Vaidya Seva Trust (earlier the Aarogyasri Health Care Trust):
      // cashless treatment for Andhra Pradesh state government employees, pensioners and their dependants at network
      // hospitals, for listed treatments; not for those covered by CGHS, ESI and similar schemes.
      id: "ehs",
      name: "ఉద్యోగుల ఆరోగ్య పథకం (EHS)",
      runBy: "ఆంధ్రప్రదేశ్ ప్రభుత్వం",
      whoFor: ["ఆంధ్రప్రదేశ్ రాష్ట్ర ప్రభుత్వ ఉద్యోగులు, పెన్షనర్లు, వారి మీద ఆధారపడిన కుటుంబ సభ్యులు."],
      covers:
        "పథకం జాబితాలో ఉన్న చికిత్సలకు, నెట్‌వర్క్ ఆసుపత్రుల్లో, కౌంటర్‌లో డబ్బు కట్టకుండా చికిత్స; తర్వాత డబ్బు తిరిగి క్లెయిమ్ చేసుకోవాల్సిన పని ఉండదు.",
      bring: ["రోగి EHS హెల్త్ కార్డు", "ఉద్యోగి లేదా పెన్షనర్ ఐడీ కార్డు", "ఆధార్ కార్డు"],
      checkAt: "మీ ఆఫీసు లేదా పెన్షన్ ఆఫీసు, లేదా నెట్‌వర్క్ ఆసుపత్రిలో పథకం హెల్ప్ డెస్క్.",
    },
  ],
  "a check, by the staff who handle scheme patients, that each scheme's description (who it is for, what it covers, what to bring) matches its official site today",
);
export const schemes: Scheme[] = schemeDetailsFact.value;

/**
 * Which of the schemes above this hospital is empanelled for. Ids, not words: the same fact as the English page's
 * (one answer for the hospital to give), so it is the English sample itself, not a copy.
 */
export { acceptedSchemesFact } from "../government-schemes";

export const governmentSchemesMeta: PageMetaCopy = pageText("telugu.page.schemes.governmentSchemesMeta", {
  title: "కంటి చికిత్సకు ప్రభుత్వ ఆరోగ్య పథకాలు",
  description:
    "డాక్టర్ ఎన్టీఆర్ వైద్య సేవ (ఇదివరకు ఆరోగ్యశ్రీ), ఆయుష్మాన్ భారత్ (PM-JAY), EHS: కంటి చికిత్సకు ఎవరు వాడుకోవచ్చు, ఏం తీసుకురావాలి, ఎక్కడ చూసుకోవాలి.",
  keywords: [
    `ఆరోగ్యశ్రీ కంటి ఆపరేషన్ ${cityTe}`,
    "ఎన్టీఆర్ వైద్య సేవ కంటి ఆసుపత్రి",
    "ఆయుష్మాన్ కార్డు శుక్లం ఆపరేషన్",
    "EHS కంటి చికిత్స",
    `Aarogyasri eye surgery ${site.city}`,
  ],
});

export const governmentSchemesPage: GovernmentSchemesPageText = pageText("telugu.page.schemes.governmentSchemesPage", {
  title: "ప్రభుత్వ ఆరోగ్య పథకాలు",
  intro:
    "కొన్ని ప్రభుత్వ పథకాలు ఆసుపత్రి చికిత్సకు, చాలా కంటి ఆపరేషన్లతో సహా, డబ్బు కడతాయి; అప్పుడు కుటుంబం కౌంటర్‌లో డబ్బు కట్టక్కర్లేదు. ఒక్కో పథకం ఏంటి, ఎవరి కోసం, ఏం తీసుకురావాలి అన్నది ఇక్కడ చూడండి.",
  acceptedTitle: `${site.name} లో చెల్లే పథకాలు`,
  acceptedText: "చికిత్సకు ముందే రిసెప్షన్‌లో అడగండి: మీ చికిత్స పథకంలో వస్తుందో లేదో మా సిబ్బంది పథకం వారితో మాట్లాడి చూస్తారు.",
  whoForTitle: "ఎవరి కోసం",
  coversTitle: "దేనికి డబ్బు కడుతుంది",
  bringTitle: "ఏం తీసుకురావాలి",
  checkTitle: "ఎక్కడ చూసుకోవాలి",
  notCoveredTitle: "సాధారణంగా పథకాలు వేటికి డబ్బు కట్టవు",
  notCovered:
    "పథకాలు ఆసుపత్రిలో చికిత్సకు డబ్బు కడతాయి. మామూలు కంటి పరీక్ష, కళ్ళద్దాలు, కాంటాక్ట్ లెన్సులు సాధారణంగా పథకంలో రావు; పథకం జాబితాలో లేని చికిత్స కూడా రాదు. ఏదైనా చేసే ముందే ఖర్చు ఎంతో మీకు చెబుతాం.",
  askTitle: "మీకు పథకం వర్తిస్తుందో లేదో తెలియదా?",
  askText: "మీ కార్డులు, రిపోర్టులు రిసెప్షన్‌కు తీసుకురండి, లేదా మాకు కాల్ చేయండి: ఏ చికిత్స అయినా మొదలుపెట్టే ముందే పథకం వారితో మేమే మాట్లాడి చూస్తాం.",
  callLabel: `కాల్ చేయండి: ${site.phone.display}`,
});

/** The link to this page from the services and contact pages (the English path: pages localise it). */
export const governmentSchemesLink: { href: string; label: string } = {
  href: governmentSchemesLinkEn.href,
  label: "కంటి చికిత్సకు ప్రభుత్వ ఆరోగ్య పథకాలు: డాక్టర్ ఎన్టీఆర్ వైద్య సేవ (ఇదివరకు ఆరోగ్యశ్రీ), ఆయుష్మాన్ భారత్ (PM-JAY), ఉద్యోగుల ఆరోగ్య పథకం (EHS)",
};
