import type { IconName, ImageRef } from "../types";

/** What every service line is: its slug (the page address) and the fields its card and page show. */

export const serviceSlugs = [
  "eye-examinations",
  "cataract",
  "refractive-error",
  "glaucoma",
  "retina",
  "corneal",
  "pediatric",
  "emergency",
  "seniors",
  "lasik-surgery-anantapur",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/** The eye emergency page: it offers a call and directions where the others offer booking (issue 39). */
export const EMERGENCY_SERVICE_SLUG: ServiceSlug = "emergency";

export interface Service {
  id: number;
  slug: ServiceSlug;
  title: string;
  /** One or two sentences for cards. */
  description: string;
  /** One line for the detail-page hero. */
  shortDescription: string;
  icon: IconName;
  image: ImageRef;
  /** Hero gallery thumbnails: the service image, the consultation room, the equipment. */
  gallery: ImageRef[];
  /** Page title without the "| {hospital} Anantapur" suffix. */
  metaTitle: string;
  /** At most 155 characters. */
  metaDescription: string;
  keywords: string[];
  schemaType: "MedicalProcedure" | "MedicalTest" | "MedicalTherapy";
}
