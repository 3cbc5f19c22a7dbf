import type { IconName } from "../types";
import { services } from "./catalogue";
import type { Service } from "./service";

export interface ServiceCard {
  id: number;
  title: string;
  description: string;
  icon: IconName;
  link: string;
  imageSrc: string;
}

/** A card for each of the first eight services: the specification gives cards to those only. */
export function cardsOf(list: readonly Service[]): ServiceCard[] {
  return list.slice(0, 8).map((service) => ({
    id: service.id,
    title: service.title,
    description: service.description,
    icon: service.icon,
    link: `/services/${service.slug}`,
    imageSrc: service.image.src,
  }));
}

/** Home and services page cards. */
export const serviceCards: ServiceCard[] = cardsOf(services);
