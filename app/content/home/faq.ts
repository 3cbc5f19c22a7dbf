import { paymentSentence } from "../services/payment";
import { editedFaqs } from "~/content/edited-texts";
import { site } from "../site";
import type { FaqItem } from "../types";
import { checkUpPriceAt } from "../hospital/choices";
import { takesScans } from "../hospital/equipment";
import { insuranceAt, wordingFor } from "../hospital/choices";
import { prices, rupees } from "../hospital/prices";
import { pageText } from "../page-texts";

/** Exactly five questions, each expandable on the home page. */
export const homeFaqSection: { title: string; intro: string; moreLabel: string; moreLink: string } = pageText(
  "page.home.homeFaqSection",
  {
    title: "Questions patients often ask",
    intro: "Quick answers to what people ask us most before their first visit.",
    moreLabel: "Ask us anything else",
    moreLink: "/contact",
  },
);

/** As written in the repository; the pages read `homeFaqs` (an editor's list over it, decision 0038). */
export const repositoryHomeFaqs: FaqItem[] = [
  {
    question: "Do I need an appointment?",
    answer: `Walk-in patients are seen during consultation hours, but booking ahead means a shorter wait. Book online, call ${site.phone.display}, or send us a WhatsApp message.`,
  },
  {
    question: "How much does an eye check-up cost?",
    answer: `An eye check-up starts from ₹${checkUpPriceAt.main}. If you need extra tests${takesScans ? ", such as a scan of the back of the eye," : ""} we will tell you the price before we do them.${paymentSentence ? ` ${paymentSentence}` : ""}`,
  },
  {
    question: "Is cataract surgery painful, and how long does it take?",
    answer: `Most people feel little or no pain. The eye is numbed with drops or a small injection, so most people feel only a light pressure. Like every operation it has some risks, which our cataract page explains. The surgery takes about 15 to 20 minutes per eye, and you will be at the centre for 2 to 3 hours in total. You go home the same day. Cataract surgery starts from ${rupees(prices.cataractFrom)}.`,
  },
  {
    question: "Do you accept insurance?",
    answer: wordingFor(insuranceAt.noDirectTieUps, {
      noDirectTieUps:
        "We have no direct tie-ups with insurance companies, so you pay at the hospital first. Our staff will help you prepare the bills, reports and forms your insurer needs to pay you back.",
      plansAccepted:
        "Yes, we accept several insurance plans. Bring your policy card or e-card and a photo ID, and our front desk will check what your plan covers before your treatment.",
    }),
  },
  {
    question: "Will my eyes be dilated? Can I drive afterwards?",
    answer:
      "For a full check-up we usually put in drops that widen the pupil so the doctor can see the back of the eye. Your vision will be blurred and bright light will feel harsh for about 4 to 6 hours. Do not drive or ride a two-wheeler until it clears; come with someone or take an auto home.",
  },
];

export const homeFaqs = editedFaqs("faq.home", repositoryHomeFaqs);
