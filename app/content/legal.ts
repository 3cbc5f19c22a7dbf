import { site } from "./site";

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

export const privacyPolicy: LegalPage = {
  title: "Privacy Policy",
  updated: "2026-11-01",
  intro: `This page explains what ${site.name} does with the details you give us through this website. In short: we use them only to arrange your care, we do not sell or share them, and you can ask us to delete them.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "When you ask for an appointment, the form sends us your name, phone number, preferred date and any message you write.",
        "When you use the contact form, it sends your name, e-mail address, phone number, subject, the service you chose and your message.",
        "We do not ask for, and this website does not keep, your medical records. Your eye reports and treatment notes stay in the hospital's own patient files, not on the website.",
      ],
    },
    {
      heading: "Why we collect it",
      paragraphs: [
        "The details go to the hospital's own server and are stored there so that our staff can call you back, confirm your appointment or answer your question. We use them only to arrange your care.",
        "We do not sell your details, share them with other companies, or use them for advertising.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep form messages for up to 2 years, so that we can look back if you contact us again about the same problem. After that we delete them.",
        "Like most websites, our server may keep short technical logs, such as the time of a visit and the type of browser, to keep the site working and safe. We do not use them to follow you or for advertising.",
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
      heading: "Seeing, correcting or deleting your details",
      paragraphs: [
        `You can ask us what details we hold about you, ask us to correct them, or ask us to delete them. To do this, ${contactLine}. We will do it as soon as we reasonably can and tell you when it is done.`,
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: ["If we change how we handle your details, we will update this page and the date at the top."],
    },
  ],
  keywords: [`${site.name} privacy policy`, "patient data privacy Anantapur", "eye hospital appointment form privacy"],
  metaDescription: `How ${site.name} uses what you send through its booking and contact forms: only to arrange your care, never sold, deleted on request.`,
};

export const termsOfService: LegalPage = {
  title: "Terms of Service",
  updated: "2026-11-01",
  intro: `These terms apply when you use the ${site.name} website, including the pages of ${site.opticalsName}. By using the website, you accept them.`,
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
        `If you have an eye injury, a chemical splash, sudden loss of sight or severe eye pain, call us on ${site.phone.display} or come to the hospital straight away. Do not use a website form and wait for a reply.`,
        "After a chemical splash, first wash the eye with plenty of clean water for 15 to 20 minutes, then come in.",
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
        `These terms are governed by the laws of India. Any dispute about this website will be heard by the courts in ${site.address.district}, ${site.address.region}.`,
      ],
    },
    {
      heading: "Questions",
      paragraphs: [`If you have a question about these terms, ${contactLine}.`],
    },
  ],
  keywords: [`${site.name} terms of service`, "website terms eye hospital Anantapur", "appointment request terms"],
  metaDescription: `Terms for using the ${site.name} website: general information, not a diagnosis; appointment requests, 'from' prices and emergencies.`,
};
