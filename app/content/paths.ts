/** The addresses built from a slug, and the section they live in: defined once, used by pages, menus and the sitemap. */
export const PATIENT_EDUCATION_PATH = "/patient-education";
export const SERVICES_PATH = "/services";
export const GOVERNMENT_SCHEMES_PATH = "/government-schemes";

export const articlePath = (slug: string) => `${PATIENT_EDUCATION_PATH}/${slug}`;
export const servicePath = (slug: string) => `${SERVICES_PATH}/${slug}`;
