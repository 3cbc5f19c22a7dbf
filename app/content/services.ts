import { site } from "./site";
import type { IconName, ImageRef } from "./types";

/**
 * The hospital's ten service lines: cards, detail pages, the services page
 * (free eye camps, insurers, payment) and the generic blocks every detail page shares.
 */

export const serviceSlugs = [
  "eye-examinations",
  "cataract",
  "refractive-error",
  "glaucoma",
  "retina",
  "corneal",
  "pediatric",
  "emergency",
  "seniors",
  "lasik-surgery-anantapur",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export interface Service {
  id: number;
  slug: ServiceSlug;
  title: string;
  /** One or two sentences for cards. */
  description: string;
  /** One line for the detail-page hero. */
  shortDescription: string;
  icon: IconName;
  image: ImageRef;
  /** Hero gallery thumbnails: the service image, the consultation room, the equipment. */
  gallery: ImageRef[];
  /** Page title without the "| {hospital} Anantapur" suffix. */
  metaTitle: string;
  /** At most 155 characters. */
  metaDescription: string;
  keywords: string[];
  schemaType: "MedicalProcedure" | "MedicalTest" | "MedicalTherapy";
}

const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

function serviceImage(file: string, alt: string): ImageRef {
  return { src: `/images/services/${file}.svg`, alt, width: IMAGE_WIDTH, height: IMAGE_HEIGHT };
}

/** The service's own picture, then the two shared pictures described for this service. */
export function gallery(main: ImageRef, roomAlt: string, equipmentAlt: string): ImageRef[] {
  return [main, serviceImage("consultation-room", roomAlt), serviceImage("diagnostic-equipment", equipmentAlt)];
}

export const hoursLine = `${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")} (${site.consultationHours.closed})`;

const eyeExaminationsImage = serviceImage(
  "eye-examinations",
  "A letter chart, a trial frame and a set of trial lenses used in a full eye check-up",
);
export const cataractImage = serviceImage(
  "cataract",
  "Diagram of an eye with a cloudy natural lens next to the same eye with a clear artificial lens after cataract surgery",
);
const refractiveErrorImage = serviceImage(
  "refractive-error",
  "A pair of glasses: the view through the lenses is sharp while the view around them is blurred",
);
export const glaucomaImage = serviceImage(
  "glaucoma",
  "Diagram of the optic nerve at the back of the eye, showing how raised eye pressure in glaucoma damages it",
);
const retinaImage = serviceImage(
  "retina",
  "Picture of the retina at the back of the eye, with the macula and blood vessels that diabetes can damage",
);
const cornealImage = serviceImage(
  "corneal",
  "Side view of the eye showing the cornea, the clear dome-shaped window at the front",
);
export const pediatricImage = serviceImage(
  "pediatric",
  "A smiling young child wearing glasses, with a teddy bear and toy blocks",
);
const emergencyImage = serviceImage(
  "emergency",
  "First aid for a chemical splash: an eye being flushed with clean running water from the nose side outwards",
);
const seniorsImage = serviceImage("seniors", "An older couple, the husband wearing spectacles");
const lasikImage = serviceImage(
  "lasik-surgery-anantapur",
  "Diagram of LASIK: a laser reshaping the cornea so light focuses on the retina without glasses",
);

export const services: Service[] = [
  {
    id: 1,
    slug: "eye-examinations",
    title: "Comprehensive Eye Examinations",
    description:
      "A full check of your sight and the health of your eyes, from the letter chart to the nerve at the back of the eye. Check-ups start from ₹500.",
    shortDescription: "A complete eye check-up for adults and children, from ₹500.",
    icon: "scan-eye",
    image: eyeExaminationsImage,
    gallery: gallery(
      eyeExaminationsImage,
      "The consultation room where the doctor explains the results of your eye check-up",
      "Eye pressure and retina scanning equipment used during a comprehensive eye examination",
    ),
    metaTitle: "Eye Check-up in Anantapur",
    metaDescription:
      // The specification's second price reading (₹300 in some metadata, ₹500 elsewhere); both stand.
      "Complete eye check-up in Anantapur from ₹300: vision, glasses power, eye pressure and retina checked in one visit. For adults, children and diabetics.",
    keywords: [
      "eye check-up Anantapur",
      "eye test Anantapur",
      "comprehensive eye examination",
      "eye pressure test Anantapur",
      "diabetic eye check-up Anantapur",
      "children eye test Anantapur",
      "eye hospital Anantapur",
    ],
    schemaType: "MedicalTest",
  },
  {
    id: 2,
    slug: "cataract",
    title: "Cataract Surgery",
    description:
      "When the lens inside your eye turns cloudy, a short operation replaces it with a clear artificial lens. Cataract surgery starts from ₹15,000.",
    shortDescription: "Clear sight again after a short, same-day operation, from ₹15,000.",
    icon: "eye",
    image: cataractImage,
    gallery: gallery(
      cataractImage,
      "The consultation room where the surgeon explains cataract surgery and helps you choose a lens",
      "Equipment that measures the eye to choose the right power of artificial lens before cataract surgery",
    ),
    metaTitle: "Cataract Surgery in Anantapur",
    metaDescription:
      "Cataract surgery in Anantapur from ₹15,000: about 15–20 minutes per eye, home the same day. Community programme at ₹6,000 for ten patients a month.",
    keywords: [
      "cataract surgery Anantapur",
      "cataract operation cost Anantapur",
      "phaco surgery Anantapur",
      "lens replacement surgery",
      "low cost cataract surgery Andhra Pradesh",
      "cataract doctor Anantapur",
    ],
    schemaType: "MedicalProcedure",
  },
  {
    id: 3,
    slug: "refractive-error",
    title: "Refractive Error Correction",
    description:
      "Blurry vision, near or far, is usually fixed with the right glasses or contact lenses. We find your exact power and explain your choices.",
    shortDescription: "Accurate power checks for glasses and contact lenses, at every age.",
    icon: "glasses",
    image: refractiveErrorImage,
    gallery: gallery(
      refractiveErrorImage,
      "The consultation room where your glasses prescription is written and explained",
      "An auto-refractometer and trial lens set used to measure glasses power",
    ),
    metaTitle: "Eye Power Test for Glasses in Anantapur",
    metaDescription: `Blurry vision? Accurate eye power test in Anantapur for glasses and contact lenses, for children and adults. Frames at ${site.opticalsName} next door.`,
    keywords: [
      "eye power test Anantapur",
      "spectacles Anantapur",
      "contact lenses Anantapur",
      "short sight treatment",
      "reading glasses Anantapur",
      "refractive error treatment Anantapur",
      "optical shop Anantapur",
    ],
    schemaType: "MedicalTherapy",
  },
  {
    id: 4,
    slug: "glaucoma",
    title: "Glaucoma Management",
    description:
      "Glaucoma slowly damages the eye's nerve, often with no warning signs. Early tests and regular treatment protect the sight you have.",
    shortDescription: "Early detection and lifelong care for the silent thief of sight.",
    icon: "activity",
    image: glaucomaImage,
    gallery: gallery(
      glaucomaImage,
      "The consultation room where the doctor goes through your glaucoma test results and treatment plan",
      "Visual field and optic nerve scanning equipment used to detect and follow glaucoma",
    ),
    metaTitle: "Glaucoma Test and Treatment in Anantapur",
    metaDescription:
      "Glaucoma tests and treatment in Anantapur: pressure checks, nerve scans, drops and laser. Get checked if you are over 40 or glaucoma runs in your family.",
    keywords: [
      "glaucoma treatment Anantapur",
      "glaucoma test Anantapur",
      "eye pressure check Anantapur",
      "glaucoma specialist Anantapur",
      "glaucoma eye drops",
      "laser treatment for glaucoma",
      "optic nerve scan Anantapur",
    ],
    schemaType: "MedicalTherapy",
  },
  {
    id: 5,
    slug: "retina",
    title: "Retina and Diabetic Eye Care",
    description:
      "Diabetes, age and injury can damage the retina, the seeing layer at the back of the eye. We test, scan and treat it with laser or injections.",
    shortDescription: "Checks and treatment for diabetic eye disease, macular degeneration and retinal detachment.",
    icon: "microscope",
    image: retinaImage,
    gallery: gallery(
      retinaImage,
      "The consultation room where retina scan pictures are shown and explained to patients",
      "Retina camera and OCT scanner used to check for diabetic retinopathy and macular disease",
    ),
    metaTitle: "Retina and Diabetic Eye Care in Anantapur",
    metaDescription:
      "Retina care in Anantapur: diabetic eye checks, retina scans, laser or injection treatment for diabetic retinopathy, macular degeneration and detachment.",
    keywords: [
      "retina specialist Anantapur",
      "diabetic retinopathy treatment Anantapur",
      "diabetic eye check-up Anantapur",
      "macular degeneration treatment",
      "retinal detachment symptoms",
      "OCT scan Anantapur",
      "eye injection treatment Anantapur",
    ],
    schemaType: "MedicalTherapy",
  },
  {
    id: 6,
    slug: "corneal",
    title: "Cornea Care",
    description:
      "Treatment for infections, injuries, dry eye and keratoconus affecting the cornea, the clear window at the front of the eye.",
    shortDescription:
      "Fast treatment for corneal infections and injuries, and ongoing care for dry eye and keratoconus.",
    icon: "shield",
    image: cornealImage,
    gallery: gallery(
      cornealImage,
      "The consultation room where the doctor examines and treats corneal infections and injuries",
      "Slit-lamp microscope and corneal mapping equipment used to examine the cornea",
    ),
    metaTitle: "Cornea Treatment in Anantapur",
    metaDescription:
      "Cornea care in Anantapur for eye infections, corneal ulcers, farm injuries, dry eye and keratoconus. Early treatment saves sight; avoid home remedies.",
    keywords: [
      "cornea specialist Anantapur",
      "corneal ulcer treatment Anantapur",
      "eye infection treatment Anantapur",
      "dry eye treatment Anantapur",
      "keratoconus treatment",
      "eye injury treatment for farmers",
    ],
    schemaType: "MedicalTherapy",
  },
  {
    id: 7,
    slug: "pediatric",
    title: "Children's Eye Care",
    description:
      "Eye checks and treatment for babies, children and teenagers, including squint, lazy eye and glasses, plus eye screening in schools.",
    shortDescription: "Gentle, child-friendly eye checks and early treatment for squint and lazy eye.",
    icon: "baby",
    image: pediatricImage,
    gallery: gallery(
      pediatricImage,
      "The consultation room where parents talk with the doctor about their child's eye test results",
      "Child-friendly picture charts and equipment used to test the eyes of babies and young children",
    ),
    metaTitle: "Children's Eye Specialist in Anantapur",
    metaDescription:
      "Children's eye care in Anantapur: check-ups from 6 months, treatment for squint and lazy eye, glasses for kids and eye screening in schools.",
    keywords: [
      "children eye specialist Anantapur",
      "pediatric eye doctor Anantapur",
      "squint treatment Anantapur",
      "lazy eye treatment",
      "school eye screening Anantapur",
      "kids eye test Anantapur",
    ],
    schemaType: "MedicalTherapy",
  },
  {
    id: 8,
    slug: "emergency",
    title: "Eye Emergency Care",
    description:
      "Eye injuries, chemical splashes and sudden loss of sight need help fast. Know what to do first, then call us straight away.",
    shortDescription: "Fast help for eye injuries, chemical splashes and sudden loss of vision.",
    icon: "siren",
    image: emergencyImage,
    gallery: gallery(
      emergencyImage,
      "The examination room where eye injuries and chemical splashes are treated",
      "Slit-lamp microscope used to find and remove foreign bodies and check eye injuries",
    ),
    metaTitle: "Eye Emergency Care in Anantapur",
    metaDescription:
      "Eye injury, chemical splash or sudden vision loss in Anantapur? Flush with clean water for 15–20 minutes and call us now. What to do, and what not to do.",
    keywords: [
      "eye emergency Anantapur",
      "eye injury treatment Anantapur",
      "chemical in eye first aid",
      "sudden loss of vision",
      "emergency eye doctor Anantapur",
      "firecracker eye injury",
    ],
    schemaType: "MedicalTherapy",
  },
  {
    id: 9,
    slug: "seniors",
    title: "Senior Eye Care",
    description:
      "Unhurried eye care for people over 60: checks for cataract, glaucoma and diabetic eye disease, with help for families travelling in.",
    shortDescription: "Eye care for people over 60, with time to explain and family members welcome.",
    icon: "hand-heart",
    image: seniorsImage,
    gallery: gallery(
      seniorsImage,
      "The consultation room, with space for a family member to sit in on an older patient's visit",
      "Eye pressure and retina checking equipment used in yearly eye check-ups for people over 60",
    ),
    metaTitle: "Eye Care for Seniors in Anantapur",
    metaDescription:
      "Eye check-ups for people over 60 in Anantapur: cataract, glaucoma, retina and reading glasses. Family members welcome. Travel tips from nearby towns.",
    keywords: [
      "senior eye care Anantapur",
      "eye check-up for elderly Anantapur",
      "eye hospital for senior citizens",
      "cataract check-up for elderly",
      "old age eye problems",
      "eye doctor near Hindupur",
    ],
    schemaType: "MedicalTest",
  },
  {
    id: 10,
    slug: "lasik-surgery-anantapur",
    title: "LASIK Surgery",
    description:
      "Laser surgery that reshapes the front of the eye so that many adults can see clearly without glasses. From ₹25,000 per eye.",
    shortDescription: "Freedom from glasses for suitable adults, from ₹25,000 per eye.",
    icon: "zap",
    image: lasikImage,
    gallery: gallery(
      lasikImage,
      "The consultation room where the doctor explains your LASIK suitability test results",
      "Corneal mapping and thickness measuring equipment used to check whether LASIK is safe for you",
    ),
    metaTitle: "LASIK Surgery in Anantapur",
    metaDescription:
      "LASIK laser eye surgery in Anantapur from ₹25,000 per eye, for adults over 18 with a stable power. Full suitability tests, clear costs and aftercare.",
    keywords: [
      "LASIK surgery Anantapur",
      "LASIK cost Anantapur",
      "laser eye surgery Andhra Pradesh",
      "spectacle removal surgery Anantapur",
      "LASIK eligibility",
      "laser vision correction Anantapur",
    ],
    schemaType: "MedicalProcedure",
  },
];

export interface ServiceCard {
  id: number;
  title: string;
  description: string;
  icon: IconName;
  link: string;
  imageSrc: string;
}

/** Home and services page cards: the specification links them to the first eight services only. */
export const serviceCards: ServiceCard[] = services.slice(0, 8).map((service) => ({
  id: service.id,
  title: service.title,
  description: service.description,
  icon: service.icon,
  link: `/services/${service.slug}`,
  imageSrc: service.image.src,
}));

export function getService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** The first `count` services other than this one, in list order. */
export function relatedServices(slug: ServiceSlug, count = 3): Service[] {
  return services.filter((service) => service.slug !== slug).slice(0, count);
}

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

/**
 * Detail extras. The specification gives them only for the slugs cataract-surgery and
 * glaucoma-management, which are not service slugs, so no page reaches them. Kept as written.
 */
export interface EyeCamp {
  town: string;
  venue: string;
  schedule: string;
  description: string;
}

/** Free eye camps held in the towns the hospital serves. Held on weekdays, at village and town venues. */
export const freeEyeCamps: EyeCamp[] = [
  {
    town: "Kadiri",
    venue: "Community hall near the RTC bus stand",
    schedule: "First Tuesday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
    description:
      "Vision and glasses power checks, cataract screening, and eye pressure checks for glaucoma. Especially for people over 50 and anyone whose sight has become blurred.",
  },
  {
    town: "Dharmavaram",
    venue: "Weavers' community hall",
    schedule: "Second Wednesday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
    description:
      "For weavers and others who do fine close work: near vision and reading glasses checks, eye strain advice, and cataract screening for people over 50.",
  },
  {
    town: "Hindupur",
    venue: "Municipal school hall, near the old bus stand",
    schedule: "Third Thursday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
    description:
      "A family camp: eye checks for children and adults, squint and lazy eye screening for children, and cataract screening for grandparents.",
  },
  {
    town: "Guntakal",
    venue: "Railway colony community hall",
    schedule: "Fourth Friday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
    description:
      "Retina checks for people with diabetes (bring your latest sugar report), plus vision and eye pressure checks for anyone over 40.",
  },
  {
    town: "Tadipatri",
    venue: "Panchayat office hall",
    schedule: "First Monday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
    description:
      "For farm, factory and stone-polishing workers: checks for eye injuries, dry eye and infections, with advice on protective glasses. Anyone with red or painful eyes should come.",
  },
  {
    town: "Gooty",
    venue: "Government high school, near the fort road",
    schedule: "Third Wednesday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
    description:
      "Cataract and glaucoma screening for people over 40. Those who need cataract surgery are told about the community programme of ten surgeries a month at ₹6,000.",
  },
];

/** Services-page reading: several plans accepted (elsewhere: no direct tie-ups, help with reimbursement). */
export const insurers: string[] = [
  "Star Health",
  "ICICI Lombard",
  "HDFC ERGO",
  "Niva Bupa",
  "Care Health Insurance",
  "New India Assurance",
];

export const paymentOptions: { icon: IconName; title: string; description: string }[] = [
  {
    icon: "wallet",
    title: "Cash",
    description: "Pay in rupees at the reception counter. You always get a printed receipt.",
  },
  {
    icon: "credit-card",
    title: "Debit and credit cards",
    description: "RuPay, Visa and Mastercard debit and credit cards are accepted at the counter.",
  },
  {
    icon: "rupee",
    title: "UPI",
    description: "Scan the QR code and pay with PhonePe, Google Pay, Paytm or any other UPI app.",
  },
  {
    icon: "calendar",
    title: "EMI for select procedures",
    description:
      "Monthly instalments are available for select procedures such as cataract surgery and LASIK. Ask at the counter which options apply to you.",
  },
  {
    icon: "shield-check",
    title: "Reimbursement help",
    description:
      "If your insurer or employer repays medical bills, our staff fill in and stamp the claim papers and give you every bill and report the claim needs.",
  },
];
