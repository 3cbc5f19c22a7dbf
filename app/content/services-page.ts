import { waysToPayShort } from "./services/payment";
import { offersLaserCorrection } from "./hospital/services-offered";
import { campVisitFact } from "./services/eye-camps";
import type { PageMetaCopy, TitledIntro } from "./types";
import { site } from "./site";
import { district, town } from "./place";
import { EMERGENCY_NUMBER } from "./warning-signs";
import { checkUpPriceAt } from "./hospital/choices";
import { insuranceAt, wordingFor } from "./hospital/choices";
import { prices, rupees } from "./hospital/prices";
import { pageText } from "./page-texts";

/**
 * Words on the services list page (/services) and around every service detail page.
 * Kept apart from ./services so that the pages' scripts carry only these few lines;
 * the service catalogue itself reaches the pages through their loaders.
 */

/** Search metadata for the services list page (/services). */
export const servicesPageMeta: PageMetaCopy = pageText("page.services.servicesPageMeta", {
  title: "Eye Care Services",
  description: `Eye check-ups from ₹${checkUpPriceAt.main}, cataract surgery from ${rupees(prices.cataractFrom)}, glaucoma, retina, children's eye care${offersLaserCorrection ? " and LASIK" : ""} in ${town}. Free eye camps${waysToPayShort ? `, ${waysToPayShort}` : ""}.`,
  keywords: [
    `eye care services ${town}`,
    `eye hospital ${town}`,
    `cataract surgery ${town}`,
    `free eye camp ${district} district`,
    `eye treatment cost ${town}`,
    // The services page states the "plans accepted" reading: its keyword follows the hospital's answer.
    wordingFor(insuranceAt.plansAccepted, {
      plansAccepted: `eye hospital accepting insurance ${town}`,
      noDirectTieUps: `insurance reimbursement help eye hospital ${town}`,
    }),
  ],
});

/** The words of the services list page (te/services-page.ts has the same shape in Telugu). */
export interface ServicesPageCopy {
  title: string;
  intro: string;
  cards: TitledIntro;
  moreServices: { title: string };
  /** `venueLabel` and `whenLabel` are read by screen readers only, beside each camp's venue and day. */
  camps: { eyebrow: string; title: string; intro: string; venueLabel: string; whenLabel: string; note: string };
  insurance: {
    title: string;
    intro: string;
    insurersTitle: string;
    insurersText: string;
    paymentTitle: string;
  };
  cta: { title: string; text: string; callLabel: string };
}

/** Headings and short texts of the services list page; the cards, camps, insurers and payments come from ./services. */
export const servicesPageCopy: ServicesPageCopy = pageText("page.services.servicesPageCopy", {
  title: "Eye Care Services",
  intro: `From a first eye check-up to cataract surgery, everything is done under one roof in ${town}. Choose a service to see what happens, how long it takes and what it costs.`,
  cards: {
    title: "What we treat",
    intro: "Tap a service to read about it in plain words.",
  },
  moreServices: {
    title: "More services",
  },
  camps: {
    eyebrow: "Free for everyone",
    title: "Free eye camps near you",
    // How often and where is the timetable's to say (eye-camps.ts), not this sentence's.
    intro: `Our team travels to the towns below to check eyes free of charge. ${campVisitFact.value}`,
    venueLabel: "Venue",
    whenLabel: "When",
    note: "Camp dates can move around festivals and heavy rain. Call us before you travel to confirm.",
  },
  insurance: {
    title: "Insurance and payment",
    intro: "Clear prices before any test or treatment, and several ways to pay.",
    // The insurance choice's "plans accepted" reading (hospital/choices.ts), worded for each answer.
    ...wordingFor(insuranceAt.plansAccepted, {
      plansAccepted: {
        insurersTitle: "Insurance plans accepted",
        insurersText:
          "Several health insurance plans are accepted, including those below. Bring your policy card or e-card and a photo ID when you come for surgery.",
      },
      noDirectTieUps: {
        insurersTitle: "Help with insurance claims",
        insurersText:
          "We have no direct tie-ups with insurance companies, so you pay at the hospital and claim the money back from your insurer. Our staff will help you with the paperwork.",
      },
    }),
    paymentTitle: "Ways to pay",
  },
  cta: {
    title: "Not sure which service you need?",
    text: "Book a check-up and the doctor will guide you. Our team will call you to confirm a time.",
    callLabel: `Call ${site.phone.display}`,
  },
});

/** The labels around every service detail page (te/services-page.ts has the same shape in Telugu). */
export interface ServiceDetailCopy {
  galleryLabel: string;
  sidebarLabel: string;
  showImage: (index: number, total: number, alt: string) => string;
  allServicesTitle: string;
  contactTitle: string;
  addressLabel: string;
  phoneLabel: string;
  hoursLabel: string;
  callLabel: string;
  bookTitle: string;
  bookText: string;
  bookLabel: (title: string) => string;
  relatedTitle: string;
  /**
   * On the emergency page, in place of every booking button and the booking band (issue 39): an urgent eye problem
   * is never sent to a booked slot. Its buttons are `callLabel` and `directionsLabel`.
   */
  urgentTitle: string;
  urgentText: string;
  directionsLabel: string;
}

/** Labels around every service detail page (/services/{slug}). */
export const serviceDetailCopy: ServiceDetailCopy = pageText("page.services.serviceDetailCopy", {
  galleryLabel: "Pictures",
  sidebarLabel: "Services, urgent care and contact",
  showImage: (index: number, total: number, alt: string) => `Show image ${index} of ${total}: ${alt}`,
  allServicesTitle: "All eye care services",
  contactTitle: "Visit or call us",
  addressLabel: "Address",
  phoneLabel: "Phone",
  hoursLabel: "Consultation hours",
  callLabel: `Call ${site.phone.display}`,
  bookTitle: "Talk to the doctor",
  bookText: "Book a consultation and our team will call you to confirm a time that suits you.",
  bookLabel: (title: string) => `Book a ${title} Consultation`,
  relatedTitle: "Related Services",
  urgentTitle: "Do not wait for an appointment",
  urgentText: `Call us on your way and come to the hospital today. Outside consultation hours, go to the nearest emergency department. For sudden loss of sight or signs of a stroke, call ${EMERGENCY_NUMBER} now.`,
  directionsLabel: "Get directions",
});
