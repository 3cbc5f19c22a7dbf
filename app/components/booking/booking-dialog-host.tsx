import { startTransition } from "react";
import { flushSync } from "react-dom";
import { mountDetachedIsland } from "~/components/islands/hydrate";
import { afterNextFrame } from "~/lib/when-idle";
import { pageWordsFile, sharedProps } from "~/components/islands/runtime";
import type { HeaderWords } from "~/components/layout/navigation-words";
import BookingModal from "./booking-modal";
import type { BookingDialogOptions } from "./booking-trigger";

type BookingWords = Pick<HeaderWords, "booking" | "contact">;

/** The element the dialog's React root is made in, at the end of the body. */
const DIALOG_ROOT_ID = "booking-dialog-root";

/** The dialog's React root, once made, and what it last showed. */
let root: {
  show: ReturnType<typeof mountDetachedIsland>;
  words: BookingWords;
  options: BookingDialogOptions;
  trigger: HTMLElement | null;
} | null = null;

/** Where the focus goes when the form shuts: its button, or the hamburger when the button was in the shut phone menu. */
function focusBackTo(trigger: HTMLElement | null): HTMLElement | null {
  if (!trigger?.isConnected) return null;
  const menu = trigger.closest<HTMLElement>("[popover]");
  return menu ? document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`) : trigger;
}

/**
 * The form's words and the hospital's numbers: the islands' words file every page names (the header's islands'
 * data-island-shared, navigation-words.ts), fetched once, with the dialog's code.
 */
export function bookingWords(): Promise<BookingWords> {
  return sharedProps(pageWordsFile()) as Promise<unknown> as Promise<HeaderWords>;
}

/** Draws the dialog (open or shut) for the button that asked last. */
function render(open: boolean) {
  if (!root) return;
  const { show, words, options, trigger } = root;
  trigger?.setAttribute("aria-expanded", String(open));
  show(
    <BookingModal
      booking={words.booking}
      contact={words.contact}
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
}

/**
 * Draws the form shut, ahead of any tap, for the first booking button on the page (issue 41, decision 0068): once the
 * page is idle after load, in a transition that React pauses for a tap. A tap then only opens it.
 */
export async function prepareBookingDialog(options: BookingDialogOptions) {
  const words = await bookingWords();
  if (root) return;
  root = { show: mountDetachedIsland(DIALOG_ROOT_ID, "booking-"), words, options, trigger: null };
  startTransition(() => render(false));
}

/** The form drawn shut ahead is in the page (prepareBookingDialog's transition has been committed). */
const formDrawn = () => Boolean(document.querySelector(`#${DIALOG_ROOT_ID} dialog`));

/**
 * Opens the booking form for a booking button. Its button's aria-expanded follows the dialog; focus returns to it on
 * close. Drawn and opened in the same task (flushSync): when the form was drawn ahead, only what differs for this
 * button (its title, its source) changes, and the browser's dialog opens in the frame after the tap. When it was not
 * (a tap before the page was idle), drawing it takes 200–300 ms of a 6× phone's main thread: the button, pressed by
 * the page script (aria-busy), is drawn pressed first, one frame before that work (decision 0072).
 */
export async function openBookingDialog(trigger: HTMLElement, options: BookingDialogOptions) {
  const words = root?.words ?? (await bookingWords());
  if (!formDrawn()) await afterNextFrame();
  root ??= { show: mountDetachedIsland(DIALOG_ROOT_ID, "booking-"), words, options, trigger };
  root.options = options;
  root.trigger = trigger;
  flushSync(() => render(true));
  // Shown pressed while the form was on its way (page-enhancements.ts).
  trigger.removeAttribute("aria-busy");
}
