import { TextList } from "~/components/sections/lists";
import { Icon } from "~/components/ui/icon";
import type { Block } from "~/content/types";

type CalloutBlock = Extract<Block, { type: "callout" }>;

const calloutLooks = {
  warning: { icon: "triangle-alert", box: "border-urgent-700 bg-urgent-50", mark: "text-urgent-700" },
  info: { icon: "info", box: "border-brand-700 bg-brand-50", mark: "text-brand-700" },
} as const;

/**
 * A boxed note inside a text: a warning (red) or good-to-know (blue), its title in bold; a list the callout carries
 * comes after its text, with the list's own lead-in as a paragraph of its own.
 */
function Callout({ callout }: { callout: CalloutBlock }) {
  const look = calloutLooks[callout.tone];
  return (
    <div role="note" className={`my-6 flex gap-3 rounded-xl border-l-4 p-4 ${look.box}`}>
      <Icon name={look.icon} className={`mt-1 size-6 shrink-0 ${look.mark}`} aria-hidden="true" />
      <div>
        <p className="my-0! font-bold text-brand-900">{callout.title}</p>
        <p className="my-1!">{callout.text}</p>
        {callout.list && (
          <>
            <p className="my-1!">{callout.list.lead}</p>
            <TextList items={callout.list.items} className="my-1!" />
            {callout.list.after && <p className="my-1!">{callout.list.after}</p>}
          </>
        )}
      </div>
    </div>
  );
}

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
          case "callout":
            return <Callout key={index} callout={block} />;
        }
      })}
    </div>
  );
}
