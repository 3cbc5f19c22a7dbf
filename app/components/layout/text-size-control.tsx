import { useSyncExternalStore } from "react";

/** Reading comfort: three text sizes, remembered on this device and applied before first paint. */
export const TEXT_SIZES = [
  { value: "normal", label: "A", name: "Normal text" },
  { value: "large", label: "A+", name: "Large text" },
  { value: "larger", label: "A++", name: "Larger text" },
] as const;
export type TextSize = (typeof TEXT_SIZES)[number]["value"];
export const TEXT_SIZE_STORAGE_KEY = "text-size";

/** Runs in <head> before the body paints, so a remembered size never flashes. */
export const textSizeBootScript = `try{var s=localStorage.getItem("${TEXT_SIZE_STORAGE_KEY}");if(s==="large"||s==="larger")document.documentElement.setAttribute("data-text-size",s)}catch(e){}`;

function readTextSize(): TextSize {
  const current = document.documentElement.getAttribute("data-text-size");
  return current === "large" || current === "larger" ? current : "normal";
}

function applyTextSize(size: TextSize) {
  if (size === "normal") document.documentElement.removeAttribute("data-text-size");
  else document.documentElement.setAttribute("data-text-size", size);
  try {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
  } catch {
    // Private mode or storage full: the size still applies for this visit.
  }
}

// Both controls (wide and narrow header) read one value: the attribute on <html>.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function useTextSize() {
  const size = useSyncExternalStore(subscribe, readTextSize, () => "normal" as TextSize);
  return [
    size,
    (next: TextSize) => {
      applyTextSize(next);
      listeners.forEach((listener) => listener());
    },
  ] as const;
}

/** Three buttons, for wide screens. */
export function TextSizeGroup() {
  const [size, setSize] = useTextSize();
  return (
    <div role="group" aria-label="Text size" className="flex items-center gap-1">
      <span className="mr-1 text-sm" aria-hidden="true">
        Text size
      </span>
      {TEXT_SIZES.map((option, index) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={size === option.value}
          aria-label={option.name}
          onClick={() => setSize(option.value)}
          className="inline-flex min-h-7 min-w-10 items-center justify-center rounded-md border border-white/40 px-2 font-bold hover:bg-white/15 aria-pressed:bg-white aria-pressed:text-brand-900"
          style={{ fontSize: `${0.85 + index * 0.15}rem` }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** One button that steps through the sizes, for narrow headers. */
export function TextSizeCycleButton({ className = "" }: { className?: string }) {
  const [size, setSize] = useTextSize();
  const index = TEXT_SIZES.findIndex((option) => option.value === size);
  const current = TEXT_SIZES[index] ?? TEXT_SIZES[0];
  const next = TEXT_SIZES[(index + 1) % TEXT_SIZES.length] ?? TEXT_SIZES[0];
  return (
    <button
      type="button"
      onClick={() => setSize(next.value)}
      aria-label={`Text size: ${current.name}. Change to ${next.name.toLowerCase()}`}
      className={`size-[44px] items-center justify-center rounded-full font-bold text-brand-800 hover:bg-brand-50 sm:size-[48px] ${className}`}
    >
      <span aria-hidden="true" className="text-[16px]">
        {current.label === "A" ? "Aa" : current.label}
      </span>
    </button>
  );
}
