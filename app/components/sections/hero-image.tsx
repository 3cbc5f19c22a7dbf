import type { ImageRef } from "~/content/types";

/** The picture of a page's first screen: loaded at once and first, as it is often the largest thing there. */
export function HeroImage({ image: { src, alt, width, height }, className }: { image: ImageRef; className: string }) {
  return <img src={src} alt={alt} width={width} height={height} fetchPriority="high" className={className} />;
}
