import { articlesIn } from "~/content/articles/by-language";
import { mainNav, type NavEntry } from "~/content/navigation";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";
import { site } from "~/content/site";
import { localizedPath, pathWithoutLang, type Lang } from "~/i18n/lang";
import { uiIn } from "~/content/ui-by-language";

/** A link as the menus draw it: `path` (English) decides whether it is the current page, `href` is where it goes. */
export interface MenuLink {
  path: string;
  href: string;
  label: string;
}

/**
 * Everything the menu islands (desktop menu, mobile menu) show, built on the server in the page's language and sent
 * as props: the islands' code then carries no words of either language.
 */
export interface NavigationWords {
  /** The page's path without its language prefix, for the current-page marks. */
  pathname: string;
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
  languageSwitch: LanguageLink;
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

export function whatsappHrefIn(lang: Lang): string {
  return `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(uiIn(lang).whatsappGreeting)}`;
}

export function menuLinks(entries: readonly NavEntry[], lang: Lang): MenuLink[] {
  const ui = uiIn(lang);
  return entries.map((entry) => ({
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

export function navigationIn(lang: Lang, pathname: string): NavigationWords {
  const ui = uiIn(lang);
  return {
    pathname,
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
    languageSwitch: languageLinkFor(localizedPath(pathname, lang)),
  };
}
