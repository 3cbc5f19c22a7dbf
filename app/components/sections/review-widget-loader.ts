import { whenNearScreen } from "~/lib/load-later";
import { whenIdle } from "~/lib/when-idle";

/** Where the third-party script is in its life: the container's data-widget attribute mirrors it. */
export type WidgetState = "waiting" | "loading" | "loaded" | "failed" | "skipped";

/** Visitors who asked their browser to save data are not sent a third-party script they did not ask for. */
function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Loads the third-party review widget only when its section comes into view, once the page has loaded and is
 * idle. Its address is the container's data-widget-src: importing the site's facts for one address would send
 * them all to the browser. The script element is created with `src` (no inline script, so a strict CSP allows it
 * by host). If it fails or is blocked, nothing changes: our own quotes beside it are the section's real content.
 */
export function loadReviewWidget(container: HTMLElement) {
  const setState = (state: WidgetState) => container.setAttribute("data-widget", state);
  const src = container.dataset.widgetSrc;
  if (prefersSavingData() || !("IntersectionObserver" in window) || !src) {
    setState("skipped");
    return;
  }
  const insertScript = () => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => setState("loaded");
    script.onerror = () => setState("failed");
    setState("loading");
    document.body.appendChild(script);
  };
  whenNearScreen([container], () => whenIdle(insertScript, { afterLoad: true }));
}
