import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import type { ModalPlacement } from "~/components/ui/modal";
import { BOOKING_TRIGGER_LABEL } from "~/content/booking";

const loadBookingModal = () => import("./booking-modal");
const BookingModal = lazy(loadBookingModal);

export const buttonStyles = {
  primary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-600 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-accent-700",
  secondary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-5 py-3 text-base font-semibold text-brand-700 hover:bg-brand-50",
  onDark:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 text-base font-semibold text-brand-800 hover:bg-brand-50",
} as const;

interface BookingButtonProps {
  /** Trigger text; defaults to 'Book an Appointment'. */
  label?: string;
  icon?: ReactNode;
  title?: string;
  hideTitle?: boolean;
  placement?: ModalPlacement;
  submitLabel?: string;
  source?: string;
  className?: string;
}

/**
 * The reusable booking form behind a button: a bottom panel below 768 px, a centred dialog from 768 px.
 * The form's code loads on demand; for the inline placement render <BookingForm /> directly.
 */
export function BookingButton({
  label = BOOKING_TRIGGER_LABEL,
  icon,
  title,
  hideTitle,
  placement = "responsive",
  submitLabel,
  source,
  className = buttonStyles.primary,
}: BookingButtonProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={() => void loadBookingModal()}
        onFocus={() => void loadBookingModal()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {icon}
        {label}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <BookingModal
            open={open}
            onOpenChange={setOpen}
            title={title}
            hideTitle={hideTitle}
            placement={placement}
            submitLabel={submitLabel}
            source={source}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
