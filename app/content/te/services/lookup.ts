import type { Service, ServiceSlug } from "../../services/service";
import { services } from "./catalogue";

export function getService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** The first `count` services other than this one, in list order. */
export function relatedServices(slug: ServiceSlug, count = 3): Service[] {
  return services.filter((service) => service.slug !== slug).slice(0, count);
}
