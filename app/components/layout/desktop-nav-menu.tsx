import { Icon } from "~/components/ui/icon";
import { NavigationMenu } from "radix-ui";
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { menuArticles } from "~/content/articles/menu";
import { mainNav } from "~/content/navigation";
import { ARTICLES_MENU_VALUE, articlesSectionCurrent, navItemClass } from "./nav-styles";

const isCurrent = (path: string, pathname: string) =>
  path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);

/** The interactive desktop menu: Radix navigation menu with the 200 / 300 / 150 ms timings of the specification. */
export default function DesktopNavMenu({
  openRequested,
  focusTrigger,
  focusedItemRef,
}: {
  /** The visitor hovered or pressed the trigger while this menu was still loading. */
  openRequested: boolean;
  focusTrigger: boolean;
  /** The item that had keyboard focus in the plain menu this one replaces. */
  focusedItemRef: RefObject<string | null>;
}) {
  const { pathname } = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [value, setValue] = useState(openRequested ? ARTICLES_MENU_VALUE : "");
  const rootRef = useRef<HTMLElement>(null);
  // Keep a keyboard user's place when this menu replaces the plain one mid-tab.
  useLayoutEffect(() => {
    const key = focusedItemRef.current;
    if (!key) return;
    rootRef.current?.querySelector<HTMLElement>(`[data-nav-key="${CSS.escape(key)}"]`)?.focus();
  }, [focusedItemRef]);
  useEffect(() => {
    if (openRequested) setValue(ARTICLES_MENU_VALUE);
  }, [openRequested]);
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
  }, [focusTrigger]);

  return (
    <NavigationMenu.Root
      delayDuration={200}
      skipDelayDuration={300}
      value={value}
      onValueChange={setValue}
      ref={rootRef}
      aria-label="Main"
      className="nav-wide relative"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {mainNav.map((item) =>
          item.path === "/patient-education" ? (
            <NavigationMenu.Item key={item.path} value={ARTICLES_MENU_VALUE}>
              <NavigationMenu.Trigger
                ref={triggerRef}
                data-nav-key={item.path}
                aria-current={articlesSectionCurrent(pathname)}
                className={`group data-[state=open]:bg-brand-50 ${navItemClass(pathname.startsWith("/patient-education"))}`}
              >
                {item.label}
                <Icon
                  name="chevron-down"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="animate-fade-in absolute top-full left-0 mt-2 w-[34rem] rounded-xl border border-gray-200 bg-white p-3 shadow-xl">
                <ul className="grid grid-cols-2 gap-1">
                  {menuArticles.map((article) => (
                    <li key={article.path}>
                      <NavigationMenu.Link asChild>
                        <NavLink
                          to={article.path}
                          end
                          className="flex min-h-11 items-center rounded-md px-3 py-2 text-[0.95rem] text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
                        >
                          {article.label}
                        </NavLink>
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
          ) : (
            <NavigationMenu.Item key={item.path}>
              {/* A string className: Radix's asChild merge cannot combine NavLink's className function. */}
              <NavigationMenu.Link asChild active={isCurrent(item.path, pathname)}>
                <NavLink
                  to={item.path}
                  end={item.path === "/"}
                  data-nav-key={item.path}
                  className={navItemClass(isCurrent(item.path, pathname))}
                >
                  {item.label}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
