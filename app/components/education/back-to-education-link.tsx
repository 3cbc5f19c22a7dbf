import { Icon } from "~/components/ui/icon";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";

/** Back from an article to the list of all articles, in the page's language. */
export function BackToEducationLink({ label }: { label: string }) {
  const lang = useLang();
  return (
    <a
      href={localizedPath(PATIENT_EDUCATION_PATH, lang)}
      className="inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <Icon name="arrow-left" className="size-5" aria-hidden="true" />
      {label}
    </a>
  );
}
