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
import type { ServiceSlug } from "./services/service";
import type { Block } from "./types";

export { serviceExtraImages, serviceExtras, type ServiceExtras } from "./service-descriptions/extras";

/**
 * Service page bodies, kept apart from ./services so that pages listing services do not ship them.
 * Only the service route's loader imports this module.
 * Each service's body is its own module in ./service-descriptions/; this one puts them under their slugs.
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
