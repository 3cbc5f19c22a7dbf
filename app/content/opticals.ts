import { site } from "./site";
import { town } from "./place";
import { opticalsName } from "./optical-shop";
import type { IconName, ImageRef, PageMetaCopy, TitledIntro, TitledText } from "./types";
import { slotImage } from "./photo-slots";
import { openDaysInSentenceEn } from "./hospital/open-days";
import { pageText } from "./page-texts";

/** Copy for the optical shop page (/focus-opticals). Components render these values; they hold no sentences of their own. */

export interface FrameTip {
  icon: IconName;
  title: string;
  description: string;
}

export interface OpticalsCollection {
  id: "women" | "adults" | "children" | "genz";
  title: string;
  description: string;
  image: ImageRef;
  /** Shown if `image` fails to load (specification §4). */
  fallbackImage: ImageRef;
  features: string[];
}

export interface LensType {
  title: string;
  description: string;
}

export const opticalsMeta: PageMetaCopy = pageText("page.opticals.opticalsMeta", {
  title: site.opticalsName,
  description: `Frames for women, men, children and teens, and lenses for sun and screens, at ${site.opticalsName} inside ${site.name}, ${town}.`,
  keywords: [
    `${opticalsName} ${town}`,
    `optical shop ${town}`,
    `spectacles ${town}`,
    `buy glasses ${town}`,
    `progressive lenses ${town}`,
    "photochromic lenses",
    "kids spectacle frames",
    `eye test and glasses ${town}`,
  ],
});

export const opticalsHero: { title: string; intro: string; image: ImageRef } = pageText("page.opticals.opticalsHero", {
  title: `${site.opticalsName}: glasses made for your eyes and your day`,
  intro: `${site.opticalsName} is the optical shop inside ${site.name}. After your eye test, your prescription comes straight to us, so the lenses you take home match what the doctor asked for. Our staff will help you pick a frame that fits your face, your work and your budget.`,
  image: slotImage("opticals-store", "en", {
    src: "/images/opticals/store.svg",
    width: 800,
    height: 600,
    alt: `Inside ${site.opticalsName}: shelves of spectacle frames, a fitting table and a mirror`,
  }),
});

export const storeNotice: TitledText = pageText("page.opticals.storeNotice", {
  title: "Visit us in person",
  text: `${site.opticalsName} is a physical store only, in the same building as the hospital in ${site.city}. You can try frames on, get them fitted and have them adjusted while you wait. We cannot take orders on this website yet. Watch this space: online shopping coming soon.`,
});

/** The store's visible hours (specification §9), as the page shows them beside the note below. */
export const opticalsVisibleHours: { days: string; sessions: readonly string[]; closed: string } = site.opticalsHours;

export const opticalsHoursNote: TitledText = pageText("page.opticals.opticalsHoursNote", {
  title: "Store timings",
  // The hours choice's second reading (09:00–18:00 until the hospital picks; hospital/choices.ts).
  text: `The store is open from ${site.structuredDataHours.opticals.map(({ opens, closes }) => `${opens} to ${closes}`).join(" and from ")}, ${openDaysInSentenceEn}.`,
});

/** Exactly four tips (specification §2). */
export const frameTips: FrameTip[] = pageText("page.opticals.frameTips", [
  {
    icon: "smile",
    title: "Match the frame to your face",
    description:
      "A round face often looks good in square or rectangular frames; a square face in rounder ones. Try a few shapes in the mirror and ask someone you trust which one looks like you.",
  },
  {
    icon: "sun",
    title: "Think about your day",
    description:
      "Work in the field, on a two-wheeler or at a building site calls for strong, flexible frames and perhaps lenses that darken in the sun. Long hours at a computer or desk call for light frames you forget you are wearing.",
  },
  {
    icon: "ruler",
    title: "Check comfort and fit",
    description:
      "The frame should rest on the bridge of your nose without pinching or sliding down when you bend forward. The arms should sit over your ears without pressing. We adjust nose pads and arms for free.",
  },
  {
    icon: "layers",
    title: "High power? Choose the frame with the lens in mind",
    description:
      "Strong prescriptions make thick lens edges. A smaller, rounder frame keeps lenses thinner and lighter, and thinner high-index lenses help too. Ask us before you fall in love with a large frame.",
  },
]);

function collectionImages(
  id: OpticalsCollection["id"],
  alt: string,
): Pick<OpticalsCollection, "image" | "fallbackImage"> {
  return {
    image: { src: `/images/opticals/${id}.svg`, width: 600, height: 450, alt },
    fallbackImage: {
      src: "/images/opticals/frame-fallback.svg",
      width: 600,
      height: 450,
      alt: "A simple pair of spectacle frames",
    },
  };
}

