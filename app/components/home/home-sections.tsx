import { ArrowRight, BadgeIndianRupee, Clock, ExternalLink, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import BookingForm from "~/components/booking/booking-form";
import { Island } from "~/components/islands/island";
import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { CallToActionBand, outlineOnDarkButton } from "~/components/sections/call-to-action-band";
import { IconCard } from "~/components/sections/icon-card";
import { MapEmbed } from "~/components/sections/map-embed";
import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import type {
  aboutTeaser,
  appointmentPromo,
  articleTeasers,
  callToAction,
  communityService,
  homeHero,
  missionVisionValues,
  visitUs,
  whyChooseUs,
} from "~/content/home";
import { site, telHref, whatsappHref } from "~/content/site";

/*
 * Card grids sized in rem: as visitors enlarge the text, columns get fewer instead of words spilling out.
 * At default size: four (or three) across on desktop, one on phones.
 */
const gridFour = "grid gap-6 grid-cols-[repeat(auto-fit,minmax(min(100%,15rem),1fr))]";
const gridThree = "grid gap-6 grid-cols-[repeat(auto-fit,minmax(min(100%,19rem),1fr))]";

const textLink =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${site.geo.latitude},${site.geo.longitude}`;

function NewTabNote() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

/** A link styled as a secondary action, placed under a section's content. */
function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div className="mt-10">
      <a href={to} className={buttonStyles.secondary}>
        {children}
        <ArrowRight className="size-5" aria-hidden="true" />
      </a>
    </div>
  );
}

/** The first screen: the page's h1, the three claims, the two ways to reach us and the hero picture. */
export function HomeHero({ hero, priceNote }: { hero: typeof homeHero; priceNote: string }) {
  return (
    <section
      aria-labelledby="home-title"
      className="@container bg-gradient-to-b from-brand-50 via-brand-50/60 to-white"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 pt-8 pb-12 sm:px-6 md:pt-12 lg:pt-14 lg:pb-16 @min-[64rem]:grid-cols-[minmax(0,1fr)_minmax(0,36rem)] @min-[64rem]:gap-14">
        <div>
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">{hero.eyebrow}</p>
          <h1 id="home-title" className="mt-2 text-4xl font-extrabold sm:text-5xl lg:text-[3.25rem]">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-[62ch] text-lg text-muted sm:text-xl">{hero.intro}</p>

          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <BookingButton label={hero.bookLabel} source="home: hero" />
            <a href={telHref} className={buttonStyles.secondary}>
              <Phone className="size-5" aria-hidden="true" />
              {hero.callLabel}
            </a>
          </div>

          {/* Three across when their box is wide enough for 'satisfaction' at the chosen text size; else one per row. */}
          <div className="@container mt-8 max-w-xl">
            <dl aria-label={hero.statsLabel} className="grid gap-2 sm:gap-4 @min-[20rem]:grid-cols-3">
              {hero.stats.map((stat) => (
                <div
                  key={stat.label}
                  className="flex flex-wrap items-center gap-x-3 rounded-2xl border border-brand-100 bg-white px-4 py-3 shadow-card sm:px-4 @min-[20rem]:flex-col @min-[20rem]:gap-1 @min-[20rem]:px-1.5 @min-[20rem]:py-4 @min-[20rem]:text-center"
                >
                  <dt className="flex-1 basis-32 text-base leading-snug text-muted @min-[20rem]:flex-none @min-[20rem]:basis-auto">
                    {stat.label}
                  </dt>
                  <dd className="order-first text-3xl font-extrabold text-brand-700 sm:text-4xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <p className="mt-5 flex items-center gap-2 text-base font-semibold text-brand-800">
            <BadgeIndianRupee className="size-5 shrink-0 text-accent-700" aria-hidden="true" />
            {priceNote}
          </p>
        </div>

        {/* The largest element of the first screen on wide screens: loaded at once, first. */}
        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          fetchPriority="high"
          className="h-auto w-full rounded-3xl border border-brand-100 shadow-card"
        />
      </div>
    </section>
  );
}

/** Heading beside the text, picture beside both: a two-column band rather than the usual heading-on-top section. */
export function AboutTeaser({ about }: { about: typeof aboutTeaser }) {
  return (
    <section id="about" aria-labelledby="about-heading" className="@container bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 sm:px-6 md:py-16 @min-[64rem]:grid-cols-2 @min-[64rem]:gap-14">
        <div className="max-w-[68ch]">
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">{about.eyebrow}</p>
          <h2 id="about-heading" className="mt-1 text-2xl font-extrabold sm:text-3xl">
            {about.title}
          </h2>
          <div className="mt-5 space-y-4 text-lg">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <a href={about.link} className={`mt-4 ${textLink}`}>
            {about.linkLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
        <img
          src={about.image.src}
          alt={about.image.alt}
          width={about.image.width}
          height={about.image.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl border border-gray-200 shadow-card @min-[64rem]:order-first"
        />
      </div>
    </section>
  );
}

export function WhyChooseUs({ content }: { content: typeof whyChooseUs }) {
  return (
    <Section id="why-choose-us" title={content.title} intro={<p>{content.intro}</p>}>
      <ul className={gridThree}>
        {content.items.map((item) => (
          <li key={item.title}>
            <IconCard icon={item.icon} title={item.title} description={item.description} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function MissionVisionValues({ content }: { content: typeof missionVisionValues }) {
  const statements = [
    { ...content.mission, icon: "target" as const },
    { ...content.vision, icon: "eye" as const },
  ];
  return (
    <Section id="mission" tone="tint" title={content.title}>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,24rem),1fr))] gap-6">
        {statements.map((statement) => (
          <div key={statement.title} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-card md:p-8">
            <h3 className="flex items-center gap-3 text-2xl font-bold">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon name={statement.icon} />
              </span>
              {statement.title}
            </h3>
            <p className="mt-4 max-w-[60ch] text-lg text-ink">{statement.text}</p>
          </div>
        ))}
      </div>
      <h3 className="mt-12 text-2xl font-bold">{content.valuesTitle}</h3>
      <ul className={`mt-6 ${gridFour}`}>
        {content.values.map((value) => (
          <li key={value.title}>
            <IconCard icon={value.icon} title={value.title} description={value.description} headingLevel={4} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Three ways to act now: book, call, or chat. */
export function CallToAction({ content }: { content: typeof callToAction }) {
  return (
    <CallToActionBand id="get-help" title={content.title} text={content.text}>
      <BookingButton label={content.primaryLabel} source="home: call to action" className={buttonStyles.onDark} />
      <a href={telHref} className={outlineOnDarkButton}>
        <Phone className="size-5" aria-hidden="true" />
        {content.callLabel}
      </a>
      <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={outlineOnDarkButton}>
        <MessageCircle className="size-5" aria-hidden="true" />
        {content.chatLabel}
        <NewTabNote />
      </a>
    </CallToActionBand>
  );
}

export function CommunityService({ content }: { content: typeof communityService }) {
  return (
    <Section id="community" title={content.title} intro={<p>{content.intro}</p>}>
      <ul className={gridFour}>
        {content.blurbs.map((blurb) => (
          <li key={blurb.title}>
            <a
              href={content.link}
              className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-card transition-shadow hover:border-brand-200 hover:shadow-lg"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <Icon name={blurb.icon} />
              </span>
              <h3 className="mt-4 text-xl font-bold group-hover:text-brand-700 group-hover:underline">{blurb.title}</h3>
              <p className="mt-2 flex-1 text-ink">{blurb.text}</p>
            </a>
          </li>
        ))}
      </ul>
      <MoreLink to={content.link}>{content.linkLabel}</MoreLink>
    </Section>
  );
}

/** The booking form itself, beside what to bring and what to expect. */
export function AppointmentPromo({ content }: { content: typeof appointmentPromo }) {
  return (
    <Section id="book" tone="tint" title={content.title} intro={<p>{content.text}</p>}>
      <div className="@container">
        <div className="grid grid-cols-1 items-start gap-8 @min-[60rem]:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] @min-[60rem]:gap-12">
          <ul className="space-y-6">
            {content.points.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-card">
                  <Icon name={point.icon} />
                </span>
                <div>
                  <h3 className="text-xl font-bold">{point.title}</h3>
                  <p className="mt-1 max-w-[60ch] text-ink">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-card sm:p-8">
            <h3 className="mb-5 text-2xl font-bold">{content.buttonLabel}</h3>
            <Island name="booking-form" component={BookingForm} props={{ source: "home" }} />
          </div>
        </div>
      </div>
    </Section>
  );
}

export function ArticleTeasers({ content }: { content: typeof articleTeasers }) {
  return (
    <Section id="learn" tone="tint" title={content.title} intro={<p>{content.intro}</p>}>
      <ul className={gridThree}>
        {content.teasers.map((teaser) => (
          <li key={teaser.title}>
            <a
              href={teaser.link}
              className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-card transition-shadow hover:shadow-lg"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={teaser.icon} />
              </span>
              <h3 className="mt-4 text-xl font-bold group-hover:text-brand-700 group-hover:underline">
                {teaser.title}
              </h3>
              <p className="mt-2 flex-1 text-ink">{teaser.excerpt}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
                Read more
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
              </span>
            </a>
          </li>
        ))}
      </ul>
      <MoreLink to={content.link}>{content.linkLabel}</MoreLink>
    </Section>
  );
}

/** The map, with the address, hours and directions beside it. */
export function VisitUs({ content }: { content: typeof visitUs }) {
  return (
    <Section id="visit-us" title={content.title} intro={<p>{content.text}</p>}>
      <div className="@container">
        <div className="grid grid-cols-1 gap-10 @min-[60rem]:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <MapEmbed />
          <div className="space-y-8">
            <div>
              <h3 className="flex items-center gap-2 text-xl font-bold">
                <MapPin className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                {content.addressTitle}
              </h3>
              <address className="mt-2 text-lg not-italic">
                {site.name}
                <br />
                {content.address}
                <br />
                <span className="text-muted">{content.landmark}</span>
              </address>
              <div className="mt-3 flex flex-wrap gap-x-6">
                <a href={directionsHref} target="_blank" rel="noopener noreferrer" className={textLink}>
                  {content.directionsLabel}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <NewTabNote />
                </a>
                <a href={telHref} className={textLink}>
                  <Phone className="size-4" aria-hidden="true" />
                  {site.phone.display}
                </a>
              </div>
            </div>
            <div>
              <h3 className="flex items-center gap-2 text-xl font-bold">
                <Clock className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                {content.hoursTitle}
              </h3>
              <ul className="mt-2 text-lg">
                {content.hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-xl font-bold">{content.transportTitle}</h3>
              <ul className="mt-3 space-y-4">
                {content.transport.map((item) => (
                  <li key={item.title} className="flex gap-3">
                    <Icon name={item.icon} className="mt-1 size-5 shrink-0 text-brand-700" />
                    <div>
                      <h4 className="font-bold">{item.title}</h4>
                      <p className="text-ink">{item.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </Section>
  );
}
