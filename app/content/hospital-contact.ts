import { site, telHref } from "./site";

/**
 * The hospital's numbers as a form island shows them (the booking form's urgent line, the toast when a
 * request could not be sent). The page hands them to the island with the header's words (decision 0063): an
 * island's code carries none of the hospital's facts, because a publish changes the pages, not the scripts.
 */
export interface HospitalContact {
  /** "+91 94400 12345" */
  phoneDisplay: string;
  /** "tel:+919440012345" */
  tel: string;
  /** The WhatsApp chat with the hospital's greeting in the page's language (an editor's words: ui.ts). */
  whatsappHref: string;
}

export const hospitalContact = (whatsappHref: string): HospitalContact => ({
  phoneDisplay: site.phone.display,
  tel: telHref,
  whatsappHref,
});
