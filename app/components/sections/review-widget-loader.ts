import { whenNearScreen } from "~/lib/load-later";
import { whenIdle } from "~/lib/when-idle";

/** Where the third-party widget is in its life: the container's data-widget attribute mirrors it. */
export type WidgetState = "waiting" | "loading" | "loaded" | "failed" | "skipped";

/**
 * The frame may run scripts and open the reviews in a new tab, nothing more. Never allow-same-origin: without it the
 * frame's document has an opaque origin, so the widget cannot read this site's pages or the front desk's data, nor
 * the page around it (decision 0051).
 */
export const REVIEW_WIDGET_SANDBOX = "allow-scripts allow-popups allow-popups-to-escape-sandbox";

/** The tallest the frame grows, whatever the frame says: past this it scrolls. */
const MAX_FRAME_HEIGHT = 3000;

/** Visitors who asked their browser to save data are not sent a third-party script they did not ask for. */
function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** A report from the frame (app/routes/review-widget.ts, app/handlers/review-widget.server.ts): whether the widget's script loaded, how tall it is. */
function readReport(data: unknown): { state?: "loaded" | "failed"; height?: number } | null {
  if (typeof data !== "object" || data === null || (data as { type?: unknown }).type !== "review-widget") return null;
  const { state, height } = data as { state?: unknown; height?: unknown };
  return {
    state: state === "loaded" || state === "failed" ? state : undefined,
    height: typeof height === "number" && Number.isFinite(height) ? height : undefined,
  };
}

/**
 * Loads the third-party review widget only when its section comes into view, once the page has loaded and is
 * idle, and only ever in a sandboxed frame of the site's own (the container's data-widget-frame, /review-widget),
 * which runs the widget's script. The frame starts 1 px tall (a frame with no area is not drawn, and its widget with
 * it) and takes the height the frame reports. If the widget fails or is blocked, the frame goes and nothing else
 * changes: our own quotes beside it are the section's real content. Not on the staff's pages (the site editor's
 * preview): no third party runs beside the desk.
 */
export function loadReviewWidget(container: HTMLElement) {
  const setState = (state: WidgetState) => container.setAttribute("data-widget", state);
  const src = container.dataset.widgetFrame;
  const slot = container.querySelector<HTMLElement>("[data-widget-slot]");
  if (
    prefersSavingData() ||
    !("IntersectionObserver" in window) ||
    !src ||
    !slot ||
    /^\/staff(?:\/|$)/i.test(window.location.pathname)
  ) {
    setState("skipped");
    return;
  }
  const insertFrame = () => {
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", REVIEW_WIDGET_SANDBOX);
    frame.title = container.dataset.widgetTitle ?? "";
    frame.style.cssText = "display:block;width:100%;height:1px;border:0";
    window.addEventListener("message", function onReport(event: MessageEvent) {
      if (event.source !== frame.contentWindow || !frame.isConnected) return;
      const report = readReport(event.data);
      if (!report) return;
      if (report.state === "failed") {
        window.removeEventListener("message", onReport);
        frame.remove();
        setState("failed");
        return;
      }
      if (report.state === "loaded") setState("loaded");
      if (report.height !== undefined) {
        const height = Math.min(Math.max(Math.round(report.height), 1), MAX_FRAME_HEIGHT);
        frame.style.height = `${height}px`;
        frame.style.marginTop = height > 1 ? "2rem" : "";
      }
    });
    frame.src = src;
    setState("loading");
    slot.appendChild(frame);
  };
  whenNearScreen([container], () => whenIdle(insertFrame, { afterLoad: true }));
}
