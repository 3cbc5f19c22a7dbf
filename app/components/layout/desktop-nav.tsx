import { Icon } from "~/components/ui/icon";
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { NavLink, useLocation } from "react-router";
import { mainNav } from "~/content/navigation";
import { articlesSectionCurrent, navItemClass } from "./nav-styles";

const loadInteractiveNav = () => import("./desktop-nav-menu");
const InteractiveNav = lazy(loadInteractiveNav);

/** Radix's hover-open delay (specification §2: 200 ms), used while the interactive menu is still loading. */
const OPEN_DELAY_MS = 200;

/**
 * The desktop menu. The server sends plain links; on wide screens the Radix navigation menu (with the
 * Patient Education dropdown) is loaded right after hydration. Phones never load it: they use the mobile menu.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const [interactive, setInteractive] = useState(false);
  const [openAtStart, setOpenAtStart] = useState(false);
  const [focusTrigger, setFocusTrigger] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Which item has keyboard focus, so the interactive menu can take it over when it replaces the plain one.
  const focusedItemRef = useRef<string | null>(null);

  useEffect(() => {
    const wide = window.matchMedia("(min-width: 1280px)");
    const upgrade = () => {
      if (wide.matches) setInteractive(true);
    };
    upgrade();
    wide.addEventListener("change", upgrade);
    return () => wide.removeEventListener("change", upgrade);
  }, []);

  const onTriggerIntent = (kind: "hover" | "leave" | "press") => {
    if (kind === "hover") {
      hoverTimer.current = setTimeout(() => setOpenAtStart(true), OPEN_DELAY_MS);
    } else if (kind === "leave") {
      clearTimeout(hoverTimer.current);
    } else {
      setOpenAtStart(true);
      setFocusTrigger(true);
    }
    setInteractive(true);
  };
  const staticNav = <StaticNav pathname={pathname} onTriggerIntent={onTriggerIntent} focusedItemRef={focusedItemRef} />;

  if (!interactive) return staticNav;
  return (
    <Suspense fallback={staticNav}>
      <InteractiveNav openRequested={openAtStart} focusTrigger={focusTrigger} focusedItemRef={focusedItemRef} />
    </Suspense>
  );
}

function StaticNav({
  pathname,
  onTriggerIntent,
  focusedItemRef,
}: {
  pathname: string;
  onTriggerIntent?: (kind: "hover" | "leave" | "press") => void;
  focusedItemRef: RefObject<string | null>;
}) {
  const articlesActive = pathname.startsWith("/patient-education");
  return (
    <nav
      aria-label="Main"
      className="nav-wide relative"
      onFocus={(event) => {
        focusedItemRef.current = (event.target as HTMLElement).dataset.navKey ?? null;
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedItemRef.current = null;
      }}
    >
      <ul className="flex items-center gap-0.5">
        {mainNav.map((item) =>
          item.path === "/patient-education" ? (
            <li key={item.path}>
              <button
                type="button"
                data-nav-key={item.path}
                aria-expanded={false}
                aria-current={articlesSectionCurrent(pathname)}
                className={navItemClass(articlesActive)}
                onPointerEnter={() => onTriggerIntent?.("hover")}
                onPointerLeave={() => onTriggerIntent?.("leave")}
                onClick={() => onTriggerIntent?.("press")}
              >
                {item.label}
                <Icon name="chevron-down" className="size-4" aria-hidden="true" />
              </button>
            </li>
          ) : (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={item.path === "/"}
                data-nav-key={item.path}
                className={({ isActive }) => navItemClass(isActive)}
              >
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
