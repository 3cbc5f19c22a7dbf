import { createHash } from "node:crypto";
import { site } from "~/content/site";

/**
 * GET /review-widget: the document the third-party review widget runs in, and the only one (decision 0051). The
 * home page shows it in `<iframe sandbox="allow-scripts …">` without allow-same-origin
 * (components/sections/review-widget-loader.ts), and its own policy sandboxes it the same way if it is opened by
 * itself, so the widget's script always runs in an opaque origin: whatever it asks of this site goes out as another
 * site's request, without the desk's cookies, and what comes back it cannot read; it cannot reach into the page
 * around it. Rendered on request (never prerendered), so the policy below is the one it is served with. Nothing
 * from the address reaches the document: the widget's address and embed id are the site's facts.
 */

/** Text made safe inside a double-quoted attribute. */
function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The widget's own script element, which the report below listens to. */
const WIDGET_SCRIPT_ID = "widget-script";

/**
 * The frame's one inline script (allowed by its hash): tells the page around it whether the widget's script loaded,
 * and how tall the widget has grown, so the page can give the frame that height. Nothing else crosses; the page
 * checks who sent it and reads only those two (review-widget-loader.ts).
 */
export const frameReportScript = [
  "(function(){",
  'var d=document,last=-1;function tell(m){m.type="review-widget";parent.postMessage(m,"*")}',
  "function measure(){var h=Math.ceil(d.body.getBoundingClientRect().height);if(h!==last){last=h;tell({height:h})}}",
  `function mine(e){return e.target===d.getElementById("${WIDGET_SCRIPT_ID}")}`,
  'd.addEventListener("load",function(e){if(mine(e))tell({state:"loaded"});measure()},true);',
  'd.addEventListener("error",function(e){if(mine(e))tell({state:"failed"})},true);',
  // What the widget adds is measured at once: a frame off the screen is not drawn, so its resize observer waits.
  "new MutationObserver(measure).observe(d.body,{childList:true,subtree:true});",
  "if(window.ResizeObserver)new ResizeObserver(measure).observe(d.body)",
  "})();",
].join("");

const scriptHash = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/** What the frame's document may do: run the widget from its hosts, and nothing from this site. */
export function reviewWidgetPolicy(hosts: readonly string[]): string {
  const widget = hosts.join(" ");
  return [
    "default-src 'none'",
    `script-src ${scriptHash(frameReportScript)} ${widget}`,
    `style-src 'unsafe-inline' ${widget}`,
    `img-src data: ${widget}`,
    `font-src ${widget}`,
    `connect-src ${widget}`,
    `frame-src ${widget}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    // The same sandbox as the frame's attribute, for a visit to this address by itself.
    "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox",
  ].join(";");
}

/** The frame's document: the widget's element, the report, the widget's script. */
export function reviewWidgetDocument(widget: { scriptUrl: string; embedId: string }): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    "<title>Reviews</title><style>html,body{margin:0;background:transparent}body{display:flow-root}</style>",
    `</head><body><div class="sk-ww-google-reviews" data-embed-id="${escapeAttribute(widget.embedId)}"></div>`,
    `<script>${frameReportScript}</script>`,
    `<script id="${WIDGET_SCRIPT_ID}" src="${escapeAttribute(widget.scriptUrl)}" async></script>`,
    "</body></html>",
  ].join("");
}

export function loader() {
  const { testimonialWidget } = site;
  return new Response(reviewWidgetDocument(testimonialWidget), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": reviewWidgetPolicy(testimonialWidget.hosts),
      "X-Frame-Options": "SAMEORIGIN",
      // Its origin is opaque, never this site's: asking to key its agent cluster by this origin only draws a warning.
      "Origin-Agent-Cluster": "?0",
      "X-Robots-Tag": "noindex",
      // Its facts change only with a publish; a revisit asks again (it is about 1 KB).
      "Cache-Control": "no-cache",
    },
  });
}
