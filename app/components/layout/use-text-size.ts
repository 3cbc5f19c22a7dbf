import { useSyncExternalStore } from "react";
import { PAGE_RESTYLING_EVENT } from "~/lib/page-restyling";
import { applyTextSize, readTextSize, type TextSize } from "~/lib/text-size";

// Both controls (wide and narrow header) are separate islands that read one value: the attribute on <html>.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTextSize() {
  const size = useSyncExternalStore(subscribe, readTextSize, () => "normal" as TextSize);
  return [
    size,
    (next: TextSize) => {
      document.dispatchEvent(new Event(PAGE_RESTYLING_EVENT));
      applyTextSize(next);
      listeners.forEach((listener) => listener());
    },
  ] as const;
}
