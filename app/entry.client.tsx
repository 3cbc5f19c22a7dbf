import { startIslands } from "~/components/islands/runtime";
import { startPageEnhancements } from "~/components/layout/page-enhancements";

/*
 * The only script a page loads before a visitor does anything: a few kilobytes that wire up the page's small
 * behaviours and wait for its islands (app/components/islands/). The page itself is complete HTML from the
 * server; React and each island's code are fetched once the page is idle after load (decision 0066), and start
 * only when a visitor reaches for something that needs them.
 * Pages are ordinary documents: links load the next page (made instant by speculation rules in root.tsx).
 */
startPageEnhancements();
startIslands();
document.documentElement.setAttribute("data-page-script", "ready");
