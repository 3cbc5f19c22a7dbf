import { headerWordsFile } from "~/components/layout/navigation-words";
import type { Lang } from "~/i18n/lang";

/** What a page hands the booking form (the islands' words file): for tests that render the form by itself. */
export function bookingWordsIn(lang: Lang = "en") {
  const { booking, contact } = headerWordsFile(lang).props;
  return { booking, contact };
}
