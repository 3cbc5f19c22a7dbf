import { paymentAccepted } from "~/content/services/payment";
import { LANGUAGE_INFO, localizedPath, type Lang } from "~/i18n/lang";
import type {
  Article as ArticleSchema,
  Hospital,
  MedicalClinic,
  MedicalProcedure,
  Optician,
  Physician,
  Review,
  Thing,
  WebSite,
} from "schema-dts";
import { servicesIn } from "~/content/services/by-language";
import { site } from "~/content/site";
import { cityTe } from "~/content/te/hospital-words";
import { serviceId, webPageId, websiteId } from "./ids";
import { absoluteUrl, ogImagePath } from "./url";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";
import { claimFacts } from "~/content/hospital/claims";
import { isHospitalBuild } from "~/content/hospital/published";

/**
 * The rating goes into search results only once its source and date are recorded (claims.ts): a hospital's build
 * leaves an unevidenced rating out, and a rating the hospital does not state is never marked up. The repository's
 * plain build keeps the specification's example.
 */
const ratingIsMarkedUp = claimFacts.rating.status === "confirmed" || !isHospitalBuild;

/** Node ids, so that every page's graph describes the same hospital. */
export const ids = {
  organization: absoluteUrl("/#organization"),
  clinic: absoluteUrl("/#clinic"),
  website: websiteId,
  physician: absoluteUrl("/doctors#physician"),
  optician: absoluteUrl("/focus-opticals#optician"),
};

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
} as const;

const geo = { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude } as const;

/** The hospital's own pages elsewhere: only those it has (an emptied link is none). */
const sameAs = [site.links.facebook, site.links.instagram, site.links.youtube].filter(Boolean);

export function organizationNode(): Hospital {
  return {
    "@type": "Hospital",
    "@id": ids.organization,
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icons/icon-512.png"),
    image: absoluteUrl("/og/home.png"),
    telephone: site.phone.dial,
    email: site.email,
    address: postalAddress,
    sameAs,
    medicalSpecialty: "Ophthalmology",
    department: { "@id": ids.clinic },
  };
}

export interface ReviewInput {
  author: string;
  datePublished: string;
  ratingValue: number;
  reviewBody: string;
}

/** What the clinic offers: each service page's node, by @id (typed the same as on its own page). */
function availableServices(lang: Lang) {
  return servicesIn(lang).services.map((service) => ({
    "@type": service.schemaType,
    "@id": serviceId(localizedPath(`/services/${service.slug}`, lang)),
    name: service.title,
  }));
}

/** The clinic, with the reviews its page shows; on a Telugu page its services carry their Telugu names. */
/** One OpeningHoursSpecification per session (the hours choice, hospital/choices.ts, decides which hours). */
function openingHours(sessions: readonly { opens: string; closes: string }[]) {
  return sessions.map(({ opens, closes }) => ({
    "@type": "OpeningHoursSpecification" as const,
    dayOfWeek: [...site.structuredDataHours.days],
    opens,
    closes,
  }));
}

