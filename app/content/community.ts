import { sampleAt } from "./hospital/fact";
import { countInEnglish, countInEnglishAtStart, prices, rupees } from "./hospital/prices";
import { site } from "./site";
import { district, town } from "./place";
import type { IconName, ImageRef, PageMetaCopy, TitledIntro } from "./types";
import { outOfHoursInstruction, splashFirstAid, strokeWarning } from "./warning-signs";
import { slotImage } from "./photo-slots";
import { holdsCamps } from "./services/eye-camps";

/** "Telugu, English, Hindi or Kannada": the lead doctor's languages fact, as a sentence says it. */
const orList = (items: readonly string[]) => listInEnglish(items, "or");

export { schoolScreeningFact, type SchoolScreeningWords } from "./hospital/school-screening";
import { schoolScreeningFact, screensSchools } from "./hospital/school-screening";
import { listInEnglish } from "../lib/word-lists";
import { pageText } from "./page-texts";

/**
 * Copy for /community-outreach. The specification leaves this page's content open;
 * it describes the community cataract programme (its places a month and price: hospital/prices.ts),
 * the seniors, children and emergency service lines, and free eye camps.
 */

export interface TitledList {
  title: string;
  items: string[];
}

export interface ServiceLine {
  icon: IconName;
  title: string;
  text: string;
  points: string[];
}

const hours = `${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")}`;

/**
 * The community programme's terms. The specification gives the programme (its places a month and its price:
 * hospital/prices.ts); who qualifies, what the price covers and how places are given are a sample until the
 * hospital gives its own rules.
 */
export interface ProgrammeTerms {
  priceIncludes: string;
  eligibility: string[];
  included: string[];
  notIncluded: string[];
  placesNote: string;
}

export const programmeTermsFact = sampleAt<ProgrammeTerms>(
  "communityProgrammeTerms",
  {
    priceIncludes: "Per eye, tests and follow-up included",
    eligibility: [
      "People whose sight is blurred by cataract badly enough to affect daily life, as confirmed by our doctor.",
      "Families who cannot afford the regular price. A ration card helps us confirm this.",
      "Patients who are fit for surgery. If your sugar or blood pressure is too high, we will first ask you to bring it under control, because that makes surgery safer.",
      "When there are more requests than places, people with the poorest sight are seen first.",
    ],
    included: [
      "Tests and eye measurements before surgery",
      "Cataract surgery with a standard foldable lens, usually stitch-free",
      "Eye drops for the weeks after surgery",
      "Follow-up check-ups until the eye has healed",
    ],
    notIncluded: [
      "Premium lenses, such as multifocal or toric lenses, if you choose them",
      "Glasses after surgery, if you still need them for reading or distance",
      "Treatment of other eye or health problems found during the check-up",
    ],
    placesNote: `Places are limited to ${countInEnglish(prices.communityPlacesAMonth)} a month. If this month's places are full, we will put your name down for the next month and tell you when to expect a call.`,
  },
  `the programme's rules: who qualifies, what the ${rupees(prices.communityCataract)} covers and does not, and how places are given`,
);
const programmeTerms = programmeTermsFact.value;

export const communityMeta: PageMetaCopy = pageText("page.community.communityMeta", {
  title: "Community Outreach",
  description: `${countInEnglishAtStart(prices.communityPlacesAMonth)} cataract surgeries a month at ${rupees(prices.communityCataract)} for families in need, ${holdsCamps ? "free eye camps, " : ""}${screensSchools ? "school screenings " : ""}and care for seniors across ${district} district.`,
  keywords: [
    `low cost cataract surgery ${town}`,
    `cataract surgery ${rupees(prices.communityCataract)}`,
    ...(holdsCamps ? [`free eye camp ${town}`] : []),
    ...(screensSchools ? [`school eye screening ${town}`] : []),
    `eye care for seniors ${town}`,
    `eye emergency ${town}`,
    `${site.name} community outreach`,
  ],
});

/** Hero illustration; replace with a photograph of a real camp at the same size (800×600). */
export const communityImage: ImageRef = slotImage("community-camp", "en", {
  src: "/images/community-camp.svg",
  width: 800,
  height: 600,
  alt: `${site.name} staff testing villagers' eyesight ${holdsCamps ? "at a free eye camp " : ""}under a shaded tent`,
});

