import { plain, sampleAt } from "./fact";
import { identity } from "./identity";
import { isHospitalBuild } from "./published";

/**
 * Who checked the medical pages (services, articles) and when, shown on each of them as the NHS website does, and the
 * doctor's sign-off of the warning signs (the 108 rule, the come-today list, first aid: content/warning-signs.ts,
 * decision 0027). Each is a record of something a doctor did, so an editor confirms it at /staff/site/facts only with
 * where the signed copy is kept and the day it was signed (`needsEvidence`): the review's date is that day, never a
 * date typed apart from it. A launch build refuses while either is unrecorded.
 */
export const medicalReviewFacts = {
  reviewer: sampleAt(
    "medicalReview.reviewer",
    `${identity.leadDoctor.name.value}, ${identity.leadDoctor.qualifications.value[0]}`,
    "the name and qualification of the doctor who read the service pages and articles, with where the signed review is kept and the day it was signed",
    { needsEvidence: true },
  ),
  warningSigns: sampleAt(
    "medicalReview.warningSigns",
    identity.leadDoctor.name.value,
    "the doctor who read and approved the warning signs (call 108, come today, first aid for splashes and injuries), with where the signed copy is kept and the day it was signed",
    // A sign-off, not a text: no page shows it as such (the warning signs themselves are on every medical page).
    { needsEvidence: true, shownAs: [] },
  ),
};

/** The repository's example date, shown with the example reviewer until a real review is recorded. */
const EXAMPLE_REVIEW_DAY = "2026-11-23";

export const medicalReview = {
  reviewer: plain(medicalReviewFacts.reviewer),
  /** The day the recorded review was signed (the confirmation's evidence), else the example's. */
  lastReviewed:
    medicalReviewFacts.reviewer.status === "confirmed"
      ? (medicalReviewFacts.reviewer.date ?? EXAMPLE_REVIEW_DAY)
      : EXAMPLE_REVIEW_DAY,
  /**
   * Whether the pages say "Medically reviewed by …": once a review is recorded, or in the repository's plain build,
   * which shows every example as it is. A hospital's build does not claim a review no doctor has signed.
   */
  shown: medicalReviewFacts.reviewer.status === "confirmed" || !isHospitalBuild,
};
