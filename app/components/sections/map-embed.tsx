import { fullAddressTe } from "~/content/te/hospital-words";
import { useLang } from "~/i18n/use-lang";
import { fill, useUi } from "~/content/ui-by-language";
import { Icon } from "~/components/ui/icon";
import { fullAddress, site } from "~/content/site";

/**
 * The hospital on a map. The map is Google's page, so it is asked for only once this page is interactive and the
 * map comes near the screen (page-enhancements.ts sets its address): a lazy iframe alone loads at once when it is
 * within a screen or two, delaying the first paint on a slow phone. Without JavaScript the noscript copy loads as a
 * lazy iframe. The link beside it works even when the map cannot load.
 */
export function MapEmbed({ className = "" }: { className?: string }) {
  const ui = useUi();
  const address = useLang() === "te" ? fullAddressTe : fullAddress;
  const title = fill(ui.mapTitle, { address });
  const frame = {
    loading: "lazy",
    referrerPolicy: "no-referrer-when-downgrade",
    className: "absolute inset-0 h-full w-full border-0",
  } as const;
  return (
    <div className={className}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl border border-gray-200 bg-brand-50 sm:aspect-video">
        {/* Empty until the page script fills it; without scripts it is hidden and the noscript copy shows. */}
        <iframe
          title={title}
          data-map-src={site.map.embedUrl}
          {...frame}
          className={`${frame.className} [@media(scripting:none)]:hidden`}
        />
        <noscript>
          <iframe title={title} src={site.map.embedUrl} {...frame} />
        </noscript>
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