export const communityOutreach: {
  title: string;
  intro: string[];
  serviceLines: TitledIntro;
  metaDescription: string;
  programme: {
    icon: IconName;
    title: string;
    summary: string;
    facts: { value: string; label: string }[];
    eligibility: TitledList;
    included: TitledList;
    notIncluded: TitledList;
    howToApply: { title: string; steps: string[]; note: string };
  };
  seniors: ServiceLine;
  children: ServiceLine;
  emergencies: ServiceLine;
  eyeCamps: { icon: IconName; title: string; text: string; linkLabel: string; link: string };
  inviteCamp: {
    icon: IconName;
    title: string;
    intro: string;
    steps: string[];
    youProvide: TitledList;
    weBring: TitledList;
    contactText: string;
  };
  closing: { title: string; text: string; bookLabel: string; callLabel: string };
} = pageText("page.community.communityOutreach", {
  title: "Community Outreach",
  intro: [
    "A cloudy lens in the eye (cataract) is the most common cause of blindness that can be cured, and cost is one of the main reasons people delay surgery for years.",
    `${site.name} sets aside part of its work every month for families who would otherwise go without. This page explains, plainly, what we offer, who it is for and how to ask for it.`,
  ],
  metaDescription: communityMeta.description,
  serviceLines: {
    title: "Seniors, children and emergencies",
    intro: "Three groups of patients who often need care soonest, and what we do for each of them.",
  },

  programme: {
    icon: "hand-heart",
    title: `Cataract surgery at ${rupees(prices.communityCataract)}`,
    summary: `Each month we offer ${countInEnglish(prices.communityPlacesAMonth)} cataract surgeries at ${rupees(prices.communityCataract)} per eye to patients whose families cannot afford the full price, which starts from ${rupees(prices.cataractFrom)}. The surgery, the surgeon and the care are the same as for every other patient.`,
    facts: [
      { value: String(prices.communityPlacesAMonth), label: "Surgeries each month" },
      { value: rupees(prices.communityCataract), label: programmeTerms.priceIncludes },
      { value: "Same day", label: "Go home after 2 to 3 hours" },
    ],
    eligibility: {
      title: "Who can apply",
      items: programmeTerms.eligibility,
    },
    included: {
      title: `What the ${rupees(prices.communityCataract)} covers`,
      items: programmeTerms.included,
    },
    notIncluded: {
      title: "What it does not cover",
      items: programmeTerms.notIncluded,
    },
    howToApply: {
      title: "How to apply",
      steps: [
        `Call us on ${site.phone.display} or visit the hospital during consultation hours (${hours}).`,
        "Bring any photo ID (if it is your Aadhaar card, you may show it masked; no copies needed), your ration card if you have one, any old eye reports, and a list of the medicines you take.",
        "The doctor examines your eyes and tells you whether cataract surgery is the right treatment.",
        "If you qualify, our staff give you a surgery date and explain how to prepare.",
      ],
      note: programmeTerms.placesNote,
    },
  },

  seniors: {
    icon: "users",
    title: "Care for seniors",
    text: "Many of our patients are over 60. Ageing eyes need regular checks, because cataract, glaucoma and diabetic eye damage often develop slowly and without pain.",
    points: [
      `Unhurried consultations, with explanations in ${orList(site.leadDoctor.languages)}`,
      "Staff to help you move between tests, and a family member welcome at your side",
      "Adults should have an eye check-up every 1 to 2 years, and every year if you have diabetes",
    ],
  },

  children: {
    icon: "baby",
    title: "Care for children",
    text: `Children rarely complain about poor sight; they think everyone sees the way they do. Weak eyes can hold back reading and learning, so we check early${schoolScreeningFact.value.visits}.`,
    points: [
      "Eye check-ups at 6 months, at age 3, before starting school, then every 1 to 2 years",
      ...schoolScreeningFact.value.points,
      "Watch for narrowing or half-closing of the eyes, sitting very close to the TV, frequent headaches, or one eye turning in or out",
    ],
  },

  emergencies: {
    icon: "siren",
    title: "Eye emergencies",
    text: "An eye injury or a chemical splash needs care the same day. During consultation hours, come straight to us and tell the front desk it is an emergency. Sudden loss of sight is different: call 108 or go to an emergency department, as below.",
    points: [
      `Chemical splash (lime or sunnam, cement, cleaning liquids, pesticide): ${splashFirstAid} Then come in.`,
      strokeWarning.text,
      "Do not rub the eye or press on it, and do not put in any home remedy",
      outOfHoursInstruction,
    ],
  },

  eyeCamps: {
    icon: "tent",
    title: "Free eye camps",
    text: `Our team holds free eye screening camps in villages and towns around ${town}. We test sight, check for cataract and signs of glaucoma, and guide people who need treatment to the hospital.`,
    linkLabel: "See upcoming eye camps",
    link: "/services#free-eye-camps",
  },

  inviteCamp: {
    icon: "heart-handshake",
    title: "Invite a camp to your village, school or group",
    intro:
      "NGOs, gram panchayats, schools, colleges, self-help groups and employers can ask us to hold a free eye camp. Here is how it works.",
    steps: [
      "Call or e-mail us with the place, two or three possible dates, and about how many people will come.",
      "Please ask at least three to four weeks ahead, so we can plan staff and equipment.",
      "We agree on a date and send you a short checklist. In summer, we hold camps in the morning to avoid the worst of the heat.",
      "On the day, our team screens everyone who comes and explains the next steps to those who need treatment.",
    ],
    youProvide: {
      title: "What we ask you to arrange",
      items: [
        "A shaded hall or classrooms with tables and chairs",
        "An electric point for our equipment",
        "One or two volunteers to register people and manage the queue",
        "Drinking water for the people waiting",
      ],
    },
    weBring: {
      title: "What our team brings",
      items: [
        "An eye doctor and trained assistants",
        "Sight-testing charts and portable eye-checking equipment",
        "Referral slips for anyone who needs a full check-up or surgery",
      ],
    },
    contactText: "To invite a camp, call us or write to us:",
  },

  closing: {
    title: "Know someone who could use this help?",
    text: "Share this page with them, or call us on their behalf. One phone call can be the first step to seeing clearly again.",
    bookLabel: "Book an Appointment",
    callLabel: `Call ${site.phone.display}`,
  },
});
