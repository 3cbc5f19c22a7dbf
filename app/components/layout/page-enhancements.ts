import type * as BookingDialogHost from "~/components/booking/booking-dialog-host";
import { BOOKING_TRIGGER_ATTRIBUTE, type BookingDialogOptions } from "~/components/booking/booking-trigger";
import { whenNearScreen } from "~/lib/load-later";
import { whenIdle } from "~/lib/when-idle";
import { PAGE_RESTYLING_EVENT } from "~/lib/page-restyling";
import { SERVICE_NOT_FOUND } from "~/lib/service-not-found";
import { SITE_LINKS_ID } from "./site-links-id";
import { fetchAheadWhenIdle, pageWordsFile, sharedProps } from "~/components/islands/runtime";

/**
 * The small behaviours every page has that need no React: they run with the page script (entry.client.tsx),
 * a few hundred bytes, before any island. Anything larger is fetched only when the page or a visitor needs it.
 */
export function startPageEnhancements() {
  shadowHeaderOnScroll();
  swapBrokenImages();
  upgradeBookingButtons();
  phoneMenuFallbacks();
  logNotFound();
  drawSkippedBandsWhenIdle();
  // Maps are another site's pages: asked for only now, and only as they near the screen (map-embed.tsx).
  whenNearScreen(document.querySelectorAll<HTMLIFrameElement>("iframe[data-map-src]"), (map) => {
    (map as HTMLIFrameElement).src = (map as HTMLIFrameElement).dataset.mapSrc!;
  });

  const reviewWidget = document.querySelector<HTMLElement>("[data-widget]");
  if (reviewWidget)
    void import("~/components/sections/review-widget-loader").then((m) => m.loadReviewWidget(reviewWidget));

  if (new URLSearchParams(window.location.search).get(SERVICE_NOT_FOUND.param) === SERVICE_NOT_FOUND.value) {
    void import("~/components/services/service-not-found-toast").then((m) => m.announceServiceNotFound());
  }
}

/**
 * The bands a slow phone skips while the page loads (app.css, `content-visibility: auto`) are drawn after load, one
 * per idle moment, so a tap waits for at most one band's layout: a page left with skipped bands has no boxes there,
 * and an audit (Lighthouse's) reads their colours and target sizes wrongly.
 */
function drawSkippedBandsWhenIdle() {
  const all = [
    ...document.querySelectorAll(
      "#main-content > section, #main-content > [data-bands] > section, .render-later, body > footer",
    ),
  ];
  const bands = [...all];
  // On a phone kept busy (a slow script, an animation) an idle moment may never come: after 500 ms without one, the
  // rest are drawn at once. (whenIdle is in the page script already: the islands' runtime uses it.)
  const idle = (next: (deadline?: IdleDeadline) => void, afterLoad = false) =>
    whenIdle(next, { afterLoad, timeout: 500 });
  const drawNext = (deadline?: IdleDeadline) => {
    for (const band of bands.splice(0, deadline?.didTimeout ? bands.length : 1)) band.setAttribute("data-drawn", "");
    if (bands.length) idle(drawNext);
  };
  // A new text size lays out every drawn band again (about 200 ms at 6× CPU), and a modal dialog restyles them all
  // (about 140 ms): just before either, the bands below the screen are skipped again, and drawn again when the page
  // is idle (a second round of drawing while one is still going, or a band queued twice, only draws faster). Every
  // box is read before any band is skipped: a read after a change would lay the page out again, once per band.
  document.addEventListener(PAGE_RESTYLING_EVENT, () => {
    for (const band of all.filter((band) => band.getBoundingClientRect().top > innerHeight)) {
      band.removeAttribute("data-drawn");
      bands.push(band);
    }
    idle(drawNext);
  });
  idle(drawNext, true);
}

/** Shadow appears once the page has scrolled past this many pixels (specification §2). */
export const HEADER_SHADOW_THRESHOLD = 10;

