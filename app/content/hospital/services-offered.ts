import { serviceSlugs, type ServiceSlug } from "../services/service";
import { sampleAt } from "./fact";

/**
 * Which of the ten service lines the hospital offers (issue 40): the specification lists ten, and a hospital without
 * an excimer laser does not offer LASIK. An editor unticks a service at /staff/site/facts; the build then leaves it
 * out of the services list, cards, related services, structured data, the sitemap and the prerendered pages, in
 * both languages, and its address goes to the services list as an unknown service's does.
 */
export const servicesOfferedFact = sampleAt<ServiceSlug[]>(
  "servicesOffered",
  [...serviceSlugs],
  "which of the ten services the hospital offers (untick one it does not: its page, cards and links go)",
  { choices: serviceSlugs },
);

const offered: ReadonlySet<string> = new Set(servicesOfferedFact.value);

/** Whether the hospital offers this service line. */
export const offersService = (slug: string): boolean => offered.has(slug);

/** The slugs of the services offered, in the specification's order. */
export const offeredServiceSlugs: readonly ServiceSlug[] = serviceSlugs.filter(offersService);

/** The contact form's service choices that are a service line: offered only while the hospital offers it. */
const CONTACT_CHOICE_SERVICE: Readonly<Record<string, ServiceSlug>> = {
  cataract: "cataract",
  glaucoma: "glaucoma",
  lasik: "lasik-surgery-anantapur",
  pediatric: "pediatric",
  checkup: "eye-examinations",
};

/** Whether the contact form offers this choice of its service dropdown (the others are not service lines). */
export const offersContactChoice = (value: string): boolean =>
  !(value in CONTACT_CHOICE_SERVICE) || offersService(CONTACT_CHOICE_SERVICE[value]!);

/** Whether the hospital offers LASIK: the one service other pages' sentences name (price range, keywords). */
export const offersLaserCorrection: boolean = offersService("lasik-surgery-anantapur");
