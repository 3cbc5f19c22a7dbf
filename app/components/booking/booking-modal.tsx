import type { RefObject } from "react";
import { Modal, type ModalPlacement } from "~/components/ui/modal";
import * as bookingEn from "~/content/booking";
import * as bookingTe from "~/content/te/booking";
import { inBothLanguages } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { BookingForm } from "./booking-form.island";

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

const bookingCopy = inBothLanguages(bookingEn.bookingFormCopy, bookingTe.bookingFormCopy);
const CLOSE_LABEL = { en: "Close appointment form", te: "అపాయింట్‌మెంట్ ఫారం మూసివేయండి" } as const;

/** Loaded on demand the first time someone asks to book. */
export default function BookingModal({
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
  const bookingFormCopy = bookingCopy(lang);
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
      <BookingForm submitLabel={submitLabel} source={source} />
    </Modal>
  );
}
