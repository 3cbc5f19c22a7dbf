/**
 * The site's two languages. English pages live at their plain paths ("/about"); each has a Telugu twin under
 * "/te" with the same slug ("/te/about", and "/te" for home). The language is read from the address, never
 * guessed from the browser: nobody is redirected.
 */
export const LANGS = ["en", "te"] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = "en";

/** What each language is called in its own script, and how it is named to browsers and search engines. */
export const LANGUAGE_INFO: Record<
  Lang,
  { ownName: string; htmlLang: string; hreflang: string; ogLocale: string; intlLocale: string }
> = {
  en: { ownName: "English", htmlLang: "en-IN", hreflang: "en-IN", ogLocale: "en_IN", intlLocale: "en-IN" },
  te: { ownName: "తెలుగు", htmlLang: "te", hreflang: "te-IN", ogLocale: "te_IN", intlLocale: "te-IN" },
};

const TELUGU_PREFIX = "/te";

/** The language of a path: Telugu for "/te" and everything under "/te/". */
export function langOfPath(pathname: string): Lang {
  return pathname === TELUGU_PREFIX || pathname.startsWith(`${TELUGU_PREFIX}/`) ? "te" : "en";
}

/** The language of a request (loaders and actions). */
export function langOfRequest(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** A path without its language prefix: "/te/about" → "/about", "/te" → "/". */
export function pathWithoutLang(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  return pathname.slice(TELUGU_PREFIX.length) || "/";
}

/**
 * The address of a site path in a language: ("/about", "te") → "/te/about", ("/", "te") → "/te". Query strings
 * and fragments are kept. Only site paths: links to other sites, tel: and mailto: are given back unchanged.
 */
export function localizedPath(path: string, lang: Lang): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const plain = pathWithoutLang(path.split(/[?#]/)[0] ?? "/");
  const rest = path.slice((path.split(/[?#]/)[0] ?? "").length);
  if (lang === "en") return `${plain}${rest}`;
  return `${plain === "/" ? TELUGU_PREFIX : `${TELUGU_PREFIX}${plain}`}${rest}`;
}

/**
 * A value in both languages, with the Telugu one checked against the English one's type: a Telugu module that
 * misses or mistypes a field is a type error where it is paired. Returns the lookup by language.
 *
 *   import * as aboutEn from "~/content/about";
 *   import * as aboutTe from "~/content/te/about";
 *   const about = inBothLanguages(aboutEn, aboutTe);   // about(lang).aboutMeta
 */
export function inBothLanguages<T>(english: T, telugu: NoInfer<T>): (lang: Lang) => T {
  return (lang) => (lang === "te" ? telugu : english);
}
