import { Icon, type IconName } from "~/components/ui/icon";

/**
 * The two ways a page lists points beside an icon tile: raised white tiles on a tinted section (what to expect
 * when booking), flat tinted tiles inside a bordered list (ways to pay).
 */
const looks = {
  raised: {
    item: "",
    tile: "bg-white text-brand-700 shadow-card",
    Heading: "h3",
    heading: "text-xl font-bold",
    text: "mt-1 max-w-[60ch] text-ink",
  },
  flat: {
    item: "p-5",
    tile: "bg-brand-50 text-brand-700",
    Heading: "h4",
    heading: "text-lg font-bold",
    text: "mt-1 max-w-prose text-ink",
  },
} as const;

/** One point of a list: an icon in a tile, a short heading, a sentence or two. */
export function IconPoint({
  point,
  text,
  look,
}: {
  point: { icon: IconName; title: string };
  text: string;
  look: keyof typeof looks;
}) {
  const { item, tile, Heading, heading, text: textClass } = looks[look];
  return (
    <li className={`@container ${item}`}>
      {/* The icon beside the words where there is room for both at the chosen text size, above them where not. */}
      <div className="flex flex-col gap-3 @min-[14rem]:flex-row @min-[14rem]:gap-4">
        <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${tile}`}>
          <Icon name={point.icon} />
        </span>
        <div>
          <Heading className={heading}>{point.title}</Heading>
          <p className={textClass}>{text}</p>
        </div>
      </div>
    </li>
  );
}
