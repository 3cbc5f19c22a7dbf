import { PATIENT_EDUCATION_PATH } from "./paths";
import type { UiText } from "./ui";

type NavKey = keyof UiText["nav"]["items"];

/** A menu entry: the English path (the Telugu twin's is derived) and which of the frame's words names it. */
export interface NavEntry {
  path: string;
  key: NavKey;
}

/** Header menu, in the order the specification gives. Patient Education opens the article dropdown. */
export const mainNav: NavEntry[] = [
  { path: "/", key: "home" },
  { path: "/about", key: "about" },
  { path: "/services", key: "services" },
  { path: "/focus-opticals", key: "focusOpticals" },
  { path: "/doctors", key: "doctors" },
  { path: "/testimonials", key: "testimonials" },
  { path: PATIENT_EDUCATION_PATH, key: "patientEducation" },
  { path: "/contact", key: "contact" },
];

export const footerQuickLinks: NavEntry[] = [
  { path: "/about", key: "aboutUs" },
  { path: "/doctors", key: "doctors" },
  { path: "/focus-opticals", key: "focusOpticals" },
  { path: PATIENT_EDUCATION_PATH, key: "patientEducation" },
  { path: "/testimonials", key: "testimonials" },
  { path: "/community-outreach", key: "communityOutreach" },
  { path: "/contact", key: "contact" },
];

export const legalLinks: NavEntry[] = [
  { path: "/privacy-policy", key: "privacyPolicy" },
  { path: "/terms-of-service", key: "termsOfService" },
];
