import { Icon } from "~/components/ui/icon";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import type { Testimonial, TestimonialCarouselCopy } from "~/content/testimonials";
import { whenIdle } from "~/lib/when-idle";
import type { EmblaApi, EmblaEngineProps } from "./embla-engine";

/** The words the carousel shows, in the page's language (an island: they come as props, as JSON). */
type CarouselCopy = Pick<
  TestimonialCarouselCopy,
  "label" | "trackLabel" | "previousLabel" | "nextLabel" | "keyboardHint" | "positionLabel" | "ratingLabel"
>;

/**
 * A label's pieces with its "{name}" slots filled in: ("{index} of {count}", {index: 1, count: 8}) → ["1", " of ",
 * "8"]. Rendered as a list of texts it gives the same HTML as writing `{index} of {count}` in JSX.
 */
function fillParts(template: string, values: Record<string, number>): string[] {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? String(values[name]) : part;
    })
    .filter((part) => part !== "");
}

/**
 * The status line ("2 of 8"), with the position in a span of its own: until the island wakes, an early tap is
 * answered by an inline script (earlyCarouselScript) that scrolls the track and writes the new position there, so
 * React finds a different number when it hydrates, and takes the visitor's place from the track.
 */
function positionParts(template: string, index: number, count: number): ReactNode[] {
  return fillParts(template, { count }).map((part, at) =>
    part === "{index}" ? (
      <span key={at} data-carousel-position="" suppressHydrationWarning>
        {index}
      </span>
    ) : (
      part
    ),
  );
}

/** A label with its slots filled in, as one string (for attributes). */
function fill(template: string, values: Record<string, number>): string {
  return fillParts(template, values).join("");
}

const controlClass =
  "inline-flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50";

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Every slide is rendered on the server, so all stories are in the page's HTML and readable without JavaScript
 * (the track then scrolls natively, with snap points). An island: it hydrates when a visitor first touches,
 * points at or focuses it; then Embla is fetched when the browser is idle and takes over the same track for
 * dragging and smooth moves.
 */
export default function TestimonialCarousel({ items, copy }: { items: readonly Testimonial[]; copy: CarouselCopy }) {
  const id = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [api, setApi] = useState<EmblaApi | null>(null);
  const [EmblaEngine, setEmblaEngine] = useState<ComponentType<EmblaEngineProps> | null>(null);
  const count = items.length;
  // The latest position, so that Embla, arriving later, starts where the visitor already is.
  const indexRef = useRef(0);
  useEffect(() => {
    indexRef.current = index;
  }, [index]);
  useEffect(() => {
    if (api && api.selectedScrollSnap() !== indexRef.current) api.scrollTo(indexRef.current, true);
  }, [api]);

  useEffect(() => {
    let cancelled = false;
    const cancelStart = whenIdle(() => {
      import("./embla-engine")
        .then((module) => {
          if (!cancelled) setEmblaEngine(() => module.default);
        })
        // If the enhancement cannot load, the track keeps scrolling natively and the buttons still work.
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelStart();
    };
  }, []);

  const goTo = useCallback(
    (target: number) => {
      const next = (target + count) % count;
      if (api) {
        api.scrollTo(next, prefersReducedMotion());
        return;
      }
      // Before Embla arrives: scroll the native track. While Embla takes it over (attached, not yet reporting), the
      // track is Embla's: the new position waits for Embla's first report (the `api` effect above), or the track
      // would be moved twice.
      const viewport = viewportRef.current;
      const slide = viewport?.children[0]?.children[next] as HTMLElement | undefined;
      if (viewport && slide && !viewport.dataset.embla) {
        // Instant: a smooth native scroll would report in-between positions back to the status.
        viewport.scrollTo({ left: slide.offsetLeft, behavior: "auto" });
      }
      setIndex(next);
    },
    [api, count],
  );

  const syncFromNativeScroll = useCallback(() => {
    const viewport = viewportRef.current;
    if (api || !viewport || viewport.dataset.embla || viewport.clientWidth === 0) return;
    setIndex(Math.min(count - 1, Math.round(viewport.scrollLeft / viewport.clientWidth)));
  }, [api, count]);
  // The visitor may have swiped or scrolled the track before it hydrated: start from where they are.
  useEffect(syncFromNativeScroll, [syncFromNativeScroll]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      goTo(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      goTo(index + 1);
    }
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={copy.label}
      data-enhanced={api ? "true" : "false"}
      className="max-w-3xl"
    >
      <p id={`${id}-hint`} className="sr-only">
        {copy.keyboardHint}
      </p>
      {/* The track takes focus itself: before Embla arrives (or without JavaScript) it scrolls natively, and a
          scrolling area must be reachable by keyboard. The arrow keys move one story at a time. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={viewportRef}
        data-carousel-track=""
        role="group"
        aria-label={copy.trackLabel}
        aria-describedby={`${id}-hint`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={handleKeyDown}
        onScroll={syncFromNativeScroll}
        className={`relative rounded-2xl focus-visible:outline-offset-4 ${api ? "overflow-hidden" : "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto"}`}
      >
        <div className="flex touch-pan-y">
          {items.map((item, slideIndex) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(copy.positionLabel, { index: slideIndex + 1, count })}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start px-1 py-1"
            >
              <figure className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-card sm:p-8">
                <Icon name="quote" className="size-10 text-brand-200" aria-hidden="true" />
                <p className="mt-2 text-sm font-bold tracking-wider text-accent-700 uppercase">{item.treatment}</p>
                <blockquote className="mt-3 flex-1 text-lg text-ink sm:text-xl">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-4">
                  <span className="font-bold text-brand-900">{item.name}</span>
                  <span
                    className="flex items-center gap-0.5"
                    role="img"
                    aria-label={fill(copy.ratingLabel, { rating: item.rating })}
                  >
                    {Array.from({ length: 5 }, (_, star) => (
                      <Icon
                        name="star"
                        key={star}
                        className={`size-5 ${star < item.rating ? "fill-accent-400 text-accent-700" : "text-gray-500"}`}
                        aria-hidden="true"
                      />
                    ))}
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-6 flex items-center justify-center gap-6">
        <button
          type="button"
          data-carousel-step="-1"
          className={controlClass}
          aria-label={copy.previousLabel}
          onClick={() => goTo(index - 1)}
        >
          <Icon name="chevron-left" className="size-6" aria-hidden="true" />
        </button>
        <p role="status" className="min-w-20 text-center text-lg font-semibold text-ink">
          {positionParts(copy.positionLabel, index + 1, count)}
        </p>
        <button
          type="button"
          data-carousel-step="1"
          className={controlClass}
          aria-label={copy.nextLabel}
          onClick={() => goTo(index + 1)}
        >
          <Icon name="chevron-right" className="size-6" aria-hidden="true" />
        </button>
      </div>

      {EmblaEngine ? (
        <EmblaEngine viewportRef={viewportRef} startIndex={index} onReady={setApi} onSelect={setIndex} />
      ) : null}
    </div>
  );
}
