import { claims } from "./claims";
import { offersLaserCorrection } from "./services-offered";
import { checkUpPriceAt, hoursAt, sessionText } from "./choices";
import { closedLineEn, openDays, openDaysEn } from "./open-days";
import { plain, sampleAt, type Fact } from "./fact";
import { displayNumber, indianNumber } from "../../lib/phone-numbers";
import { editedOr, publishedFacts as edited } from "./published";
import { editableDefaults } from "./editable-defaults";
import { prices, rupees } from "./prices";

/**
 * The hospital's identity, in one place. Each value the specification does not give is a sample (fact.ts): the
 * site reads as it will, and `npm run launch-check` lists what the hospital must supply. Replace a value here and
 * the whole site (pages, footer, metadata, structured data, sharing images, sitemap) follows.
 */
/** The town the hospital is in, as patients and search engines name it (the specification's Anantapur). */
const TOWN = sampleAt<string>("identity.address.locality", "Anantapur", "the town or city the hospital is in", {
  given: "the specification §9",
});

const geoFact = editedOr(edited.geo, editableDefaults.geo as Fact<{ latitude: number; longitude: number }>);
const GEO = geoFact.value;

/** The sub-specialties a specialist title may name, each only with a matching confirmed qualification. */
const SUB_SPECIALTIES = ["paediatric", "retina", "glaucoma", "cornea"] as const;

/** A sub-specialty a specialist title may name only with a matching confirmed qualification. */
export type SubSpecialty = (typeof SUB_SPECIALTIES)[number];

