import { Icon } from "~/components/ui/icon";
import { MarkedList } from "~/components/sections/lists";
import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { CallToActionBand, outlineOnDarkButton } from "~/components/sections/call-to-action-band";
import { FallbackImage } from "~/components/sections/fallback-image";
import { IconCardGrid } from "~/components/sections/icon-card";
import { IconPanel } from "~/components/sections/icon-panel";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as opticalsEn from "~/content/opticals";
import * as opticalsTe from "~/content/te/opticals";
import { site } from "~/content/site";
import { hasOpticalShop } from "~/content/optical-shop";
import { NotFoundPage, notFoundData } from "./not-found";
import { inBothLanguages, langOfRequest, localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import { opticianNode } from "~/seo/structured-data";
import type { Route } from "./+types/focus-opticals";

const path = "/focus-opticals";
const breadcrumbs = [{ name: site.opticalsName, path }];
const opticalsCopy = inBothLanguages(opticalsEn, opticalsTe);

/** The page's long copy travels as route data, so it stays out of the JavaScript bundle. */
export function loader({ request }: Route.LoaderArgs) {
  // A hospital without an optical shop has no such page: its address answers as any unknown one (issue 40).
  if (!hasOpticalShop) return notFoundData(request);
  const lang = langOfRequest(request);
  const copy = opticalsCopy(lang);
  return {
    head: buildPageMeta({ ...copy.opticalsMeta, path, breadcrumbs, lang }),
    hero: copy.opticalsHero,
    notice: copy.storeNotice,
    hours: copy.opticalsVisibleHours,
    hoursNote: copy.opticalsHoursNote,
    frameTips: copy.frameTips,
    collections: copy.collections,
    lensTypes: copy.lensTypes,
    sections: copy.opticalsSections,
    cta: copy.opticalsCta,
    structuredData: [opticianNode(copy.opticianSchema.description, lang)],
  };
}

export const meta: Route.MetaFunction = headFromLoader;

/** The way to find the shop: the contact page, with the map and directions. */
function VisitLink({ label, className }: { label: string; className: string }) {
  const lang = useLang();
  return (
    <a href={localizedPath("/contact", lang)} className={className}>
      <Icon name="map-pin" className="size-5" aria-hidden="true" />
      {label}
    </a>
  );
}

export default function FocusOpticals({ loaderData }: Route.ComponentProps) {
  if (!("hero" in loaderData)) return <NotFoundPage />;
  const { hero, notice, hours, hoursNote, sections: opticalsSections, cta: opticalsCta } = loaderData;
  return (
    <>
      <PageHero
        title={hero.title}
        intro={<p className="max-w-[65ch]">{hero.intro}</p>}
        breadcrumbs={breadcrumbs}
        image={hero.image}
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <BookingButton label={opticalsCta.bookLabel} source={opticalsCta.bookSource} />
          <VisitLink label={opticalsCta.visitLabel} className={buttonStyles.secondary} />
        </div>
      </PageHero>

      <Section>
        <div className="grid gap-6 lg:grid-cols-2">
          <IconPanel
            headingId="store-notice-heading"
            title={notice.title}
            icon={<Icon name="store" className="mt-1 size-7 shrink-0 text-accent-700" aria-hidden="true" />}
            className="rounded-2xl border-l-4 border-accent-600 bg-accent-50 p-6"
            headingClassName="text-2xl font-extrabold"
          >
            <p className="mt-2 max-w-[65ch] text-ink" data-testid="store-notice">
              {notice.text}
            </p>
          </IconPanel>
          <IconPanel
            headingId="store-hours-heading"
            title={opticalsSections.hours.title}
            icon={<Icon name="clock" className="mt-1 size-7 shrink-0 text-brand-700" aria-hidden="true" />}
            className="rounded-2xl border border-gray-200 bg-white p-6 shadow-card"
            headingClassName="text-2xl font-extrabold"
          >
            <h3 className="mt-3 text-lg font-bold">{opticalsSections.hours.visibleHoursLabel}</h3>
            <p className="text-ink" data-testid="opticals-hours">
              {hours.days}: {hours.sessions.join(", ")}
              <br />
              {hours.closed}
            </p>
            <h3 className="mt-3 text-lg font-bold">{hoursNote.title}</h3>
            <p className="text-ink" data-testid="opticals-hours-note">
              {hoursNote.text}
            </p>
          </IconPanel>
        </div>
      </Section>

      <Section id="frame-tips" title={opticalsSections.tips.title} intro={opticalsSections.tips.intro} tone="tint">
        <IconCardGrid cards={loaderData.frameTips} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <Section id="collections" title={opticalsSections.collections.title} intro={opticalsSections.collections.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {loaderData.collections.map((collection) => (
            <li key={collection.id}>
              <article
                aria-labelledby={`collection-${collection.id}`}
                className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-card"
              >
                <FallbackImage
                  image={collection.image}
                  fallback={collection.fallbackImage}
                  className="aspect-[4/3] h-auto w-full bg-brand-50 object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 id={`collection-${collection.id}`} className="text-xl font-bold">
                    {collection.title}
                  </h3>
                  <p className="mt-2 text-ink">{collection.description}</p>
                  <p className="mt-4 font-semibold text-brand-900">{opticalsSections.collections.featuresLabel}</p>
                  <MarkedList
                    items={collection.features}
                    icon="check"
                    className="mt-2 space-y-2"
                    itemClassName="flex gap-2 text-ink"
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="lens-types" title={opticalsSections.lenses.title} intro={opticalsSections.lenses.intro} tone="tint">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.lensTypes.map((lens) => (
            <li key={lens.title} className="h-full rounded-2xl border border-gray-200 bg-white p-6 shadow-card">
              <h3 className="text-xl font-bold">{lens.title}</h3>
              <p className="mt-2 text-ink">{lens.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToActionBand id="consultation" title={opticalsCta.title} text={opticalsCta.text}>
        <BookingButton label={opticalsCta.bookLabel} source={opticalsCta.bookSource} className={buttonStyles.onDark} />
        <VisitLink label={opticalsCta.visitLabel} className={outlineOnDarkButton} />
      </CallToActionBand>
    </>
  );
}
