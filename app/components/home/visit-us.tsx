import { TextList } from "~/components/sections/lists";
import { MapEmbed } from "~/components/sections/map-embed";
import { Section } from "~/components/sections/section";
import { Icon, type IconName } from "~/components/ui/icon";
import type { visitUs } from "~/content/home";
import { directionsHref, site, telHref } from "~/content/site";
import { NewTabNote, textLink } from "~/components/sections/links";

function IconHeading({ icon, children }: { icon: IconName; children: string }) {
  return (
    <h3 className="flex items-center gap-2 text-xl font-bold">
      <Icon name={icon} className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      {children}
    </h3>
  );
}

function WayToCome({ way }: { way: (typeof visitUs)["transport"][number] }) {
  return (
    <li className="flex gap-3">
      <Icon name={way.icon} className="mt-1 size-5 shrink-0 text-brand-700" />
      <div>
        <h4 className="font-bold">{way.title}</h4>
        <p className="text-ink">{way.text}</p>
      </div>
    </li>
  );
}

/** The map, with the address, hours and directions beside it. */
export function VisitUs({ content }: { content: typeof visitUs }) {
  return (
    <Section id="visit-us" title={content.title} intro={<p>{content.text}</p>}>
      <div className="grid grid-cols-1 gap-10 @min-[60rem]:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MapEmbed />
        <div className="space-y-8">
          <div>
            <IconHeading icon="map-pin">{content.addressTitle}</IconHeading>
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
                <Icon name="external-link" className="size-4" aria-hidden="true" />
                <NewTabNote />
              </a>
              <a href={telHref} className={textLink}>
                <Icon name="phone" className="size-4" aria-hidden="true" />
                {site.phone.display}
              </a>
            </div>
          </div>
          <div>
            <IconHeading icon="clock">{content.hoursTitle}</IconHeading>
            <TextList items={content.hours} className="mt-2 text-lg" />
          </div>
          <div>
            <h3 className="text-xl font-bold">{content.transportTitle}</h3>
            <ul className="mt-3 space-y-4">
              {content.transport.map((way) => (
                <WayToCome key={way.title} way={way} />
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  );
}