export const identity = {
  name: sampleAt("identity.name", "Sunrise Eye Hospital", "the hospital's registered name as patients know it"),
  shortName: sampleAt("identity.shortName", "Sunrise Eye", "a short form of the name for small screens"),
  /**
   * The attached optical shop's name (the specification's), or "" for a hospital without one: its page, menu item,
   * hours and every sentence about it then go (hasOpticalShop).
   */
  opticalsName: sampleAt<string>(
    "identity.opticalsName",
    "Focus Opticals",
    "the optical shop's name (empty it if the hospital has no optical shop)",
    { given: "the specification §2", optionalTexts: true },
  ),
  tagline: "We Value Your Vision",
  city: TOWN.value,
  /**
   * Canonical URLs, sitemap and sharing links: content an editor can set (issue 40), over SITE_ORIGIN at build
   * time, over the example.
   */
  origin: sampleAt<string>(
    "identity.origin",
    typeof __SITE_ORIGIN__ === "string" && __SITE_ORIGIN__ ? __SITE_ORIGIN__ : "https://www.sunriseeyehospital.example",
    "the public web address (https:// and the domain, nothing after it)",
    typeof __SITE_ORIGIN__ === "string" && __SITE_ORIGIN__ ? { given: "SITE_ORIGIN at build time" } : {},
  ),
  phone: {
    /** The number every call button dials (E.164). */
    dial: editedOr<string, string>(
      edited.phone,
      editableDefaults.phoneDial,
      (typed) => indianNumber(typed)?.e164 ?? typed,
    ),
    /** How the dialled number is written for people. */
    display: editedOr<string, string>(edited.phone, editableDefaults.phoneDisplay, displayNumber),
    /**
     * PLACEHOLDER: the contact page shows a display-only phone text that differs
     * from the dialled number, as the specification records. Both are kept.
     */
    contactPageDisplay: editedOr<string, string>(edited.phone, editableDefaults.contactPageDisplay, displayNumber),
  },
  /** WhatsApp number, digits only with country code. */
  whatsapp: editedOr<string, string>(
    edited.whatsapp,
    editableDefaults.whatsapp,
    (typed) => `91${indianNumber(typed)?.national ?? typed}`,
  ),
  email: editedOr<string, string>(edited.email, editableDefaults.email),
  address: {
    street: editedOr(edited.street, editableDefaults.street as Fact<string>, (text) => text.en),
    locality: TOWN,
    district: sampleAt<string>("identity.address.district", "Anantapur", "the district the hospital is in", {
      given: "the specification §9",
    }),
    region: "Andhra Pradesh",
    regionCode: "IN-AP",
    postalCode: sampleAt<string>("identity.address.postalCode", "515001", "the hospital's PIN code (six digits)", {
      given: "the specification §9",
    }),
    country: "IN",
    countryName: "India",
  },
  /** Approximate centre of Anantapur town. */
  geo: geoFact,
  /**
   * Consultation and opticals hours: the hours choice (choices.ts) gives each place its reading, so the visible
   * hours, the structured data's and the store-timings note follow the hospital's pick together.
   */
  consultationHours: {
    days: openDaysEn,
    sessions: hoursAt.visible.consultation.map(sessionText),
    closed: closedLineEn,
  },
  opticalsHours: {
    days: openDaysEn,
    sessions: hoursAt.visible.opticals.map(sessionText),
    closed: closedLineEn,
  },
  /** The hours search engines read (structured data), one entry per session; 09:00–18:00 until the choice is made. */
  structuredDataHours: {
    days: openDays,
    consultation: hoursAt.structuredData.consultation,
    opticals: hoursAt.structuredData.opticals,
  },
  /** Metadata price range: from the check-up (its main reading) to LASIK (specification §9), or to cataract surgery. */
  priceRange: `₹${checkUpPriceAt.main} – ${rupees(offersLaserCorrection ? prices.lasikPerEyeFrom : prices.cataractFrom)}`,
  /** The rating's value, or null when the hospital does not state one (its fact is claims.ts's). */
  rating: claims.rating,
  /** The towns around that patients come from, the hospital's own town apart (areaServed names both). */
  servedTowns: sampleAt<string[]>(
    "identity.servedTowns",
    ["Kadiri", "Dharmavaram", "Hindupur", "Guntakal", "Tadipatri", "Gooty"],
    "the nearby towns patients come from, one a line, without the hospital's own town (empty for none)",
    { given: "the specification §9", noneIsAnAnswer: true },
  ),
  serviceRadiusKm: 50,
  /** The lead doctor (managing director and eye specialist); the specification gives the role, not the person. */
  leadDoctor: {
    name: editedOr(edited.doctorName, editableDefaults.doctorName as Fact<string>),
    role: "Managing Director & Eye Specialist",
    /** Degrees only (medical council rules): training is listed apart, under its own heading. */
    qualifications: sampleAt(
      "identity.leadDoctor.qualifications",
      ["MBBS, MS (Ophthalmology)"],
      "the lead doctor's recognised degrees",
    ),
    /**
     * The kinds of work the doctor chooses to do most, in the doctor's own words: a sample until the doctor gives
     * them. An empty list takes the heading off the doctor's page.
     */
    specialInterests: sampleAt(
      "identity.leadDoctor.specialInterests",
      [
        "Cataract surgery, including stitch-free techniques",
        "Diabetic eye disease (damage to the back of the eye from high sugar)",
        "Glaucoma (raised eye pressure that harms the eye's nerve)",
        "Eye problems in children, such as squint and weak eyesight",
      ],
      "the lead doctor's special interests, one a line, in the doctor's own words (empty the list for none)",
    ),
    training: sampleAt(
      "identity.leadDoctor.training",
      ["Advanced training in small-incision and phaco cataract surgery"],
      "the lead doctor's further training (where and when), listed apart from the degrees",
    ),
    /**
     * Sub-specialties backed by a recognised qualification (a fellowship or degree in it). Until one is confirmed,
     * pages use neutral wording ("Children's Eye Care", not "Children's Eye Specialist"): see specialistOr.
     */
    subSpecialties: sampleAt<SubSpecialty[]>(
      "identity.leadDoctor.subSpecialties",
      [],
      "the lead doctor's sub-specialty qualifications, if any (paediatric, retina, glaucoma, cornea), with the degree or fellowship that backs each",
      { choices: SUB_SPECIALTIES },
    ),
    // Kannada is in the sample because Anantapur borders Karnataka and many patients speak it.
    languages: sampleAt(
      "identity.leadDoctor.languages",
      ["Telugu", "English", "Hindi", "Kannada"],
      "the languages the lead doctor speaks with patients",
    ),
    /** Shown on the doctor's page, as the medical council's rules expect. */
    registration: editedOr(edited.registration, editableDefaults.registration as Fact<string>),
    /**
     * The doctor's own years of practice as an eye doctor (not the hospital's age): shown on the doctor's page as
     * "15+". The figure is ours until the hospital gives it.
     */
    experienceYears: sampleAt(
      "identity.leadDoctor.experienceYears",
      15,
      "the lead doctor's own years of practice as an eye doctor (since the MS), not the hospital's age",
      { shownAs: ["Years of experience", "ఏళ్ళ అనుభవం"] },
    ),
  },
  links: {
    /** The search engine review page where patients leave a review. */
    reviewSearch: sampleAt(
      "identity.links.reviewSearch",
      "https://g.page/r/sunrise-eye-hospital-anantapur/review",
      "the hospital's review page address (empty it if the hospital has none)",
      { optionalTexts: true },
    ),
    facebook: sampleAt(
      "identity.links.facebook",
      "https://www.facebook.com/sunriseeyehospital.anantapur",
      "the Facebook page address (empty it if the hospital has none)",
      { optionalTexts: true },
    ),
    instagram: sampleAt(
      "identity.links.instagram",
      "https://www.instagram.com/sunriseeyehospital.anantapur",
      "the Instagram page address (empty it if the hospital has none)",
      { optionalTexts: true },
    ),
    youtube: sampleAt(
      "identity.links.youtube",
      "https://www.youtube.com/@sunriseeyehospital",
      "the YouTube channel address (empty it if the hospital has none)",
      { optionalTexts: true },
    ),
  },
  /** Map embed (no API key needed) and the link beside it. */
  /** Built from the `geo` fact, so the map shows the building once its coordinates are confirmed. */
  map: {
    embedUrl: `https://www.google.com/maps?q=${GEO.latitude},${GEO.longitude}&z=16&output=embed`,
    openUrl: `https://www.google.com/maps/search/?api=1&query=${GEO.latitude},${GEO.longitude}`,
    host: "https://www.google.com",
  },
  /** Third-party testimonial widget; loaded only when its section scrolls into view. */
  testimonialWidget: {
    scriptUrl: "https://widgets.sociablekit.com/google-reviews/widget.js",
    embedId: sampleAt(
      "identity.testimonialWidget.embedId",
      "000000",
      "the review widget's embed id from the widget provider",
    ),
    hosts: ["https://widgets.sociablekit.com"],
  },
  themeColor: "#0f5e6e",
  locale: "en_IN",
  language: "en-IN",
} as const;

/** What pages read: the identity with each fact's value. */
export const site = plain(identity);

/**
 * A sub-specialist title or keyword ("retina specialist") only when the doctor's confirmed qualifications include
 * that sub-specialty; otherwise the neutral wording ("retina care"), as the medical council's rules expect.
 */
export function specialistOr(
  kind: SubSpecialty,
  specialist: string,
  neutral: string,
  fact: { status: string; value: readonly SubSpecialty[] } = identity.leadDoctor.subSpecialties,
): string {
  return fact.status === "confirmed" && fact.value.includes(kind) ? specialist : neutral;
}
