/** The hospital's identity: kept with its other facts in ./hospital (identity.ts), read from here by pages. */
import { site } from "./hospital/identity";

export { site };

export type Site = typeof site;

export const telHref = `tel:${site.phone.dial}`;
export const mailHref = `mailto:${site.email}`;
/** Directions to the hospital from where the visitor is, in Google Maps (the home page's map, the emergency page). */
export const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${site.geo.latitude},${site.geo.longitude}`;
export const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;
