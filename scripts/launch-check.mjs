// `npm run launch-check`: what the hospital must still do before the site goes live, in plain words for its
// administrator (scripts/lib/launch-report.mjs): every example fact and open choice, most serious first, with where
// to fix it in the site editor and the pages that show it. Exits 1 while anything remains. See docs/operations.md, "Going live".
//
// The pages come from app/content/hospital/fact-pages.json (`npm run fact-pages` after a build), so no build is
// needed; when a build is present, its pages are read instead (on the hospital's server, the published build).
import { currentFacts, factPageMap, readBuiltPages, readFactPages } from "./fact-pages.mjs";
import { launchReport } from "./lib/launch-report.mjs";

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
