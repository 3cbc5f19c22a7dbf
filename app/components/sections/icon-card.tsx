import { Icon, type IconName } from "~/components/ui/icon";

interface IconCardContent {
  icon: IconName;
  title: string;
  description: string;
}

type HeadingLevel = 3 | 4;

/** A small card: icon, title, one or two sentences. Used for benefits, values, tips. */
export function IconCard({
  icon,
  title,
  description,
  headingLevel = 3,
}: IconCardContent & {
  headingLevel?: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="h-full rounded-2xl border border-gray-200 bg-white p-6 shadow-card">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-6" />
      </span>
      <Heading className="mt-4 text-xl font-bold">{title}</Heading>
      <p className="mt-2 text-ink">{description}</p>
    </div>
  );
}

/** Icon cards as a list; `className` is the grid (columns and gaps), which differs from page to page. */
export function IconCardGrid({
  cards,
  className,
  headingLevel,
}: {
  cards: readonly IconCardContent[];
  className: string;
  headingLevel?: HeadingLevel;
}) {
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.title}>
          <IconCard icon={card.icon} title={card.title} description={card.description} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
