import { site } from "../site";

/**
 * Who the articles are by: the hospital (issue 39, item 8). A byline naming a doctor would be the doctor's claim to
 * have written them, which no doctor has signed; the doctor who reviews them is named under the text once the review
 * is recorded (hospital/medical-review.ts), and an editor's article names its own reviewer.
 */
export const articleByline = {
  en: { author: site.name, role: "Patient information from the hospital" },
  te: { author: site.name, role: "రోగుల కోసం ఆసుపత్రి ఇచ్చే సమాచారం" },
} as const;
