import { acceptedSchemesFact, schemeDetailsFact } from "../government-schemes";
import { testimonialFacts } from "../testimonials";
import { campVisitFact, eyeCampsFact } from "../services/eye-camps";
import { insurersFact, paymentOptionsFact } from "../services/payment";
import { programmeTermsFact, schoolScreeningFact } from "../community";
import { directionsFact, landmarkFact } from "../home/visit-us";
import { claimFacts } from "./claims";
import { promisesFact } from "./promises";
import { foundingStoryFact } from "./founding-story";
import { privacyPracticesFact, privacyResponseDaysFact, retentionPeriodFact } from "./data-policy";
import { equipmentFact, treatmentEquipmentFact } from "./equipment";
import { checkUpPriceChoice, hoursChoice, insuranceChoice } from "./choices";
import { choicesIn, publishedSampleEdits, samplesIn, type ChoiceEntry, type SampleEntry } from "./fact";
import { identity } from "./identity";
import { medicalReviewFacts } from "./medical-review";
import { pricesFact } from "./prices";
import { servicesOfferedFact } from "./services-offered";
import { openDaysFact } from "./open-days";
import { teluguFacts } from "./telugu";
import { publishedFacts, publishedNotices } from "./published";
import { outOfDateTwin, type TwinText } from "../site-content";
import { editableSamplesIn, type EditableSample } from "./editable-samples";
import { publishedArticleCards } from "../articles/published";

/**
 * Every fact only the hospital can confirm, wherever its page's content lives: what `npm run launch-check`
 * reads, what a launch build checks, and what the server counts at start-up.
 */
export const hospitalFacts = {
  /** The specification's three contradictions: the hospital picks one reading of each (choices.ts). */
  choices: { hours: hoursChoice, checkUpPrice: checkUpPriceChoice, insurance: insuranceChoice },
  identity,
  servicesOffered: servicesOfferedFact,
  openDays: openDaysFact,
  claims: claimFacts,
  promises: promisesFact,
  foundingStory: foundingStoryFact,
  prices: pricesFact,
  medicalReview: medicalReviewFacts,
  equipment: equipmentFact,
  treatmentEquipment: treatmentEquipmentFact,
  landmark: landmarkFact,
  directions: directionsFact,
  schoolScreening: schoolScreeningFact,
  eyeCamps: eyeCampsFact,
  eyeCampVisits: campVisitFact,
  insurers: insurersFact,
  paymentOptions: paymentOptionsFact,
  communityProgrammeTerms: programmeTermsFact,
  governmentSchemes: acceptedSchemesFact,
  governmentSchemeDetails: schemeDetailsFact,
  testimonials: testimonialFacts,
  telugu: teluguFacts,
  retentionPeriod: retentionPeriodFact,
  privacyPractices: privacyPracticesFact,
  privacyResponseDays: privacyResponseDaysFact,
};

export function hospitalSamples(): SampleEntry[] {
  return samplesIn(hospitalFacts);
}

/** A published text whose Telugu (or English) is older than its twin's last change: to bring up to date. */
export interface OutOfDateTwin {
  path: string;
  stale: "en" | "te";
  /** The newer twin's text, to translate from. */
  newer: string;
}

/** The editors' texts whose twin changed after them (decision 0036): launch-check lists them, a launch build refuses. */
export function outOfDateTwins(): OutOfDateTwin[] {
  const texts: [string, TwinText][] = [
    ...(publishedFacts.street ? [["facts.street", publishedFacts.street.value] as [string, TwinText]] : []),
    ...publishedNotices.map((notice): [string, TwinText] => [`notices.${notice.from}.${notice.id}`, notice.text]),
    ...publishedArticleCards.map((card): [string, TwinText] => [
      `articles.${card.slug}`,
      { en: card.en.title, te: card.te.title, enChanged: card.enChanged, teChanged: card.teChanged },
    ]),
  ];
  const samples = publishedSampleEdits;
  const staleSamples = editableSamples().flatMap((sample): OutOfDateTwin[] => {
    const mine = samples[sample.key];
    const theirs = sample.twin ? samples[sample.twin] : undefined;
    if (!theirs || (mine && mine.at >= theirs.at)) return [];
    return [{ path: `samples.${sample.key}`, stale: sample.lang, newer: JSON.stringify(theirs.value) }];
  });
  return [
    ...texts.flatMap(([path, text]) => {
      const stale = outOfDateTwin(text);
      return stale ? [{ path, stale, newer: stale === "te" ? text.en : text.te }] : [];
    }),
    ...staleSamples,
  ];
}

/** The samples editors confirm or correct at /staff/site/facts (decision 0037), each beside its twin. */
export function editableSamples(): EditableSample[] {
  return editableSamplesIn(hospitalFacts);
}

/** The choices the hospital has still to make (a launch build refuses while any is open). */
export function hospitalChoices(): ChoiceEntry[] {
  return choicesIn(hospitalFacts);
}
