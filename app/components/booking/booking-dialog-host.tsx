import type { ReactNode } from "react";
import { mountDetachedIsland } from "~/components/islands/hydrate";
import { pageWordsFile, sharedProps } from "~/components/islands/runtime";
import type { HeaderWords } from "~/components/layout/navigation-words";
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
 * The form's words and the hospital's numbers: the islands' words file every page names (the header's islands'
 * data-island-shared, navigation-words.ts), fetched once, with the dialog's code.
 */
export function bookingWords(): Promise<Pick<HeaderWords, "booking" | "contact">> {
  return sharedProps(pageWordsFile()) as Promise<unknown> as Promise<HeaderWords>;
}

/**
 * Opens the booking form for a booking button, in a React root of its own (loaded on the first booking tap).
 * The button's aria-expanded follows the dialog; focus returns to it on close.
 */
export async function openBookingDialog(trigger: HTMLElement, options: BookingDialogOptions) {
  const { booking, contact } = await bookingWords();
  show ??= mountDetachedIsland("booking-dialog-root", "booking-");
  const render = (open: boolean) => {
    trigger.setAttribute("aria-expanded", String(open));
    show?.(
      <BookingModal
        // A new form for each opening, so one button's source never lingers in another's request.
        key={`${options.source ?? ""}|${options.placement ?? ""}`}
        booking={booking}
        contact={contact}
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
