import { servicePath } from "./paths";
import { site } from "./site";
import { town } from "./place";
import type { IconName, ImageRef, PageMetaCopy } from "./types";
import { slotImage } from "./photo-slots";
import { pageText } from "./page-texts";

/**
 * Copy for the lead doctor's page (/doctors, nav label "Our Doctor").
 * The doctor's name is a placeholder that may change, so the copy avoids gendered pronouns. No count of the doctor's
 * operations or patients and no patient rating (Indian Medical Council Regulations 2002, 6.1.1: no boasting of cases,
 * operations or cures); the page shows the doctor's own facts: degrees, registration, training, languages, years.
 */

export interface DoctorHighlight {
  icon: IconName;
  value: string;
  label: string;
}

export interface CataractStep {
  title: string;
  description: string;
}

const doctor = site.leadDoctor;

export const doctorMeta: PageMetaCopy = pageText("page.doctor.doctorMeta", {
  title: "Our Doctor",
  description: `Meet ${doctor.name}, ${doctor.role} at ${site.name}, ${town}: qualifications, registration, languages and hours.`,
  keywords: [
    doctor.name,
    `eye specialist ${town}`,
    `eye doctor in ${town}`,
    `cataract surgeon ${town}`,
    `ophthalmologist ${town}`,
    "how cataract surgery works",
    "Telugu speaking eye doctor",
  ],
});

export const doctorProfile: {
  name: string;
  role: string;
  portrait: ImageRef;
  summary: string[];
  highlights: DoctorHighlight[];
  specialInterests: string[];
  qualificationsTitle: string;
  qualifications: string[];
  /** Further training, listed apart from the degrees (it is not a qualification). */
  trainingTitle: string;
  training: string[];
  registrationLabel: string;
  /** The state medical council's registration number, which a doctor's page should show. */
  registration: string;
  languagesTitle: string;
  languages: string[];
  hoursTitle: string;
  hours: { days: string; sessions: readonly string[]; closed: string };
} = pageText("page.doctor.doctorProfile", {
  name: doctor.name,
  role: doctor.role,
  portrait: slotImage("doctor-portrait", "en", {
    src: "/images/doctor-portrait.svg",
    width: 480,
    height: 600,
    alt: `Portrait of ${doctor.name}, ${doctor.role} at ${site.name}`,
  }),
  summary: [
    `${doctor.name} is the ${doctor.role} of ${site.name}, with more than ${doctor.experienceYears} years of experience as an eye doctor, treating patients from ${town} and the towns around it.`,
    `Most of the doctor's work is cataract surgery: replacing the cloudy lens inside the eye with a clear artificial one, through a tiny opening that usually needs no stitches.`,
    "Before any treatment you will hear, in simple words and in your own language, what is wrong, what can be done, how long it takes and what it costs.",
  ],
  highlights: [{ icon: "calendar", value: `${doctor.experienceYears}+`, label: "Years of experience" }],
  specialInterests: [...doctor.specialInterests],
  qualificationsTitle: "Qualifications",
  qualifications: [...doctor.qualifications],
  trainingTitle: "Further training",
  training: [...doctor.training],
  registrationLabel: "Medical council registration",
  registration: doctor.registration,
  languagesTitle: "Languages spoken",
  languages: [...doctor.languages],
  hoursTitle: "Consultation hours",
  hours: site.consultationHours,
});

/** Headings and labels around the profile. */
export const doctorSections: {
  heroLabel: string;
  highlightsLabel: string;
  aboutTitle: string;
  interestsTitle: string;
  detailsTitle: string;
} = pageText("page.doctor.doctorSections", {
  heroLabel: "Our Doctor",
  highlightsLabel: "At a glance",
  aboutTitle: `About ${doctor.name}`,
  interestsTitle: "Special interests",
  detailsTitle: "Qualifications, languages and hours",
});

export const cataractSteps: {
  title: string;
  intro: string;
  steps: CataractStep[];
  /** The risks are explained once, on the cataract service page; this page links to them. */
  risks: { text: string; linkLabel: string; link: string };
} = pageText("page.doctor.cataractSteps", {
  title: "Cataract surgery, step by step",
  intro:
    "A cataract is a cloudy lens inside the eye. It makes sight hazy, colours dull and night driving hard. The only cure is to replace the cloudy lens with a clear one. Here is what happens, from your first visit to full recovery.",
  steps: [
    {
      title: "Check-up and measurements",
      description:
        "The doctor examines your eyes to confirm the cataract and rule out other problems. We then measure your eye with a painless scan to choose the power of your new lens. If you have diabetes or high blood pressure, we check that it is under control.",
    },
    {
      title: "Preparation and numbing",
      description:
        "On the day, have a light meal and take your usual medicines unless the doctor has told you otherwise. We put in drops to widen the pupil. The eye is then numbed with drops or a small injection, so most people feel only light pressure and little or no pain. You stay awake and lie still, breathing normally; if something feels wrong, you can tell the surgeon without moving your head.",
    },
    {
      title: "A small opening and breaking up the cloudy lens",
      description:
        "Through a very small opening at the edge of the eye, the doctor uses a fine instrument to break the cloudy lens into tiny pieces and gently remove them. Most people feel only light pressure.",
    },
    {
      title: "The new lens is put in",
      description:
        "A thin, folded artificial lens is placed where the old one was. It opens out by itself and stays there for life. The opening usually seals on its own without stitches.",
    },
    {
      title: "Rest and going home the same day",
      description:
        "The surgery itself takes about 15 to 20 minutes per eye. With preparation and rest, expect to be at the centre for 2 to 3 hours. You go home the same day with a shield over the eye; someone should come with you.",
    },
    {
      title: "Follow-up visits and drops",
      description:
        "You will use eye drops for a few weeks and come back for check-ups, usually the next day and again over the following weeks. Avoid rubbing the eye, dust and splashing water for the first days. Your final glasses are fitted once the eye has settled.",
    },
  ],
  risks: {
    text: "Like every operation, cataract surgery has some risks. Serious problems are uncommon, but you should know them before you decide.",
    linkLabel: "Read the risks of cataract surgery on our cataract page",
    link: servicePath("cataract"),
  },
});

export const doctorCallToAction: {
  title: string;
  text: string;
  bookLabel: string;
  callLabel: string;
} = pageText("page.doctor.doctorCallToAction", {
  title: `Book a consultation with ${doctor.name}`,
  text: `If your sight has become cloudy or dim, or you have diabetes and have not had an eye check this year, book a visit. Consultations: ${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")}.`,
  bookLabel: "Book an Appointment",
  callLabel: `Call ${site.phone.display}`,
});
