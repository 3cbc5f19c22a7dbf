import { MarkedList } from "~/components/sections/lists";
import { redirect } from "react-router";
import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { CallButton } from "~/components/sections/call-button";
import { NewTabNote } from "~/components/sections/links";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/sections/page-hero";
import { MedicalReviewNote } from "~/components/sections/medical-review-note";
import { RichText } from "~/components/sections/rich-text";
import { Section } from "~/components/sections/section";
import { ServiceCardGrid } from "~/components/sections/service-card";
import ServiceGallery from "~/components/services/service-gallery.island";
import { Island } from "~/components/islands/island";
import { SameDayWarningSigns } from "~/components/services/same-day-warning-signs";
import { ServiceSidebar } from "~/components/services/service-sidebar";
import * as descriptionsEn from "~/content/service-descriptions";
import * as descriptionsTe from "~/content/te/service-descriptions";
import * as pageEn from "~/content/services-page";
import * as pageTe from "~/content/te/services-page";
import * as signsEn from "~/content/warning-signs";
import * as signsTe from "~/content/te/warning-signs";
import { servicesIn } from "~/content/services/by-language";
import { EMERGENCY_SERVICE_SLUG } from "~/content/services/service";
import { directionsHref, fullAddress } from "~/content/site";
import { fullAddressTe } from "~/content/te/hospital-words";
import type { ServiceCard as ServiceCardData } from "~/content/services";
import { uiIn } from "~/content/ui-by-language";
import { inBothLanguages, langOfRequest, localizedPath } from "~/i18n/lang";
import { buildPageMeta } from "~/seo/meta";
import { SERVICE_NOT_FOUND_REDIRECT } from "~/lib/service-not-found";
import { headFromLoader } from "~/seo/route-head";
import { procedureNode } from "~/seo/structured-data";
import type { Route } from "./+types/service-detail";

/** The blocks every service page shares, in either language. */
type ServiceDetailCommon = ReturnType<typeof servicesIn>["serviceDetailCommon"];

// Everything the page shows comes through the loader, so the page script carries no service text.
export function loader({ request, params }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { getService, relatedServices, serviceDetailCommon, services } = servicesIn(lang);
  const service = getService(params.slug);
  // An unknown service: the services list in the same language, which says so in a toast.
  if (!service) throw redirect(localizedPath(SERVICE_NOT_FOUND_REDIRECT, lang));
  const { serviceDescriptions } = inBothLanguages(descriptionsEn, descriptionsTe)(lang);
  const { serviceDetailCopy } = inBothLanguages(pageEn, pageTe)(lang);
  const { sameDayWarningSigns } = inBothLanguages(signsEn, signsTe)(lang);
  const { showImage, bookLabel, urgentTitle, urgentText, directionsLabel, ...labels } = serviceDetailCopy;
  const path = `/services/${service.slug}`;
  const breadcrumbs = [
    { name: uiIn(lang).nav.items.services, path: "/services" },
    { name: service.title, path },
  ];
  return {
    head: buildPageMeta({
      title: service.metaTitle,
      description: service.metaDescription,
      keywords: service.keywords,
      path,
      breadcrumbs,
      lang,
    }),
    slug: service.slug,
    service,
    // The emergency page sends no one to a booked slot: a call and directions instead of booking (issue 39).
    urgent:
      service.slug === EMERGENCY_SERVICE_SLUG ? { title: urgentTitle, text: urgentText, directionsLabel } : undefined,
    breadcrumbs,
    // The label builders run here, so only their finished words reach the page.
    copy: {
      ...labels,
      address: inBothLanguages(fullAddress, fullAddressTe)(lang),
      bookLabel: bookLabel(service.title),
      thumbnailLabels: service.gallery.map((image, index, all) => showImage(index + 1, all.length, image.alt)),
    },
    body: serviceDescriptions[service.slug],
    structuredData: [
      procedureNode({
        type: service.schemaType,
        name: service.title,
        description: service.description,
        path,
        lang,
      }),
    ],
    common: serviceDetailCommon,
    warningSigns: sameDayWarningSigns,
    allServices: services.map(({ slug, title, icon }) => ({ slug, title, icon })),
    related: relatedServices(service.slug).map((other): ServiceCardData => ({
      id: other.id,
      title: other.title,
      description: other.description,
      icon: other.icon,
      link: `/services/${other.slug}`,
      imageSrc: other.image.src,
    })),
  };
}