export function clinicNode(reviews: ReviewInput[] = [], lang: Lang = "en"): MedicalClinic {
  const node: MedicalClinic = {
    "@type": "MedicalClinic",
    "@id": ids.clinic,
    name: site.name,
    url: absoluteUrl("/"),
    image: absoluteUrl("/og/home.png"),
    telephone: site.phone.dial,
    email: site.email,
    address: postalAddress,
    geo,
    hasMap: site.map.openUrl,
    parentOrganization: { "@id": ids.organization },
    medicalSpecialty: "Ophthalmology",
    priceRange: site.priceRange,
    currenciesAccepted: "INR",
    paymentAccepted,
    openingHoursSpecification: openingHours(site.structuredDataHours.consultation),
    areaServed: [site.city, ...site.servedTowns].map((town) => ({ "@type": "City", name: town })),
    ...(ratingIsMarkedUp && site.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: site.rating.value,
            reviewCount: site.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    availableService: availableServices(lang),
  };
  // Pages without reviews leave the property out: an empty list would claim there are none.
  if (reviews.length === 0) return node;
  return {
    ...node,
    review: reviews.map((review): Review => ({
      "@type": "Review",
      inLanguage: LANGUAGE_INFO[lang].hreflang,
      author: { "@type": "Person", name: review.author },
      datePublished: review.datePublished,
      reviewBody: review.reviewBody,
      reviewRating: { "@type": "Rating", ratingValue: review.ratingValue, bestRating: 5, worstRating: 1 },
    })),
  };
}

const CITY_NAME: Record<Lang, string> = { en: site.city, te: cityTe };

export function websiteNode(lang: Lang = "en"): WebSite {
  // schema-dts lacks the "query-input" property that search engines read on SearchAction.
  const searchAction = {
    "@type": "SearchAction",
    target: {
      "@type": "EntryPoint",
      urlTemplate: `${absoluteUrl(localizedPath(PATIENT_EDUCATION_PATH, lang))}?q={search_term_string}`,
    },
    "query-input": "required name=search_term_string",
  } as unknown as WebSite["potentialAction"];
  return {
    "@type": "WebSite",
    "@id": ids.website,
    url: absoluteUrl(localizedPath("/", lang)),
    name: `${site.name} ${CITY_NAME[lang]}`,
    inLanguage: LANGUAGE_INFO[lang].hreflang,
    publisher: { "@id": ids.organization },
    potentialAction: searchAction,
  };
}

export function physicianNode(input: { description: string; image: string; lang?: Lang }): Physician {
  const page = localizedPath("/doctors", input.lang ?? "en");
  return {
    "@type": "Physician",
    "@id": ids.physician,
    name: site.leadDoctor.name,
    description: input.description,
    image: absoluteUrl(input.image),
    url: absoluteUrl(page),
    medicalSpecialty: "Ophthalmology",
    telephone: site.phone.dial,
    address: postalAddress,
    // Physician is an organization type in schema.org, so membership rather than worksFor (a Person property).
    memberOf: { "@id": ids.organization },
    hospitalAffiliation: { "@id": ids.organization },
    mainEntityOfPage: { "@id": webPageId(page) },
  } as Physician;
}

export function procedureNode(input: {
  type: "MedicalProcedure" | "MedicalTest" | "MedicalTherapy";
  name: string;
  description: string;
  /** The English path; a Telugu page passes lang and gets its own address. */
  path: string;
  lang?: Lang;
}): Thing {
  const path = localizedPath(input.path, input.lang ?? "en");
  const node: MedicalProcedure = {
    "@type": "MedicalProcedure",
    "@id": serviceId(path),
    name: input.name,
    description: input.description,
    url: absoluteUrl(path),
    mainEntityOfPage: { "@id": webPageId(path) },
  };
  return { ...node, "@type": input.type } as Thing;
}

export function opticianNode(description: string, lang: Lang = "en"): Optician {
  const page = localizedPath("/focus-opticals", lang);
  return {
    "@type": "Optician",
    "@id": ids.optician,
    name: `${site.opticalsName}, ${site.name}`,
    description,
    url: absoluteUrl(page),
    image: absoluteUrl(ogImagePath(page)),
    telephone: site.phone.dial,
    address: postalAddress,
    geo,
    priceRange: "₹₹",
    parentOrganization: { "@id": ids.organization },
    mainEntityOfPage: { "@id": webPageId(page) },
    openingHoursSpecification: openingHours(site.structuredDataHours.opticals),
  };
}

export function articleNode(input: {
  path: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  /** The hospital (content/articles/byline.ts). */
  author: string;
  lang?: Lang;
}): ArticleSchema {
  const lang = input.lang ?? "en";
  const path = localizedPath(input.path, lang);
  return {
    "@type": "Article",
    "@id": `${absoluteUrl(path)}#article`,
    headline: input.headline,
    description: input.description,
    image: absoluteUrl(input.image),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    inLanguage: LANGUAGE_INFO[lang].hreflang,
    mainEntityOfPage: { "@id": webPageId(path) },
    // By the hospital: no doctor is named as an article's writer (content/articles/byline.ts).
    author: { "@type": "Organization", name: input.author, url: absoluteUrl(localizedPath("/about", lang)) },
    publisher: { "@id": ids.organization },
  };
}

/** The nodes every page carries: the hospital, its clinic and the web site. */
export function siteGraph(lang: Lang = "en"): Thing[] {
  return [organizationNode(), clinicNode([], lang), websiteNode(lang)];
}
