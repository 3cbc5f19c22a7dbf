import { editedFaqs } from "~/content/edited-texts";
import { offersContactChoice } from "./hospital/services-offered";
import { contactServiceValues, type ContactService } from "~/lib/contact-services";
import { retentionDays } from "~/content/hospital/data-policy";
import type { FormReply } from "~/lib/form-reply";
import { formProblemHeading } from "./form-problems";
import { fullAddress, site } from "./site";
import { nearbyTowns, town, townList } from "./place";
import { hasOpticalShop, opticalsName } from "./optical-shop";
import type { FaqItem, PageMetaCopy, RequestFormWords, TitledIntro, TitledText } from "./types";
import { outOfHoursInstruction } from "./warning-signs";
import { insuranceAt, wordingFor } from "./hospital/choices";
import { closedDaysEn } from "./hospital/open-days";
import { pageText } from "./page-texts";

/** Copy for the contact page (/contact). Components render these values; they hold no sentences of their own. */

export const contactMeta: PageMetaCopy = pageText("page.contact.contactMeta", {
  title: "Contact Us",
  description: `Contact ${site.name}, ${town}: phone, WhatsApp, e-mail, address, map and hours. Send a message or ask for help with insurance claims.`,
  keywords: [
    `contact ${site.name}`,
    `eye hospital ${town} phone number`,
    `eye hospital address ${town}`,
    `eye doctor appointment ${town}`,
    `eye clinic timings ${town}`,
    ...(hasOpticalShop ? [`${opticalsName} contact`] : []),
  ],
});

export const contactIntro: TitledIntro = pageText("page.contact.contactIntro", {
  title: "Get in touch",
  intro: `Have a question about your eyes, a treatment, a price or a pair of glasses? Call us, send a WhatsApp message, or write to us with the form below and our staff will get back to you. If it is urgent, please call rather than write.`,
});

/** The service dropdown's words (specification §2), one per value the contact form accepts (lib/requests.ts). */
const contactServiceLabels: Record<ContactService, string> = {
  cataract: "Cataract Surgery",
  glaucoma: "Glaucoma Treatment",
  lasik: "LASIK Surgery",
  pediatric: "Children's Eye Care",
  diabetic: "Diabetic Eye Care",
  opticals: opticalsName,
  checkup: "Eye Check-up",
  insurance: "Insurance Help",
  other: "Other",
};

/** The dropdown's options, in the accepted values' order. */
export const contactServiceOptions: ContactServiceOption[] = contactServiceValues
  .filter(offersContactChoice)
  // No optical shop, no choice of it (its label would be empty).
  .filter((value) => value !== "opticals" || hasOpticalShop)
  .map((value) => ({ value, label: contactServiceLabels[value] }));

export type { ContactService };

/** One option of the service dropdown: the value the form sends, and its words. */
export interface ContactServiceOption {
  value: ContactService;
  label: string;
}

/** The contact form's words (the form is an island: they travel to it as props). */
export interface ContactFormText extends RequestFormWords {
  /** The form's accessible name; the form says "Contact form" when it is not given. */
  formLabel?: string;
  emailLabel: string;
  emailPlaceholder: string;
  subjectLabel: string;
  subjectPlaceholder: string;
  serviceLabel: string;
  servicePlaceholder: string;
}

/**
 * The contact form's hints an editor may change (decision 0067); the fields' names, 'Select a service' and the
 * toast are the specification's (§3, §5), the privacy notice the law's: the code's.
 */
export const contactFormHints = pageText("page.contact.contactFormHints", {
  namePlaceholder: "e.g. Sunitha Naidu",
  emailPlaceholder: "e.g. sunitha@example.com",
  subjectPlaceholder: "e.g. Cataract question",
  messagePlaceholder: "Tell us what you would like to know, and the best time to call you back.",
  submitLabel: "Send Message",
  sendingLabel: "Sending…",
});

export const contactFormCopy: ContactFormText = {
  ...contactFormHints,
  nameLabel: "Full Name",
  emailLabel: "Email",
  phoneLabel: "Phone Number",
  phonePlaceholder: "+91 98765 43210",
  subjectLabel: "Subject",
  serviceLabel: "Service",
  servicePlaceholder: "Select a service",
  messageLabel: "Message",
  privacyNotice: {
    text: `We use your name, e-mail, phone number, subject, service and message only to answer you, and erase them after ${retentionDays} days.`,
    linkLabel: "Privacy policy",
  },
  successToast: {
    title: "Message Sent",
    description: "Thank you for contacting us. We will get back to you shortly.",
  },
};

