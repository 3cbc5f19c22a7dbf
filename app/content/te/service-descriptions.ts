import type { ServiceSlug } from "~/content/services/service";
import type { Block } from "~/content/types";
import { cataractDescription } from "./service-descriptions/cataract";
import { cornealDescription } from "./service-descriptions/corneal";
import { emergencyDescription } from "./service-descriptions/emergency";
import { eyeExaminationsDescription } from "./service-descriptions/eye-examinations";
import { glaucomaDescription } from "./service-descriptions/glaucoma";
import { lasikSurgeryDescription } from "./service-descriptions/lasik-surgery-anantapur";
import { pediatricDescription } from "./service-descriptions/pediatric";
import { refractiveErrorDescription } from "./service-descriptions/refractive-error";
import { retinaDescription } from "./service-descriptions/retina";
import { seniorsDescription } from "./service-descriptions/seniors";

export { serviceExtraImages, serviceExtras, type ServiceExtras } from "./service-descriptions/extras";

/**
 * Telugu twin of ~/content/service-descriptions: the service page bodies for the /te pages, under the same slugs.
 * Only the service route's loader imports this module.
 */
export const serviceDescriptions: Record<ServiceSlug, Block[]> = {
  "eye-examinations": eyeExaminationsDescription,
  cataract: cataractDescription,
  "refractive-error": refractiveErrorDescription,
  glaucoma: glaucomaDescription,
  retina: retinaDescription,
  corneal: cornealDescription,
  pediatric: pediatricDescription,
  emergency: emergencyDescription,
  seniors: seniorsDescription,
  "lasik-surgery-anantapur": lasikSurgeryDescription,
};
