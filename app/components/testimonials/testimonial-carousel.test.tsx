import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as testimonialsEn from "~/content/testimonials";
import * as testimonialsTe from "~/content/te/testimonials";
import TestimonialCarousel from "./testimonial-carousel.island";

function render(copy: typeof testimonialsEn) {
  return renderToString(<TestimonialCarousel items={copy.testimonials} copy={copy.testimonialCarouselCopy} />);
}

describe("testimonial carousel", () => {
  it("words its positions and stars in English from its props, as it always has", () => {
    const html = render(testimonialsEn);
    const total = testimonialsEn.testimonials.length;
    expect(html).toContain(`aria-label="1 of ${total}"`);
    // The position in a span of its own: the early-tap script writes the next one there (inline-scripts.ts).
    expect(html).toContain(`><span data-carousel-position="">1</span> of <!-- -->${total}</p>`);
    expect(html).toContain(`aria-label="Rated ${testimonialsEn.testimonials[0]!.rating} out of 5"`);
    expect(html).toContain(`aria-label="${testimonialsEn.testimonialCarouselCopy.nextLabel}"`);
  });

  it("speaks Telugu when given the Telugu words", () => {
    const html = render(testimonialsTe);
    const total = testimonialsTe.testimonials.length;
    expect(html).toContain(`aria-label="${total}లో 1"`);
    expect(html).toContain(`>${total}<!-- -->లో <span data-carousel-position="">1</span></p>`);
    expect(html).toContain(`aria-label="5కి ${testimonialsTe.testimonials[0]!.rating} రేటింగ్"`);
    expect(html).toContain(testimonialsTe.testimonials[0]!.quote.slice(0, 30));
    expect(html).not.toMatch(/ of \d|Rated /);
  });
});
