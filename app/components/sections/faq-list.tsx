import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { FaqItem } from "~/content/types";

/**
 * Questions that expand on click (Radix accordion: keyboard and screen-reader support built in).
 * Answers are rendered into the HTML even while closed, so they are in the served page.
 */
export function FaqList({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Accordion.Root type="multiple" className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Header asChild>
            <Heading className="text-lg">
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-5 text-base text-ink data-[state=closed]:hidden">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
