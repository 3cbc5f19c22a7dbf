import { headerIconButton } from "./nav-styles";
import { useLocation } from "react-router";
import { BookingButton } from "~/components/booking/booking-button";
import { Island } from "~/components/islands/island";
import { Icon } from "~/components/ui/icon";
import { site, telHref } from "~/content/site";
import { langOfPath, localizedPath, pathWithoutLang } from "~/i18n/lang";
import { useUi } from "~/content/ui-by-language";
import { LanguageSwitch } from "./language-switch";
import { headerWordsFile, whatsappHrefIn } from "./navigation-words";
import DesktopNav from "./desktop-nav.island";
import { PhoneMenu } from "./phone-menu";
import { TextSizeCycleButton, TextSizeGroup } from "./text-size-controls";

export function Logo() {
  const ui = useUi();
  const { pathname } = useLocation();
  return (
    <a
      href={localizedPath("/", langOfPath(pathname))}
      className="flex min-h-12 min-w-0 items-center gap-[6px] rounded-md min-[400px]:gap-[10px]"
    >
      <img
        src="/images/logo.svg"
        width={40}
        height={40}
        alt=""
        className="size-[32px] shrink-0 min-[380px]:size-[36px] min-[400px]:size-[40px]"
      />
      {/* The wordmark is sized like the logo image, in pixels: the text-size control would otherwise push it out of
          a phone's header (browser zoom still scales it). */}
      <span className="min-w-0 leading-tight max-[359px]:sr-only">
        <span lang="en" className="block truncate text-[14px] font-extrabold text-brand-800 min-[380px]:text-[18px]">
          {site.shortName}
        </span>
        <span className="block truncate text-[12px] font-semibold tracking-wide text-muted uppercase">{ui.city}</span>
      </span>
      {/* The link's name is its visible words first, then where it goes (WCAG 2.5.3, label in name). */}
      <span className="sr-only">, {ui.homeLinkLabel}</span>
    </a>
  );
}

/**
 * The fixed header. Plain HTML but for one island, the desktop menu. The phone menu is the browser's own popover
 * (phone-menu.tsx); the text-size buttons are answered by the head script (text-size-controls.tsx).
 * Its shadow after scrolling is set by the page script (page-enhancements.ts).
 */
export function Header() {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  const ui = useUi();
  const whatsappHref = whatsappHrefIn(lang);
  const headerWords = headerWordsFile(lang);
  const pagePath = pathWithoutLang(pathname);

  return (
    <header data-scrolled="false" className="print-hidden fixed inset-x-0 top-0 z-40 bg-white transition-shadow">
      <div className="nav-wide bg-brand-800 text-white">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-6 px-6 text-sm">
          <p className="min-w-0 truncate">{ui.topBarHours}</p>
          <div className="flex shrink-0 items-center gap-5 whitespace-nowrap">
            <a href={telHref} className="inline-flex min-h-7 items-center gap-1.5 font-semibold hover:underline">
              <Icon name="phone" className="size-4" aria-hidden="true" />
              <span className="sr-only">{ui.call} </span>
              {site.phone.display}
            </a>
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-7 items-center gap-1.5 font-semibold hover:underline"
            >
              <Icon name="message-circle" className="size-4" aria-hidden="true" />
              {ui.whatsapp}
              <span className="sr-only"> {ui.opensInNewTab}</span>
            </a>
            <TextSizeGroup />
            <LanguageSwitch
              pathname={pathname}
              className="min-h-7 rounded-md border border-white/40 px-2.5 font-semibold hover:bg-white/15"
            />
          </div>
        </div>
      </div>
      {/* On phones the row's spacing is in pixels, like its 44 px buttons, so larger text does not squeeze the name. */}
      {/* Below 400 px the spacing is tight so that the hospital's name keeps its room beside five 44 px buttons. */}
      <div className="header-bar mx-auto flex max-w-7xl items-center justify-between gap-[4px] px-[8px] min-[400px]:gap-[8px] min-[400px]:px-[12px] sm:px-6">
        <Logo />
        <Island name="desktop-nav" component={DesktopNav} props={{ pathname: pagePath }} shared={headerWords} />
        <div className="flex shrink-0 items-center min-[400px]:gap-[2px] sm:gap-[4px]">
          <LanguageSwitch
            pathname={pathname}
            compact
            className={`nav-narrow ${headerIconButton} items-center justify-center rounded-full text-[16px] font-bold text-brand-800 underline decoration-2 underline-offset-4 hover:bg-brand-50`}
          />
          <TextSizeCycleButton className="nav-narrow" />
          <a
            href={telHref}
            aria-label={ui.callHospitalOn}
            className={`nav-narrow ${headerIconButton} items-center justify-center rounded-full text-brand-800 hover:bg-brand-50`}
          >
            <Icon name="phone" className="size-[24px]" aria-hidden="true" />
          </a>
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={ui.whatsappChat}
            className={`nav-narrow ${headerIconButton} items-center justify-center rounded-full text-brand-800 hover:bg-brand-50`}
          >
            <Icon name="message-circle" className="size-[24px]" aria-hidden="true" />
          </a>
          <div className="hidden sm:block">
            <BookingButton
              label={ui.bookAppointment}
              source="header"
              className="ml-1 inline-flex min-h-11 items-center justify-center rounded-lg bg-accent-600 px-3.5 py-2 font-semibold whitespace-nowrap text-white shadow-sm hover:bg-accent-700"
            />
          </div>
          {/* The browser opens it (a popover), so it answers a tap at once, with or without JavaScript. */}
          <PhoneMenu lang={lang} pathname={pagePath} fullPath={pathname} />
        </div>
      </div>
    </header>
  );
}
