import { sample } from "./fact";

/**
 * The repository's values of the facts the site editor can change (decision 0036): what a fresh install shows, and
 * what the editor shows as "not yet confirmed" whatever the live build carries. identity.ts and te/hospital-words.ts
 * read them through `editedOr`.
 */
export const editableDefaults = {
  phoneDial: sample("+919440012345", "the reception phone number"),
  phoneDisplay: sample("+91 94400 12345", "the reception phone number as written for people"),
  contactPageDisplay: sample("+91 8554 000 000", "the contact page's second phone text (the specification keeps one)"),
  whatsapp: sample("919440012345", "the WhatsApp number"),
  email: sample("care@sunriseeyehospital.example", "the e-mail address patients write to"),
  street: sample("12-3-45, Subash Road, near Clock Tower", "the street address and a landmark"),
  geo: sample({ latitude: 14.6819, longitude: 77.6006 }, "the building's map coordinates", ["14.6819"]),
  doctorName: sample("Dr. Anand Reddy", "the lead doctor's name (a fictional one stands here)"),
  registration: sample(
    "APMC Reg. No. 00000 (sample)",
    "the doctor's Andhra Pradesh Medical Council registration number",
  ),
  streetTe: sample("12-3-45, సుభాష్ రోడ్, క్లాక్ టవర్ దగ్గర", "the street address and a landmark"),
};
