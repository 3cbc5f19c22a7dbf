import type { TitledText } from "~/content/types";
import type { ReactNode } from "react";
import { CallButton } from "~/components/sections/call-button";
import { Icon, type IconName } from "~/components/ui/icon";
import { site, telHref } from "~/content/site";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { useUi } from "~/content/ui-by-language";
import { HeadedBox } from "~/components/sections/headed-box";

interface ServiceSidebarProps {
  /** Slug of the page's own service, marked as the current page. */
  current: string;
  services: readonly { slug: string; title: string; icon: IconName }[];
  urgentCare: TitledText;
  /** The sidebar's headings and labels, from the route's data. */
  copy: {
    allServicesTitle: string;
    callLabel: string;
    contactTitle: string;
    addressLabel: string;
    /** The address after the hospital's name. */
    address: string;
    phoneLabel: string;
    hoursLabel: string;
  };
}

const boxClass = "rounded-2xl border border-gray-200 bg-white p-5 shadow-card";

/** One way to reach us in the contact card: its label with an icon, then the detail, indented under the label. */
function ContactDetail({
  icon,
  label,
  detailClassName = "mt-1 pl-7",
  children,
}: {
  icon: IconName;
  label: string;
  detailClassName?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-semibold text-brand-900">
        <Icon name={icon} className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className={detailClassName}>{children}</dd>
    </div>
  );
}

/** Beside the service body on wide screens, after it on phones: every service, urgent care, how to reach us. */
export function ServiceSidebar({ current, services, urgentCare, copy }: ServiceSidebarProps) {
  const lang = useLang();
  const { hours } = useUi();
  return (
    <div className="flex h-full flex-col gap-8">
      <HeadedBox
        as="nav"
        headingId="all-services-heading"
        title={copy.allServicesTitle}
        className={boxClass}
        headingClassName="text-xl font-bold"
      >
        <ul className="mt-3 space-y-1">
          {services.map((service) => {
            const isCurrent = service.slug === current;
            return (
              <li key={service.slug}>
                <a
                  href={localizedPath(`/services/${service.slug}`, lang)}
                  aria-current={isCurrent ? "page" : undefined}
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-semibold ${
                    isCurrent ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"
                  }`}
                >
                  <Icon name={service.icon} className="size-5 shrink-0" />
                  {service.title}
                </a>
              </li>
            );
          })}
        </ul>
      </HeadedBox>

      {/* On wide screens the urgent-care and contact cards follow the reader down a long description. */}
      <div className="space-y-8 lg:sticky lg:top-32">
        <HeadedBox
          headingId="urgent-care-heading"
          icon={<Icon name="siren" className="size-6 shrink-0" aria-hidden="true" />}
          title={urgentCare.title}
          className="rounded-2xl border-l-4 border-urgent-700 bg-urgent-50 p-5"
          headingClassName="flex items-center gap-2 text-xl font-bold text-urgent-700!"
        >
          <p className="mt-2 text-ink">{urgentCare.text}</p>
          <CallButton
            label={copy.callLabel}
            className="mt-4 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-urgent-700 px-5 py-3 font-semibold text-white hover:bg-red-800"
          />
        </HeadedBox>

        <HeadedBox
          headingId="visit-us-heading"
          title={copy.contactTitle}
          className={boxClass}
          headingClassName="text-xl font-bold"
        >
          <dl className="mt-3 space-y-4">
            <ContactDetail icon="map-pin" label={copy.addressLabel}>
              {site.name}, {copy.address}
            </ContactDetail>
            <ContactDetail icon="phone" label={copy.phoneLabel} detailClassName="pl-7">
              <a
                href={telHref}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
              >
                {site.phone.display}
              </a>
            </ContactDetail>
            <ContactDetail icon="clock" label={copy.hoursLabel}>
              {hours.days}
              {hours.sessions.map((session) => (
                <span key={session} className="block">
                  {session}
                </span>
              ))}
              <span className="block">{hours.closed}</span>
            </ContactDetail>
          </dl>
        </HeadedBox>
      </div>
    </div>
  );
}
