/**
 * The hospital's identity, in one place.
 *
 * PLACEHOLDERS: the specification does not give the hospital's name, numbers,
 * address details or web address. Every value marked PLACEHOLDER below is a
 * plausible stand-in. Replace them here and the whole site (pages, footer,
 * metadata, structured data, sharing images, sitemap) follows.
 */

export const site = {
  /** PLACEHOLDER: the hospital's name as patients know it. */
  name: "Sunrise Eye Hospital",
  shortName: "Sunrise Eye",
  /** The attached optical shop (name given by the specification). */
  opticalsName: "Focus Opticals",
  tagline: "We Value Your Vision",
  city: "Anantapur",
  /** PLACEHOLDER: public web address used for canonical URLs, sitemap and sharing links. Override at build time with SITE_ORIGIN. */
  origin: (typeof __SITE_ORIGIN__ === "string" && __SITE_ORIGIN__) || "https://www.sunriseeyehospital.example",
  phone: {
    /** PLACEHOLDER: the number every call button dials (E.164). */
    dial: "+919440012345",
    /** How the dialled number is written for people. */
    display: "+91 94400 12345",
    /**
     * PLACEHOLDER: the contact page shows a display-only phone text that differs
     * from the dialled number, as the specification records. Both are kept.
     */
    contactPageDisplay: "+91 8554 000 000",
  },
  /** PLACEHOLDER: WhatsApp number, digits only with country code. */
  whatsapp: "919440012345",
  /** PLACEHOLDER */
  email: "care@sunriseeyehospital.example",
  address: {
    /** PLACEHOLDER street address. */
    street: "12-3-45, Subash Road, near Clock Tower",
    locality: "Anantapur",
    district: "Anantapur",
    region: "Andhra Pradesh",
    regionCode: "IN-AP",
    postalCode: "515001",
    country: "IN",
    countryName: "India",
  },
  /** Approximate centre of Anantapur town. PLACEHOLDER: replace with the building's coordinates. */
  geo: { latitude: 14.6819, longitude: 77.6006 },
  /** Visible consultation hours (specification §9). */
  consultationHours: {
    days: "Monday to Saturday",
    sessions: ["10:00 AM – 2:00 PM", "6:00 PM – 8:00 PM"],
    closed: "Sunday holiday",
  },
  /** Visible opticals hours (specification §9). */
  opticalsHours: {
    days: "Monday to Saturday",
    sessions: ["10:00 AM – 8:00 PM"],
    closed: "Sunday holiday",
  },
  /**
   * The second reading of the hours that the specification keeps: structured data
   * and the opticals page state 09:00–18:00, Monday to Saturday. Both readings stand.
   */
  structuredDataHours: {
    opens: "09:00",
    closes: "18:00",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
  priceRange: "₹500 – ₹25,000",
  rating: { value: 4.8, count: 146 },
  foundedYears: "15+",
  servedTowns: ["Anantapur", "Kadiri", "Dharmavaram", "Hindupur", "Guntakal", "Tadipatri", "Gooty"],
  serviceRadiusKm: 50,
  /** PLACEHOLDER: lead doctor (managing director and eye specialist). A fictional name. */
  leadDoctor: {
    name: "Dr. Anand Reddy",
    role: "Managing Director & Eye Specialist",
    qualifications: "MBBS, MS (Ophthalmology)",
    experienceYears: "15+",
    cataractSurgeries: "5,000+",
  },
  links: {
    /** PLACEHOLDER: the search engine review page where patients leave a review. */
    reviewSearch: "https://g.page/r/sunrise-eye-hospital-anantapur/review",
    /** PLACEHOLDER: social network page. */
    facebook: "https://www.facebook.com/sunriseeyehospital.anantapur",
    instagram: "https://www.instagram.com/sunriseeyehospital.anantapur",
    youtube: "https://www.youtube.com/@sunriseeyehospital",
  },
  /** Map embed (no API key needed) and the link beside it. */
  map: {
    embedUrl: "https://www.google.com/maps?q=14.6819,77.6006&z=16&output=embed",
    openUrl: "https://www.google.com/maps/search/?api=1&query=14.6819,77.6006",
    host: "https://www.google.com",
  },
  /** PLACEHOLDER: third-party testimonial widget; loaded only when its section scrolls into view. */
  testimonialWidget: {
    scriptUrl: "https://widgets.sociablekit.com/google-reviews/widget.js",
    embedId: "000000",
    hosts: ["https://widgets.sociablekit.com"],
  },
  themeColor: "#0f5e6e",
  locale: "en_IN",
  language: "en-IN",
} as const;

export type Site = typeof site;

export const telHref = `tel:${site.phone.dial}`;
export const whatsappHref = `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(
  `Hello ${site.name}, I would like to book an eye appointment.`,
)}`;
export const mailHref = `mailto:${site.email}`;
export const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;
