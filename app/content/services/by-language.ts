import { inBothLanguages, type Lang } from "~/i18n/lang";
import * as servicesEn from "../services";
import * as servicesTe from "../te/services";

const servicesByLanguage = inBothLanguages<typeof servicesEn>(servicesEn, servicesTe);

/**
 * The service catalogue (cards, detail pages, camps, payment) in a page's language. Pages outside the services
 * area (home, footer, contact) read services through this.
 */
export function servicesIn(lang: Lang): typeof servicesEn {
  return servicesByLanguage(lang);
}
