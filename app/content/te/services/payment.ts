import { sampleAt } from "../../hospital/fact";
import {
  offersPayment,
  paymentOptionsFact as paymentOptionsFactEn,
  type PaymentOption as PaymentOptionEn,
} from "../../services/payment";
import type { IconName } from "../../types";

/** The insurers: company names, written as the companies write them, on both editions. */
export { insurers, insurersFact } from "../../services/payment";

type PaymentOption = { icon: IconName; title: string; description: string };

/**
 * Each English way to pay's icon, in the repository's English order (cash, cards, UPI, EMI, reimbursement). Which of
 * them the hospital offers is the English list's answer (`offered`), so the Telugu page follows it.
 */
const icon = (index: number): IconName =>
  (paymentOptionsFactEn.repositoryValue as PaymentOptionEn[] | undefined)?.[index]?.icon ?? "wallet";

/** How patients can pay, in Telugu: a sample like the English one, until the hospital confirms it. */
export const paymentOptionsFact = sampleAt<PaymentOption[]>(
  "telugu.paymentOptions",
  [
    {
      icon: icon(0),
      title: "నగదు",
      description: "రిసెప్షన్ కౌంటర్‌లో రూపాయల్లో కట్టండి. ప్రతిసారీ ప్రింట్ చేసిన రసీదు ఇస్తాం.",
    },
    {
      icon: icon(1),
      title: "డెబిట్, క్రెడిట్ కార్డులు",
      description: "రూపే, వీసా, మాస్టర్‌కార్డ్ డెబిట్, క్రెడిట్ కార్డులు కౌంటర్‌లో తీసుకుంటాం.",
    },
    {
      icon: icon(2),
      title: "యూపీఐ",
      description: "క్యూఆర్ కోడ్ స్కాన్ చేసి ఫోన్‌పే, గూగుల్ పే, పేటీఎం లేదా ఏ యూపీఐ యాప్‌తోనైనా కట్టండి.",
    },
    {
      icon: icon(3),
      title: "కొన్ని చికిత్సలకు నెలవారీ వాయిదాలు (EMI)",
      description: "శుక్లం ఆపరేషన్, లాసిక్ లాంటి కొన్ని చికిత్సలకు నెలవారీ వాయిదాల్లో కట్టే వీలుంది. మీకు ఏవి వర్తిస్తాయో కౌంటర్‌లో అడగండి.",
    },
    {
      icon: icon(4),
      title: "ఇన్సూరెన్స్ డబ్బు తిరిగి పొందడానికి (రీయింబర్స్‌మెంట్) సహాయం",
      description:
        "మీ ఇన్సూరెన్స్ కంపెనీ గానీ మీరు పనిచేసే సంస్థ గానీ వైద్య ఖర్చులు తిరిగి ఇస్తే, క్లెయిమ్ కాగితాలను మా సిబ్బంది నింపి, స్టాంప్ వేసి ఇస్తారు; క్లెయిమ్‌కు కావాల్సిన ప్రతి బిల్లు, రిపోర్టు మీకు ఇస్తాం.",
    },
  ],
  paymentOptionsFactEn.supply ?? "",
);
export const paymentOptions: PaymentOptionEn[] = paymentOptionsFact.value
  .filter((option) => offersPayment(option.icon))
  .map((option) => ({ ...option, offered: true }));
