/** Shared look of the desktop menu, in its static and its interactive form. */
export const navItemClass = (active: boolean) =>
  `inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 text-[0.95rem] font-semibold whitespace-nowrap hover:bg-brand-50 hover:text-brand-800 ${
    active ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8" : "text-ink"
  }`;

export const ARTICLES_MENU_VALUE = "patient-education";
