import { inWords } from "./claims";
import { sampleAt } from "./fact";

/**
 * The hospital's prices, stated once (issue 39, item 10): what cataract surgery and LASIK start from, and the community
 * cataract programme's price and places a month. Every page that names one, in either language, reads it from here
 * (the Markdown long texts through `{cataractPrice}`, `{lasikPrice}`, `{communityPrice}`, `{communityPlaces}`), so an
 * editor who corrects a price at /staff/site/facts changes every page at once. (The check-up's price is a choice
 * between the specification's two readings: choices.ts.)
 */
export const pricesFact = sampleAt(
  "prices",
  { cataractFrom: 15000, lasikPerEyeFrom: 25000, communityCataract: 6000, communityPlacesAMonth: 10 },
  "the starting prices (cataract surgery, LASIK per eye) and the community programme's price and places a month, as the hospital charges them today",
  { shownAs: ["₹15,000", "₹25,000", "₹6,000"] },
);

export const prices = pricesFact.value;

/** A price as the pages write it: 15000 → "₹15,000". */
export const rupees = (amount: number) => `₹${inWords(amount)}`;

const ENGLISH_NUMBERS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** A small count as an English sentence writes it: 10 → "ten"; past twelve, the digits ("15"). */
export const countInEnglish = (count: number) => ENGLISH_NUMBERS[count] ?? inWords(count);

/** A count at the start of a sentence: 10 → "Ten". */
export const countInEnglishAtStart = (count: number) => {
  const words = countInEnglish(count);
  return words.charAt(0).toUpperCase() + words.slice(1);
};
