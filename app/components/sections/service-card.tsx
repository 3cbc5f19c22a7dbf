import { useUi } from "~/content/ui-by-language";
import type { ServiceCard as ServiceCardData } from "~/content/services";
import { PictureCard } from "./picture-card";

const cardClassNames = {
  link: "group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-card transition-shadow hover:shadow-lg",
  image: "aspect-[4/3] w-full bg-brand-50 object-cover",
  more: "mt-4 inline-flex items-center gap-1 font-semibold text-brand-700",
};

/** One service: picture, icon, title, short description; the whole card is one link. */
export function ServiceCard({ card }: { card: ServiceCardData }) {
  return (
    <PictureCard
      href={card.link}
      image={{ src: card.imageSrc, width: 800, height: 600 }}
      icon={card.icon}
      title={card.title}
      text={card.description}
      more={<>{useUi().learnMore} </>}
      classNames={cardClassNames}
    />
  );
}

/** Service cards as a list; `className` is the grid, four across on wide screens unless a page wants fewer. */
export function ServiceCardGrid({
  cards,
  className = "grid gap-6 sm:grid-cols-2 @min-[60rem]:grid-cols-4",
}: {
  cards: readonly ServiceCardData[];
  className?: string;
}) {
  // A container: four across from a width counted in rem, so a larger text size takes two across before a title's
  // longest word ("Comprehensive") is wider than its card.
  return (
    <div className="@container">
      <ul className={className}>
        {cards.map((card) => (
          <li key={card.id}>
            <ServiceCard card={card} />
          </li>
        ))}
      </ul>
    </div>
  );
}
