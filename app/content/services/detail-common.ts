import { site } from "../site";

/** Consultation hours in one line, for service page text. */
export const hoursLine = `${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")} (${site.consultationHours.closed})`;

/** Generic blocks shown on every service detail page. */
export const serviceDetailCommon: {
  ourApproach: { title: "Our Approach"; paragraphs: string[] };
  keyBenefits: { title: string; items: string[] };
  whenToSeeSpecialist: { title: "When to See a Specialist"; intro: string; items: string[] };
  urgentCare: { title: string; text: string };
} = {
  ourApproach: {
    title: "Our Approach",
    paragraphs: [
      "We start by listening. Before any test, the doctor asks what is troubling you, how it affects your work and home life, and what you hope for. Every finding is explained in plain words, with drawings or scan pictures where they help, and you are told the cost before any test or treatment.",
      `Tests, scans, treatment and glasses are all under one roof in Anantapur, so most people finish in a single visit. ${site.leadDoctor.name} and the team follow your eyes over the years, not just on the day of your visit, and keep your records so that each check can be compared with the last.`,
    ],
  },
  keyBenefits: {
    title: "Why Patients Choose Us",
    items: [
      "15+ years of eye care in Anantapur and more than 10,000 surgeries",
      "Tests, scans and surgery in one place, with modern equipment",
      "Prices explained clearly before any test or treatment",
      "Cash, cards and UPI accepted, with help on insurance reimbursement papers",
      `Glasses made next door at ${site.opticalsName}`,
      "Easy to reach from Kadiri, Dharmavaram, Hindupur, Guntakal, Tadipatri and Gooty",
    ],
  },
  whenToSeeSpecialist: {
    title: "When to See a Specialist",
    intro: "Book an eye appointment soon if you notice any of these. Some need a visit the same day.",
    items: [
      "Blurred or misty vision that does not clear when you blink",
      "Eye pain, or redness that lasts more than a day or two",
      "New floaters, flashes of light, or a shadow across your vision",
      "Glare and haloes around lights, or trouble seeing at night",
      "Frequent headaches or eye strain while reading or using a screen",
      "A squint or a white glow in the pupil in a child, or a child holding things very close",
      "Diabetes, high blood pressure or glaucoma in the family, and no eye check in the past year",
    ],
  },
  urgentCare: {
    title: "Eye emergency?",
    text: `Sudden loss of vision, an injury to the eye or a chemical splash needs help now. For a chemical splash, first flush the eye with clean running water for 15–20 minutes. Then call us on ${site.phone.display} and come straight in.`,
  },
};
