import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { CallToActionBand, outlineOnDarkButton } from "~/components/sections/call-to-action-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceCardGrid } from "~/components/sections/service-card";
import { IconPoint } from "~/components/sections/icon-point";
import { Icon } from "~/components/ui/icon";
import * as pageEn from "~/content/services-page";
import * as pageTe from "~/content/te/services-page";
import { servicesIn } from "~/content/services/by-language";
import { telHref } from "~/content/site";
import * as schemesEn from "~/content/government-schemes";
import * as schemesTe from "~/content/te/government-schemes";
import { inBothLanguages, langOfRequest, localizedPath, type Lang } from "~/i18n/lang";
import { pageBasics } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/services";

const path = "/services";

/** The link to the government schemes page under the insurers, as the schemes page names itself. */
function schemesLinkIn(lang: Lang) {
  const { href, label } = inBothLanguages<{ href: string; label: string }>(
    schemesEn.governmentSchemesLink,
    schemesTe.governmentSchemesLink,
  )(lang);
  return { href: localizedPath(href, lang), label };
}

// The catalogue and the page's words come as data, so the page script carries none of them.
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { servicesPageMeta: pageMeta, servicesPageCopy: copy } = inBothLanguages(pageEn, pageTe)(lang);
  const { freeEyeCamps, insurers, paymentOptions, serviceCards, services } = servicesIn(lang);
  return {
    ...pageBasics(pageMeta, path, lang),
    copy,
    cards: serviceCards,
    // The cards link to the first eight services only (specification); the rest are listed below them.
    moreServices: services.slice(serviceCards.length).map(({ slug, title, shortDescription, icon }) => ({
      slug,
      title,
      shortDescription,
      icon,
      href: localizedPath(`/services/${slug}`, lang),
    })),
    camps: freeEyeCamps,
    insurers,
    paymentOptions,
    schemesLink: schemesLinkIn(lang),
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Services({ loaderData }: Route.ComponentProps) {
  const { copy, cards, moreServices, camps, insurers, paymentOptions, schemesLink } = loaderData;

  return (
    <>
      <PageHero title={copy.title} breadcrumbs={loaderData.breadcrumbs} intro={<p>{copy.intro}</p>} />

      <Section id="services-list" title={copy.cards.title} intro={<p>{copy.cards.intro}</p>}>
        <ServiceCardGrid cards={cards} />
        <div className="mt-10">
          <h3 className="text-xl font-bold">{copy.moreServices.title}</h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {moreServices.map((service) => (
              <li key={service.slug}>
                <a
                  href={service.href}
                  className="group flex h-full min-h-12 items-start gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-card hover:border-brand-200 hover:shadow-lg"
                >
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={service.icon} />
                  </span>
                  <span>
                    <span className="block text-lg font-bold text-brand-900 group-hover:text-brand-700 group-hover:underline">
                      {service.title}
                    </span>
                    <span className="mt-1 block text-ink">{service.shortDescription}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      {/* A hospital that holds no camps (an emptied timetable) says nothing of them. */}
      {camps.length > 0 ? (
        <Section
          id="free-eye-camps"
          tone="tint"
          eyebrow={copy.camps.eyebrow}
          title={copy.camps.title}
          intro={<p>{copy.camps.intro}</p>}
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {camps.map((camp) => (
              <li key={camp.town} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-card">
                <h3 className="flex items-center gap-2 text-xl font-bold">
                  <Icon name="tent" className="size-6 shrink-0 text-brand-700" />
                  {camp.town}
                </h3>
                <dl className="mt-3 space-y-2">
                  <div className="flex gap-2">
                    <dt>
                      <Icon name="map-pin" className="mt-1 size-5 text-brand-700" />
                      <span className="sr-only">{copy.camps.venueLabel}</span>
                    </dt>
                    <dd className="font-semibold">{camp.venue}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt>
                      <Icon name="calendar" className="mt-1 size-5 text-brand-700" />
                      <span className="sr-only">{copy.camps.whenLabel}</span>
                    </dt>
                    <dd>{camp.schedule}</dd>
                  </div>
                </dl>
                <p className="mt-3 text-ink">{camp.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-3xl text-lg text-muted">{copy.camps.note}</p>
        </Section>
      ) : null}

      <Section id="insurance-payment" title={copy.insurance.title} intro={<p>{copy.insurance.intro}</p>}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-bold">{copy.insurance.insurersTitle}</h3>
            <p className="mt-2 max-w-prose text-ink">{copy.insurance.insurersText}</p>
            <ul aria-label={copy.insurance.insurersTitle} className="mt-4 grid gap-3 sm:grid-cols-2">
              {insurers.map((insurer) => (
                <li
                  key={insurer}
                  className="flex min-h-12 items-center gap-3 rounded-xl border border-gray-200 bg-white px-4 py-3 font-semibold text-brand-900"
                >
                  <Icon name="shield-check" className="size-5 shrink-0 text-brand-700" />
                  {insurer}
                </li>
              ))}
            </ul>
            <a
              href={schemesLink.href}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {schemesLink.label}
            </a>
          </div>
          <div>
            <h3 className="text-xl font-bold">{copy.insurance.paymentTitle}</h3>
            <ul
              aria-label={copy.insurance.paymentTitle}
              className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white shadow-card"
            >
              {paymentOptions.map((option) => (
                <IconPoint key={option.title} point={option} text={option.description} look="flat" />
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <CallToActionBand id="book" title={copy.cta.title} text={copy.cta.text}>
        <BookingButton source="services" className={buttonStyles.onDark} />
        <a href={telHref} className={outlineOnDarkButton}>
          <Icon name="phone" className="size-5" aria-hidden="true" />
          {copy.cta.callLabel}
        </a>
      </CallToActionBand>
    </>
  );
}
