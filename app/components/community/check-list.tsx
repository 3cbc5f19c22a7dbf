import { MarkedList } from "~/components/sections/lists";
import type { TitledList } from "~/content/community";

/** A titled list with ticks, or with crosses for what is not included. */
export function CheckList({
  list,
  mark = "check",
  headingLevel = 3,
}: {
  list: TitledList;
  mark?: "check" | "cross";
  headingLevel?: 3 | 4;
}) {
  const markIcon = mark === "check" ? "check" : "x";
  const Heading = `h${headingLevel}` as const;
  return (
    <div>
      <Heading className="text-xl font-bold">{list.title}</Heading>
      <MarkedList
        items={list.items}
        icon={markIcon}
        iconClassName={`mt-1 size-5 shrink-0 ${mark === "check" ? "text-brand-700" : "text-muted"}`}
        className="mt-3 space-y-2"
      />
    </div>
  );
}
