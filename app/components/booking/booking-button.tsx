import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import type { ReactNode } from "react";
import { BOOKING_LABELS } from "~/content/booking-label";
import { BOOKING_PAGE, BOOKING_TRIGGER_ATTRIBUTE, type BookingDialogOptions } from "./booking-trigger";

export const buttonStyles = {
  primary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-600 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-accent-700",
  secondary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-5 py-3 text-base font-semibold text-brand-700 hover:bg-brand-50",
  onDark:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 text-base font-semibold text-brand-800 hover:bg-brand-50",
} as const;

interface BookingButtonProps extends BookingDialogOptions {
  /** Trigger text; defaults to 'Book an Appointment'. */
  label?: string;
  icon?: ReactNode;
  className?: string;
  /** Rendered only in the browser (inside an opened island), where the page script has already run. */
  alreadyUpgraded?: boolean;
}

/**
 * The reusable booking form behind a button: a bottom panel below 768 px, a centred dialog from 768 px.
 * In the HTML it is a link to the booking page, so it works before and without JavaScript; the page script
 * (app/lib/page-enhancements.ts) makes it a button that opens the form in place. For the inline placement
 * render the booking-form island instead.
 */
export function BookingButton({
  label,
  icon,
  className = buttonStyles.primary,
  alreadyUpgraded = false,
  ...options
}: BookingButtonProps) {
  const lang = useLang();
  const asButton = alreadyUpgraded
    ? ({ role: "button", "aria-haspopup": "dialog", "aria-expanded": false } as const)
    : {};
  return (
    <a
      href={localizedPath(BOOKING_PAGE, lang)}
      {...{ [BOOKING_TRIGGER_ATTRIBUTE]: JSON.stringify(options) }}
      {...asButton}
      className={className}
    >
      {icon}
      {label ?? BOOKING_LABELS[lang]}
    </a>
  );
}
