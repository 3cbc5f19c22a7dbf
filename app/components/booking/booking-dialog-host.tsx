import type { ReactNode } from "react";
import { mountDetachedIsland } from "~/components/islands/hydrate";
import BookingModal from "./booking-modal";
import type { BookingDialogOptions } from "./booking-trigger";

let show: ((content: ReactNode) => void) | null = null;

/** Where the focus goes when the form shuts: its button, or the hamburger when the button was in the shut phone menu. */
function focusBackTo(trigger: HTMLElement): HTMLElement | null {
  if (!trigger.isConnected) return null;
  const menu = trigger.closest<HTMLElement>("[popover]");
  return menu ? document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`) : trigger;
}

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
        returnFocusTo={{ current: focusBackTo(trigger) }}
      />,
    );
  };
  render(true);
}
