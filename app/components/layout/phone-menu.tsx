import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { Icon } from "~/components/ui/icon";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";
import { telHref } from "~/content/site";
import type { Lang } from "~/i18n/lang";
import { LANGUAGE_PREFERENCE_ATTRIBUTE } from "~/lib/language-preference";
import { hamburgerClass, articlesSectionCurrent, isCurrentPath } from "./nav-styles";
import { languageLinkFor, menuWordsIn } from "./navigation-words";

// Its links' looks are classes in app.css (phone-menu-*), not utilities: twenty links repeated on every page.

/** The phone menu's popover: the hamburger names it, the page script and app.css know it by this id. */
export const PHONE_MENU_ID = "phone-menu";

/**
 * The phone layout's menu, full screen, opened by the browser itself: the hamburger is a `popovertarget` button and
 * the menu a `popover` in the page's HTML, so a tap shows it in the next frame on the slowest phone, with or without
 * JavaScript, and Escape or the close button shuts it and gives the focus back (issue 41, decision 0058). No React.
 */
export function PhoneMenu({ lang, pathname, fullPath }: { lang: Lang; pathname: string; fullPath: string }) {
  const { items, articles, allArticles, labels, whatsappHref } = menuWordsIn(lang);
  const languageSwitch = languageLinkFor(fullPath);
  const titleId = `${PHONE_MENU_ID}-title`;

  return (
    <>
      <button
        type="button"
        popoverTarget={PHONE_MENU_ID}
        className={hamburgerClass}
        aria-label={labels.openMenu}
        aria-haspopup="dialog"
      >
        <Icon name="menu" className="size-[28px]" aria-hidden="true" />
      </button>
      {/* Not display:flex on the popover itself: the browser's own `display: none` keeps it shut until opened. */}
      <div
        id={PHONE_MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        className="phone-menu inset-0 m-0 h-dvh max-h-none w-full max-w-none border-0 bg-white p-0 text-ink"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
            <h2 id={titleId} className="text-xl font-bold text-brand-900">
              {labels.menuTitle}
            </h2>
            <button
              type="button"
              popoverTarget={PHONE_MENU_ID}
              popoverTargetAction="hide"
              // The focus goes into the menu the visitor just opened (a dialog), and back to the hamburger as it shuts.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- a popover's autofocus runs only when it is opened
              autoFocus
              className="-mt-1 -mr-2 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-ink hover:bg-gray-100"
              aria-label={labels.closeMenu}
            >
              <Icon name="x" className="size-6" aria-hidden="true" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5">
            <nav aria-label={labels.mobile}>
              <ul className="space-y-1">
                {items.map((item) =>
                  item.path === PATIENT_EDUCATION_PATH ? (
                    <li key={item.path}>
                      {/* The articles open in place with the browser's own disclosure, no script. */}
                      <details className="phone-menu-articles">
                        <summary aria-current={articlesSectionCurrent(pathname)} className="phone-menu-item">
                          {item.label}
                          <Icon name="chevron-down" className="size-5" aria-hidden="true" />
                        </summary>
                        <ul className="phone-menu-articles-list">
                          <li>
                            <a
                              href={allArticles.href}
                              aria-current={pathname === allArticles.path ? "page" : undefined}
                              className="phone-menu-item"
                            >
                              {allArticles.shortLabel}
                            </a>
                          </li>
                          {articles.map((article) => (
                            <li key={article.path}>
                              <a
                                href={article.href}
                                aria-current={pathname === article.path ? "page" : undefined}
                                className="phone-menu-article"
                              >
                                {article.label}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                  ) : (
                    <li key={item.path}>
                      <a
                        href={item.href}
                        aria-current={isCurrentPath(item.path, pathname) ? "page" : undefined}
                        className="phone-menu-item"
                      >
                        {item.label}
                      </a>
                    </li>
                  ),
                )}
              </ul>
            </nav>
            <div className="mt-6 grid gap-3">
              <BookingButton
                label={labels.bookAnAppointment}
                source="mobile menu"
                className={`${buttonStyles.primary} w-full`}
              />
              <div className="grid grid-cols-2 gap-3">
                <a href={telHref} className={buttonStyles.secondary}>
                  <Icon name="phone" className="size-5" aria-hidden="true" /> {labels.call}
                </a>
                <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary}>
                  <Icon name="message-circle" className="size-5" aria-hidden="true" /> {labels.whatsapp}
                </a>
              </div>
              <a
                href={languageSwitch.href}
                hrefLang={languageSwitch.hrefLang}
                lang={languageSwitch.lang}
                {...{ [LANGUAGE_PREFERENCE_ATTRIBUTE]: languageSwitch.lang }}
                className={`${buttonStyles.secondary} w-full`}
              >
                {languageSwitch.label}
              </a>
              <p className="text-center text-sm text-muted">{labels.hoursLine}</p>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
