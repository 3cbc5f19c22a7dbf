import { createContext, use } from "react";
import { langOfPath, type Lang } from "./lang";

/**
 * The page's language, for any component: the root layout provides it from the address; each island's root
 * provides it too (from <html lang> in the browser), since islands render outside the page's tree. No router
 * import, so islands that use shared components stay small.
 */
export const LangContext = createContext<Lang>("en");

export function useLang(): Lang {
  return use(LangContext);
}

/** The language of the page in the browser, from <html lang> (set by the server from the address). */
export function langOfDocument(): Lang {
  return typeof document !== "undefined" && document.documentElement.lang.startsWith("te") ? "te" : "en";
}

export { langOfPath };