export const meta: Route.MetaFunction = headFromLoader;

/** In the prose styles a list has bullets and an indent; an icon-marked one needs neither. */
const proseListClass = "list-none! pl-0!";

function CommonBlocks({
  common,
  warningSigns,
}: {
  common: ServiceDetailCommon;
  warningSigns: typeof signsEn.sameDayWarningSigns;
}) {
  const { ourApproach, keyBenefits, whenToSeeSpecialist } = common;
  return (
    // render-later: never on the first screen, so a slow phone lays it out only as it nears (app.css).
    <div className="prose-content render-later">
      <h2>{ourApproach.title}</h2>
      {ourApproach.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}

      <h2>{keyBenefits.title}</h2>
      <MarkedList items={keyBenefits.items} icon="circle-check" className={proseListClass} itemClassName="flex gap-3" />

      <h2>{whenToSeeSpecialist.title}</h2>
      <p>{whenToSeeSpecialist.intro}</p>
      <SameDayWarningSigns content={warningSigns} />
      <h3>{whenToSeeSpecialist.routineTitle}</h3>
      <MarkedList
        items={whenToSeeSpecialist.items}
        icon="calendar"
        className={proseListClass}
        itemClassName="flex gap-3"
      />
    </div>
  );
}

/** The emergency page's two actions where other pages book: call the hospital, and directions to it. */
function CallAndDirections({ callLabel, directionsLabel }: { callLabel: string; directionsLabel: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <CallButton label={callLabel} />
      <a href={directionsHref} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary}>
        <Icon name="map-pin" className="size-5" aria-hidden="true" />
        {directionsLabel}
        <NewTabNote />
      </a>
    </div>
  );
}

function RelatedServices({ title, related }: { title: string; related: ServiceCardData[] }) {
  return (
    <Section id="related-services" tone="tint" title={title}>
      <ServiceCardGrid cards={related} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
    </Section>
  );
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { slug, service, urgent, breadcrumbs, copy, body, common, warningSigns, allServices, related } = loaderData;
  const bookingLabel = copy.bookLabel;
  const action = urgent ? (
    <CallAndDirections callLabel={copy.callLabel} directionsLabel={urgent.directionsLabel} />
  ) : (
    <BookingButton label={bookingLabel} source={`service: ${slug}`} />
  );

  return (
    <>
      <PageHero
        title={service.title}
        intro={<p>{service.shortDescription}</p>}
        breadcrumbs={breadcrumbs}
        aside={
          <Island
            name="service-gallery"
            component={ServiceGallery}
            props={{
              images: service.gallery,
              label: `${copy.galleryLabel}: ${service.title}`,
              thumbnailLabels: copy.thumbnailLabels,
            }}
          />
        }
      >
        <div className="mt-6">{action}</div>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-6 pb-12 sm:px-6 md:pb-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <article>
          <RichText blocks={body} className="[&>h2:first-child]:mt-0!" />
          <CommonBlocks common={common} warningSigns={warningSigns} />
          <MedicalReviewNote className="mt-8" />
          <div className="mt-10 max-w-[68ch] rounded-2xl border border-brand-100 bg-brand-50 p-6">
            <h2 className="text-2xl font-bold">{urgent ? urgent.title : copy.bookTitle}</h2>
            <p className="mt-2 text-lg text-ink">{urgent ? urgent.text : copy.bookText}</p>
            <div className="mt-4">{action}</div>
          </div>
        </article>
        <section aria-label={copy.sidebarLabel} className="print-hidden lg:h-full">
          <ServiceSidebar current={slug} services={allServices} urgentCare={common.urgentCare} copy={copy} />
        </section>
      </div>

      <RelatedServices title={copy.relatedTitle} related={related} />
    </>
  );
}