/** Four collections, in the order women, adults, children, genz (specification §2). */
export const collections: OpticalsCollection[] = pageText("page.opticals.collections", [
  {
    id: "women",
    title: "Women",
    description:
      "Frames in soft and bold colours, from slim metal to cat-eye shapes, light enough for a full day at work or at home.",
    ...collectionImages("women", "Women's spectacle frames in several colours and shapes"),
    features: [
      "Lightweight metal and acetate frames",
      "Cat-eye, oval and round shapes",
      "Colours that suit both office and festival wear",
      "Adjustable nose pads for a steady fit",
    ],
  },
  {
    id: "adults",
    title: "Adults",
    description:
      "Practical, hard-wearing frames for daily use, including reading glasses and frames made for progressive lenses.",
    ...collectionImages("adults", "Classic rectangular and half-rim frames for adults"),
    features: [
      "Full-rim, half-rim and rimless styles",
      "Frames deep enough for bifocal and progressive lenses",
      "Spring hinges that survive being taken on and off all day",
      "Ready reading glasses and made-to-prescription pairs",
    ],
  },
  {
    id: "children",
    title: "Children",
    description:
      "Tough, bendable frames in bright colours that children are happy to wear, with lenses that resist scratches and knocks.",
    ...collectionImages("children", "Small, brightly coloured children's frames"),
    features: [
      "Flexible frames that bend back into shape",
      "Impact-resistant, scratch-coated lenses",
      "Head straps for babies and active children",
      "Sizes from toddlers to teenagers",
    ],
  },
  {
    id: "genz",
    title: "Gen Z",
    description:
      "Current shapes for students and young professionals: transparent frames, oversized rounds and thin metal, with screen-friendly lens options.",
    ...collectionImages("genz", "Transparent and oversized frames popular with young people"),
    features: [
      "Transparent and two-tone frames",
      "Oversized, round and geometric shapes",
      "Anti-glare coating for phones and laptops",
      "Frames that take prescription sunglass lenses",
    ],
  },
]);

/** Exactly six lens types (specification §2). */
export const lensTypes: LensType[] = pageText("page.opticals.lensTypes", [
  {
    title: "Single vision",
    description:
      "One power across the whole lens, for seeing either far or near. Most people who need glasses for distance or for reading start here.",
  },
  {
    title: "Bifocal",
    description:
      "Two powers in one lens: the top for distance and a small window at the bottom for reading. The line between them is visible, and the lens costs less than a progressive.",
  },
  {
    title: "Progressive",
    description:
      "Distance at the top, middle distance in the centre and reading at the bottom, with no visible line. It takes a week or two to get used to, and it suits people who need help at every distance.",
  },
  {
    title: "Blue-light filter",
    description:
      "A coating that cuts some of the blue light from phones and computers. Some people find screens more comfortable with it. There is little evidence that screen light damages the eyes, so breaks matter more: every 20 minutes, look at something 20 feet away for 20 seconds.",
  },
  {
    title: "Photochromic",
    description:
      "Clear indoors, darker outside. Useful in strong sun for people who move in and out all day and do not want to carry separate sunglasses. They darken less inside a car, because the windscreen blocks the light that triggers them.",
  },
  {
    title: "Anti-glare coating",
    description:
      "An anti-reflective layer that cuts reflections from headlights, tube lights and screens. It makes night driving easier and lets people see your eyes, not a shine, when they talk to you.",
  },
]);

/** Data for the Optician structured-data node. Price bands only; no figures are quoted. */
export const opticianSchema: { description: string; priceRange: string } = {
  description: `Optical shop inside ${site.name}, ${site.city}: spectacle frames, prescription lenses, and fitting and adjustments while you wait.`,
  priceRange: "₹₹",
};

/** Headings and short intros for the page's sections. */
export const opticalsSections: {
  hours: { title: string; visibleHoursLabel: string };
  tips: TitledIntro;
  collections: { title: string; intro: string; featuresLabel: string };
  lenses: TitledIntro;
} = pageText("page.opticals.opticalsSections", {
  hours: { title: "When to visit", visibleHoursLabel: "Opening hours" },
  tips: {
    title: "Four tips for choosing a frame",
    intro: "A good frame is one you forget you are wearing. These four questions help you find it.",
  },
  collections: {
    title: "Our collections",
    intro: "Try them on in the store. Every pair is fitted to your face before you take it home.",
    featuresLabel: "What you will find",
  },
  lenses: {
    title: "Lens types",
    intro:
      "Your prescription decides the power; your day decides the lens. Our staff will explain which of these suit you, and what each costs, before anything is made.",
  },
});

/** The booking and visit actions (specification §2: booking-consultation buttons and a 'Visit Store' link). */
export const opticalsCta: {
  title: string;
  text: string;
  bookLabel: string;
  /** Where the booking came from, for the staff inbox: not shown, the same in every language. */
  bookSource: string;
  visitLabel: string;
} = pageText("page.opticals.opticalsCta", {
  title: "Not sure what you need? Start with an eye test",
  text: `A test with our doctor tells us the exact power of your lenses. Book one, and ask for a frame consultation at ${site.opticalsName} on the same visit.`,
  bookLabel: "Book an Eye Test & Frame Consultation",
  bookSource: "opticals",
  visitLabel: "Visit Store",
});
