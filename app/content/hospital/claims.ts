import { plain, sampleAt, type Fact } from "./fact";

/**
 * The hospital's own figures, exactly as the specification gives them ("Claims", §Facts). Every page that shows
 * one reads it from here; none types its own. Each figure is stated once, as a number; the short forms the
 * specification quotes ("15+", "10k+", "5,000+") are written from it below.
 */
/**
 * A figure that rates the hospital's results or reputation (a success rate, a satisfaction share, a rating). (A count
 * of one doctor's operations or patients is not stated at all: regulation 6.1.1 bars it as boasting.) The Indian
 * Medical Council (Professional Conduct, Etiquette and Ethics) Regulations 2002 and the consumer law's rules on misleading advertisements expect such a claim to be true and verifiable: the
 * specification states the figure but not where it comes from or when. Each is a sample until an editor confirms it
 * at /staff/site/facts with its source ("survey of 412 patients at the front desk") and the day it was measured;
 * a confirmation without both does not count (`needsEvidence`, fact.ts).
 */
const toBeEvidenced = <const T>(key: string, value: T, what: string, shownAs: string[]): Fact<T | null> =>
  sampleAt<T | null>(key, value, `${what}, with where it comes from and the day it was measured`, {
    shownAs,
    needsEvidence: true,
    isFigure: true,
  });

export const claimFacts = {
  /** Years of eye care in the town ("more than 15 years"): the specification's figure, with no source yet. */
  yearsOfCareCount: toBeEvidenced(
    "claims.yearsOfCareCount",
    15,
    "the hospital's years of eye care (15+; from the year it opened)",
    ["15+", "15 years", "15 ఏళ్ళ"],
  ),
  /** Surgeries performed ("more than 10,000"): the specification's figure, with no source yet. */
  surgeriesCount: toBeEvidenced(
    "claims.surgeriesCount",
    10_000,
    "the number of surgeries performed (10,000+; from the operation register)",
    ["10k+", "10,000"],
  ),
  satisfaction: toBeEvidenced(
    "claims.satisfaction",
    "99%",
    "the 99% satisfaction figure (which survey, how many patients)",
    ["99%"],
  ),
  /** Share of patients who rate the services excellent or very good. */
  excellentOrVeryGood: toBeEvidenced(
    "claims.excellentOrVeryGood",
    "95%",
    "the 95% 'excellent or very good' figure (which survey, how many patients)",
    ["95% of", "95% మంది"],
  ),
  rating: toBeEvidenced(
    "claims.rating",
    { value: 4.8, count: 146 },
    "the 4.8 rating over 146 reviews (which review page)",
    ["146 reviews", "146 రివ్యూ", '"ratingValue":4.8'],
  ),
};

/** A number as Indian English writes it: 10000 → "10,000". */
export const inWords = (count: number) => count.toLocaleString("en-IN");

const figures = plain(claimFacts);

/**
 * What pages read: the figures, and their short forms for stats and cards. A figure the hospital does not state (the
 * editor ticked "We don't state this figure": issue 40) is null, and every stat and sentence that states it is left
 * out (`whenStated`).
 */
export const claims = {
  ...figures,
  yearsOfCare: figures.yearsOfCareCount === null ? null : `${figures.yearsOfCareCount}+`,
  surgeries: figures.surgeriesCount === null ? null : `${Math.floor(figures.surgeriesCount / 1000)}k+`,
};

/** `write(value)` in a list, or nothing when the hospital does not state the figure: spread it into stats and sentences. */
export const whenStated = <T, R>(value: T | null, write: (value: T) => R): R[] =>
  value === null ? [] : [write(value)];
