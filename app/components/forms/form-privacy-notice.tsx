import type { PrivacyNotice } from "~/content/types";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";

/**
 * The notice under a form's submit button: what the form keeps, why and for how long, then a link to the privacy
 * policy in the page's language. Small and muted; the link is underlined so it stands out from the sentence.
 */
export function FormPrivacyNotice({ notice }: { notice: PrivacyNotice }) {
  const lang = useLang();
  return (
    <p className="text-sm text-muted">
      {notice.text}{" "}
      <a
        href={localizedPath("/privacy-policy", lang)}
        className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {notice.linkLabel}
      </a>
    </p>
  );
}
