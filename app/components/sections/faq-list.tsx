import { Icon } from "~/components/ui/icon";
import type { FaqItem } from "~/content/types";

/**
 * Questions that expand on click, as <details>: the browser opens and closes them, announces their state and
 * finds text inside closed answers, with no script at all. The question stays a heading inside its summary.
 */
export function FaqList({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="faq-entry group">
          <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left hover:bg-brand-50">
            <Heading className="text-lg font-semibold text-brand-900">{item.question}</Heading>
            <Icon name="chevron-down" className="faq-chevron size-5 shrink-0 transition-transform" aria-hidden="true" />
          </summary>
          <div className="px-5 pb-5 text-base text-ink">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
