import type { ImageRef } from "../types";

/** Each service's picture, and the shared room and equipment pictures its gallery describes for it. */

const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

function serviceImage(file: string, alt: string): ImageRef {
  return { src: `/images/services/${file}.svg`, alt, width: IMAGE_WIDTH, height: IMAGE_HEIGHT };
}

/** The service's own picture, then the two shared pictures described for this service. */
export function gallery(main: ImageRef, roomAlt: string, equipmentAlt: string): ImageRef[] {
  return [main, serviceImage("consultation-room", roomAlt), serviceImage("diagnostic-equipment", equipmentAlt)];
}

export const eyeExaminationsImage = serviceImage(
  "eye-examinations",
  "A letter chart, a trial frame and a set of trial lenses used in a full eye check-up",
);
export const cataractImage = serviceImage(
  "cataract",
  "Diagram of an eye with a cloudy natural lens next to the same eye with a clear artificial lens after cataract surgery",
);
export const refractiveErrorImage = serviceImage(
  "refractive-error",
  "A pair of glasses: the view through the lenses is sharp while the view around them is blurred",
);
export const glaucomaImage = serviceImage(
  "glaucoma",
  "Diagram of the optic nerve at the back of the eye, showing how raised eye pressure in glaucoma damages it",
);
export const retinaImage = serviceImage(
  "retina",
  "Picture of the retina at the back of the eye, with the macula and blood vessels that diabetes can damage",
);
export const cornealImage = serviceImage(
  "corneal",
  "Side view of the eye showing the cornea, the clear dome-shaped window at the front",
);
export const pediatricImage = serviceImage(
  "pediatric",
  "A smiling young child wearing glasses, with a teddy bear and toy blocks",
);
export const emergencyImage = serviceImage(
  "emergency",
  "First aid for a chemical splash: an eye being flushed with clean running water from the nose side outwards",
);
export const seniorsImage = serviceImage("seniors", "An older couple, the husband wearing spectacles");
export const lasikImage = serviceImage(
  "lasik-surgery-anantapur",
  "Diagram of LASIK: a laser reshaping the cornea so light focuses on the retina without glasses",
);
