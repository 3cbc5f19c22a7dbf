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

/** How patients can pay: beyond cash, a sample until the hospital confirms its counters and EMI partners. */
export const paymentOptionsFact = sampleAt<{ icon: IconName; title: string; description: string }[]>(
  "paymentOptions",
  [
    {
      icon: "wallet",
      title: "Cash",
      description: "Pay in rupees at the reception counter. You always get a printed receipt.",
    },
    {
      icon: "credit-card",
      title: "Debit and credit cards",
      description: "RuPay, Visa and Mastercard debit and credit cards are accepted at the counter.",
    },
    {
      icon: "rupee",
      title: "UPI",
      description: "Scan the QR code and pay with PhonePe, Google Pay, Paytm or any other UPI app.",
    },
    {
      icon: "calendar",
      title: "EMI for select procedures",
      description:
        "Monthly instalments are available for select procedures such as cataract surgery and LASIK. Ask at the counter which options apply to you.",
    },
    {
      icon: "shield-check",
      title: "Reimbursement help",
      description:
        "If your insurer or employer repays medical bills, our staff fill in and stamp the claim papers and give you every bill and report the claim needs.",
    },
  ],
  "how patients can pay at the counter (cards, UPI, EMI and for which procedures, reimbursement help)",
);
export const paymentOptions = paymentOptionsFact.value;
