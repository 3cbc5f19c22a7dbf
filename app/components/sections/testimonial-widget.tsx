import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Testimonial } from "~/content/testimonials";
import { site } from "~/content/site";
import { Section } from "./section";

/** Where the third-party script is in its life: the section's data-widget attribute mirrors it. */
export type WidgetState = "waiting" | "loading" | "loaded" | "failed" | "skipped";

interface TestimonialWidgetProps {
  id?: string;
  title: string;
  intro: string;
  /** e.g. 'Rated 4.8 out of 5 from 146 reviews…' */
  ratingLine: string;
  /** Our own quotes: always shown, whether or not the widget loads. */
  quotes: readonly Testimonial[];
  linkLabel: string;
  link: string;
}

/** Runs `callback` once the page has finished loading and the browser has a quiet moment. */
function whenPageIsIdle(callback: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  // Older Safari has no requestIdleCallback.
  const hasIdleCallback = typeof window.requestIdleCallback === "function";
  const run = () => {
    if (cancelled) return;
    idleHandle = hasIdleCallback
      ? window.requestIdleCallback(callback, { timeout: 2000 })
      : window.setTimeout(callback, 1);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idleHandle === undefined) return;
    if (hasIdleCallback) window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/** Visitors who asked their browser to save data are not sent a third-party script they did not ask for. */
function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Loads the third-party review widget only when its section comes into view, after the page is interactive.
 * The script element is created here with `src` (no inline script, so a strict CSP allows it by host).
 * If it fails or is blocked, nothing changes: our own quotes above it are the section's real content.
 */
function useWidgetScript(sectionRef: React.RefObject<HTMLElement | null>): WidgetState {
  const [state, setState] = useState<WidgetState>("waiting");

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    if (prefersSavingData() || !("IntersectionObserver" in window)) {
      setState("skipped");
      return;
    }

    let script: HTMLScriptElement | null = null;
    let cancelIdle: (() => void) | undefined;
    const insertScript = () => {
      script = document.createElement("script");
      script.src = site.testimonialWidget.scriptUrl;
      script.async = true;
      script.onload = () => setState("loaded");
      script.onerror = () => setState("failed");
      setState("loading");
      document.body.appendChild(script);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenPageIsIdle(insertScript);
      },
      // Start a little before the section is on screen, so the widget is ready when the visitor gets there.
      { rootMargin: "200px 0px" },
    );
    observer.observe(section);

    return () => {
      observer.disconnect();
      cancelIdle?.();
      // A later visit to the page adds a fresh script, which scans the new container again.
      script?.remove();
    };
  }, [sectionRef]);

  return state;
}

/** Five stars; `label` false when the text beside them already says the rating. */
function Stars({ rating, label = true }: { rating: number; label?: boolean }) {
  return (
    <span className="flex shrink-0 gap-0.5 text-accent-700">
      {label ? <span className="sr-only">{`Rated ${rating} out of 5`}</span> : null}
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          name="star"
          key={n}
          className={`size-5 ${n <= Math.round(rating) ? "fill-current" : "fill-none text-muted"}`}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/** Home page testimonials: our own patients' words, plus the third-party review widget when it can load. */
export function TestimonialWidget({
  id = "testimonials",
  title,
  intro,
  ratingLine,
  quotes,
  linkLabel,
  link,
}: TestimonialWidgetProps) {
  const sectionRef = useRef<HTMLDivElement>(null);
  const state = useWidgetScript(sectionRef);

  return (
    <Section id={id} title={title} intro={<p>{intro}</p>}>
      <div ref={sectionRef} data-widget={state}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold text-brand-900">
          <Stars rating={site.rating.value} label={false} />
          <span>{ratingLine}</span>
        </p>

        <ul className="mt-8 grid grid-cols-[repeat(auto-fit,minmax(min(100%,19rem),1fr))] gap-6">
          {quotes.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-card">
                <div className="flex items-center justify-between gap-3">
                  <Stars rating={testimonial.rating} />
                  <Icon name="quote" className="size-7 text-brand-200" aria-hidden="true" />
                </div>
                <blockquote className="mt-4 flex-1 text-ink">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-gray-200 pt-4">
                  <span className="block font-bold text-brand-900">{testimonial.name}</span>
                  <span className="block text-muted">{testimonial.treatment}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>

        {/* The widget fills this container when its script runs; until then it takes no space. */}
        <div className="sk-ww-google-reviews mt-8 empty:hidden" data-embed-id={site.testimonialWidget.embedId} />

        <Link
          to={link}
          className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {linkLabel}
          <Icon name="arrow-right" className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </Section>
  );
}
