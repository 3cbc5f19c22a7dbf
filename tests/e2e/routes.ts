import { articleSlugs } from "../../app/content/articles";
import { indexablePaths } from "../../app/content/page-paths";
import { localizedPath } from "../../app/i18n/lang";

/** Every page a visitor can reach, plus the two not-found pages. */
export const allRoutes = [...indexablePaths(), "/no-such-page", "/patient-education/screen-time-eye-strain"];

/** One of each kind of page, for checks that are slow per page. */
export const routeSample = [
  "/",
  "/about",
  "/services",
  "/services/cataract",
  "/doctors",
  "/focus-opticals",
  "/testimonials",
  "/contact",
  "/patient-education",
  `/patient-education/${articleSlugs[0]}`,
  "/community-outreach",
  "/privacy-policy",
  "/no-such-page",
];

/** The Telugu twin of every route above (the not-found ones stay not found). */
export const teluguRoutes = allRoutes.map((path) => localizedPath(path, "te"));
