/**
 * The breadcrumb trail's own words in both languages (ui.ts and te/ui.ts name them too): a module of its own, with no
 * fact of the hospital's, because the patient-education search island draws the trail in the browser.
 */
export const breadcrumbWords = {
  en: { label: "Breadcrumb", home: "Home" },
  te: { label: "మీరు ఉన్న చోటు", home: "హోమ్" },
} as const;
