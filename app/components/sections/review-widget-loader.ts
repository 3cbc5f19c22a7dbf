import { site } from "~/content/site";

/** Where the third-party script is in its life: the container's data-widget attribute mirrors it. */
export type WidgetState = "waiting" | "loading" | "loaded" | "failed" | "skipped";

/** Visitors who asked their browser to save data are not sent a third-party script they did not ask for. */
function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Runs `callback` once the page has finished loading and the browser has a quiet moment. */
function whenPageIsIdle(callback: () => void) {
  const run = () =>
    // Older Safari has no requestIdleCallback.
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(callback, { timeout: 2000 })
      : window.setTimeout(callback, 1);
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

/**
 * Loads the third-party review widget only when its section comes into view, once the page has loaded and is
 * idle. The script element is created with `src` (no inline script, so a strict CSP allows it by host). If it
 * fails or is blocked, nothing changes: our own quotes beside it are the section's real content.
 */
export function loadReviewWidget(container: HTMLElement) {
  const setState = (state: WidgetState) => container.setAttribute("data-widget", state);
  if (prefersSavingData() || !("IntersectionObserver" in window)) {
    setState("skipped");
    return;
  }
  const insertScript = () => {
    const script = document.createElement("script");
    script.src = site.testimonialWidget.scriptUrl;
    script.async = true;
    script.onload = () => setState("loaded");
    script.onerror = () => setState("failed");
    setState("loading");
    document.body.appendChild(script);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenPageIsIdle(insertScript);
    },
    // Start a little before the section is on screen, so the widget is ready when the visitor gets there.
    { rootMargin: "200px 0px" },
  );
  observer.observe(container);
}
