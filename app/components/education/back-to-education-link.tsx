import { Icon } from "~/components/ui/icon";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";

/** Back from an article to the list of all articles. */
export function BackToEducationLink({ label }: { label: string }) {
  return (
    <a
      href={PATIENT_EDUCATION_PATH}
      className="inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <Icon name="arrow-left" className="size-5" aria-hidden="true" />
      {label}
    </a>
  );
}
