import { Icon } from "~/components/ui/icon";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { BookingButton } from "~/components/booking/booking-button";
import { site, telHref, whatsappHref } from "~/content/site";
import { DesktopNav } from "./desktop-nav";
import { TextSizeCycleButton, TextSizeGroup } from "./text-size-control";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

/** Shadow appears once the page has scrolled past this many pixels (specification §2). */
export const HEADER_SHADOW_THRESHOLD = 10;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function Logo() {
  return (
    <Link
      to="/"
      className="flex min-h-12 min-w-0 items-center gap-[8px] rounded-md min-[380px]:gap-[10px]"
      aria-label={`${site.name}, home`}
    >
      <img
        src="/images/logo.svg"
        width={40}
        height={40}
        alt=""
        className="size-[36px] shrink-0 min-[380px]:size-[40px]"
      />
      {/* The wordmark is sized like the logo image, in pixels: the text-size control would otherwise push it out of
          a phone's header (browser zoom still scales it). */}
      <span className="min-w-0 leading-tight max-[359px]:sr-only">
        <span className="block truncate text-[16px] font-extrabold text-brand-800 min-[380px]:text-[18px]">
          {site.shortName}
        </span>
        <span className="block truncate text-[12px] font-semibold tracking-wide text-muted uppercase">{site.city}</span>
      </span>
    </Link>
  );
}

export function Header() {
  const scrolled = useScrolledPast(HEADER_SHADOW_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`print-hidden fixed inset-x-0 top-0 z-40 bg-white transition-shadow ${scrolled ? "shadow-lg" : ""}`}
    >
      <div className="nav-wide bg-brand-800 text-white">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-6 px-6 text-sm">
          <p>
            Consultation: {site.consultationHours.days}, {site.consultationHours.sessions.join(" & ")} ·{" "}
            {site.consultationHours.closed}
          </p>
          <div className="flex items-center gap-5">
            <a href={telHref} className="inline-flex min-h-7 items-center gap-1.5 font-semibold hover:underline">
              <Icon name="phone" className="size-4" aria-hidden="true" />
              <span className="sr-only">Call </span>
              {site.phone.display}
            </a>
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-7 items-center gap-1.5 font-semibold hover:underline"
            >
              <Icon name="message-circle" className="size-4" aria-hidden="true" />
              WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <TextSizeGroup />
          </div>
        </div>
      </div>
      {/* On phones the row's spacing is in pixels, like its 44 px buttons, so larger text does not squeeze the name. */}
      <div className="header-bar mx-auto flex max-w-7xl items-center justify-between gap-[4px] px-[12px] min-[380px]:gap-[8px] sm:px-6">
        <Logo />
        <DesktopNav />
        <div className="flex shrink-0 items-center gap-[2px] sm:gap-[4px]">
          <TextSizeCycleButton className="nav-narrow" />
          <a
            href={telHref}
            aria-label={`Call ${site.name} on ${site.phone.display}`}
            className="nav-narrow size-[44px] items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 sm:size-[48px]"
          >
            <Icon name="phone" className="size-[24px]" aria-hidden="true" />
          </a>
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Chat with us on WhatsApp (opens in a new tab)"
            className="nav-narrow size-[44px] items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 sm:size-[48px]"
          >
            <Icon name="message-circle" className="size-[24px]" aria-hidden="true" />
          </a>
          <div className="hidden sm:block">
            <BookingButton
              label="Book Appointment"
              source="header"
              className="ml-1 inline-flex min-h-11 items-center justify-center rounded-lg bg-accent-600 px-3.5 py-2 font-semibold whitespace-nowrap text-white shadow-sm hover:bg-accent-700"
            />
          </div>
          <button
            ref={hamburgerRef}
            type="button"
            className="nav-narrow size-[44px] items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 sm:size-[48px]"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpen((open) => !open);
            }}
          >
            <Icon name="menu" className="size-[28px]" aria-hidden="true" />
          </button>
        </div>
      </div>
      {menuRequested ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={hamburgerRef} />
        </Suspense>
      ) : null}
    </header>
  );
}
