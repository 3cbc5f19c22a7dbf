import { plain, sampleAt } from "./fact";
import { identity } from "./identity";

/**
 * Who checked the medical pages (services, articles) and when, shown on each of them as the NHS website does.
 * Both are samples until a named doctor of the hospital has read the pages and says so.
 */
export const medicalReviewFacts = {
  reviewer: sampleAt(
    "medicalReview.reviewer",
    `${identity.leadDoctor.name.value}, ${identity.leadDoctor.qualifications.value[0]}`,
    "the name and qualification of the doctor who reviewed the medical pages",
  ),
  lastReviewed: sampleAt(
    "medicalReview.lastReviewed",
    "2026-11-23",
    "the date that doctor last reviewed them (YYYY-MM-DD)",
  ),
};

export const medicalReview = plain(medicalReviewFacts);
