import { site } from "~/content/site";
import { reviewWidgetDocument, reviewWidgetPolicy } from "~/handlers/review-widget.server";

/**
 * GET /review-widget: the document the third-party review widget runs in, and the only one (decision 0051). The
 * home page shows it in `<iframe sandbox="allow-scripts …">` without allow-same-origin
 * (components/sections/review-widget-loader.ts), and its own policy sandboxes it the same way if it is opened by
 * itself, so the widget's script always runs in an opaque origin: whatever it asks of this site goes out as another
 * site's request, without the desk's cookies, and what comes back it cannot read; it cannot reach into the page
 * around it. Rendered on request (never prerendered), so the policy below is the one it is served with. Nothing
 * from the address reaches the document: the widget's address and embed id are the site's facts.
 */
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
