import type { RefObject } from "react";
import { Modal, type ModalPlacement } from "~/components/ui/modal";
import { useLang } from "~/i18n/use-lang";
import { BookingForm, type BookingFormProps } from "./booking-form.island";

export interface BookingModalProps extends Pick<BookingFormProps, "booking" | "contact"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  hideTitle?: boolean;
  placement?: ModalPlacement;
  submitLabel?: string;
  source?: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const CLOSE_LABEL = { en: "Close appointment form", te: "అపాయింట్‌మెంట్ ఫారం మూసివేయండి" } as const;

/** Loaded on demand the first time someone asks to book. */
export default function BookingModal({
  booking: bookingFormCopy,
  contact,
  open,
  onOpenChange,
  title,
  hideTitle,
  placement = "responsive",
  submitLabel,
  source,
  returnFocusTo,
}: BookingModalProps) {
  const lang = useLang();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? bookingFormCopy.dialogTitle}
      hideTitle={hideTitle}
      description={bookingFormCopy.dialogDescription}
      placement={placement}
      returnFocusTo={returnFocusTo}
      closeLabel={CLOSE_LABEL[lang]}
    >
      <BookingForm booking={bookingFormCopy} contact={contact} submitLabel={submitLabel} source={source} />
    </Modal>
  );
}
