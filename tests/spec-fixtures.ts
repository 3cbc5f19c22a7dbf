/**
 * Lists the specification fixes, written out here once and on purpose apart from app/content: the unit and
 * end-to-end tests compare the site's own lists with these, so a list in app/ can only change together with this
 * file (a test comparing a list with itself could never fail).
 */

/** A list written as one line of words, so that it reads as the specification writes it. */
function words(line: string): readonly string[] {
  return line.split(" ");
}

/** The ten service pages, in the order the specification gives (/services/<slug>). */
export const specServiceSlugs = words(
  "eye-examinations cataract refractive-error glaucoma retina corneal pediatric emergency seniors lasik-surgery-anantapur",
);

/** The services with a card on /services: the first eight. */
export const specServiceCardSlugs = specServiceSlugs.slice(0, 8);

/** The values the contact form's service field offers, after its "Select a service" placeholder. */
export const specContactServiceValues = words(
  "cataract glaucoma lasik pediatric diabetic opticals checkup insurance other",
);
