import { pageText } from "./page-texts";
import { BOOKING_LABELS } from "~/content/booking-label";
import { breadcrumbWords } from "./breadcrumb-words";
import { site } from "./site";
import { town } from "./place";
import { hasOpticalShop, opticalsName } from "./optical-shop";
import { isLaunchBuild } from "./hospital/fact";

/**
 * Every fixed word of the site's frame and shared parts (header, menus, footer, bottom bar, breadcrumbs, cards,
 * forms, toasts, error pages), in English. The Telugu twin (te/ui.ts) has the same type, so a missing string is a
 * type error. "{n}" in a string is filled in where it is used (see fill()).
 */
export interface UiText {
  skipToContent: string;
  /** The name of the band of the hospital's dated notices at the top of a page. */
  noticesLabel: string;
  /** "Consultation" (contact page, headings). */
  consultation: string;
  /** The wide header's one line of hours, above the menu (it must fit one line beside the phone and controls). */
  topBarHours: string;
  hours: { days: string; sessions: string[]; closed: string };
  opticalsHours: { days: string; sessions: string[]; closed: string };
  tagline: string;
  city: string;
  /** Said after the logo's visible words by screen readers ("Sunrise Eye Anantapur, home page"). */
  homeLinkLabel: string;
  call: string;
  callHospitalOn: string;
  callHospital: string;
  whatsapp: string;
  whatsappUs: string;
  whatsappChat: string;
  whatsappGreeting: string;
  opensInNewTab: string;
  bookAppointment: string;
  bookAnAppointment: string;
  appointmentTab: string;
  submitRequest: string;
  /** Names the OTHER language, in that language: the switch on this language's pages. */
  languageSwitch: { label: string; otherLanguageName: string; abbreviation: string; hrefLang: string; lang: string };
  /** In THIS language: offered on the other language's pages to a visitor who chose this one before. */
  languageSuggestion: string;
  nav: {
    mainLabel: string;
    mobileLabel: string;
    items: Record<
      | "home"
      | "about"
      | "services"
      | "focusOpticals"
      | "doctors"
      | "testimonials"
      | "patientEducation"
      | "contact"
      | "communityOutreach"
      | "aboutUs"
      | "privacyPolicy"
      | "termsOfService",
      string
    >;
    allArticles: string;
    allArticlesShort: string;
    menuTitle: string;
    openMenu: string;
    closeMenu: string;
  };
  bottomBar: { label: string; home: string; services: string; experts: string };
  textSize: { label: string; normal: string; large: string; larger: string; cycle: string };
  footer: {
    about: string;
    quickLinks: string;
    ourServices: string;
    contact: string;
    consultationHours: string;
    rights: string;
    legalLabel: string;
  };
  breadcrumbLabel: string;
  home: string;
  learnMore: string;
  mapTitle: string;
  openInMaps: string;
  medicallyReviewedBy: string;
  lastReviewed: string;
  close: string;
  closeAppointmentForm: string;
  notifications: string;
  notFound: {
    title: string;
    description: string;
    heading: string;
    detail: string;
    pageDetail: string;
    returnHome: string;
  };
  requestReceived: {
    title: string;
    description: string;
    messageSent: string;
    appointmentSubmitted: string;
    messageThanks: string;
    appointmentThanks: string;
    urgent: string;
  };
  /** forbidden: the heading of a staff page an account's role does not open (the reason is the server's). */
  error: { heading: string; detail: string; forbidden: string };
}

const hours = site.consultationHours;

