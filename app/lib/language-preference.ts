/**
 * The language a visitor chose with the language switch, remembered on this device. Nobody is redirected: a page
 * in the other language shows a line offering the chosen one (CSS, from the attribute the head script sets
 * before the first paint, so nothing moves after it).
 */
export const LANGUAGE_PREFERENCE_ATTRIBUTE = "data-lang-choice";
export const LANGUAGE_PREFERENCE_STORAGE_KEY = "lang-choice";
