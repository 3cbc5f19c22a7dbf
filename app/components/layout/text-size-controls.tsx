import { headerIconButton } from "./nav-styles";
import { useUi } from "~/content/ui-by-language";
import { cycleFrom, TEXT_SIZE_CYCLE_ATTRIBUTE, TEXT_SIZE_OPTION_ATTRIBUTE, TEXT_SIZES } from "~/lib/text-size";

/*
 * The header's text-size controls: plain buttons, no island (decision 0076). The inline head script answers their
 * taps (`headBootScript`, app/lib/inline-scripts.ts): it sets the size on <html>, remembers it and sets the buttons'
 * pressed state and names. Their look follows the size through CSS (app.css), so it is right from the first paint;
 * the server renders them at the normal size and the head script corrects their ARIA state for a remembered one.
 * Without JavaScript they cannot work and are not shown (`text-size-control`, app.css).
 */

/** Three buttons, for wide screens. */
export function TextSizeGroup() {
  const words = useUi().textSize;
  return (
    <div role="group" aria-label={words.label} className="text-size-control flex items-center gap-1">
      <span className="mr-1 text-sm" aria-hidden="true">
        {words.label}
      </span>
      {TEXT_SIZES.map((option, index) => (
        <button
          key={option.value}
          type="button"
          {...{ [TEXT_SIZE_OPTION_ATTRIBUTE]: option.value }}
          aria-pressed={option.value === "normal"}
          aria-label={words[option.value]}
          className="text-size-option inline-flex min-h-7 min-w-10 items-center justify-center rounded-md border border-white/40 px-2 font-bold hover:bg-white/15"
          style={{ fontSize: `${0.85 + index * 0.15}rem` }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** One button that steps through the sizes, for narrow headers. Its visible label follows the size through CSS. */
export function TextSizeCycleButton({ className = "" }: { className?: string }) {
  const words = useUi().textSize;
  return (
    <button
      type="button"
      {...{
        // Its name for each size, in the page's language: the head script names it after a tap.
        [TEXT_SIZE_CYCLE_ATTRIBUTE]: JSON.stringify(
          Object.fromEntries(TEXT_SIZES.map((option) => [option.value, cycleFrom(option.value, words).label])),
        ),
      }}
      aria-label={cycleFrom("normal", words).label}
      className={`text-size-control ${headerIconButton} items-center justify-center rounded-full font-bold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      {TEXT_SIZES.map((option) => (
        <span key={option.value} aria-hidden="true" data-text-size-label={option.value} className="text-[16px]">
          {option.label === "A" ? "Aa" : option.label}
        </span>
      ))}
    </button>
  );
}
