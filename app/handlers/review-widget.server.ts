import { createHash } from "node:crypto";

/**
 * The review widget's frame document and its policy (decision 0051), for app/routes/review-widget.ts: server-only,
 * because the policy hashes the frame's inline script with Node's crypto.
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
