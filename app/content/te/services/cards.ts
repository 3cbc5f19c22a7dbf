import type { ServiceCard } from "../../services/cards";
import { services } from "./catalogue";

export type { ServiceCard };

/** Home and services page cards in Telugu: like the English ones, the first eight services only. */
export const serviceCards: ServiceCard[] = services.slice(0, 8).map((service) => ({
  id: service.id,
  title: service.title,
  description: service.description,
  icon: service.icon,
  link: `/services/${service.slug}`,
  imageSrc: service.image.src,
}));
