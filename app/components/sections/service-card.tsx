import { Icon } from "~/components/ui/icon";
import type { ServiceCard as ServiceCardData } from "~/content/services";

/** One service: picture, icon, title, short description; the whole card is one link. */
export function ServiceCard({ card }: { card: ServiceCardData }) {
  return (
    <a
      href={card.link}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-card transition-shadow hover:shadow-lg"
    >
      <img
        src={card.imageSrc}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <span className="-mt-11 inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow">
          <Icon name={card.icon} />
        </span>
        <h3 className="mt-3 text-xl font-bold group-hover:text-brand-700">{card.title}</h3>
        <p className="mt-2 flex-1 text-ink">{card.description}</p>
        <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
          Learn more{" "}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-1"
            aria-hidden="true"
          />
        </span>
      </div>
    </a>
  );
}

export function ServiceCardGrid({ cards }: { cards: readonly ServiceCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.id}>
          <ServiceCard card={card} />
        </li>
      ))}
    </ul>
  );
}
