import { EmailAddress } from "~/components/ui/email-address";
import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { CallToActionBand, outlineOnDarkButton } from "~/components/sections/call-to-action-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import {
  communityImage,
  communityMeta,
  communityOutreach,
  type ServiceLine,
  type TitledList,
} from "~/content/community";
import { mailHref, site, telHref } from "~/content/site";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/community-outreach";

const path = "/community-outreach";
const breadcrumbs = [{ name: communityMeta.title, path }];

/** The page's copy travels as route data, so it stays out of the JavaScript bundle. */
export function loader() {
  return {
    head: buildPageMeta({
      title: communityMeta.title,
      description: communityMeta.description,
      keywords: communityMeta.keywords,
      path,
      breadcrumbs,
    }),
    ...communityOutreach,
    image: communityImage,
  };
}

export const meta: Route.MetaFunction = headFromLoader;

const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

function CheckList({
  list,
  mark = "check",
  headingLevel = 3,
}: {
  list: TitledList;
  mark?: "check" | "cross";
  headingLevel?: 3 | 4;
}) {
  const markIcon = mark === "check" ? "check" : "x";
  const Heading = `h${headingLevel}` as const;
  return (
    <div>
      <Heading className="text-xl font-bold">{list.title}</Heading>
      <ul className="mt-3 space-y-2">
        {list.items.map((item) => (
          <li key={item} className="flex gap-3 text-ink">
            <Icon
              name={markIcon}
              className={`mt-1 size-5 shrink-0 ${mark === "check" ? "text-brand-700" : "text-muted"}`}
              aria-hidden="true"
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NumberedSteps({ steps, label }: { steps: string[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-3 space-y-3">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}

function ServiceLineCard({ line, callLabel }: { line: ServiceLine; callLabel?: string }) {
  const urgent = Boolean(callLabel);
  // Emergency advice includes "do not" points, so it gets neutral markers rather than ticks.
  const markerIcon = urgent ? "chevron-right" : "check";
  return (
    <article
      aria-labelledby={`line-${line.icon}`}
      className={`flex h-full flex-col rounded-2xl border p-6 shadow-card ${
        urgent ? "border-urgent-700/30 bg-urgent-50" : "border-gray-200 bg-white"
      }`}
    >
      <span
        className={`inline-flex size-12 items-center justify-center rounded-xl ${
          urgent ? "bg-white text-urgent-700" : "bg-brand-50 text-brand-700"
        }`}
      >
        <Icon name={line.icon} className="size-6" />
      </span>
      <h3 id={`line-${line.icon}`} className="mt-4 text-xl font-bold">
        {line.title}
      </h3>
      <p className="mt-2 text-ink">{line.text}</p>
      <ul className="mt-4 space-y-2">
        {line.points.map((point) => (
          <li key={point} className="flex gap-3 text-ink">
            <Icon
              name={markerIcon}
              className={`mt-1 size-5 shrink-0 ${urgent ? "text-urgent-700" : "text-brand-700"}`}
              aria-hidden="true"
            />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      {urgent ? (
        <a
          href={telHref}
          className="mt-6 inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-lg bg-urgent-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-red-800"
        >
          <Icon name="phone" className="size-5" aria-hidden="true" />
          {callLabel}
        </a>
      ) : null}
    </article>
  );
}

export default function CommunityOutreach({ loaderData }: Route.ComponentProps) {
  const { programme, seniors, children, emergencies, eyeCamps, inviteCamp, closing, image } = loaderData;
  return (
    <>
      <PageHero
        title={loaderData.title}
        breadcrumbs={breadcrumbs}
        intro={
          <div className="max-w-[65ch] space-y-3">
            {loaderData.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        }
        aside={
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="h-auto w-full max-w-xl rounded-2xl bg-brand-50 shadow-card lg:w-[440px]"
          />
        }
      >
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a href={telHref} className={buttonStyles.primary}>
            <Icon name="phone" className="size-5" aria-hidden="true" />
            {closing.callLabel}
          </a>
          <BookingButton label={closing.bookLabel} source="community-outreach" className={buttonStyles.secondary} />
        </div>
      </PageHero>

      <Section id="cataract-programme" title={programme.title} intro={<p>{programme.summary}</p>}>
        <dl className="grid max-w-4xl gap-4 sm:grid-cols-3">
          {programme.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col rounded-2xl bg-brand-50 p-5">
              <dt className="order-2 mt-1 text-ink">{fact.label}</dt>
              <dd className="order-1 text-3xl font-extrabold text-brand-800">{fact.value}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-10 grid gap-10 lg:grid-cols-3">
          <CheckList list={programme.eligibility} />
          <CheckList list={programme.included} />
          <CheckList list={programme.notIncluded} mark="cross" />
        </div>

        <div className="mt-10 max-w-3xl rounded-2xl border border-gray-200 bg-white p-6 shadow-card">
          <h3 className="text-xl font-bold">{programme.howToApply.title}</h3>
          <NumberedSteps steps={programme.howToApply.steps} label={programme.howToApply.title} />
          <p className="mt-4 rounded-xl bg-accent-50 p-4 text-ink">{programme.howToApply.note}</p>
          <div className="mt-5">
            <a href={telHref} className={buttonStyles.primary}>
              <Icon name="phone" className="size-5" aria-hidden="true" />
              {closing.callLabel}
            </a>
          </div>
        </div>
      </Section>

      <Section
        id="service-lines"
        tone="tint"
        title={loaderData.serviceLines.title}
        intro={<p>{loaderData.serviceLines.intro}</p>}
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          <li>
            <ServiceLineCard line={seniors} />
          </li>
          <li>
            <ServiceLineCard line={children} />
          </li>
          <li>
            <ServiceLineCard line={emergencies} callLabel={closing.callLabel} />
          </li>
        </ul>
      </Section>

      <Section id="eye-camps" title={eyeCamps.title}>
        <div className="flex max-w-3xl gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
            <Icon name={eyeCamps.icon} className="size-6" />
          </span>
          <div>
            <p className="text-lg text-ink">{eyeCamps.text}</p>
            <a href={eyeCamps.link} className={`${linkClass} mt-2`}>
              {eyeCamps.linkLabel}
              <Icon name="arrow-right" className="size-5" aria-hidden="true" />
            </a>
          </div>
        </div>

        <section
          aria-labelledby="invite-camp-heading"
          className="mt-12 rounded-2xl border border-gray-200 bg-white p-6 shadow-card md:p-8"
        >
          <h3 id="invite-camp-heading" className="flex items-start gap-3 text-2xl font-bold">
            <Icon name={inviteCamp.icon} className="mt-0.5 size-7 shrink-0 text-brand-700" />
            {inviteCamp.title}
          </h3>
          <p className="mt-3 max-w-[65ch] text-lg text-ink">{inviteCamp.intro}</p>
          <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <NumberedSteps steps={inviteCamp.steps} label={inviteCamp.title} />
            <div className="space-y-8">
              <CheckList list={inviteCamp.youProvide} headingLevel={4} />
              <CheckList list={inviteCamp.weBring} headingLevel={4} />
            </div>
          </div>
          <p className="mt-8 text-lg font-semibold text-brand-900">{inviteCamp.contactText}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={telHref} className={buttonStyles.primary}>
              <Icon name="phone" className="size-5" aria-hidden="true" />
              {closing.callLabel}
            </a>
            <a href={mailHref} className={`${buttonStyles.secondary} min-w-0`}>
              <Icon name="mail" className="size-5 shrink-0" aria-hidden="true" />
              <EmailAddress address={site.email} />
            </a>
          </div>
        </section>
      </Section>

      <CallToActionBand id="book" title={closing.title} text={closing.text}>
        <a href={telHref} className={buttonStyles.onDark}>
          <Icon name="phone" className="size-5" aria-hidden="true" />
          {closing.callLabel}
        </a>
        <BookingButton label={closing.bookLabel} source="community-outreach" className={outlineOnDarkButton} />
      </CallToActionBand>
    </>
  );
}
