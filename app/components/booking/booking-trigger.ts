import type { ModalPlacement } from "~/components/ui/modal";

/** The booking page: where every booking button leads without JavaScript. */
export const BOOKING_PAGE = "/book";
/** Marks a booking button; its value is the dialog's options as JSON. */
export const BOOKING_TRIGGER_ATTRIBUTE = "data-booking";

/** How the form behind a booking button is presented. */
export interface BookingDialogOptions {
  /** Dialog title; defaults to 'Book an Appointment'. */
  title?: string;
  hideTitle?: boolean;
  placement?: ModalPlacement;
  submitLabel?: string;
  /** Where the request came from (e.g. "home", "service: cataract"), for the staff inbox. */
  source?: string;
}
