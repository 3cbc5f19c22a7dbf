import { fullAddressTe } from "~/content/te/hospital-words";
import { useLang } from "~/i18n/use-lang";
import { fill, useUi } from "~/content/ui-by-language";
import { Icon } from "~/components/ui/icon";
import { fullAddress, site } from "~/content/site";

/**
 * The hospital on a map. The iframe loads lazily (only when scrolled near), so it never delays the page;
 * the link beside it works even when the map cannot load.
 */
export function MapEmbed({ className = "" }: { className?: string }) {
  const ui = useUi();
  const address = useLang() === "te" ? fullAddressTe : fullAddress;
  return (
    <div className={className}>
      <div className="aspect-[4/3] overflow-hidden rounded-xl border border-gray-200 bg-brand-50 sm:aspect-video">
        <iframe
          title={fill(ui.mapTitle, { address })}
          src={site.map.embedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-full w-full border-0"
        />
      </div>
      <a
        href={site.map.openUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
      >
        {ui.openInMaps}
        <Icon name="external-link" className="size-4" aria-hidden="true" />
        <span className="sr-only">{ui.opensInNewTab}</span>
      </a>
    </div>
  );
}
