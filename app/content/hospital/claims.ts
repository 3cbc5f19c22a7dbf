import { confirmed, plain } from "./fact";

/**
 * The hospital's own figures, exactly as the specification gives them ("Claims", §Facts). Every page that shows
 * one reads it from here; none types its own. Each figure is stated once, as a number; the short forms the
 * specification quotes ("15+", "10k+", "5,000+") are written from it below.
 */
const SPEC = "specification: claims";

export const claimFacts = {
  /** Years of eye care in Anantapur ("more than 15 years"). */
  yearsOfCareCount: confirmed(15, SPEC),
  /** Surgeries performed ("more than 10,000"). */
  surgeriesCount: confirmed(10_000, SPEC),
  satisfaction: confirmed("99%", SPEC),
  /** Share of patients who rate the services excellent or very good. */
  excellentOrVeryGood: confirmed("95%", SPEC),
  /** Cataract surgeries by the lead doctor ("over 5,000"). */
  leadDoctorCataractSurgeriesCount: confirmed(5_000, SPEC),
  rating: confirmed({ value: 4.8, count: 146 }, "specification: structured data"),
};

/** A number as Indian English writes it: 10000 → "10,000". */
export const inWords = (count: number) => count.toLocaleString("en-IN");

const figures = plain(claimFacts);

/** What pages read: the figures, and their short forms for stats and cards. */
export const claims = {
  ...figures,
  yearsOfCare: `${figures.yearsOfCareCount}+`,
  surgeries: `${figures.surgeriesCount / 1000}k+`,
  leadDoctorCataractSurgeries: `${inWords(figures.leadDoctorCataractSurgeriesCount)}+`,
};
