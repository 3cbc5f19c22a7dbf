import type { ReactNode } from "react";
import { mountDetachedIsland } from "~/components/islands/hydrate";
import BookingModal from "./booking-modal";
import type { BookingDialogOptions } from "./booking-trigger";

let show: ((content: ReactNode) => void) | null = null;

/**
 * Opens the booking form for a booking button, in a React root of its own (loaded on the first booking tap).
 * The button's aria-expanded follows the dialog; focus returns to it on close.
 */
export function openBookingDialog(trigger: HTMLElement, options: BookingDialogOptions) {
  show ??= mountDetachedIsland("booking-dialog-root", "booking-");
  const render = (open: boolean) => {
    trigger.setAttribute("aria-expanded", String(open));
    show?.(
      <BookingModal
        // A new form for each opening, so one button's source never lingers in another's request.
        key={`${options.source ?? ""}|${options.placement ?? ""}`}
        open={open}
        onOpenChange={render}
        title={options.title}
        hideTitle={options.hideTitle}
        placement={options.placement}
        submitLabel={options.submitLabel}
        source={options.source}
        returnFocusTo={{ current: trigger.isConnected ? trigger : null }}
      />,
    );
  };
  render(true);
}
