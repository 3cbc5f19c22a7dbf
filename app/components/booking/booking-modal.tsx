import type { RefObject } from "react";
import { Modal, type ModalPlacement } from "~/components/ui/modal";
import { bookingFormCopy } from "~/content/booking";
import { BookingForm } from "./booking-form";

export interface BookingModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  hideTitle?: boolean;
  placement?: ModalPlacement;
  submitLabel?: string;
  source?: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Loaded on demand the first time someone asks to book. */
export default function BookingModal({
  open,
  onOpenChange,
  title = bookingFormCopy.dialogTitle,
  hideTitle,
  placement = "responsive",
  submitLabel,
  source,
  returnFocusTo,
}: BookingModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      hideTitle={hideTitle}
      description={bookingFormCopy.dialogDescription}
      placement={placement}
      returnFocusTo={returnFocusTo}
      closeLabel="Close appointment form"
    >
      <BookingForm submitLabel={submitLabel} source={source} />
    </Modal>
  );
}
