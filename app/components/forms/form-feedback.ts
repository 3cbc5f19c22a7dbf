import { showToast } from "~/components/ui/toast";
import type { HospitalContact } from "~/content/hospital-contact";
import type { Lang } from "~/i18n/lang";
import type { SubmitResult } from "~/lib/post-request";

/** The forms' error toasts in both languages ("{minutes}" and "{phone}" are filled in below). */
const TOAST_WORDS = {
  en: {
    waitMinutes: "Too many requests from this connection; please try again in {minutes} minute(s), or ",
    waitMoment: "Please try again in a moment, or ",
    unavailableTitle: "Your request could not be sent",
    unavailableRest: "call us on {phone} or message us on WhatsApp. Everything you typed is still in the form.",
    whatsappUs: "WhatsApp us",
    invalidTitle: "Please check the highlighted fields",
    invalidDescription: "Some details need a small correction before we can send your request.",
  },
  te: {
    waitMinutes: "ఈ నెట్ కనెక్షన్ నుండి కొద్దిసేపట్లోనే చాలాసార్లు పంపారు; {minutes} నిమిషాలు ఆగి మళ్ళీ పంపండి, లేదా ",
    waitMoment: "కాసేపు ఆగి మళ్ళీ పంపండి, లేదా ",
    unavailableTitle: "మీ వివరాలు పంపలేకపోయాం",
    unavailableRest: "{phone} నంబర్‌కు కాల్ చేయండి లేదా వాట్సాప్‌లో మెసేజ్ చేయండి. మీరు రాసినదంతా ఫారంలోనే ఉంది.",
    whatsappUs: "వాట్సాప్‌లో మెసేజ్ చేయండి",
    invalidTitle: "గుర్తు పెట్టిన వివరాలు సరిచూడండి",
    invalidDescription: "పంపే ముందు కొన్ని వివరాలు కొద్దిగా సరిచేయాలి.",
  },
} as const satisfies Record<Lang, Record<string, string>>;

/**
 * The error toast when a request could not be stored: the patient learns how to reach us right now, by the numbers
 * the page handed the form (`contact`).
 */
export function toastUnavailable(
  result: Extract<SubmitResult, { ok: false; kind: "unavailable" }>,
  contact: HospitalContact,
  lang: Lang = "en",
) {
  const words = TOAST_WORDS[lang];
  const wait = result.retryAfterSeconds
    ? words.waitMinutes.replace("{minutes}", String(Math.ceil(result.retryAfterSeconds / 60)))
    : words.waitMoment;
  showToast({
    variant: "error",
    title: words.unavailableTitle,
    description: `${wait}${words.unavailableRest.replace("{phone}", () => contact.phoneDisplay)}`,
    action: {
      label: words.whatsappUs,
      href: contact.whatsappHref,
    },
    duration: 12000,
  });
}

export function toastInvalid(lang: Lang = "en") {
  const words = TOAST_WORDS[lang];
  showToast({ variant: "error", title: words.invalidTitle, description: words.invalidDescription });
}
