import { Icon } from "~/components/ui/icon";
import { lazy, Suspense, useRef, useState } from "react";
import { NavLink } from "react-router";
import { site, telHref } from "~/content/site";

const loadBookingModal = () => import("~/components/booking/booking-modal");
const BookingModal = lazy(loadBookingModal);

// Labels keep a fixed size: they sit under icons in a bar whose width cannot grow (browser zoom still scales them).
const tabClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-14 w-full min-w-0 flex-col items-center justify-center gap-0.5 overflow-hidden text-[10.5px] leading-tight font-semibold whitespace-nowrap min-[370px]:text-[12.5px] ${
    isActive ? "text-brand-700" : "text-gray-700"
  }`;

/** Small screens only: quick tabs, a round call button and the appointment sheet. */
export function BottomBar() {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const appointmentRef = useRef<HTMLButtonElement>(null);

  return (
    <nav
      aria-label="Quick actions"
      className="print-hidden fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      {/* Column shares follow the words' lengths ("Appointment" is longest); both halves are equal, so the call
          button stays centred. */}
      <ul className="grid grid-cols-[0.8fr_1.2fr_64px_0.72fr_1.28fr] items-stretch">
        <li className="flex min-w-0">
          <NavLink to="/" end className={tabClass}>
            <Icon name="house" className="size-[24px]" aria-hidden="true" />
            Home
          </NavLink>
        </li>
        <li className="flex min-w-0">
          <NavLink to="/services" className={tabClass}>
            <Icon name="stethoscope" className="size-[24px]" aria-hidden="true" />
            Services
          </NavLink>
        </li>
        <li className="flex min-w-0 justify-center">
          <a
            href={telHref}
            aria-label={`Call ${site.name}`}
            className="-mt-6 flex size-[64px] items-center justify-center rounded-full border-4 border-white bg-accent-600 text-white shadow-lg hover:bg-accent-700"
          >
            <Icon name="phone" className="size-[28px]" aria-hidden="true" />
          </a>
        </li>
        <li className="flex min-w-0">
          <NavLink to="/doctors" className={tabClass}>
            <Icon name="user" className="size-[24px]" aria-hidden="true" />
            Experts
          </NavLink>
        </li>
        <li className="flex min-w-0">
          <button
            ref={appointmentRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            className={tabClass({ isActive: sheetOpen })}
            onPointerDown={() => void loadBookingModal()}
            onClick={() => {
              setRequested(true);
              setSheetOpen(true);
            }}
          >
            <Icon name="calendar-plus" className="size-[24px]" aria-hidden="true" />
            Appointment
          </button>
        </li>
      </ul>
      {requested ? (
        <Suspense fallback={null}>
          <BookingModal
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            placement="sheet"
            title="Book an Appointment"
            submitLabel="Submit Request"
            source="bottom bar"
            returnFocusTo={appointmentRef}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
