/**
 * Told on `document` just before something restyles the whole page, while it is still laid out as it was: a new
 * text size (the head script answers the text-size buttons: inline-scripts.ts, decision 0076), or a modal
 * dialog opening, which makes the page behind it inert (ui/modal.tsx). The page script then skips the bands below
 * the screen again (page-enhancements.ts), so the change restyles and lays out only what is on screen; it draws them
 * again when the page is idle.
 */
export const PAGE_RESTYLING_EVENT = "page-restyling";
