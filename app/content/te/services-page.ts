import { waysToPayShortTe } from "../services/payment";
import { offersLaserCorrection } from "~/content/hospital/services-offered";
import type { ServiceDetailCopy, ServicesPageCopy } from "../services-page";
import { site } from "../site";
import { EMERGENCY_NUMBER } from "../warning-signs";
import type { PageMetaCopy } from "../types";
import { campVisitFact } from "./services/eye-camps";
import { cityTe, districtTe } from "./hospital-words";
import { checkUpPriceAt } from "../hospital/choices";
import { insuranceAt, wordingFor } from "../hospital/choices";
import { prices, rupees } from "../hospital/prices";
import { pageText } from "../page-texts";

export type { ServiceDetailCopy, ServicesPageCopy };

/** Words on the services list page (/te/services) and around every service detail page, in Telugu. */

/** Search metadata for the services list page. */
export const servicesPageMeta: PageMetaCopy = pageText("telugu.page.services.servicesPageMeta", {
  title: "కంటి సంరక్షణ సేవలు",
  description: `${cityTe}లో ₹${checkUpPriceAt.main} నుండి కంటి పరీక్ష, ${rupees(prices.cataractFrom)} నుండి శుక్లం ఆపరేషన్, గ్లాకోమా, రెటీనా, పిల్లల కంటి సంరక్షణ${offersLaserCorrection ? ", లాసిక్" : ""}. ఉచిత కంటి శిబిరాలు${waysToPayShortTe ? `; ${waysToPayShortTe}` : ""}.`,
  keywords: [
    `కంటి సేవలు ${cityTe}`,
    `కంటి ఆసుపత్రి ${cityTe}`,
    `శుక్లం ఆపరేషన్ ${cityTe}`,
    `ఉచిత కంటి శిబిరం ${districtTe} జిల్లా`,
    `కంటి చికిత్స ఖర్చు ${cityTe}`,
    wordingFor(insuranceAt.plansAccepted, {
      plansAccepted: "ఇన్సూరెన్స్ తీసుకునే కంటి ఆసుపత్రి",
      noDirectTieUps: "ఇన్సూరెన్స్ డబ్బు తిరిగి పొందడానికి సహాయం చేసే కంటి ఆసుపత్రి",
    }),
    `eye hospital ${site.city}`,
  ],
});

