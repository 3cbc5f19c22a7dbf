import { useCallback, useEffect, useRef, useState } from "react";
import type { ImageRef } from "~/content/types";

interface FallbackImageProps {
  image: ImageRef;
  /** Shown instead of `image` if it fails to load (specification §4). */
  fallback: ImageRef;
  /** "eager" only for images in the first screen. */
  loading?: "lazy" | "eager";
  className?: string;
}

/** An image that swaps, once, to an alternate image when it cannot be loaded. */
export function FallbackImage({ image, fallback, loading = "lazy", className = "" }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const showFallback = useCallback(() => setFailed(true), []);

  // The error may have fired before React hydrated and attached onError: a finished image with no size is broken.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) showFallback();
  }, [showFallback]);

  const shown = failed ? fallback : image;
  return (
    <img
      ref={ref}
      src={shown.src}
      alt={shown.alt}
      width={shown.width}
      height={shown.height}
      loading={loading}
      decoding="async"
      onError={failed ? undefined : showFallback}
      className={className}
    />
  );
}
