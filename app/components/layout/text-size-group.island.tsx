import { TEXT_SIZE_OPTION_ATTRIBUTE, TEXT_SIZES, type TextSizeWords } from "~/lib/text-size";
import { useTextSize } from "./use-text-size";

/** Three buttons, for wide screens. The pressed look comes from CSS (app.css), so it is right before hydration. */
export default function TextSizeGroup({ textSize: words }: { textSize: TextSizeWords }) {
  const [size, setSize] = useTextSize();
  return (
    <div role="group" aria-label={words.label} className="flex items-center gap-1">
      <span className="mr-1 text-sm" aria-hidden="true">
        {words.label}
      </span>
      {TEXT_SIZES.map((option, index) => (
        <button
          key={option.value}
          type="button"
          {...{ [TEXT_SIZE_OPTION_ATTRIBUTE]: option.value }}
          aria-pressed={size === option.value}
          aria-label={words[option.value]}
          onClick={() => setSize(option.value)}
          className="text-size-option inline-flex min-h-7 min-w-10 items-center justify-center rounded-md border border-white/40 px-2 font-bold hover:bg-white/15"
          style={{ fontSize: `${0.85 + index * 0.15}rem` }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