/** Headings and short texts of the services list page; the cards, camps, insurers and payments come from ./services. */
export const servicesPageCopy: ServicesPageCopy = pageText("telugu.page.services.servicesPageCopy", {
  title: "కంటి సంరక్షణ సేవలు",
  intro: `మొదటి కంటి పరీక్ష నుండి కంటి శుక్లం (కంట్లో పొర) ఆపరేషన్ వరకు, అన్నీ ${cityTe}లో ఒకే చోట జరుగుతాయి. ఏం చేస్తారు, ఎంత సేపు పడుతుంది, ఎంత ఖర్చవుతుంది తెలుసుకోవడానికి ఒక సేవను ఎంచుకోండి.`,
  cards: {
    title: "మేము చికిత్స చేసేవి",
    intro: "ఏదైనా సేవను నొక్కితే, దాని గురించి సులభమైన మాటల్లో చదవొచ్చు.",
  },
  moreServices: {
    title: "ఇంకా సేవలు",
  },
  camps: {
    eyebrow: "అందరికీ ఉచితం",
    title: "మీ దగ్గర్లో ఉచిత కంటి శిబిరాలు",
    intro: `మా బృందం కింద చెప్పిన ఊళ్ళకు వచ్చి ఉచితంగా కళ్ళు పరీక్షిస్తుంది. ${campVisitFact.value}`,
    venueLabel: "ఎక్కడ",
    whenLabel: "ఎప్పుడు",
    note: "పండుగలప్పుడు, భారీ వర్షాలప్పుడు శిబిరం తేదీలు మారవచ్చు. బయలుదేరే ముందు మాకు కాల్ చేసి కనుక్కోండి.",
  },
  insurance: {
    title: "ఇన్సూరెన్స్, డబ్బు కట్టడం",
    intro: "ఏ పరీక్షకైనా, చికిత్సకైనా ముందే ధర స్పష్టంగా చెబుతాం; డబ్బు కట్టడానికి చాలా పద్ధతులు ఉన్నాయి.",
    ...wordingFor(insuranceAt.plansAccepted, {
      plansAccepted: {
        insurersTitle: "మేము తీసుకునే ఇన్సూరెన్స్ ప్లాన్లు",
        insurersText:
          "కింద ఉన్నవాటితో సహా చాలా ఆరోగ్య ఇన్సూరెన్స్ ప్లాన్లు తీసుకుంటాం. ఆపరేషన్‌కు వచ్చేటప్పుడు మీ పాలసీ కార్డు లేదా ఈ-కార్డు, ఫోటో ఉన్న గుర్తింపు కార్డు తీసుకురండి.",
      },
      noDirectTieUps: {
        insurersTitle: "ఇన్సూరెన్స్ క్లెయిమ్‌లో సహాయం",
        insurersText:
          "ఇన్సూరెన్స్ కంపెనీలతో మాకు నేరుగా ఒప్పందాలు లేవు. మీరు ఆసుపత్రిలో డబ్బు కట్టి, తర్వాత మీ ఇన్సూరెన్స్ కంపెనీ నుండి క్లెయిమ్ చేసుకోవాలి. కాగితాల పనిలో మా సిబ్బంది సహాయం చేస్తారు.",
      },
    }),
    paymentTitle: "డబ్బు కట్టే పద్ధతులు",
  },
  cta: {
    title: "మీకు ఏ సేవ కావాలో తెలియడం లేదా?",
    text: "కంటి పరీక్షకు బుక్ చేసుకోండి, డాక్టర్ మీకు దారి చూపిస్తారు. సమయం ఖాయం చేయడానికి మా సిబ్బంది మీకు కాల్ చేస్తారు.",
    callLabel: `${site.phone.display}కు కాల్ చేయండి`,
  },
});

/** Labels around every service detail page (/te/services/{slug}). */
export const serviceDetailCopy: ServiceDetailCopy = pageText("telugu.page.services.serviceDetailCopy", {
  galleryLabel: "బొమ్మలు",
  sidebarLabel: "సేవలు, అత్యవసర సహాయం, మమ్మల్ని చేరే వివరాలు",
  showImage: (index: number, total: number, alt: string) => `${total} బొమ్మల్లో ${index}వది చూపించండి: ${alt}`,
  allServicesTitle: "అన్ని కంటి సంరక్షణ సేవలు",
  contactTitle: "మమ్మల్ని కలవండి లేదా కాల్ చేయండి",
  addressLabel: "చిరునామా",
  phoneLabel: "ఫోన్",
  hoursLabel: "డాక్టర్‌ను కలిసే సమయాలు",
  callLabel: `${site.phone.display}కు కాల్ చేయండి`,
  bookTitle: "డాక్టర్‌తో మాట్లాడండి",
  bookText: "అపాయింట్‌మెంట్ బుక్ చేసుకోండి; మీకు వీలైన సమయం ఖాయం చేయడానికి మా సిబ్బంది మీకు కాల్ చేస్తారు.",
  bookLabel: (title: string) => `${title} కోసం అపాయింట్‌మెంట్ బుక్ చేయండి`,
  relatedTitle: "సంబంధిత సేవలు",
  urgentTitle: "అపాయింట్‌మెంట్ కోసం ఆగకండి",
  urgentText: `దారిలో ఉండగానే మాకు కాల్ చేసి, ఈ రోజే ఆసుపత్రికి రండి. డాక్టర్ లేని వేళల్లో, దగ్గర్లోని అత్యవసర విభాగానికి (ఎమర్జెన్సీ) వెళ్ళండి. ఉన్నట్టుండి చూపు పోయినా, పక్షవాతం (స్ట్రోక్) లక్షణాలు కనిపించినా, ఇప్పుడే ${EMERGENCY_NUMBER}కు కాల్ చేయండి.`,
  directionsLabel: "మ్యాప్‌లో దారి చూడండి",
});
