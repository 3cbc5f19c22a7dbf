import { articlesIn } from "~/content/articles/by-language";
import { bookingFormCopy as bookingFormEn, type BookingFormCopy } from "~/content/booking";
import { hospitalContact, type HospitalContact } from "~/content/hospital-contact";
import { bookingFormCopy as bookingFormTe } from "~/content/te/booking";
import { mainNav, type NavEntry } from "~/content/navigation";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";
import { site } from "~/content/site";
import { hasOpticalShop } from "~/content/optical-shop";
import { localizedPath, pathWithoutLang, type Lang } from "~/i18n/lang";
import { uiIn } from "~/content/ui-by-language";
import type { SharedIslandProps } from "~/components/islands/island";
import { contentHash } from "~/lib/content-hash";

/** A link as the menus draw it: `path` (English) decides whether it is the current page, `href` is where it goes. */
export interface MenuLink {
  path: string;
  href: string;
  label: string;
}

/**
 * The menus' words in one language, the same on every page: the menu islands (desktop menu, mobile menu) get them
 * in a file the browser caches once (`headerWordsFile`), not inside every page's HTML, and their code carries no words
 * of either language.
 */
export interface MenuWords {
  items: MenuLink[];
  articles: MenuLink[];
  allArticles: MenuLink & { shortLabel: string };
  labels: {
    main: string;
    mobile: string;
    menuTitle: string;
    openMenu: string;
    closeMenu: string;
    bookAnAppointment: string;
    call: string;
    whatsapp: string;
    hoursLine: string;
  };
  whatsappHref: string;
}

export interface LanguageLink {
  href: string;
  label: string;
  shortLabel: string;
  /** For a phone's header, where the wordmark needs the room: "తె", "EN". */
  abbreviation: string;
  lang: string;
  hrefLang: string;
  /** In the other language: "read this page in …", for a visitor who chose it before. */
  suggestion: string;
}

/**
 * A link's query value with only its ASCII escaped as a URL needs: letters of other scripts stay letters, and the
 * browser escapes them itself when the link is followed (the same address). `encodeURIComponent` made each Telugu
 * letter nine bytes: about 120 bytes of brotli on every Telugu page, where some pages are that close to fitting the
 * first round trip (docs/performance.md).
 */
export function queryValue(text: string): string {
  return [...text]
    .map((character) => (character.charCodeAt(0) < 0x80 ? encodeURIComponent(character) : character))
    .join("");
}

export function whatsappHrefIn(lang: Lang): string {
  return `https://wa.me/${site.whatsapp}?text=${queryValue(uiIn(lang).whatsappGreeting)}`;
}

export function menuLinks(entries: readonly NavEntry[], lang: Lang): MenuLink[] {
  const ui = uiIn(lang);
  // A hospital without an optical shop has no shop page to link to (issue 40).
  const kept = entries.filter((entry) => entry.path !== "/focus-opticals" || hasOpticalShop);
  return kept.map((entry) => ({
    path: entry.path,
    href: localizedPath(entry.path, lang),
    label: ui.nav.items[entry.key],
  }));
}

/** The link to this page in the other language, named in that language. */
export function languageLinkFor(pathname: string): LanguageLink {
  const other: Lang = pathWithoutLang(pathname) === pathname ? "te" : "en";
  const ui = uiIn(other === "te" ? "en" : "te");
  return {
    suggestion: uiIn(other).languageSuggestion,
    href: localizedPath(pathWithoutLang(pathname), other),
    label: ui.languageSwitch.label,
    shortLabel: ui.languageSwitch.otherLanguageName,
    abbreviation: ui.languageSwitch.abbreviation,
    lang: ui.languageSwitch.lang,
    hrefLang: ui.languageSwitch.hrefLang,
  };
}

export function menuWordsIn(lang: Lang): MenuWords {
  const ui = uiIn(lang);
  return {
    items: menuLinks(mainNav, lang),
    articles: articlesIn(lang).menuArticles.map((article) => ({
      path: article.path,
      href: localizedPath(article.path, lang),
      label: article.label,
    })),
    allArticles: {
      path: PATIENT_EDUCATION_PATH,
      href: localizedPath(PATIENT_EDUCATION_PATH, lang),
      label: ui.nav.allArticles,
      shortLabel: ui.nav.allArticlesShort,
    },
    labels: {
      main: ui.nav.mainLabel,
      mobile: ui.nav.mobileLabel,
      menuTitle: ui.nav.menuTitle,
      openMenu: ui.nav.openMenu,
      closeMenu: ui.nav.closeMenu,
      bookAnAppointment: ui.bookAnAppointment,
      call: ui.call,
      whatsapp: ui.whatsapp,
      hoursLine: `${ui.hours.days}: ${ui.hours.sessions.join(" & ")}`,
    },
    whatsappHref: whatsappHrefIn(lang),
  };
}

/**
 * Where the header's words are served: named by their content, so the browser may keep the file for good. The folder
 * kept its first name ("menu-words") when the forms' words joined: pages opened before a publish still name it.
 */
const MENU_WORDS_DIRECTORY = "/assets/menu-words/";

/**
 * The islands' words: the menus' (`words`), the booking form's (`booking`) and the hospital's numbers and WhatsApp
 * link the forms give (`contact`). One file per language and published version, so the
 * page names it instead of carrying the words, the browser asks for it once, and no island's code carries the
 * hospital's facts (a publish changes the pages, never the scripts: decision 0063).
 */
export interface HeaderWords {
  words: MenuWords;
  booking: BookingFormCopy;
  contact: HospitalContact;
}

/** The header's words as the islands' shared props (island.tsx), with the address of the file that carries them. */
export function headerWordsFile(lang: Lang): SharedIslandProps<HeaderWords> {
  const props: HeaderWords = {
    words: menuWordsIn(lang),
    booking: lang === "te" ? bookingFormTe : bookingFormEn,
    contact: hospitalContact(whatsappHrefIn(lang)),
  };
  return { href: `${MENU_WORDS_DIRECTORY}${lang}-${contentHash(JSON.stringify(props))}.json`, props };
}
