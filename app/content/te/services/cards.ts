import { cardsOf, type ServiceCard } from "../../services/cards";
import { services } from "./catalogue";

export type { ServiceCard };

/** Home and services page cards in Telugu: like the English ones, the first eight services only. */
export const serviceCards: ServiceCard[] = cardsOf(services);
