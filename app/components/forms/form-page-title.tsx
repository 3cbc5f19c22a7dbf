import type { Lang } from "~/i18n/lang";

const ERROR_WORD: Record<Lang, string> = { en: "Error", te: "లోపం" };

/**
 * A form page's `<title>` (React 19 places it in the document's head): it says "Error" first when the form came
 * back with problems, so that a screen reader hears it on arrival and the tab shows it.
 */
export function FormPageTitle({ title, rejected, lang }: { title: string; rejected: boolean; lang: Lang }) {
  return <title>{rejected ? `${ERROR_WORD[lang]}: ${title}` : title}</title>;
}
