/** What the contact form's service field accepts: the one list (labels in content/contact.ts, checked against it). */
export const contactServiceValues = [
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

export type ContactService = (typeof contactServiceValues)[number];
