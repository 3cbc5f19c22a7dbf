import { SITE_LINKS_ID } from "./site-links-id";
import { TextList } from "~/components/sections/lists";
import { Icon } from "~/components/ui/icon";
import { EmailAddress } from "~/components/ui/email-address";
import { footerQuickLinks, legalLinks } from "~/content/navigation";
import { fullAddress, mailHref, site, telHref } from "~/content/site";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { fill, useUi } from "~/content/ui-by-language";
import { menuLinks, whatsappHrefIn } from "./navigation-words";

/** The footer's links: one class in app.css, not the same nine utilities about 25 times in every page's HTML. */
const linkClass = "footer-link";

/** One of the footer's lists of links. */
function LinkList({ links, className }: { links: readonly { href: string; label: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClass}>
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
  const lang = useLang();
  const ui = useUi();
  return (
    <footer className="print-hidden bg-brand-900 pb-20 text-brand-50 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">{site.name}</p>
          <p className="mt-1 text-lg font-semibold text-accent-100">{ui.tagline}</p>
          <p className="mt-3">{ui.footer.about}</p>
        </div>
        <nav id={SITE_LINKS_ID} aria-label={ui.footer.quickLinks}>
          <h2 className="text-lg font-bold text-white">{ui.footer.quickLinks}</h2>
          <LinkList links={menuLinks(footerQuickLinks, lang)} className="mt-3" />
        </nav>
        <nav aria-label={ui.footer.ourServices}>
          <h2 className="text-lg font-bold text-white">{ui.footer.ourServices}</h2>
          <LinkList
            links={services.map((service) => ({
              href: localizedPath(`/services/${service.slug}`, lang),
              label: service.title,
            }))}
            className="mt-3"
          />
        </nav>
        <div>
          <h2 className="text-lg font-bold text-white">{ui.footer.contact}</h2>
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
              <a href={whatsappHrefIn(lang)} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {ui.whatsappUs}
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
            <Icon name="clock" className="size-5" aria-hidden="true" /> {ui.footer.consultationHours}
          </h2>
          <p className="mt-2">{ui.hours.days}</p>
          <TextList items={ui.hours.sessions} />
          <p>{ui.hours.closed}</p>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{fill(ui.footer.rights, { year })}</p>
          <LinkList links={menuLinks(legalLinks, lang)} className="flex gap-4" />
        </div>
      </div>
    </footer>
  );
}
