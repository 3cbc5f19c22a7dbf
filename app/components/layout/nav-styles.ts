/** The phone header's round buttons (language, text size, call, chat, menu): 44 px targets, 48 px from 640 px. */
export const headerIconButton = "size-[44px] sm:size-[48px]";

/** The hamburger, which opens the phone menu (phone-menu.tsx). */
export const hamburgerClass = `nav-narrow ${headerIconButton} items-center justify-center rounded-full text-brand-900 hover:bg-brand-50`;

/** Shared look of the menus. */
export const navItemClass = (active: boolean) =>
  `inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 text-[0.95rem] font-semibold whitespace-nowrap hover:bg-brand-50 hover:text-brand-800 ${
    active ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8" : "text-ink"
  }`;
import { PATIENT_EDUCATION_PATH } from "~/content/paths";

export const ARTICLES_MENU_VALUE = "patient-education";

/**
 * The Patient Education trigger opens a list rather than a page, so it is marked current for the whole section:
 * 'page' on the list itself, 'true' (the current section) on an article.
 */
export const articlesSectionCurrent = (pathname: string) =>
  pathname === PATIENT_EDUCATION_PATH
    ? ("page" as const)
    : pathname.startsWith(`${PATIENT_EDUCATION_PATH}/`)
      ? ("true" as const)
      : undefined;

/** Whether a menu item is the page being shown (Home only on the home page itself). */
export const isCurrentPath = (path: string, pathname: string) =>
  path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
