import { ChevronDown, Menu, MessageCircle, Phone } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { BookingButton } from "~/components/booking/booking-button";
import { menuArticles } from "~/content/articles/menu";
import { mainNav } from "~/content/navigation";
import { site, telHref, whatsappHref } from "~/content/site";
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

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-1.5 text-[0.95rem] font-semibold whitespace-nowrap hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8" : "text-ink"
  }`;

export function Logo() {
  return (
    <Link to="/" className="flex min-h-12 shrink-0 items-center gap-2.5 rounded-md" aria-label={`${site.name}, home`}>
      <img src="/images/logo.svg" width={40} height={40} alt="" className="size-10" />
      <span className="leading-tight max-[359px]:sr-only">
        <span className="block text-lg font-extrabold text-brand-800">{site.shortName}</span>
        <span className="block text-xs font-semibold tracking-wide text-muted uppercase">{site.city}</span>
      </span>
    </Link>
  );
}

function PatientEducationMenu() {
  const { pathname } = useLocation();
  const active = pathname.startsWith("/patient-education");
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Trigger
        className={`group inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 text-[0.95rem] font-semibold whitespace-nowrap hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 ${
          active ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8" : "text-ink"
        }`}
      >
        Patient Education
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="animate-fade-in absolute top-full left-0 mt-2 w-[34rem] rounded-xl border border-gray-200 bg-white p-3 shadow-xl">
        <ul className="grid grid-cols-2 gap-1">
          {menuArticles.map((article) => (
            <li key={article.path}>
              <NavigationMenu.Link asChild>
                <Link
                  to={article.path}
                  className="flex min-h-11 items-center rounded-md px-3 py-2 text-[0.95rem] text-ink hover:bg-brand-50 hover:text-brand-800"
                >
                  {article.label}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
        <NavigationMenu.Link asChild>
          <Link
            to="/patient-education"
            aria-current={pathname === "/patient-education" ? "page" : undefined}
            className="mt-2 flex min-h-11 items-center justify-center rounded-md bg-brand-50 px-3 font-semibold text-brand-800 hover:bg-brand-100"
          >
            All patient education articles
          </Link>
        </NavigationMenu.Link>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
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
              <Phone className="size-4" aria-hidden="true" />
              <span className="sr-only">Call </span>
              {site.phone.display}
            </a>
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-7 items-center gap-1.5 font-semibold hover:underline"
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <TextSizeGroup />
          </div>
        </div>
      </div>
      <div className="header-bar mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 sm:px-6">
        <Logo />
        <NavigationMenu.Root
          delayDuration={200}
          skipDelayDuration={300}
          aria-label="Main"
          className="nav-wide relative"
        >
          <NavigationMenu.List className="flex items-center gap-0.5">
            {mainNav.map((item) =>
              item.path === "/patient-education" ? (
                <PatientEducationMenu key={item.path} />
              ) : (
                <NavigationMenu.Item key={item.path}>
                  <NavLink to={item.path} end={item.path === "/"} className={navLinkClass}>
                    {item.label}
                  </NavLink>
                </NavigationMenu.Item>
              ),
            )}
          </NavigationMenu.List>
        </NavigationMenu.Root>
        <div className="flex items-center gap-0.5 sm:gap-1">
          <TextSizeCycleButton className="nav-narrow" />
          <a
            href={telHref}
            aria-label={`Call ${site.name} on ${site.phone.display}`}
            className="nav-narrow size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 sm:size-12"
          >
            <Phone className="size-6" aria-hidden="true" />
          </a>
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Chat with us on WhatsApp (opens in a new tab)"
            className="nav-narrow size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 sm:size-12"
          >
            <MessageCircle className="size-6" aria-hidden="true" />
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
            className="nav-narrow size-12 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpen((open) => !open);
            }}
          >
            <Menu className="size-7" aria-hidden="true" />
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
