import { editedFaqs } from "~/content/edited-texts";
import { offersContactChoice } from "~/content/hospital/services-offered";
import { contactServiceValues, type ContactService } from "~/lib/contact-services";
import { retentionDays } from "~/content/hospital/data-policy";
import type { FormReply } from "~/lib/form-reply";
import type { ContactFormText, ContactSectionsText, ContactServiceOption } from "../contact";
import type * as en from "../contact";
import { site } from "../site";
import type { FaqItem, PageMetaCopy, TitledIntro, TitledText } from "../types";
import { cityTe, fullAddressTe, nearbyTownsTe, townListTe } from "./hospital-words";
import { hasOpticalShop, opticalsName } from "../optical-shop";
import { outOfHoursInstructionTe } from "./outreach-words";
import { ui } from "./ui";
import { insuranceAt, wordingFor } from "../hospital/choices";
import { closedDaysTe } from "../hospital/open-days";
import { pageText } from "../page-texts";

/** The contact page (/te/contact) in Telugu: the twin of ../contact.ts, same names and types. */

const hours = ui.hours;

export const contactMeta: PageMetaCopy = pageText("telugu.page.contact.contactMeta", {
  title: "మమ్మల్ని సంప్రదించండి",
  description: `${site.name}, ${cityTe}: ఫోన్, వాట్సాప్, ఈమెయిల్, చిరునామా, మ్యాప్, సమయాలు. సందేశం పంపండి, లేదా ఇన్సూరెన్స్ క్లెయిమ్‌కు సహాయం అడగండి.`,
  keywords: [
    `${site.name} ఫోన్ నంబర్`,
    `${cityTe} కంటి ఆసుపత్రి ఫోన్ నంబర్`,
    `${cityTe} కంటి ఆసుపత్రి చిరునామా`,
    `${cityTe} కంటి డాక్టర్ అపాయింట్‌మెంట్`,
    `${cityTe} కంటి ఆసుపత్రి సమయాలు`,
    ...(hasOpticalShop ? [`${opticalsName} ఫోన్`] : []),
    `eye hospital ${site.city} contact`,
  ],
});

export const contactIntro: TitledIntro = pageText("telugu.page.contact.contactIntro", {
  title: "మాతో మాట్లాడండి",
  intro:
    "మీ కళ్ళ గురించి, ఏదైనా చికిత్స గురించి, ధర గురించి లేదా కళ్ళద్దాల గురించి ఏదైనా అడగాలా? మాకు కాల్ చేయండి, వాట్సాప్‌లో మెసేజ్ చేయండి, లేదా కింద ఉన్న ఫారం నింపి పంపండి: మా సిబ్బంది మీకు తిరిగి జవాబు ఇస్తారు. అర్జెంట్ అయితే, రాయకుండా దయచేసి కాల్ చేయండి.",
});

/** The service dropdown's words in Telugu, one per value the contact form accepts (the values stay English). */
const contactServiceLabels: Record<ContactService, string> = {
  cataract: "కంటి శుక్లం (కంట్లో పొర) ఆపరేషన్",
  glaucoma: "గ్లాకోమా (నీటి కాసులు) చికిత్స",
  lasik: "లాసిక్ ఆపరేషన్",
  pediatric: "పిల్లల కంటి వైద్యం",
  diabetic: "షుగర్ ఉన్నవారి కంటి వైద్యం",
  opticals: opticalsName,
  checkup: "కంటి పరీక్ష",
  insurance: "ఇన్సూరెన్స్ సహాయం",
  other: "ఇతర విషయాలు",
};

/** The dropdown's options, in the accepted values' order (the optical shop's only while there is one). */
export const contactServiceOptions: ContactServiceOption[] = contactServiceValues
  .filter(offersContactChoice)
  .filter((value) => hasOpticalShop || value !== "opticals")
  .map((value) => ({ value, label: contactServiceLabels[value] }));

export type { ContactService };

export const contactFormHints: typeof en.contactFormHints = pageText("telugu.page.contact.contactFormHints", {
  namePlaceholder: "ఉదా: లక్ష్మీదేవి",
  emailPlaceholder: "ఉదా: lakshmi@example.com",
  subjectPlaceholder: "ఉదా: శుక్లం గురించి ప్రశ్న",
  messagePlaceholder: "మీరు ఏం తెలుసుకోవాలనుకుంటున్నారో, మీకు ఏ సమయంలో తిరిగి కాల్ చేస్తే వీలో రాయండి.",
  submitLabel: "సందేశం పంపండి",
  sendingLabel: "పంపుతున్నాం…",
});

