import { createRoot, type Root } from "react-dom/client";
import { LangContext, langOfDocument } from "~/i18n/use-lang";
import BookingModal from "./booking-modal";
import type { BookingDialogOptions } from "./booking-trigger";

let root: Root | null = null;

/**
 * Opens the booking form for a booking button, in a React root of its own (loaded on the first booking tap).
 * The button's aria-expanded follows the dialog; focus returns to it on close.
 */
export function openBookingDialog(trigger: HTMLElement, options: BookingDialogOptions) {
  if (!root) {
    const container = document.createElement("div");
    container.id = "booking-dialog-root";
    document.body.appendChild(container);
    root = createRoot(container, { identifierPrefix: "booking-" });
  }
  const render = (open: boolean) => {
    trigger.setAttribute("aria-expanded", String(open));
    root?.render(
      <LangContext value={langOfDocument()}>
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
        />
      </LangContext>,
    );
  };
  render(true);
}
