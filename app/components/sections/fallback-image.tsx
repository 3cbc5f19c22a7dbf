import { sizedImage } from "~/components/ui/sized-image";
import type { ImageRef } from "~/content/types";

interface FallbackImageProps {
  image: ImageRef;
  /** Shown instead of `image` if it fails to load (specification §4). */
  fallback: ImageRef;
  /** "eager" only for images in the first screen. */
  loading?: "lazy" | "eager";
  className?: string;
}

/**
 * An image that swaps, once, to an alternate image when it cannot be loaded. The swap is done by the page script
 * (page-enhancements.ts), which also catches images that failed before it ran.
 */
export function FallbackImage({ image, fallback, loading = "lazy", className = "" }: FallbackImageProps) {
  return (
    <img
      {...sizedImage(image)}
      alt={image.alt}
      loading={loading}
      decoding="async"
      data-fallback-src={fallback.src}
      data-fallback-alt={fallback.alt}
      className={className}
    />
  );
}
