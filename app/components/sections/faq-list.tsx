import { useId, useState } from "react";
import { Icon } from "~/components/ui/icon";
import type { FaqItem } from "~/content/types";

/**
 * Questions that expand on click: the WAI-ARIA disclosure pattern (a button with aria-expanded controlling its
 * answer). Answers are in the served HTML even while closed. A plain disclosure list needs no focus management,
 * so it costs a few hundred bytes instead of the ~9 KB gzip a Radix accordion adds to every FAQ page's first load.
 */
export function FaqList({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  return (
    <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {items.map((item) => (
        <FaqEntry key={item.question} item={item} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function FaqEntry({ item, headingLevel }: { item: FaqItem; headingLevel: 2 | 3 | 4 }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div>
      <Heading className="text-lg">
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
          className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50"
        >
          {item.question}
          <Icon name="chevron-down" className={`size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </Heading>
      <div id={`${id}-answer`} hidden={!open} className="px-5 pb-5 text-base text-ink">
        <p>{item.answer}</p>
      </div>
    </div>
  );
}
