import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

interface Tab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern (automatic activation, roving tabindex, arrow/Home/End keys). Written here
 * rather than taken from Radix to keep the page within its 120 KB first-load JavaScript budget; every panel is
 * in the served HTML, inactive ones hidden.
 */
export function ArticleTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  }

  return (
    // Two tabs a row where both fit at the chosen text size, one where not (a narrow phone at the largest size).
    <div className="@container">
      <div
        role="tablist"
        aria-label={label}
        className="mb-8 grid grid-cols-1 gap-2 rounded-2xl bg-brand-50 p-1.5 sm:inline-flex sm:flex-wrap @min-[15rem]:grid-cols-2"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={selected === index}
            aria-controls={`${id}-panel-${tab.value}`}
            tabIndex={selected === index ? 0 : -1}
            data-state={selected === index ? "active" : "inactive"}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="min-h-12 rounded-xl px-2 py-2 text-base font-semibold text-brand-800 hover:bg-white/70 data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:shadow sm:px-4"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={selected !== index}
          tabIndex={0}
          className="focus-visible:outline-offset-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
