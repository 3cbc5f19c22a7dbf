import { sizedImage } from "~/components/ui/sized-image";
import { useState } from "react";
import type { ImageRef } from "~/content/types";

interface ServiceGalleryProps {
  images: readonly ImageRef[];
  /** Accessible name of the thumbnail group. */
  label: string;
  /** Each thumbnail's accessible name, e.g. 'Show image 2 of 3: …'. */
  thumbnailLabels: readonly string[];
}

/**
 * The hero pictures: one large image and a row of thumbnails that choose it.
 * The selection starts at the first image; the first large image is the page's largest paint, so it is not lazy.
 * An island: it hydrates when a visitor first reaches it, and a thumbnail tapped before that is tapped again.
 */
export default function ServiceGallery({ images, label, thumbnailLabels }: ServiceGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;

  return (
    <div className="w-full @min-[64rem]:w-[30rem]">
      <img
        {...sizedImage(current)}
        alt={current.alt}
        fetchPriority={selected === 0 ? "high" : "auto"}
        decoding="async"
        className="aspect-[4/3] w-full rounded-2xl border border-brand-100 bg-brand-50 object-cover shadow-card"
      />
      {images.length > 1 ? (
        <ul aria-label={label} className="mt-3 grid grid-cols-3 gap-3">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                aria-label={thumbnailLabels[index] ?? image.alt}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className="block w-full overflow-hidden rounded-xl border-2 border-transparent bg-brand-50 p-0.5 hover:border-brand-200 aria-pressed:border-brand-700"
              >
                {/* Lazy: thumbnails must not compete with the main image (the page's largest paint) on slow data. */}
                <img
                  {...sizedImage(image)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
