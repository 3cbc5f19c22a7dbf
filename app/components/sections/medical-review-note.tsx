import { medicalReview } from "~/content/hospital/medical-review";
import { formatIsoDate } from "~/lib/dates";

/** "Medically reviewed by … · Last reviewed …" under a medical page's text, so a patient knows who stands behind it. */
export function MedicalReviewNote({ className = "" }: { className?: string }) {
  return (
    <p className={`text-base text-muted ${className}`}>
      Medically reviewed by {medicalReview.reviewer} · Last reviewed{" "}
      <time dateTime={medicalReview.lastReviewed}>{formatIsoDate(medicalReview.lastReviewed)}</time>
    </p>
  );
}