export const contactFormCopy: ContactFormText = {
  ...contactFormHints,
  formLabel: "సంప్రదింపు ఫారం",
  nameLabel: "పేరు",
  emailLabel: "ఈమెయిల్",
  phoneLabel: "ఫోన్ నంబర్",
  subjectLabel: "విషయం",
  serviceLabel: "సేవ",
  servicePlaceholder: "ఒక సేవను ఎంచుకోండి",
  messageLabel: "సందేశం",
  phonePlaceholder: "+91 98765 43210",
  privacyNotice: {
    text: `మీ పేరు, ఈమెయిల్, ఫోన్ నంబర్, విషయం, సేవ, సందేశం మీకు జవాబు ఇవ్వడానికి మాత్రమే వాడతాం; ${retentionDays} రోజుల తర్వాత వాటిని తొలగిస్తాం.`,
    linkLabel: "గోప్యతా విధానం",
  },
  successToast: {
    title: "మీ సందేశం అందింది",
    description: "మమ్మల్ని సంప్రదించినందుకు ధన్యవాదాలు. త్వరలోనే మీకు జవాబు ఇస్తాం.",
  },
};

/** The first insurance reading: no direct tie-ups, help with reimbursement. */
export const insuranceAssistance: TitledText = pageText("telugu.page.contact.insuranceAssistance", {
  title: "ఇన్సూరెన్స్ క్లెయిమ్‌లో సహాయం",
  text: wordingFor(insuranceAt.noDirectTieUps, {
    noDirectTieUps:
      "ఇన్సూరెన్స్ కంపెనీలతో మాకు నేరుగా ఒప్పందాలు లేవు. అందుకే మీరు ఆసుపత్రిలో డబ్బు కట్టి, తర్వాత మీ ఇన్సూరెన్స్ కంపెనీ నుండి ఆ డబ్బు తిరిగి క్లెయిమ్ చేసుకోవాలి. కాగితాల పనిలో మా సిబ్బంది సహాయం చేస్తారు: క్లెయిమ్ ఫారం నింపడంలో, ఇంకా మీ ఇన్సూరెన్స్ కంపెనీ అడిగే ఒక్కో ఖర్చు విడిగా చూపే బిల్లు, మీ రిపోర్టులు, డిశ్చార్జ్ సమ్మరీ ఇవ్వడంలో.",
    plansAccepted:
      "పలు ఇన్సూరెన్స్ ప్లాన్‌లు మా దగ్గర చెల్లుతాయి. మీ పాలసీ కార్డు లేదా ఈ-కార్డు, ఒక ఫోటో గుర్తింపు కార్డు తీసుకురండి. మీ ప్లాన్‌లో ఏమేం వస్తాయో చూసి, క్లెయిమ్ కాగితాల పనిలో మా సిబ్బంది సహాయం చేస్తారు.",
  }),
});

/**
 * Exactly four questions, as in English. The second carries the specification's other insurance reading
 * ("several plans accepted"), which differs from `insuranceAssistance`. Both readings stand.
 */
