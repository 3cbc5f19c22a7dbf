// `npm run fact-pages` (after `npm run build`): writes app/content/hospital/fact-pages.json, which says on which pages
// each sample fact and each open choice shows, so that `npm run launch-check` can say it without a build of its own.
// tests/build/fact-pages.test.ts regenerates the map from the built pages and fails while the file is out of date.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { builtPages } from "./lib/built-pages.mjs";
import { loadHospitalFacts } from "./lib/hospital-facts.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const FACT_PAGES_FILE = path.join(root, "app", "content", "hospital", "fact-pages.json");
/** What the map says for a fact that shows on every built page. */
export const EVERY_PAGE = "every page";
export const OUT_OF_DATE_MESSAGE =
  "app/content/hospital/fact-pages.json is out of date: run npm run fact-pages after a build";

/** Texts shorter than this match too much to say anything (a number, an abbreviation). */
const SHORTEST_TEXT = 5;
/** Words that appear on pages for other reasons (a language switch, "explanations in Telugu"). */
const COMMON_WORDS = new Set(["english", "telugu", "hindi", "kannada", "tamil", "urdu", "marathi", "odia", "bengali"]);

const FACT = Symbol.for("hospital-fact");

/**
 * The id each fact goes by: the key an editor confirms it by (`sampleAt`), else its path in hospitalFacts. A key
 * stays the same when editors' stories push the repository's ones down the list ("testimonials.0" would not).
 */
export function factIdsByPath(tree, at = "") {
  const ids = new Map();
  const walk = (node, where) => {
    if (typeof node !== "object" || node === null) return;
    if (FACT in node) {
      if (typeof node.key === "string") ids.set(where, node.key);
      return;
    }
    for (const [name, child] of Object.entries(node)) walk(child, where ? `${where}.${name}` : name);
  };
  walk(tree, at);
  return ids;
}

/**
 * The samples with the id each goes by (see `factIdsByPath`). A Telugu copy without a key of its own whose English
 * sits at the same path without "telugu." (the Telugu words of "testimonials.0") goes by the English id with
 * "telugu." before it.
 */
export function withIds(samples, hospitalFacts) {
  const ids = factIdsByPath(hospitalFacts);
  const idOf = (at) =>
    ids.get(at) ?? (at.startsWith("telugu.") && ids.has(at.slice(7)) ? `telugu.${ids.get(at.slice(7))}` : at);
  return samples.map((entry) => ({ ...entry, id: idOf(entry.path) }));
}

const isLanguageWord = (text) => COMMON_WORDS.has(text.trim().toLowerCase());

/** Every text in a value, each long enough and not a word every page may have. */
function leafTexts(value) {
  if (typeof value === "string" || typeof value === "number") {
    const text = String(value).trim();
    return text.length >= SHORTEST_TEXT && !isLanguageWord(text) ? [text] : [];
  }
  if (value && typeof value === "object") return Object.values(value).flatMap(leafTexts);
  return [];
}

/** Texts of a value worth looking for: long enough and not a word every page may have. */
function valueTexts(value) {
  if (typeof value === "string" || typeof value === "number") return leafTexts(value);
  if (Array.isArray(value)) {
    const words = value.filter((item) => typeof item === "string");
    // A list of words (languages, schemes) shows as a list: "Telugu, English, Hindi or Kannada".
    const joined =
      words.length >= 2 && words.length === value.length
        ? [
            words.join(", "),
            `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`,
            `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`,
          ]
        : [];
    return [...joined, ...value.flatMap(valueTexts)];
  }
  if (value && typeof value === "object") {
    // A record shows by its longest text (a quote, a venue): short fields such as a town are on many pages anyway.
    const leaves = leafTexts(value);
    const longest = leaves.reduce((best, text) => (text.length > best.length ? text : best), "");
    return longest ? [longest] : [];
  }
  return [];
}

/**
 * What to look for on the pages: how the content says pages write it (`shownAs`, chosen by hand, kept whatever their
 * length), else texts of the value.
 */
