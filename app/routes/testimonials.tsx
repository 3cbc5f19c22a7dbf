import { Icon } from "~/components/ui/icon";
import { buttonStyles } from "~/components/booking/booking-button";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Island } from "~/components/islands/island";
import TestimonialCarousel from "~/components/testimonials/testimonial-carousel.island";
import { earlyCarouselScript } from "~/lib/inline-scripts";
import { site } from "~/content/site";
import * as testimonialsEn from "~/content/testimonials";
import { storiesShown } from "~/content/testimonials";
import * as testimonialsTe from "~/content/te/testimonials";
import { inBothLanguages, langOfRequest } from "~/i18n/lang";
import { useUi } from "~/content/ui-by-language";
import { pageBasics } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import { clinicNode } from "~/seo/structured-data";
import type { Route } from "./+types/testimonials";

const path = "/testimonials";
const testimonialsCopy = inBothLanguages(testimonialsEn, testimonialsTe);

/** The stories and reviews travel as route data, so they stay out of the JavaScript bundle. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { reviews, testimonialCarouselCopy, testimonials, testimonialsMeta, testimonialsPage } = testimonialsCopy(lang);
  return {
    ...pageBasics(testimonialsMeta, path, lang),
    testimonials,
    carouselCopy: testimonialCarouselCopy,
    page: testimonialsPage,
    // No stories to show (a launch build without confirmed, consented ones): no intro to them, no carousel.
    shown: storiesShown(testimonialsPage, testimonials),
    structuredData: [clinicNode(reviews, lang)],
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { breadcrumbs, page, carouselCopy, shown } = loaderData;
  const { opensInNewTab } = useUi();
  // Only the pages the hospital has: an emptied link is none (content/hospital/identity.ts).
  const reviewLinks = [
    { href: site.links.reviewSearch, label: page.leaveReview.searchLabel, className: buttonStyles.primary },
    { href: site.links.facebook, label: page.leaveReview.socialLabel, className: buttonStyles.secondary },
  ].filter((link) => link.href);
  // With neither page, no box asking for a review.
  const leaveReview = (Heading: "h2" | "h3") =>
    reviewLinks.length === 0 ? null : (
      <div id="leave-a-review" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
        <Heading id="leave-a-review-title" className="text-2xl font-bold text-brand-900">
          {page.leaveReview.title}
        </Heading>
        <p className="mt-3 text-lg text-ink">{page.leaveReview.text}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {reviewLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={link.className}>
                {link.label}
                <Icon name="external-link" className="size-5" aria-hidden="true" />
                <span className="sr-only">{opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <>
      <PageHero title={page.title} intro={<p className="max-w-[65ch]">{shown.intro}</p>} breadcrumbs={breadcrumbs}>
        <p className="mt-6 flex max-w-[65ch] items-start gap-3 rounded-xl bg-white p-4 text-lg font-semibold text-brand-900 shadow-card">
          <Icon name="star" className="mt-1 size-6 shrink-0 fill-accent-400 text-accent-700" aria-hidden="true" />
          {page.stats}
        </p>
      </PageHero>

      {shown.showStories ? (
        <Section id="stories" title={carouselCopy.title}>
          {/* On wide screens the invitation to review sits beside the stories rather than leaving half the row empty:
              from a width in rem (a container query) that leaves it 18rem at any text size. A screen's width alone
              once left it a few letters wide at 1024 px with large text. */}
          <div className="grid items-start gap-10 @min-[68rem]:grid-cols-[minmax(0,48rem)_minmax(0,1fr)]">
            {/* min-w-0: the slide track must not widen its grid column. */}
            <div className="min-w-0">
              <Island
                name="testimonial-carousel"
                component={TestimonialCarousel}
                props={{ items: loaderData.testimonials, copy: carouselCopy }}
              />
              <script dangerouslySetInnerHTML={{ __html: earlyCarouselScript }} />
              <p data-testid="results-differ" className="mt-4 text-ink">
                {page.resultsDiffer}
              </p>
            </div>
            {leaveReview("h3")}
          </div>
        </Section>
      ) : (
        // No story to publish (a launch build without confirmed, consented ones): only the invitation to review.
        <Section id="reviews">
          <div className="max-w-3xl">{leaveReview("h2")}</div>
        </Section>
      )}
    </>
  );
}
