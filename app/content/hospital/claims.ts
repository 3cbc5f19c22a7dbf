import { confirmed, plain } from "./fact";

/**
 * The hospital's own figures, exactly as the specification gives them ("Claims", §Facts). Every page that shows
 * one reads it from here; none types its own.
 */
const SPEC = "specification: claims";

export const claimFacts = {
  /** Years of eye care in Anantapur. */
  yearsOfCare: confirmed("15+", SPEC),
  /** The same in sentences: "more than 15 years". */
  yearsOfCareCount: confirmed(15, SPEC),
  /** Surgeries performed, written short (stats) and as a number (sentences). */
  surgeries: confirmed("10k+", SPEC),
  surgeriesCount: confirmed(10_000, SPEC),
  satisfaction: confirmed("99%", SPEC),
  /** Share of patients who rate the services excellent or very good. */
  excellentOrVeryGood: confirmed("95%", SPEC),
  leadDoctorCataractSurgeries: confirmed("5,000+", SPEC),
  leadDoctorCataractSurgeriesCount: confirmed(5_000, SPEC),
  rating: confirmed({ value: 4.8, count: 146 }, "specification: structured data"),
};

/** A number as Indian English writes it: 10000 → "10,000". */
export const inWords = (count: number) => count.toLocaleString("en-IN");

/** What pages read. */
export const claims = plain(claimFacts);
