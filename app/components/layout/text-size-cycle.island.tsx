import { headerIconButton } from "./nav-styles";
import { cycleFrom, TEXT_SIZE_CYCLE_ATTRIBUTE, TEXT_SIZES, type TextSizeWords } from "~/lib/text-size";
import { useTextSize } from "./use-text-size";

/** One button that steps through the sizes, for narrow headers. Its visible label follows the size through CSS. */
export default function TextSizeCycleButton({
  className = "",
  textSize: words,
}: {
  className?: string;
  textSize: TextSizeWords;
}) {
  const [size, setSize] = useTextSize();
  const { next, label } = cycleFrom(size, words);
  return (
    <button
      type="button"
      {...{
        [TEXT_SIZE_CYCLE_ATTRIBUTE]: JSON.stringify(
          Object.fromEntries(TEXT_SIZES.map((option) => [option.value, cycleFrom(option.value, words).label])),
        ),
      }}
      onClick={() => setSize(next.value)}
      aria-label={label}
      className={`${headerIconButton} items-center justify-center rounded-full font-bold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      {TEXT_SIZES.map((option) => (
        <span key={option.value} aria-hidden="true" data-text-size-label={option.value} className="text-[16px]">
          {option.label === "A" ? "Aa" : option.label}
        </span>
      ))}
    </button>
  );
}
