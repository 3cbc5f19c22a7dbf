import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState, type RefObject } from "react";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface EmblaEngineProps {
  /** The carousel viewport that the server already rendered, with every slide inside it. */
  viewportRef: RefObject<HTMLDivElement | null>;
  startIndex: number;
  onReady: (api: EmblaApi | null) => void;
  onSelect: (index: number) => void;
}

/**
 * Loaded after hydration: attaches Embla (dragging, swiping, smooth moves) to the existing slide track.
 * Renders nothing; the slides stay server-rendered HTML.
 */
export default function EmblaEngine({ viewportRef, startIndex, onReady, onSelect }: EmblaEngineProps) {
  // Start where the visitor already is; later index changes come from Embla itself.
  const [initialIndex] = useState(startIndex);
  const [emblaRef, emblaApi] = useEmblaCarousel({ startIndex: initialIndex, loop: true, align: "start" });

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // Until now the track scrolled natively; Embla moves it with transforms instead. The flag tells the
    // carousel that the scroll this reset causes is not the visitor's.
    viewport.dataset.embla = "attached";
    viewport.scrollLeft = 0;
    viewport.style.overflow = "hidden";
    viewport.style.scrollSnapType = "none";
    emblaRef(viewport);
    return () => {
      emblaRef(null);
      delete viewport.dataset.embla;
      viewport.style.overflow = "";
      viewport.style.scrollSnapType = "";
    };
  }, [emblaRef, viewportRef]);

  useEffect(() => {
    if (!emblaApi) return;
    const select = () => onSelect(emblaApi.selectedScrollSnap());
    emblaApi.on("select", select);
    onReady(emblaApi);
    return () => {
      emblaApi.off("select", select);
      onReady(null);
    };
  }, [emblaApi, onReady, onSelect]);

  return null;
}
