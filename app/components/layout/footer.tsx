import { Icon } from "~/components/ui/icon";
import { EmailAddress } from "~/components/ui/email-address";
import { footerQuickLinks, legalLinks } from "~/content/navigation";
import { fullAddress, mailHref, site, telHref, whatsappHref } from "~/content/site";

const linkClass =
  "inline-flex min-h-11 items-center py-1 text-brand-50 underline-offset-4 hover:text-white hover:underline md:min-h-8";

/** One of the footer's lists of links. */
function LinkList({ links, className }: { links: readonly { path: string; label: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <a href={link.path} className={linkClass}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The site's footer; `services` is the catalogue's titles and slugs, from the root loader (root.tsx). */
export function Footer({ services }: { services: readonly { slug: string; title: string }[] }) {
  const year = new Date().getFullYear();
  return (
    <footer className="print-hidden bg-brand-900 pb-20 text-brand-50 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">{site.name}</p>
          <p className="mt-1 text-lg font-semibold text-accent-100">{site.tagline}</p>
          <p className="mt-3">
            Eye care for {site.city} and the towns around it, with {site.opticalsName} under the same roof.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-lg font-bold text-white">Quick Links</h2>
          <LinkList links={footerQuickLinks} className="mt-3" />
        </nav>
        <nav aria-label="Our services">
          <h2 className="text-lg font-bold text-white">Our Services</h2>
          <LinkList
            links={services.map((service) => ({ path: `/services/${service.slug}`, label: service.title }))}
            className="mt-3"
          />
        </nav>
        <div>
          <h2 className="text-lg font-bold text-white">Contact</h2>
          <address className="mt-3 space-y-3 not-italic">
            <p className="flex gap-2">
              <Icon name="map-pin" className="mt-1 size-5 shrink-0" aria-hidden="true" />
              <span>{fullAddress}</span>
            </p>
            <p className="flex items-center gap-2">
              <Icon name="phone" className="size-5 shrink-0" aria-hidden="true" />
              <a href={telHref} className={linkClass}>
                {site.phone.display}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Icon name="message-circle" className="size-5 shrink-0" aria-hidden="true" />
              <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
                WhatsApp us
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Icon name="mail" className="size-5 shrink-0" aria-hidden="true" />
              <a href={mailHref} className={linkClass}>
                <EmailAddress address={site.email} />
              </a>
            </p>
          </address>
          <h2 className="mt-6 flex items-center gap-2 text-lg font-bold text-white">
            <Icon name="clock" className="size-5" aria-hidden="true" /> Consultation Hours
          </h2>
          <p className="mt-2">{site.consultationHours.days}</p>
          <ul>
            {site.consultationHours.sessions.map((session) => (
              <li key={session}>{session}</li>
            ))}
          </ul>
          <p>{site.consultationHours.closed}</p>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {site.name}, {site.city}. All rights reserved.
          </p>
          <LinkList links={legalLinks} className="flex gap-4" />
        </div>
      </div>
    </footer>
  );
}
