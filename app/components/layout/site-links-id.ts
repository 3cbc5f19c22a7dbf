/** The footer's list of pages: where the hamburger leads in a browser too old for the phone menu's popover. */
export const SITE_LINKS_ID = "site-links";
