// `npm run launch-check`: what the hospital must still do before the site goes live, in plain words for its
// administrator (scripts/lib/launch-report.mjs): every example fact and open choice, most serious first, with where
// to fix it in the site editor and the pages that show it. Exits 1 while anything remains. See docs/operations.md, "Going live".
//
// The pages come from app/content/hospital/fact-pages.json (`npm run fact-pages` after a build), so no build is
// needed; when a build is present, its pages are read instead (on the hospital's server, the published build).
import { currentFacts, factPageMap, readBuiltPages, readFactPages } from "./fact-pages.mjs";
import { launchReport } from "./lib/launch-report.mjs";
import { pageReviewTexts, reviewRefusal, unreviewedPages } from "../server/publishing/page-reviews.mjs";
import { siteContentFromEnv } from "../server/publishing/content-handover.mjs";

const { facts, samples, choices } = await currentFacts();
const pages = readBuiltPages();
const pageMap = pages.length > 0 ? factPageMap({ samples, choices, pages }) : readFactPages();

const { text, exitCode } = launchReport({
  samples,
  choices,
  // With SITE_CONTENT (the editors' published content, decision 0036): twins left behind by a change.
  staleTwins: facts.outOfDateTwins(),
  editableSamples: facts.editableSamples(),
  pageMap,
});
process.stdout.write(text);
process.exitCode = exitCode;

// Every page read since its words last changed (issue 40, item 4): the built pages against the reviews saved in the
// site editor (SITE_CONTENT). Without a build there is nothing to compare.
if (pages.length === 0) {
  process.stdout.write("\nWhether every page has been read is checked against a build: run npm run build first.\n");
} else {
  const unreviewed = unreviewedPages(pageReviewTexts(pages), siteContentFromEnv()?.reviews);
  if (unreviewed.length > 0) {
    process.stdout.write(`\nPages to read: ${reviewRefusal(unreviewed)}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`\nEvery page (${pages.length}) has been read since its words last changed.\n`);
  }
}
