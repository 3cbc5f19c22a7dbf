import { ui as uiEn, type UiText } from "~/content/ui";
import { ui as uiTe } from "~/content/te/ui";
import { inBothLanguages, type Lang } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";

const uiByLang = inBothLanguages<UiText>(uiEn, uiTe);

/** The frame's fixed words in a language (server-rendered components use useUi(); islands get them as props). */
export function uiIn(lang: Lang): UiText {
  return uiByLang(lang);
}

export function useUi(): UiText {
  return uiIn(useLang());
}

export { fill } from "~/content/ui";
