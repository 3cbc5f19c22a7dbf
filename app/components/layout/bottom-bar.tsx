import { useLocation } from "react-router";
import { BookingButton } from "~/components/booking/booking-button";
import { Icon } from "~/components/ui/icon";
import { telHref } from "~/content/site";
import { langOfPath, localizedPath, pathWithoutLang } from "~/i18n/lang";
import { useUi } from "~/content/ui-by-language";
import { isCurrentPath } from "./nav-styles";

// Labels keep a fixed size: they sit under icons in a bar whose width cannot grow (browser zoom still scales them).
// The Appointment tab is highlighted while its sheet is open (aria-expanded, set by the booking script).
const tabClass = (isActive: boolean) =>
  `flex min-h-14 w-full min-w-0 flex-col items-center justify-center gap-0.5 overflow-hidden text-[10.5px] leading-tight font-semibold whitespace-nowrap min-[370px]:text-[12.5px] aria-expanded:text-brand-700 ${
    isActive ? "text-brand-700" : "text-gray-700"
  }`;

const tabs = [
  { path: "/", key: "home", icon: "house" },
  { path: "/services", key: "services", icon: "stethoscope" },
  { path: "/doctors", key: "experts", icon: "user" },
] as const;

function Tab({ tab, pathname }: { tab: (typeof tabs)[number]; pathname: string }) {
  const ui = useUi();
  const current = isCurrentPath(tab.path, pathWithoutLang(pathname));
  return (
    <li className="flex min-w-0">
      <a
        href={localizedPath(tab.path, langOfPath(pathname))}
        aria-current={current ? "page" : undefined}
        className={tabClass(current)}
      >
        <Icon name={tab.icon} className="size-[24px]" aria-hidden="true" />
        {ui.bottomBar[tab.key]}
      </a>
    </li>
  );
}

/** Small screens only: quick tabs, a round call button and the appointment sheet. */
export function BottomBar() {
  const { pathname } = useLocation();
  const [home, services, experts] = tabs;
  const ui = useUi();

  return (
    <nav
      aria-label={ui.bottomBar.label}
      className="print-hidden fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      {/* Column shares follow the words' lengths ("Appointment" is longest); both halves are equal, so the call
          button stays centred. */}
      <ul className="grid grid-cols-[0.8fr_1.2fr_64px_0.72fr_1.28fr] items-stretch">
        <Tab tab={home} pathname={pathname} />
        <Tab tab={services} pathname={pathname} />
        <li className="flex min-w-0 justify-center">
          <a
            href={telHref}
            aria-label={ui.callHospital}
            className="-mt-6 flex size-[64px] items-center justify-center rounded-full border-4 border-white bg-accent-600 text-white shadow-lg hover:bg-accent-700"
          >
            <Icon name="phone" className="size-[28px]" aria-hidden="true" />
          </a>
        </li>
        <Tab tab={experts} pathname={pathname} />
        <li className="flex min-w-0">
          <BookingButton
            label={ui.appointmentTab}
            icon={<Icon name="calendar-plus" className="size-[24px]" aria-hidden="true" />}
            placement="sheet"
            title={ui.bookAnAppointment}
            submitLabel={ui.submitRequest}
            source="bottom bar"
            className={tabClass(false)}
          />
        </li>
      </ul>
    </nav>
  );
}