export const ui: UiText = {
  skipToContent: "Skip to content",
  noticesLabel: "Notice from the hospital",
  consultation: "Consultation",
  topBarHours: `Consultation: ${hours.days}, ${hours.sessions.join(" & ")} · ${hours.closed}`,
  hours: { days: hours.days, sessions: [...hours.sessions], closed: hours.closed },
  opticalsHours: {
    days: site.opticalsHours.days,
    sessions: [...site.opticalsHours.sessions],
    closed: site.opticalsHours.closed,
  },
  tagline: site.tagline,
  city: town,
  homeLinkLabel: "home page",
  call: "Call",
  callHospitalOn: `Call ${site.name} on ${site.phone.display}`,
  callHospital: `Call ${site.name}`,
  whatsapp: "WhatsApp",
  whatsappUs: "WhatsApp us",
  whatsappChat: "Chat with us on WhatsApp (opens in a new tab)",
  // The message a WhatsApp chat opens with, on every WhatsApp link and button.
  whatsappGreeting: pageText("page.frame.whatsapp", {
    greeting: `Hello ${site.name}, I would like to book an eye appointment.`,
  }).greeting,
  opensInNewTab: "(opens in a new tab)",
  bookAppointment: "Book Appointment",
  bookAnAppointment: BOOKING_LABELS.en,
  appointmentTab: "Appointment",
  submitRequest: "Submit Request",
  languageSwitch: {
    label: "తెలుగులో చదవండి",
    otherLanguageName: "తెలుగు",
    abbreviation: "తె",
    hrefLang: "te",
    lang: "te",
  },
  languageSuggestion: "You chose English before: read this page in English",
  nav: {
    ...pageText("page.frame.menuControls", {
      mainLabel: "Main",
      mobileLabel: "Mobile",
      allArticles: "All patient education articles",
      allArticlesShort: "All articles",
      menuTitle: "Menu",
      openMenu: "Open menu",
      closeMenu: "Close menu",
    }),
    items: pageText("page.frame.menu", {
      home: "Home",
      about: "About",
      services: "Services",
      // The shop's name; the menus leave its item out when the hospital has no shop.
      focusOpticals: opticalsName,
      // The specification's label; a launch build says "Our Doctor" (IMC regulation 6.1.1: no boasting titles).
      doctors: isLaunchBuild ? "Our Doctor" : "Our Expert",
      testimonials: "Testimonials",
      patientEducation: "Patient Education",
      contact: "Contact",
      communityOutreach: "Community Outreach",
      aboutUs: "About Us",
      privacyPolicy: "Privacy Policy",
      termsOfService: "Terms of Service",
    }),
  },
  bottomBar: pageText("page.frame.bottomBar", {
    label: "Quick actions",
    home: "Home",
    services: "Services",
    experts: isLaunchBuild ? "Doctor" : "Experts",
  }),
  textSize: pageText("page.frame.textSize", {
    label: "Text size",
    normal: "Normal text",
    large: "Large text",
    larger: "Larger text",
    cycle: "Text size: {current}. Change to {next}",
  }),
  footer: pageText("page.frame.footer", {
    about: `Eye care for ${town} and the towns around it${hasOpticalShop ? `, with ${opticalsName} under the same roof` : ""}.`,
    quickLinks: "Quick Links",
    ourServices: "Our Services",
    contact: "Contact",
    consultationHours: "Consultation Hours",
    rights: `© {year} ${site.name}, ${town}. All rights reserved.`,
    legalLabel: "Legal",
  }),
  breadcrumbLabel: breadcrumbWords.en.label,
  home: breadcrumbWords.en.home,
  learnMore: "Learn more",
  mapTitle: `Map showing ${site.name}, {address}`,
  openInMaps: "Open in Google Maps",
  medicallyReviewedBy: "Medically reviewed by",
  lastReviewed: "Last reviewed",
  close: "Close",
  closeAppointmentForm: "Close appointment form",
  notifications: "Notifications",
  notFound: {
    ...pageText("page.notices.notFound", {
      title: "Page Not Found",
      description:
        "This page does not exist. Find eye care services, our doctor and contact details from the home page.",
      detail: "The page you are looking for does not exist.",
      pageDetail:
        "The page you asked for is not here. It may have moved, or the address may have a small typing mistake.",
    }),
    // The specification's words (§ the not-found page): the code's.
    heading: "Oops! Page not found",
    returnHome: "Return to Home",
  },
  requestReceived: {
    ...pageText("page.notices.requestReceived", {
      title: "Request Received",
      description: "Confirmation of your appointment request or message to the hospital.",
      urgent: "If it is urgent, call us on",
    }),
    // The specification's toasts (§5), which the page repeats when the page script did not run: the code's.
    messageSent: "Message Sent",
    appointmentSubmitted: "Appointment Request Submitted",
    messageThanks: "Thank you for contacting us. We will get back to you shortly.",
    appointmentThanks: "We will contact you shortly to confirm your appointment.",
  },
  error: {
    heading: "Something went wrong",
    detail: "Please try again, or call us and we will help you straight away.",
    forbidden: "This page is not open to your account",
  },
};

/** "{name}" placeholders filled from `values`: fill("Call {n}", { n: 3 }). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