function shadowHeaderOnScroll() {
  const header = document.querySelector<HTMLElement>("header[data-scrolled]");
  if (!header) return;
  let shown: boolean | null = null;
  const update = () => {
    const scrolled = window.scrollY > HEADER_SHADOW_THRESHOLD;
    if (scrolled === shown) return;
    shown = scrolled;
    header.setAttribute("data-scrolled", String(scrolled));
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}

/** Images with an alternate (data-fallback-src) switch to it, once, when they cannot load (specification §4). */
function swapBrokenImages() {
  const swap = (image: HTMLImageElement) => {
    const fallback = image.getAttribute("data-fallback-src");
    if (!fallback) return;
    image.removeAttribute("data-fallback-src");
    const alt = image.getAttribute("data-fallback-alt");
    if (alt !== null) image.alt = alt;
    image.src = fallback;
  };
  // Errors bubble to no one, so listen in the capture phase; images that failed before this script ran are
  // finished and have no size.
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) swap(event.target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-fallback-src]")) {
    if (image.complete && image.naturalWidth === 0) swap(image);
  }
}

/**
 * Booking buttons are links to the booking page in the HTML. With this script they open the form in place
 * (a dialog, or a bottom sheet on phones), so they become buttons. The form's code is fetched when a finger or
 * pointer first touches one, so it is usually there by the time the tap ends.
 */
function upgradeBookingButtons() {
  const selector = `[${BOOKING_TRIGGER_ATTRIBUTE}]`;
  for (const trigger of document.querySelectorAll(selector)) {
    trigger.setAttribute("role", "button");
    trigger.setAttribute("aria-haspopup", "dialog");
    trigger.setAttribute("aria-expanded", "false");
  }
  const optionsOf = (trigger: Element) =>
    JSON.parse(trigger.getAttribute(BOOKING_TRIGGER_ATTRIBUTE) || "{}") as BookingDialogOptions;
  // Once loaded, kept: a tap then opens the form in its own task, with no promise to wait for (issue 41).
  let dialog: typeof BookingDialogHost | undefined;
  const loadDialog = () => import("~/components/booking/booking-dialog-host").then((module) => (dialog = module));
  const warm = (event: Event) => {
    // The form's code, and its words with the hospital's numbers (the islands' words file), both on the first touch.
    if ((event.target as Element | null)?.closest?.(selector)) {
      void loadDialog();
      // A failure is the dialog's to handle when it asks for the same promise.
      sharedProps(pageWordsFile()).catch(() => {});
    }
  };
  for (const type of ["pointerdown", "touchstart", "focusin"]) {
    document.addEventListener(type, warm, { capture: true, passive: true });
  }
  // And once the page is idle after load, before any touch, where fetching ahead is welcome (issue 41): the form is
  // drawn shut, so that a tap only opens it (decision 0068).
  const first = document.querySelector(selector);
  if (first) {
    fetchAheadWhenIdle(() => {
      loadDialog()
        .then((dialog) => dialog.prepareBookingDialog(optionsOf(first)))
        .catch(() => {});
    });
  }
  const open = (event: Event, trigger: HTMLElement) => {
    event.preventDefault();
    // From the phone menu (a popover, above everything): the menu shuts so that the form shows.
    trigger.closest<HTMLElement>("[popover]")?.hidePopover();
    const options = optionsOf(trigger);
    // Pressed until the form shows (openBookingDialog), while its code or words are on their way (decision 0072).
    // Drawn ahead, it shows in this same task: no frame is drawn pressed.
    trigger.setAttribute("aria-busy", "true");
    const opened = dialog
      ? dialog.openBookingDialog(trigger, options)
      : loadDialog().then(({ openBookingDialog }) => openBookingDialog(trigger, options));
    // Offline, or the page is older than the server's files: the booking page still works.
    opened.catch(() => window.location.assign(trigger.getAttribute("href") ?? "/book"));
  };
  document.addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
    if (trigger) open(event, trigger);
  });
  // A button also answers the space bar (a link answers only Enter, which arrives here as a click).
  document.addEventListener("keydown", (event) => {
    if (event.key !== " ") return;
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
    if (trigger) open(event, trigger);
  });
}

/**
 * The phone menu is the browser's popover (phone-menu.tsx). A browser too old for popovers takes the hamburger's tap
 * to the footer's list of pages instead, and a page brought back from the back-forward cache opens with it shut.
 */
function phoneMenuFallbacks() {
  if (!Object.prototype.hasOwnProperty.call(HTMLElement.prototype, "popover")) {
    document.addEventListener("click", (event) => {
      if ((event.target as Element | null)?.closest?.("[popovertarget]")) window.location.hash = SITE_LINKS_ID;
    });
    return;
  }
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const open of document.querySelectorAll<HTMLElement>(":popover-open")) open.hidePopover();
  });
}

/** The not-found page logs the address that was asked for (specification §2). */
function logNotFound() {
  if (document.querySelector("[data-not-found]")) {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }
}
