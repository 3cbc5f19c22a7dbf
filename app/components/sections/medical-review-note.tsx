import { LANGUAGE_INFO } from "~/i18n/lang";
import { uiIn } from "~/content/ui-by-language";
import { useLang } from "~/i18n/use-lang";
import { medicalReview } from "~/content/hospital/medical-review";
import { formatIsoDate } from "~/lib/dates";

/** "Medically reviewed by … · Last reviewed …" under a medical page's text, so a patient knows who stands behind it. */
export function MedicalReviewNote({
  className = "",
  review,
}: {
  className?: string;
  /** A page's own review (an editor's article), instead of the hospital's. */
  review?: { reviewer: string; reviewedOn: string } | undefined;
}) {
  const lang = useLang();
  const ui = uiIn(lang);
  // No line that claims a review no doctor has signed (medical-review.ts).
  if (!review && !medicalReview.shown) return null;
  const { reviewer, lastReviewed } = review
    ? { reviewer: review.reviewer, lastReviewed: review.reviewedOn }
    : medicalReview;
  return (
    <p className={`text-base text-muted ${className}`}>
      {ui.medicallyReviewedBy} {reviewer} · {ui.lastReviewed}{" "}
      <time dateTime={lastReviewed}>{formatIsoDate(lastReviewed, LANGUAGE_INFO[lang].intlLocale)}</time>
    </p>
  );
}
