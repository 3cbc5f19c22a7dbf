import type { IconName } from "../types";
import { services } from "./catalogue";

export interface ServiceCard {
  id: number;
  title: string;
  description: string;
  icon: IconName;
  link: string;
  imageSrc: string;
}

/** Home and services page cards: the specification links them to the first eight services only. */
export const serviceCards: ServiceCard[] = services.slice(0, 8).map((service) => ({
  id: service.id,
  title: service.title,
  description: service.description,
  icon: service.icon,
  link: `/services/${service.slug}`,
  imageSrc: service.image.src,
}));
