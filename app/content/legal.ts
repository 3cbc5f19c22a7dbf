import { retentionDays } from "~/content/hospital/data-policy";
import { privacyPracticesFact, privacyResponseDaysFact } from "./hospital/data-policy";
import { site } from "./site";
import { district, town } from "./place";
import { hasOpticalShop, opticalsName } from "./optical-shop";
import { splashFirstAid, strokeWarning } from "./warning-signs";
import { pageText } from "./page-texts";

const practices = privacyPracticesFact.value;
/** How many days the hospital takes at most to answer a privacy request or grievance (a sample until it confirms). */
const responseDays = privacyResponseDaysFact.value;

/** Copy for /privacy-policy and /terms-of-service. Plain words; short sections. */

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalPage {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  intro: string;
  sections: LegalSection[];
  /** At most 155 characters. */
  metaDescription: string;
  keywords: string[];
}

export const legalLabels: { updated: string; contents: string } = {
  updated: "Last updated",
  contents: "On this page",
};

const contactLine = `call ${site.phone.display} or e-mail ${site.email}`;
/** Who answers privacy requests and grievances: a role, not a made-up person (DPDP Act 2023, s. 8(9)). */
const privacyContact = "the hospital's privacy contact (the administrator)";

export const privacyPolicy: LegalPage = pageText("page.legal.privacyPolicy", {
  title: "Privacy Policy",
  updated: "2026-11-27",
  intro: `This page explains what ${site.name} does with the details you send through the forms on this website. In short: we use them only to call you back, arrange your visit or answer your message. We do not sell them, and we share them only with the companies that run this website for us (see "Who sees it"). We erase them after ${retentionDays} days, or sooner if you ask.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "When you ask for an appointment, the booking form sends us your name, phone number, the date you would like to come and any message you write. It also tells us which page you sent it from, and whether you were reading in English or Telugu.",
        "When you use the contact form, it sends us your name, e-mail address, phone number, subject, the service you chose (if any) and your message. It also tells us whether you were reading in English or Telugu.",
        "While a form is being sent, our server briefly remembers your internet address (IP address) in its memory. This stops anyone from sending the same form again and again. The address is not saved with your request.",
        "We do not ask for your medical records through this website. Your eye reports and treatment notes stay in the hospital's own patient files, not on the website.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "We use your details only to call you back, arrange your visit or answer your message. By sending a form, you agree to this.",
        "We do not sell your details. We do not use them for advertising or marketing.",
      ],
    },
    {
      heading: "Who sees it",
      paragraphs: [
        `${practices.storage} A new request may also be sent to the hospital's own e-mail inbox, so that our staff see it quickly.`,
        `${practices.access} Each of them signs in with their own named account. Every change to a request, such as its status or a note about your call, records who made it and when.`,
        "We give your details to no one else, except the companies that run parts of this website for the hospital: the web hosting company whose computers run the site, the e-mail delivery service that carries the hospital's e-mail, and the off-site backup store that keeps the backup copies. They handle your details under contract with the hospital, only to run the site, and may not use them for anything else.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        `We erase each request automatically ${retentionDays} days after we receive it. You can ask us to erase it sooner (see "Your rights" below).`,
        practices.emailCopies,
      ],
    },
    {
      heading: "Backups",
      paragraphs: [
        `${practices.backups} Each backup is deleted once it is more than ${retentionDays} days old. So after a request is erased, its last copy in a backup is gone within ${retentionDays} days too.`,
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You can ask us what details we hold about you, and ask us to correct anything that is wrong.",
        "You can ask us to erase your details. We then erase every request that was sent with your phone number. Our records keep only a note that an erasure was done, not the details that were erased.",
        `To ask, contact ${privacyContact}: ${contactLine}, or speak to us at the front desk. We will do it, and tell you it is done, within ${responseDays} days.`,
      ],
    },
    {
      heading: "Withdrawing your consent",
      paragraphs: [
        "You can take back your agreement for us to use your details at any time, in the same ways: by phone, by e-mail or at the front desk. We will then stop using your details and erase your requests. You can still call us or visit the hospital at any time.",
      ],
    },
    {
      heading: "Complaints",
      paragraphs: [
        `If you are unhappy with how we have handled your details, please tell ${privacyContact} first: ${contactLine}, or speak to us at the front desk. We will reply within ${responseDays} days and try to put it right.`,
        "If you are still not happy, you can complain to the Data Protection Board of India, under India's Digital Personal Data Protection Act, 2023.",
      ],
    },
    {
      heading: "Other services on some pages",
      paragraphs: [
        "This website uses no advertising trackers.",
        "Some pages show a map from Google Maps, and the home page shows patient reviews through a widget run by another company. These load only when the page shows them, and when they load, those companies may receive basic information from your browser, such as your IP address, under their own privacy policies.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: ["If we change how we handle your details, we will update this page and the date at the top."],
    },
  ],
  keywords: [`${site.name} privacy policy`, `patient data privacy ${town}`, "eye hospital appointment form privacy"],
  metaDescription: `How ${site.name} uses what you send through its forms: only to call you back or reply, never sold, erased after ${retentionDays} days or when you ask.`,
});

export const termsOfService: LegalPage = pageText("page.legal.termsOfService", {
  title: "Terms of Service",
  updated: "2026-11-01",
  intro: `These terms apply when you use the ${site.name} website${hasOpticalShop ? `, including the pages of ${opticalsName}` : ""}. By using the website, you accept them.`,
  sections: [
    {
      heading: "Information, not a diagnosis",
      paragraphs: [
        "The information on this website is general and written to help you understand eye problems and treatments. It is not a diagnosis and does not replace an examination by an eye doctor.",
        "Every pair of eyes is different. Please do not start, stop or change any treatment or medicine because of something you read here; ask your doctor first.",
      ],
    },
    {
      heading: "Emergencies",
      paragraphs: [
        `If you have an eye injury, a chemical splash or severe eye pain, call us on ${site.phone.display} or come to the hospital straight away. Do not use a website form and wait for a reply.`,
        strokeWarning.text,
        `After a chemical splash: ${splashFirstAid} Then come in.`,
      ],
    },
    {
      heading: "Appointment requests",
      paragraphs: [
        "Sending the booking form is a request, not a confirmed appointment. Our staff will call you to confirm the day and time. If you do not hear from us, please call.",
      ],
    },
    {
      heading: "Prices",
      paragraphs: [
        "Prices on this website are starting prices ('from'). The final cost depends on what the doctor finds during your examination and the treatment or lenses you choose. We will tell you the cost before any treatment begins.",
      ],
    },
    {
      heading: "Our content",
      paragraphs: [
        `The text, illustrations and design of this website belong to ${site.name}. You may share links to our pages and print articles for your own use, but please do not copy them to another website or use them for business without our written permission.`,
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: [
        "Some links open other websites, such as maps, review pages and social networks. We do not control those websites and are not responsible for their content.",
      ],
    },
    {
      heading: "Law and courts",
      paragraphs: [
        `These terms are governed by the laws of India. Any dispute about this website will be heard by the courts in ${district}, ${site.address.region}.`,
      ],
    },
    {
      heading: "Questions",
      paragraphs: [`If you have a question about these terms, ${contactLine}.`],
    },
  ],
  keywords: [`${site.name} terms of service`, `website terms eye hospital ${town}`, "appointment request terms"],
  metaDescription: `Terms for using the ${site.name} website: general information, not a diagnosis; appointment requests, 'from' prices and emergencies.`,
});