export function factTexts(entry) {
  // An empty list says the fact has no text of its own on any page (a sign-off): it shows on none.
  return [...new Set(entry.shownAs ? entry.shownAs : valueTexts(entry.value))];
}

const escapeHtml = (text) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

function jsonLeaves(value) {
  if (typeof value === "string" || typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(jsonLeaves);
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonLeaves);
  return [];
}

/** The part of the page from the first `<tag` to the last `</tag>`, or "". */
function element(html, tag) {
  const start = html.indexOf(`<${tag}`);
  const end = html.lastIndexOf(`</${tag}>`);
  return start >= 0 && end > start ? html.slice(start, end) : "";
}

/**
 * The parts of a page that state facts, in lower case: its <main>, its footer's contact block (the address, phone and
 * hours every page shows; not the footer's menus) and its structured data for search engines, as written and as read.
 * Not the header (menus, the language switch), where a word such as "Telugu" says nothing about a fact.
 */
export function pageText(html) {
  const main = element(html, "main");
  const footer = element(html, "footer").replace(/<nav[\s\S]*?<\/nav>/g, "");
  const structured = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    ([, json]) => {
      try {
        return [json, jsonLeaves(JSON.parse(json)).join("\n")];
      } catch {
        return [json];
      }
    },
  );
  return [main, footer, ...structured].join("\n").toLowerCase();
}

/** The addresses (sorted) whose page shows one of the texts, or EVERY_PAGE. */
function pagesShowing(texts, pages) {
  const wanted = texts.map((text) => text.toLowerCase()).flatMap((text) => [text, escapeHtml(text)]);
  const showing = pages
    .filter(({ text }) => wanted.some((one) => text.includes(one)))
    .map(({ address }) => address)
    .sort();
  return pages.length > 0 && showing.length === pages.length ? EVERY_PAGE : showing;
}

/**
 * The map fact-pages.json holds: for each sample (by its id, see `withIds`) and each reading of each open choice
 * ("choices.hours.visible"), the sorted addresses of the pages that show it, or "every page".
 * `pages`: each built page as { address, html }.
 */
export function factPageMap({ samples, choices, pages }) {
  const searchable = pages.map(({ address, html }) => ({ address, text: pageText(html) }));
  const map = {};
  for (const entry of choices) {
    for (const reading of Object.keys(entry.readings)) {
      const texts = factTexts({ value: entry.readings[reading], shownAs: entry.shownAs?.[reading] });
      map[`${entry.path}.${reading}`] = pagesShowing(texts, searchable);
    }
  }
  for (const entry of samples) map[entry.id ?? entry.path] = pagesShowing(factTexts(entry), searchable);
  return map;
}

/** The facts and the built pages, as `npm run fact-pages` and launch-check read them. */
export async function currentFacts() {
  const facts = await loadHospitalFacts();
  return {
    facts,
    samples: withIds(facts.hospitalSamples(), facts.hospitalFacts),
    choices: facts.hospitalChoices(),
  };
}

/** Every page of a build as { address, html } (none without a build). */
export function readBuiltPages(clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client")) {
  return builtPages(clientDir).map(({ address, file }) => ({ address, html: fs.readFileSync(file, "utf8") }));
}

/** The committed map, or null when there is none (or it cannot be read). */
export function readFactPages(file = FACT_PAGES_FILE) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

async function main() {
  const pages = readBuiltPages();
  if (pages.length === 0) {
    console.error("fact-pages: no built pages found. Run npm run build first.");
    process.exit(1);
  }
  const { samples, choices } = await currentFacts();
  const map = factPageMap({ samples, choices, pages });
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(FACT_PAGES_FILE)) ?? {};
  const text = await prettier.format(JSON.stringify(map), { ...options, plugins: [], filepath: FACT_PAGES_FILE });
  fs.writeFileSync(FACT_PAGES_FILE, text);
  console.log(
    `fact-pages: wrote ${path.relative(process.cwd(), FACT_PAGES_FILE)} (${Object.keys(map).length} facts, ${pages.length} pages).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
