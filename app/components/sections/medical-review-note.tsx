import { LANGUAGE_INFO } from "~/i18n/lang";
import { uiIn } from "~/content/ui-by-language";
import { useLang } from "~/i18n/use-lang";
import { medicalReview } from "~/content/hospital/medical-review";
import { formatIsoDate } from "~/lib/dates";

/** "Medically reviewed by … · Last reviewed …" under a medical page's text, so a patient knows who stands behind it. */
export function MedicalReviewNote({ className = "" }: { className?: string }) {
  const lang = useLang();
  const ui = uiIn(lang);
  return (
    <p className={`text-base text-muted ${className}`}>
      {ui.medicallyReviewedBy} {medicalReview.reviewer} · {ui.lastReviewed}{" "}
      <time dateTime={medicalReview.lastReviewed}>
        {formatIsoDate(medicalReview.lastReviewed, LANGUAGE_INFO[lang].intlLocale)}
      </time>
    </p>
  );
}
