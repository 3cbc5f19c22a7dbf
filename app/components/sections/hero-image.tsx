import { sizedImage } from "~/components/ui/sized-image";
import type { ImageRef } from "~/content/types";

/** The picture of a page's first screen: loaded at once and first, as it is often the largest thing there. */
export function HeroImage({ image, className }: { image: ImageRef; className: string }) {
  return <img {...sizedImage(image)} alt={image.alt} fetchPriority="high" className={className} />;
}
