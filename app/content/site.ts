/** The hospital's identity: kept with its other facts in ./hospital (identity.ts), read from here by pages. */
import { site } from "./hospital/identity";

export { site };

export type Site = typeof site;

export const telHref = `tel:${site.phone.dial}`;
export const whatsappHref = `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(
  `Hello ${site.name}, I would like to book an eye appointment.`,
)}`;
export const mailHref = `mailto:${site.email}`;
export const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;
