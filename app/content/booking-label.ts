import type { Lang } from "~/i18n/lang";

/**
 * A booking button's words when its place gives none (specification §2), in both languages: the only words the
 * buttons' code carries, so they live apart from the rest of the booking copy.
 */
export const BOOKING_LABELS: Record<Lang, string> = {
  en: "Book an Appointment",
  te: "అపాయింట్‌మెంట్ బుక్ చేయండి",
};
