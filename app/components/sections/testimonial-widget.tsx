import { Icon } from "~/components/ui/icon";
import type { Testimonial } from "~/content/testimonials";
import { site } from "~/content/site";
import type { Lang } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { ArrowLink } from "./links";
import { Section } from "./section";

interface TestimonialWidgetProps {
  id?: string;
  title: string;
  intro: string;
  /** e.g. 'Rated 4.8 out of 5 from 146 reviews…' */
  ratingLine: string;
  /** Our own quotes: always shown, whether or not the widget loads. */
  quotes: readonly Testimonial[];
  /** "Individual experiences; results differ.": shown under our own quotes, when there are any. */
  resultsDiffer?: string;
  linkLabel: string;
  link: string;
}

/** The stars' name for screen readers, as the testimonial carousel words it in each language. */
const RATED: Record<Lang, (rating: number) => string> = {
  en: (rating) => `Rated ${rating} out of 5`,
  te: (rating) => `5కి ${rating} రేటింగ్`,
};

/** Five stars; `label` false when the text beside them already says the rating. */
function Stars({ rating, label = true }: { rating: number; label?: boolean }) {
  const lang = useLang();
  return (
    <span className="flex shrink-0 gap-0.5 text-accent-700">
      {label ? <span className="sr-only">{RATED[lang](rating)}</span> : null}
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
  resultsDiffer,
  linkLabel,
  link,
}: TestimonialWidgetProps) {
  return (
    <Section id={id} title={title} intro={<p>{intro}</p>}>
      {/* When this comes into view, the page script shows the third-party widget in a sandboxed frame of the site's
          own, /review-widget (review-widget-loader.ts, app/routes/review-widget.ts, decision 0051). */}
      <div data-widget="waiting" data-widget-frame="/review-widget" data-widget-title={title}>
        {/* The figures only while the hospital states them (content/hospital/claims.ts). */}
        {site.rating || ratingLine ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold text-brand-900">
            {site.rating ? <Stars rating={site.rating.value} label={false} /> : null}
            <span>{ratingLine}</span>
          </p>
        ) : null}

        {quotes.length > 0 ? (
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
        ) : null}
        {quotes.length > 0 && resultsDiffer ? (
          <p data-testid="results-differ" className="mt-4 text-ink">
            {resultsDiffer}
          </p>
        ) : null}

        {/* The widget's frame goes here when it loads; until then, and if it fails, this takes no space. */}
        <div data-widget-slot className="empty:hidden" />

        <ArrowLink to={link} className="mt-8">
          {linkLabel}
        </ArrowLink>
      </div>
    </Section>
  );
}
