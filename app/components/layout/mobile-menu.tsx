import { Icon } from "~/components/ui/icon";
import { useState, type RefObject } from "react";
import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { Modal } from "~/components/ui/modal";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";
import { telHref } from "~/content/site";
import { LANGUAGE_PREFERENCE_ATTRIBUTE } from "~/lib/language-preference";
import { articlesSectionCurrent, isCurrentPath } from "./nav-styles";
import type { LanguageLink, MenuWords } from "./navigation-words";

/** What the hamburger island gets: the menus' words (a shared file) and this page's own marks. */
export interface MenuPageProps {
  words: MenuWords;
  /** The page's path without its language prefix, for the current-page marks. */
  pathname: string;
  languageSwitch: LanguageLink;
}

interface MobileMenuProps extends MenuPageProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Full-screen menu for small screens; a Radix dialog, so it traps focus and locks page scroll. Loaded on demand. */
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
  words,
  pathname,
  languageSwitch,
}: MobileMenuProps) {
  const { items, articles, allArticles, labels, whatsappHref } = words;
  const [articlesOpen, setArticlesOpen] = useState(false);
  const close = () => onOpenChange(false);
  const linkClass = (isActive: boolean) =>
    `flex min-h-12 items-center rounded-lg px-4 text-lg font-semibold ${
      isActive ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-gray-50"
    }`;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={labels.menuTitle}
      placement="fullscreen"
      returnFocusTo={returnFocusTo}
      closeLabel={labels.closeMenu}
    >
      <nav aria-label={labels.mobile}>
        <ul className="space-y-1">
          {items.map((item) =>
            item.path === PATIENT_EDUCATION_PATH ? (
              <li key={item.path}>
                <button
                  type="button"
                  aria-expanded={articlesOpen}
                  aria-controls="mobile-articles"
                  aria-current={articlesSectionCurrent(pathname)}
                  onClick={() => setArticlesOpen((value) => !value)}
                  className="flex min-h-12 w-full items-center justify-between rounded-lg px-4 text-left text-lg font-semibold text-ink hover:bg-gray-50"
                >
                  {item.label}
                  <Icon
                    name="chevron-down"
                    className={`size-5 transition-transform ${articlesOpen ? "rotate-180" : ""}`}
                    aria-hidden="true"
                  />
                </button>
                <ul
                  id="mobile-articles"
                  hidden={!articlesOpen}
                  className="mt-1 ml-4 space-y-0.5 border-l-2 border-brand-100 pl-2"
                >
                  <li>
                    <a
                      href={allArticles.href}
                      aria-current={pathname === allArticles.path ? "page" : undefined}
                      onClick={close}
                      className={linkClass(pathname === allArticles.path)}
                    >
                      {allArticles.shortLabel}
                    </a>
                  </li>
                  {articles.map((article) => (
                    <li key={article.path}>
                      <a
                        href={article.href}
                        aria-current={pathname === article.path ? "page" : undefined}
                        onClick={close}
                        className="flex min-h-12 items-center rounded-lg px-4 text-base text-ink hover:bg-gray-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
                      >
                        {article.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.path}>
                <a
                  href={item.href}
                  aria-current={isCurrentPath(item.path, pathname) ? "page" : undefined}
                  onClick={close}
                  className={linkClass(isCurrentPath(item.path, pathname))}
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
          alreadyUpgraded
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
    </Modal>
  );
}
