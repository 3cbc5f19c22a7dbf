import { Icon } from "~/components/ui/icon";
import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { CallButton } from "~/components/sections/call-button";
import { HeroImage } from "~/components/sections/hero-image";
import type { homeHero } from "~/content/home";

/**
 * The figures' layout, by the width of their box (container queries: the class names are whole, for Tailwind). Three
 * across from 20rem, where "satisfaction" fits at the chosen text size; from 28rem when a figure is written in full
 * ("10,000+" on the Telugu page, or what an editor enters), which in a third of 20rem wraps its "+" onto a line of
 * its own. Narrower, one per row, the figure beside its label.
 */
function statsLayout(stats: readonly { value: string }[]) {
  return Math.max(...stats.map((stat) => stat.value.length)) > 5
    ? {
        grid: "@min-[28rem]:grid-cols-3",
        card: "@min-[28rem]:flex-col @min-[28rem]:gap-1 @min-[28rem]:px-1.5 @min-[28rem]:py-4 @min-[28rem]:text-center",
        label: "@min-[28rem]:flex-none @min-[28rem]:basis-auto",
      }
    : {
        grid: "@min-[20rem]:grid-cols-3",
        card: "@min-[20rem]:flex-col @min-[20rem]:gap-1 @min-[20rem]:px-1.5 @min-[20rem]:py-4 @min-[20rem]:text-center",
        label: "@min-[20rem]:flex-none @min-[20rem]:basis-auto",
      };
}

/** The first screen: the page's h1, the three claims, the two ways to reach us and the hero picture. */
export function HomeHero({ hero, priceNote }: { hero: typeof homeHero; priceNote: string }) {
  const layout = statsLayout(hero.stats);
  return (
    <section
      aria-labelledby="home-title"
      className="@container bg-gradient-to-b from-brand-50 via-brand-50/60 to-white"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 pt-8 pb-12 sm:px-6 md:pt-12 lg:pt-14 lg:pb-16 @min-[64rem]:grid-cols-[minmax(0,5fr)_minmax(0,4fr)] @min-[64rem]:gap-14">
        <div>
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">{hero.eyebrow}</p>
          {/* On a phone no larger than 11.5% of the screen's width: at the largest text size a 360 px screen then keeps
              the longest word ("అనంతపురంలోనే,", 13 letters) on one line. */}
          <h1
            id="home-title"
            className="mt-2 text-4xl font-extrabold max-sm:[font-size:min(2.25rem,11.5vw)] sm:text-5xl lg:text-[3.25rem]"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-[62ch] text-lg text-muted sm:text-xl">{hero.intro}</p>

          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <BookingButton label={hero.bookLabel} source="home: hero" />
            <CallButton label={hero.callLabel} className={buttonStyles.secondary} />
          </div>

          {/* Three across when their box is wide enough (statsLayout); else one per row. */}
          {/* No figures the hospital states (content/hospital/claims.ts), no list of them. */}
          {hero.stats.length > 0 ? (
            <div className="@container mt-8 max-w-xl">
              <dl aria-label={hero.statsLabel} className={`grid gap-2 sm:gap-4 ${layout.grid}`}>
                {hero.stats.map((stat) => (
                  <div
                    key={stat.label}
                    className={`flex flex-wrap items-center gap-x-3 rounded-2xl border border-brand-100 bg-white px-4 py-3 shadow-card sm:px-4 ${layout.card}`}
                  >
                    <dt className={`flex-1 basis-32 text-base leading-snug text-muted ${layout.label}`}>
                      {stat.label}
                    </dt>
                    <dd className="order-first text-3xl font-extrabold text-brand-700 sm:text-4xl">{stat.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          <p className="mt-5 flex items-center gap-2 text-base font-semibold text-brand-800">
            <Icon name="badge-indian-rupee" className="size-5 shrink-0 text-accent-700" aria-hidden="true" />
            {priceNote}
          </p>
        </div>

        {/* The largest element of the first screen on wide screens: loaded at once, first. Its column is a share of
            the width, not a fixed one, so that the heading's longest word ("అనంతపురంలోనే,") keeps a line's width. */}
        <HeroImage image={hero.image} className="h-auto w-full rounded-3xl border border-brand-100 shadow-card" />
      </div>
    </section>
  );
}
