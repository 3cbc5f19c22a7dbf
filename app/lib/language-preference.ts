/**
 * The language a visitor chose with the language switch, remembered on this device. Nobody is redirected: a page
 * in the other language shows a line offering the chosen one (CSS, from the attribute the head script sets
 * before the first paint, so nothing moves after it).
 */
export const LANGUAGE_PREFERENCE_ATTRIBUTE = "data-lang-choice";
export const LANGUAGE_PREFERENCE_STORAGE_KEY = "lang-choice";

/**
 * Set by the head script on a language link the moment it is followed (`data-followed`, drawn pressed by app.css)
 * until the other page shows: on a cheap phone that page takes about a third of a second to come (issue 41,
 * decision 0072). As `dataset` names it: shorter in the head script every page carries.
 */
export const LANGUAGE_SWITCH_FOLLOWED_KEY = "followed";