/** As written in the repository; the pages read `contactFaqs` (an editor's list over it, decision 0038). */
export const repositoryContactFaqs: FaqItem[] = [
  {
    question: "నా సందేశానికి ఎంత త్వరగా జవాబు వస్తుంది?",
    answer: `మా సిబ్బంది డాక్టర్‌ను కలిసే సమయాల్లో (${hours.days}) సందేశాలు చూస్తారు, సాధారణంగా మరుసటి పని రోజులోపు కాల్ చేస్తారు లేదా జవాబు రాస్తారు. కంటికి దెబ్బ తగలడం లాంటి అర్జెంట్ విషయాలకు జవాబు కోసం ఎదురుచూడకుండా మాకు కాల్ చేయండి. ఉన్నట్టుండి చూపు పోతే, ఇప్పుడే 108కు కాల్ చేయండి, లేదా దగ్గర్లోని అత్యవసర విభాగానికి వెళ్ళండి.`,
  },
  {
    question: "మీ దగ్గర హెల్త్ ఇన్సూరెన్స్ చెల్లుతుందా?",
    answer: wordingFor(insuranceAt.plansAccepted, {
      plansAccepted:
        "అవును, పలు ఇన్సూరెన్స్ ప్లాన్‌లు మా దగ్గర చెల్లుతాయి. మీ పాలసీ కార్డు లేదా ఈ-కార్డు, ఒక ఫోటో గుర్తింపు కార్డు తీసుకురండి. చికిత్సకు ముందే మీ ప్లాన్‌లో ఏమేం వస్తాయో మా రిసెప్షన్ సిబ్బంది చూసి చెబుతారు.",
      noDirectTieUps:
        "ఇన్సూరెన్స్ కంపెనీలతో మాకు నేరుగా ఒప్పందాలు లేవు, కాబట్టి ముందు ఆసుపత్రిలో డబ్బు కట్టాలి. ఆ డబ్బు మీ ఇన్సూరెన్స్ కంపెనీ నుండి తిరిగి రావడానికి కావలసిన బిల్లులు, రిపోర్టులు, ఫారాల్లో మా సిబ్బంది సహాయం చేస్తారు.",
    }),
  },
  {
    question: "దగ్గరి ఊరి నుండి ఆసుపత్రికి ఎలా రావాలి?",
    answer: `${nearbyTownsTe.length ? townListTe(nearbyTownsTe) : "చుట్టుపక్కల ఊర్ల"} నుండి బస్సులన్నీ ${cityTe} ఆర్టీసీ బస్టాండ్‌కు వస్తాయి; అక్కడి నుండి ఆటోలో మా దగ్గరికి రావచ్చు. ఈ పేజీలోని మ్యాప్ చూడండి, లేదా మాకు కాల్ చేస్తే దారి చెబుతాం.`,
  },
  ...(closedDaysTe
    ? [
        {
          question: `${closedDaysTe} తెరిచి ఉంటారా?`,
          answer: `లేదు, ${closedDaysTe} మాకు సెలవు. మేము ${hours.days}, ${hours.sessions.join(", ")} తెరిచి ఉంటాం. ${outOfHoursInstructionTe}`,
        },
      ]
    : []),
];

export const contactFaqs = editedFaqs("telugu.faq.contact", repositoryContactFaqs);

export const callNow: { title: string; text: string; buttonLabel: string } = pageText("telugu.page.contact.callNow", {
  title: "ఎవరితోనైనా నేరుగా మాట్లాడతారా?",
  text: "డాక్టర్‌ను కలిసే సమయాల్లో మాకు కాల్ చేయండి. మా సిబ్బంది మీ ప్రశ్నలకు జవాబు చెబుతారు, మీ అపాయింట్‌మెంట్ బుక్ చేస్తారు, లేదా మీ కళ్ళను ఇప్పుడే చూపించుకోవాల్సి ఉంటే ఏం చేయాలో చెబుతారు.",
  buttonLabel: "ఇప్పుడే కాల్ చేయండి",
});

/** Headings and labels for the contact page's sections. */
export const contactSections: ContactSectionsText = pageText("telugu.page.contact.contactSections", {
  form: {
    title: "మాకు సందేశం పంపండి",
    intro: "* గుర్తు ఉన్న వివరాలు తప్పకుండా నింపండి, అప్పుడే మేము మీకు జవాబు ఇవ్వగలం.",
  },
  details: {
    title: "మమ్మల్ని చేరే దారులు",
    addressLabel: "చిరునామా",
    address: fullAddressTe,
    phoneLabel: "ఫోన్",
    whatsappLabel: "వాట్సాప్",
    whatsappText: "వాట్సాప్‌లో మెసేజ్ చేయండి",
    emailLabel: "ఈమెయిల్",
    hoursLabel: "డాక్టర్‌ను కలిసే సమయాలు",
  },
  map: {
    title: "మా ఆసుపత్రికి దారి",
    intro: "దారి కోసం మీ ఫోన్‌లో మ్యాప్ తెరవండి, లేదా మాకు కాల్ చేస్తే మా సిబ్బంది దారి చెబుతారు.",
  },
  faqs: { title: "చాలామంది అడిగే ప్రశ్నలు" },
});

/** The page's heading when a message sent without JavaScript comes back, for each reason it can come back. */
export const contactProblemHeadings: Record<FormReply["problem"], string> = {
  invalid: "దయచేసి మీ సందేశాన్ని ఒకసారి సరిచూడండి",
  "store-failed": "మీ సందేశాన్ని ఇప్పుడు సేవ్ చేయలేకపోయాం",
  "rate-limited": "మీ సందేశాన్ని ఇప్పుడు తీసుకోలేకపోయాం",
};
