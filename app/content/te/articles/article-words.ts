import type { ImageRef } from "~/content/types";
import { articleSummaries } from "./summaries";

/**
 * An article's illustration with the Telugu alt text of its card on /te/patient-education: the picture is the
 * same, so it is described in the same words.
 */
export function featuredImageTe(english: ImageRef, slug: string): ImageRef {
  const card = articleSummaries.find((summary) => summary.slug === slug);
  if (!card) throw new Error(`No Telugu article summary for "${slug}"`);
  return { ...english, alt: card.image.alt };
}
