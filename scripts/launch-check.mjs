// `npm run launch-check`: lists every sample the site still shows as the hospital's fact (what it is, where it
// shows, what the hospital must supply) and exits non-zero while any remain. See README, "Going live".
import fs from "node:fs";
import path from "node:path";
import { builtPages } from "./lib/built-pages.mjs";
import { loadHospitalFacts } from "./lib/hospital-facts.mjs";

const { hospitalSamples, hospitalChoices, outOfDateTwins } = await loadHospitalFacts();
const samples = hospitalSamples();
const choices = hospitalChoices();
// With SITE_CONTENT (the editors' published content, decision 0036): what they confirmed, and twins left behind.
const staleTwins = outOfDateTwins();
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/**
 * The texts that show a value on a page: a string or number as it is (4+ characters); for a record, its longest
 * text (a quote, a venue), since short fields such as a town name appear on every page anyway.
 */
function textsOf(value) {
  if (typeof value === "string" || typeof value === "number") {
    const text = String(value);
    return text.length >= 4 ? [text] : [];
  }
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") {
    const leaves = Object.values(value).flatMap(textsOf);
    const longest = leaves.reduce((best, text) => (text.length > best.length ? text : best), "");
    return longest ? [longest] : [];
  }
  return [];
}

const escapeHtml = (text) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

// Every built page as [address, html], to say where each sample shows.
// Compared in lower case: a value may open a sentence on one page and sit inside one on another.
const pages = builtPages(clientDir).map(({ address, file }) => [address, fs.readFileSync(file, "utf8").toLowerCase()]);
const short = (value) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 90 ? `${text.slice(0, 87)}…` : text;
};

/** The addresses whose page shows one of the texts (compared in lower case, as is and HTML-escaped). */
function pagesShowing(texts) {
  const lower = texts.map((text) => text.toLowerCase());
  return pages
    .filter(([, html]) => lower.some((text) => html.includes(text) || html.includes(escapeHtml(text))))
    .map(([address]) => address);
}

function whereShown(shownOn) {
  return pages.length === 0
    ? "(run npm run build first to see the pages)"
    : shownOn.length === pages.length
      ? `every page (${pages.length})`
      : shownOn.length
        ? shownOn.join(", ")
        : "no page text (links, structured data or the sitemap)";
}

if (samples.length === 0 && choices.length === 0 && staleTwins.length === 0) {
  console.log("launch-check: no samples or choices left; every fact the site states is confirmed by the hospital.");
  process.exit(0);
}
console.log(
  `launch-check: ${samples.length} sample value(s) still stand in for the hospital's facts; ${choices.length} choice(s) to make; ${staleTwins.length} out-of-date translation(s).\n`,
);
for (const entry of choices) {
  console.log(`- ${entry.path}: choose one`);
  console.log(`  question: ${entry.question}`);
  for (const [name, reading] of Object.entries(entry.readings)) {
    console.log(`  · ${name}: ${short(reading)}`);
    console.log(`    shown on: ${whereShown(pagesShowing(entry.shownAs[name] ?? []))}`);
  }
}
if (choices.length) console.log("");
for (const twin of staleTwins) {
  console.log(`- ${twin.path}: the ${twin.stale === "te" ? "Telugu" : "English"} is out of date; its twin now says:`);
  console.log(`  ${short(twin.newer)}`);
  console.log("  update it in /staff/site (or tick that both say the same) and publish");
}
if (staleTwins.length) console.log("");
for (const entry of samples) {
  const texts = entry.shownAs ? [...entry.shownAs] : textsOf(entry.value);
  console.log(`- ${entry.path}: ${short(entry.value)}`);
  console.log(`  supply: ${entry.supply}`);
  console.log(`  shown on: ${whereShown(pagesShowing(texts))}`);
}
console.log(
  "\nReplace each sample in app/content/hospital (or the module named by its path) with confirmed(value, source);" +
    "\nsettle each choice by passing its pick: choice({...}, { reading, source }) (app/content/hospital/choices.ts).",
);
process.exit(1);
