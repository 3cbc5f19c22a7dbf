import type { NavItem } from "./types";
import { PATIENT_EDUCATION_PATH } from "./paths";

/** Header menu, in the order the specification gives. Patient Education opens the article dropdown. */
export const mainNav: NavItem[] = [
  { path: "/", label: "Home" },
  { path: "/about", label: "About" },
  { path: "/services", label: "Services" },
  { path: "/focus-opticals", label: "Focus Opticals" },
  { path: "/doctors", label: "Our Expert" },
  { path: "/testimonials", label: "Testimonials" },
  { path: PATIENT_EDUCATION_PATH, label: "Patient Education" },
  { path: "/contact", label: "Contact" },
];

export const footerQuickLinks: NavItem[] = [
  { path: "/about", label: "About Us" },
  { path: "/doctors", label: "Our Expert" },
  { path: "/focus-opticals", label: "Focus Opticals" },
  { path: PATIENT_EDUCATION_PATH, label: "Patient Education" },
  { path: "/testimonials", label: "Testimonials" },
  { path: "/community-outreach", label: "Community Outreach" },
  { path: "/contact", label: "Contact" },
];

export const legalLinks: NavItem[] = [
  { path: "/privacy-policy", label: "Privacy Policy" },
  { path: "/terms-of-service", label: "Terms of Service" },
];
