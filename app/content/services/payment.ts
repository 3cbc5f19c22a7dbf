import { sampleAt } from "../hospital/fact";
import type { IconName } from "../types";
import { insuranceAt, wordingFor } from "../hospital/choices";

/** Services-page reading: several plans accepted (elsewhere: no direct tie-ups, help with reimbursement). */
export const insurersFact = sampleAt<string[]>(
  "insurers",
  ["Star Health", "ICICI Lombard", "HDFC ERGO", "Niva Bupa", "Care Health Insurance", "New India Assurance"],
  "the insurance companies the hospital actually has cashless or reimbursement arrangements with",
);
/** The insurers the services page lists: none once the hospital answers that it has no direct tie-ups. */
export const insurers: string[] = wordingFor(insuranceAt.plansAccepted, {
  plansAccepted: insurersFact.value,
  noDirectTieUps: [],
});

/** One way to pay, with whether the hospital offers it (an editor unticks what it does not: issue 39, item 10). */
export interface PaymentOption {
  icon: IconName;
  title: string;
  description: string;
  offered: boolean;
}

/** How patients can pay: beyond cash, a sample until the hospital confirms its counters and EMI partners. */
export const paymentOptionsFact = sampleAt<PaymentOption[]>(
  "paymentOptions",
  [
    {
      icon: "wallet",
      title: "Cash",
      description: "Pay in rupees at the reception counter. You always get a printed receipt.",
      offered: true,
    },
    {
      icon: "credit-card",
      title: "Debit and credit cards",
      description: "RuPay, Visa and Mastercard debit and credit cards are accepted at the counter.",
      offered: true,
    },
    {
      icon: "rupee",
      title: "UPI",
      description: "Scan the QR code and pay with PhonePe, Google Pay, Paytm or any other UPI app.",
      offered: true,
    },
    {
      icon: "calendar",
      title: "EMI for select procedures",
      description:
        "Monthly instalments are available for select procedures such as cataract surgery and LASIK. Ask at the counter which options apply to you.",
      offered: true,
    },
    {
      icon: "shield-check",
      title: "Reimbursement help",
      description:
        "If your insurer or employer repays medical bills, our staff fill in and stamp the claim papers and give you every bill and report the claim needs.",
      offered: true,
    },
  ],
  "how patients can pay at the counter (cards, UPI, EMI and for which procedures, reimbursement help)",
);
/** The ways to pay the hospital offers: the pages list these and say nothing of the others. */
export const paymentOptions = paymentOptionsFact.value.filter((option) => option.offered);

/** Whether the hospital offers the way to pay with this icon (cash "wallet", cards, UPI "rupee", EMI "calendar"). */
export const offersPayment = (icon: IconName) => paymentOptions.some((option) => option.icon === icon);

/** The counter's ways to pay in a short list, in English: "cash, card or UPI". */
function waysToPay(words: Record<"wallet" | "credit-card" | "rupee", string>, or: string): string {
  const ways = (["wallet", "credit-card", "rupee"] as const).filter(offersPayment).map((icon) => words[icon]);
  return ways.length <= 1 ? (ways[0] ?? "") : `${ways.slice(0, -1).join(", ")}${or}${ways.at(-1)}`;
}

/**
 * The one sentence the home and about pages say about paying (English): built from the answers, so that "EMI" is
 * never said once the hospital unticks it.
 */
export const paymentSentence = (() => {
  const ways = waysToPay({ wallet: "cash", "credit-card": "card", rupee: "UPI" }, " or ");
  const emi = offersPayment("calendar") ? ", with EMI for select procedures" : "";
  return ways ? `Pay by ${ways}${emi}.` : "";
})();

/** The same in Telugu (its own words; the answers are the English list's). */
export const paymentSentenceTe = (() => {
  const ways = waysToPay({ wallet: "నగదు", "credit-card": "కార్డు", rupee: "యూపీఐ" }, " లేదా ");
  const emi = offersPayment("calendar") ? "; కొన్ని చికిత్సలకు నెలవారీ వాయిదాలు (EMI) కట్టే వీలుంది" : "";
  return ways ? `${ways} ద్వారా చెల్లించవచ్చు${emi}.` : "";
})();

/** The short forms: "cash, cards and UPI" (English) for descriptions and lists. */
export const waysToPayShort = waysToPay({ wallet: "cash", "credit-card": "cards", rupee: "UPI" }, " and ");
export const waysToPayShortTe = waysToPay({ wallet: "నగదు", "credit-card": "కార్డులు", rupee: "యూపీఐ" }, ", ");

/** What structured data says is accepted (schema.org's paymentAccepted: a free text). */
export const paymentAccepted = [
  ...(offersPayment("wallet") ? ["Cash"] : []),
  ...(offersPayment("credit-card") ? ["Credit Card", "Debit Card"] : []),
  ...(offersPayment("rupee") ? ["UPI"] : []),
].join(", ");
