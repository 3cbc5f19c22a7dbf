/**
 * Where the page starter (inline-scripts.ts) keeps buttons tapped before the page script ran; the islands runtime
 * taps them again. A module of its own so the page script does not carry the inline scripts' text.
 */
export const EARLY_TAPS_GLOBAL = "__earlyTaps";
