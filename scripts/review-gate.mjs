// A launch build's last gate (LAUNCH=1 npm run build, issue 40 item 4): every page it wrote, in each language, and
// the header and footer, must have been read by someone since its words last changed: the reviews are those of the
// content in SITE_CONTENT (the site editor's, /staff/site/review). Without them no page has been read.
import path from "node:path";
import { readBuiltPages } from "./fact-pages.mjs";
import { pageReviewTexts, reviewRefusal, unreviewedPages } from "../server/publishing/page-reviews.mjs";
import { siteContentFromEnv } from "../server/publishing/content-handover.mjs";

if (process.env.LAUNCH === "1") {
  const pages = readBuiltPages(path.resolve(process.env.BUILD_DIR ?? "build", "client"));
  const unreviewed = unreviewedPages(pageReviewTexts(pages), siteContentFromEnv()?.reviews);
  if (unreviewed.length > 0) {
    console.error(`LAUNCH=1: ${reviewRefusal(unreviewed)}`);
    process.exit(1);
  }
  console.log(`review-gate: all ${pages.length} pages read since they last changed`);
}
