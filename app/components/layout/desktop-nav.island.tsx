import { NavigationMenu } from "radix-ui";
import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";
import { ARTICLES_MENU_VALUE, articlesSectionCurrent, isCurrentPath, navItemClass } from "./nav-styles";
import type { MenuWords } from "./navigation-words";

/**
 * The desktop menu (an island): Radix navigation menu with the 200 / 300 / 150 ms timings of the specification.
 * The server renders it whole; it hydrates when a visitor's pointer or focus first reaches it. `pathname` is the
 * page's path without its language prefix, for the current-page marks; the words come from a shared file.
 */
export default function DesktopNav({ words, pathname }: { words: MenuWords; pathname: string }) {
  const [value, setValue] = useState("");
  const { items, articles, allArticles, labels } = words;

  return (
    <NavigationMenu.Root
      delayDuration={200}
      skipDelayDuration={300}
      value={value}
      onValueChange={setValue}
      aria-label={labels.main}
      className="nav-wide relative"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {items.map((item) =>
          item.path === PATIENT_EDUCATION_PATH ? (
            <NavigationMenu.Item key={item.path} value={ARTICLES_MENU_VALUE}>
              <NavigationMenu.Trigger
                aria-current={articlesSectionCurrent(pathname)}
                className={`group data-[state=open]:bg-brand-50 ${navItemClass(isCurrentPath(item.path, pathname))}`}
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
                  {articles.map((article) => (
                    <li key={article.path}>
                      <NavigationMenu.Link
                        href={article.href}
                        active={pathname === article.path}
                        aria-current={pathname === article.path ? "page" : undefined}
                        className="flex min-h-11 items-center rounded-md px-3 py-2 text-[0.95rem] text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
                      >
                        {article.label}
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
                <NavigationMenu.Link
                  href={allArticles.href}
                  aria-current={pathname === allArticles.path ? "page" : undefined}
                  className="mt-2 flex min-h-11 items-center justify-center rounded-md bg-brand-50 px-3 font-semibold text-brand-800 hover:bg-brand-100"
                >
                  {allArticles.label}
                </NavigationMenu.Link>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.path}>
              <NavigationMenu.Link
                href={item.href}
                active={isCurrentPath(item.path, pathname)}
                aria-current={isCurrentPath(item.path, pathname) ? "page" : undefined}
                className={navItemClass(isCurrentPath(item.path, pathname))}
              >
                {item.label}
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
