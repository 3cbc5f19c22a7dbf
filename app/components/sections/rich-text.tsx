import { TextList } from "~/components/sections/lists";
import { Icon } from "~/components/ui/icon";
import type { Block } from "~/content/types";

/** Renders structured content blocks as semantic HTML (headings, paragraphs, lists, callouts). */
export function RichText({ blocks, className = "" }: { blocks: readonly Block[]; className?: string }) {
  return (
    <div className={`prose-content ${className}`}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "h2":
            return <h2 key={index}>{block.text}</h2>;
          case "h3":
            return <h3 key={index}>{block.text}</h3>;
          case "p":
            return <p key={index}>{block.text}</p>;
          case "ul":
            return <TextList key={index} items={block.items} />;
          case "ol":
            return <TextList key={index} items={block.items} ordered />;
          case "callout": {
            const warning = block.tone === "warning";
            const calloutIcon = warning ? "triangle-alert" : "info";
            return (
              <div
                role="note"
                key={index}
                className={`my-6 flex gap-3 rounded-xl border-l-4 p-4 ${
                  warning ? "border-urgent-700 bg-urgent-50" : "border-brand-700 bg-brand-50"
                }`}
              >
                <Icon
                  name={calloutIcon}
                  className={`mt-1 size-6 shrink-0 ${warning ? "text-urgent-700" : "text-brand-700"}`}
                  aria-hidden="true"
                />
                <div>
                  <p className="my-0! font-bold text-brand-900">{block.title}</p>
                  <p className="my-1!">{block.text}</p>
                </div>
              </div>
            );
          }
        }
      })}
    </div>
  );
}
