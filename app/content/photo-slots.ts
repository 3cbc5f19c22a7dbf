import type { ImageRef } from "./types";
import { publishedContent, type PublishedPhoto } from "./published-content";

/**
 * The pictures an editor may replace with a photograph (issue 28, decision 0040): the ones of real places and
 * people. Diagrams (service and article pictures) explain an eye, which a photograph cannot, so they stay drawn.
 * A slot keeps its illustration's shape: the photograph is cropped to it, so no page moves when one arrives.
 */
export const PHOTO_SLOTS = {
  "hero-eye-care": {
    illustration: "/images/hero-eye-care.svg",
    label: "Home page: the first picture",
    shownOn: ["/", "/te"],
    width: 640,
    height: 520,
    sizes: "(min-width: 1024px) 50vw, 100vw",
  },
  "clinic-front": {
    illustration: "/images/clinic-front.svg",
    label: "The hospital's entrance (about page, and the home page's 'about us')",
    shownOn: ["/about", "/"],
    width: 1200,
    height: 800,
    sizes: "(min-width: 1024px) 440px, 100vw",
  },
  "doctor-portrait": {
    illustration: "/images/doctor-portrait.svg",
    label: "The lead doctor's portrait",
    shownOn: ["/doctors"],
    width: 480,
    height: 600,
    sizes: "(min-width: 1024px) 320px, (min-width: 640px) 384px, 320px",
  },
  "community-camp": {
    illustration: "/images/community-camp.svg",
    label: "An eye camp (community outreach page)",
    shownOn: ["/community-outreach"],
    width: 800,
    height: 600,
    sizes: "(min-width: 1024px) 440px, 100vw",
  },
  "opticals-store": {
    illustration: "/images/opticals/store.svg",
    label: "Inside the optical shop (Focus Opticals page)",
    shownOn: ["/focus-opticals"],
    width: 800,
    height: 600,
    sizes: "(min-width: 1024px) 440px, 100vw",
  },
} as const satisfies Record<
  string,
  { illustration: string; label: string; shownOn: readonly string[]; width: number; height: number; sizes: string }
>;

export type PhotoSlot = keyof typeof PHOTO_SLOTS;

export const isPhotoSlot = (value: unknown): value is PhotoSlot =>
  typeof value === "string" && Object.hasOwn(PHOTO_SLOTS, value);

const publishedPhotos: Partial<Record<PhotoSlot, PublishedPhoto>> = publishedContent.photos;

/**
 * The slot's picture in a language: the published photograph with its widths and alt text, or the illustration as
 * given. The illustration is at the slot's size (slot-images.test.ts), so the photograph takes its place exactly.
 */
export function slotImage(
  slot: PhotoSlot,
  lang: "en" | "te",
  illustration: ImageRef,
  photos: Partial<Record<PhotoSlot, PublishedPhoto>> = publishedPhotos,
): ImageRef {
  const photo = photos[slot];
  if (!photo?.files.length) return illustration;
  const { width, height, sizes } = PHOTO_SLOTS[slot];
  // The file nearest the slot's own width stands for browsers that read no srcset.
  const fallback = photo.files.find((file) => file.width >= width) ?? photo.files.at(-1)!;
  return {
    src: fallback.src,
    srcSet: photo.files.map((file) => `${file.src} ${file.width}w`).join(", "),
    sizes,
    width,
    height,
    alt: photo.alt[lang],
  };
}
