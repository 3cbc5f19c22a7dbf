import { Icon } from "~/components/ui/icon";
import { useState, type RefObject } from "react";
import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { Modal } from "~/components/ui/modal";
import { menuArticles } from "~/content/articles/menu";
import { mainNav } from "~/content/navigation";
import { site, telHref, whatsappHref } from "~/content/site";
import { articlesSectionCurrent, isCurrentPath } from "./nav-styles";
import { PATIENT_EDUCATION_PATH } from "~/content/paths";

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  pathname: string;
}

/** Full-screen menu for small screens; a Radix dialog, so it traps focus and locks page scroll. Loaded on demand. */
export default function MobileMenu({ open, onOpenChange, returnFocusTo, pathname }: MobileMenuProps) {
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
      title="Menu"
      placement="fullscreen"
      returnFocusTo={returnFocusTo}
      closeLabel="Close menu"
    >
      <nav aria-label="Mobile">
        <ul className="space-y-1">
          {mainNav.map((item) =>
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
                  Patient Education
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
                      href={PATIENT_EDUCATION_PATH}
                      aria-current={pathname === PATIENT_EDUCATION_PATH ? "page" : undefined}
                      onClick={close}
                      className={linkClass(pathname === PATIENT_EDUCATION_PATH)}
                    >
                      All articles
                    </a>
                  </li>
                  {menuArticles.map((article) => (
                    <li key={article.path}>
                      <a
                        href={article.path}
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
                  href={item.path}
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
          label="Book an Appointment"
          source="mobile menu"
          alreadyUpgraded
          className={`${buttonStyles.primary} w-full`}
        />
        <div className="grid grid-cols-2 gap-3">
          <a href={telHref} className={buttonStyles.secondary}>
            <Icon name="phone" className="size-5" aria-hidden="true" /> Call
          </a>
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary}>
            <Icon name="message-circle" className="size-5" aria-hidden="true" /> WhatsApp
          </a>
        </div>
        <p className="text-center text-sm text-muted">
          {site.consultationHours.days}: {site.consultationHours.sessions.join(" & ")}
        </p>
      </div>
    </Modal>
  );
}
