/**
 * Reading comfort: three text sizes, remembered on this device. The size lives in one place, the
 * `data-text-size` attribute on <html>, set before the first paint and changed on a tap by `headBootScript`
 * (inline-scripts.ts), which takes the sizes and attribute names from here, and which also sets the controls' ARIA
 * state (text-size-controls.tsx) for a remembered size once the document is parsed.
 */
export const TEXT_SIZES = [
  { value: "normal", label: "A" },
  { value: "large", label: "A+" },
  { value: "larger", label: "A++" },
] as const;

/** What the controls say, in the page's language (the frame's words, content/ui.ts: textSize). */
export interface TextSizeWords {
  label: string;
  normal: string;
  large: string;
  larger: string;
  /** "Text size: {current}. Change to {next}" */
  cycle: string;
}
export type TextSize = (typeof TEXT_SIZES)[number]["value"];
export const TEXT_SIZE_STORAGE_KEY = "text-size";

/** The one-button control's current and next size, and its accessible name. */
export function cycleFrom(size: TextSize, words: TextSizeWords) {
  const index = TEXT_SIZES.findIndex((option) => option.value === size);
  const current = TEXT_SIZES[index] ?? TEXT_SIZES[0];
  const next = TEXT_SIZES[(index + 1) % TEXT_SIZES.length] ?? TEXT_SIZES[0];
  const label = words.cycle
    .replace("{current}", words[current.value])
    .replace("{next}", words[next.value].toLocaleLowerCase());
  return { current, next, label };
}

/**
 * Marks the attributes the controls carry, so the head script can correct them for another size (the one-button
 * control's attribute holds its name for each size, so the corrected name is in the page's language).
 */
export const TEXT_SIZE_OPTION_ATTRIBUTE = "data-text-size-option";
export const TEXT_SIZE_CYCLE_ATTRIBUTE = "data-text-size-cycle";
