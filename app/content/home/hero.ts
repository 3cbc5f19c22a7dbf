import { claims, whenStated } from "../hospital/claims";
import { site } from "../site";
import { nearbyTowns, town, townList } from "../place";
import type { ImageRef } from "../types";
import { checkUpPriceAt } from "../hospital/choices";
import { slotImage } from "../photo-slots";
import { pageText } from "../page-texts";

export interface Stat {
  value: string;
  label: string;
}

export const homeHero: {
  eyebrow: string;
  title: string;
  intro: string;
  stats: Stat[];
  /** Accessible name of the stats list. */
  statsLabel: string;
  bookLabel: string;
  callLabel: string;
  image: ImageRef;
} = pageText("page.home.homeHero", {
  eyebrow: `${site.name} · ${town}`,
  title: `Clear sight, close to home in ${town}`,
  intro: `Eye check-ups, cataract surgery and care for diabetic, glaucoma and children's eye problems, all under one roof. Families come to us from ${town} town${nearbyTowns.length ? ` and from ${townList(nearbyTowns)}` : ""}.`,
  // Each figure only while the hospital states it (hospital/claims.ts).
  stats: [
    ...whenStated(claims.yearsOfCare, (value) => ({ value, label: "Years of care" })),
    ...whenStated(claims.surgeries, (value) => ({ value, label: "Surgeries performed" })),
    ...whenStated(claims.satisfaction, (value) => ({ value, label: "Patient satisfaction" })),
  ],
  statsLabel: "Our record in numbers",
  bookLabel: "Book an Appointment",
  callLabel: `Call ${site.phone.display}`,
  image: slotImage("hero-eye-care", "en", {
    src: "/images/hero-eye-care.svg",
    width: 640,
    height: 520,
    alt: "An eye doctor checking an older patient's eyes with a slit lamp while a family member waits beside them",
  }),
});

/**
 * The specification's deliberate second price reading (₹300, against ₹500 elsewhere).
 * Both readings stand; use this short line in one place only.
 */
export const shortPriceNote: string = `Eye check-up from ₹${checkUpPriceAt.short}`;
