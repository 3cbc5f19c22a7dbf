import { retentionDays } from "~/content/hospital/data-policy";
import { site } from "./site";
import { town } from "./place";
import { EMERGENCY_NUMBER } from "./warning-signs";
import type { PageMetaCopy, RequestFormWords } from "./types";
import { closedDaysEn, closedWeekdays } from "./hospital/open-days";
import { pageText } from "./page-texts";

/** The default words on the booking button and dialog title (specification §2). Separate, so buttons ship only this. */
export const BOOKING_TRIGGER_LABEL: string = "Book an Appointment";

/**
 * The line above every booking form (issue 39): what must not wait for a booked slot, the one rule of
 * docs/decisions/0027. Each sentence is whole; `call` is the part of it that becomes the link (108, or the hospital).
 */
export interface BookingUrgentLine {
  stroke: { text: string; call: string };
  today: { text: string; call: string };
}

/** Every word the booking form shows (specification §2 and §4). */
export interface BookingFormCopy extends RequestFormWords {
  dialogTitle: string;
  dialogDescription: string;
  dateLabel: string;
  /** Under the date when it falls on a closed day (Sunday in the specification, §9): said, never refused. */
  closedDayNote: string;
  /** The closed days' numbers (Sunday 0), so the form knows when to show the note (an island has no facts). */
  closedWeekdays: readonly number[];
  urgentLine: BookingUrgentLine;
}

/**
 * The booking form's words an editor may change (decision 0067); the labels, the placeholder and the toast the
 * specification quotes (§2, §4), the urgent line (decision 0027) and the privacy notice stay the code's.
 */
const bookingFormHints = pageText("page.book.bookingForm", {
  dialogDescription: `Tell us when you would like to come. Our team will call you to confirm the time.`,
  namePlaceholder: "e.g. Ramesh Kumar",
  closedDayNote: `${closedDaysEn} is our holiday. Send the request anyway: we will call you to find another day.`,
  sendingLabel: "Sending…",
});

export const bookingFormCopy: BookingFormCopy = {
  ...bookingFormHints,
  dialogTitle: BOOKING_TRIGGER_LABEL,
  nameLabel: "Full Name",
  phoneLabel: "Phone Number",
  phonePlaceholder: "+91 98765 43210",
  dateLabel: "Preferred Date",
  closedWeekdays,
  urgentLine: {
    stroke: {
      text: `Sudden loss of sight, or signs of a stroke: call ${EMERGENCY_NUMBER} now.`,
      call: `call ${EMERGENCY_NUMBER} now`,
    },
    today: {
      text: `Painful red eye, eye injury or chemical in the eye: come today. Call us on ${site.phone.display}.`,
      call: `Call us on ${site.phone.display}`,
    },
  },
  messageLabel: "Message (Optional)",
  messagePlaceholder: "Any specific concerns or requirements...",
  submitLabel: "Submit Request",
  privacyNotice: {
    text: `We use your name, phone number, date and message only to call you about your visit, and erase them after ${retentionDays} days.`,
    linkLabel: "Privacy policy",
  },
  successToast: {
    title: "Appointment Request Submitted",
    description: "We will contact you shortly to confirm your appointment.",
  },
};

/** The booking page (/book): where every booking button leads before the page script runs, or without it. */
export const bookingPage: {
  meta: PageMetaCopy;
  title: string;
  intro: string;
  formTitle: string;
  callTitle: string;
  callText: string;
  /** The WhatsApp button beside the phone number. */
  whatsappLabel: string;
} = {
  ...pageText("page.book.bookingPage", {
    meta: {
      title: "Book an Eye Appointment",
      description: `Ask for an appointment at ${site.name}, ${town}: leave your name, phone and a preferred date, and our team will call you to confirm a time.`,
      keywords: [`book eye appointment ${town}`, "eye doctor appointment", `eye hospital ${town} booking`],
    },
    intro: `Leave your name, phone number and the day you would like to come. Our front desk will call you to confirm a time.`,
    formTitle: "Your details",
    callTitle: "Prefer to talk?",
    callText: "Call us or send a WhatsApp message during consultation hours and we will book you in straight away.",
    whatsappLabel: "WhatsApp",
  }),
  // The specification's words (§2): the code's.
  title: BOOKING_TRIGGER_LABEL,
};
