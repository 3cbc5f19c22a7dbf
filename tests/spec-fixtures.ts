/**
 * Lists the specification fixes, written out here once and on purpose apart from app/content: the unit and
 * end-to-end tests compare the site's own lists with these, so a list in app/ can only change together with this
 * file (a test comparing a list with itself could never fail).
 */

/** The ten service pages, in the order the specification gives (/services/<slug>). */
export const specServiceSlugs = [
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

/** The services with a card on /services: the first eight. */
export const specServiceCardSlugs = specServiceSlugs.slice(0, 8);

/** The values the contact form's service field offers, after its "Select a service" placeholder. */
export const specContactServiceValues = [
  "cataract",
  "glaucoma",
  "lasik",
  "pediatric",
  "diabetic",
  "opticals",
  "checkup",
  "insurance",
  "other",
] as const;
