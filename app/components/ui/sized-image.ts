import type { ImageRef } from "~/content/types";

/**
 * An image's address and intrinsic size as <img> attributes, so the browser reserves its space before it loads.
 * The `alt` stays written beside it at each <img>, where its meaning (or "" for a picture that only repeats the
 * words beside it) is decided.
 */
export function sizedImage(image: Pick<ImageRef, "src" | "width" | "height" | "srcSet" | "sizes">) {
  const { src, width, height, srcSet, sizes } = image;
  // A photograph's widths (a phone takes the narrow one); an illustration (SVG) has none.
  return srcSet ? { src, width, height, srcSet, sizes } : { src, width, height };
}