/** The first insurance reading: no direct tie-ups, help with reimbursement. */
export const insuranceAssistance: TitledText = pageText("page.contact.insuranceAssistance", {
  title: "Help with insurance claims",
  text: wordingFor(insuranceAt.noDirectTieUps, {
    noDirectTieUps:
      "We have no direct tie-ups with insurance companies, so you pay at the hospital and claim the money back from your insurer. Our staff will help you with the paperwork: filling in the claim form, and giving you an itemised bill, your reports and the discharge summary your insurer asks for.",
    plansAccepted:
      "We accept several insurance plans. Bring your policy card or e-card and a photo ID, and our staff will check what your plan covers and help you with the claim papers: an itemised bill, your reports and the discharge summary.",
  }),
});

/**
 * Exactly four questions. The second carries the specification's other insurance
 * reading ("several plans accepted"), which differs from `insuranceAssistance`. Both readings stand.
 */
/** As written in the repository; the pages read `contactFaqs` (an editor's list over it, decision 0038). */
export const repositoryContactFaqs: FaqItem[] = [
  {
    question: "How soon will you reply to my message?",
    answer: `Our staff read messages during consultation hours (${site.consultationHours.days}) and usually call or write back within one working day. For anything urgent, such as an eye injury, please call us instead of waiting for a reply. For sudden loss of sight, call 108 or go to the nearest emergency department now.`,
  },
  {
    question: "Do you accept health insurance?",
    answer: wordingFor(insuranceAt.plansAccepted, {
      plansAccepted:
        "Yes, we accept several insurance plans. Bring your policy card or e-card and a photo ID, and our front desk will check what your plan covers before your treatment.",
      noDirectTieUps:
        "We have no direct tie-ups with insurance companies, so you pay at the hospital first. Our staff will help you with the bills, reports and forms your insurer needs to pay you back.",
    }),
  },
  {
    question: "How do I reach the hospital from a nearby town?",
    answer: `Buses from ${nearbyTowns.length > 1 ? `${townList(nearbyTowns)} all` : nearbyTowns.length ? nearbyTowns[0] : "nearby towns"} run to the ${town} bus stand, and an auto from there will bring you to us. Use the map on this page, or call us and we will guide you.`,
  },
  // The days it is closed (issue 40: the specification's Sunday, or an editor's days); none, no question.
  ...(closedDaysEn
    ? [
        {
          // "Are you open on Sundays?", "… on Thursdays and Sundays?"
          question: `Are you open on ${closedDaysEn.replace(/day\b/g, "days")}?`,
          answer: `No, ${closedDaysEn} is our holiday. We are open ${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")}. ${outOfHoursInstruction}`,
        },
      ]
    : []),
];

export const contactFaqs = editedFaqs("faq.contact", repositoryContactFaqs);

export const callNow: { title: string; text: string; buttonLabel: string } = pageText("page.contact.callNow", {
  title: "Would you rather talk to someone?",
  text: "Call us during consultation hours and our staff will answer your questions, book your visit, or tell you what to do if your eyes need attention now.",
  buttonLabel: "Call Now",
});

/** Headings and labels for the contact page's sections. */
export interface ContactSectionsText {
  form: TitledIntro;
  details: {
    title: string;
    addressLabel: string;
    /** The address line under the hospital's name. */
    address: string;
    phoneLabel: string;
    whatsappLabel: string;
    whatsappText: string;
    emailLabel: string;
    hoursLabel: string;
  };
  map: TitledIntro;
  faqs: { title: string };
}

export const contactSections: ContactSectionsText = pageText("page.contact.contactSections", {
  form: {
    title: "Send us a message",
    intro: "Fields marked * are needed so that we can reply to you.",
  },
  details: {
    title: "Contact details",
    addressLabel: "Address",
    address: fullAddress,
    phoneLabel: "Phone",
    whatsappLabel: "WhatsApp",
    whatsappText: "Message us on WhatsApp",
    emailLabel: "E-mail",
    hoursLabel: "Consultation hours",
  },
  map: {
    title: "Find us",
    intro: "Open the map on your phone for directions, or call us and our staff will guide you.",
  },
  faqs: { title: "Questions people often ask" },
});

/** The page's heading when a message sent without JavaScript comes back, for each reason it can come back. */
export const contactProblemHeadings: Record<FormReply["problem"], string> = {
  invalid: formProblemHeading("contact", { problem: "invalid", values: {}, errors: {} }),
  "store-failed": formProblemHeading("contact", { problem: "store-failed", values: {}, errors: {} }),
  "rate-limited": formProblemHeading("contact", { problem: "rate-limited", values: {}, errors: {} }),
};
