// The constants fixed at build time, the same for the pages (vite.config.ts), the server bundle
// (scripts/build-server.mjs) and the launch check (scripts/lib/hospital-facts.mjs). Modules read these, never
// process.env (app/env.d.ts declares them).
import fs from "node:fs";
import { photoConstants } from "./site-photos.mjs";

/** The paths of the articles written in the editor (react-router.config.ts prerenders them, in both languages). */
export function publishedArticlePaths(env = process.env) {
  return publishedContent(env).articles.flatMap(({ slug }) => [
    `/patient-education/${slug}`,
    `/te/patient-education/${slug}`,
  ]);
}

/**
 * The pages of the services the hospital's editors unticked (app/content/hospital/services-offered.ts), in both
 * languages: react-router.config.ts leaves them out of the prerender (their address goes to the services list).
 */
export function switchedOffServicePaths(env = process.env, everyService = []) {
  const offered = publishedContent(env).facts?.samples?.servicesOffered?.value;
  if (!Array.isArray(offered)) return [];
  return everyService
    .filter((slug) => !offered.includes(slug))
    .flatMap((slug) => [`/services/${slug}`, `/te/services/${slug}`]);
}

/**
 * The content the hospital's editors published (SITE_CONTENT: a JSON file the server writes when publishing,
 * decision 0036), checked there against app/lib/site-content-schema.ts. Without it the defaults in app/content/ stand.
 */
function publishedContent(env) {
  if (!env.SITE_CONTENT) {
    return {
      facts: null,
      notices: [],
      articles: [],
      serviceTexts: {},
      articleTexts: {},
      texts: {},
      photos: {},
      stories: [],
    };
  }
  const content = JSON.parse(fs.readFileSync(env.SITE_CONTENT, "utf8"));
  return {
    facts: content.facts ?? null,
    notices: content.notices ?? [],
    articles: content.articles ?? [],
    serviceTexts: content.serviceTexts ?? {},
    articleTexts: content.articleTexts ?? {},
    texts: content.texts ?? {},
    photos: content.photos ?? {},
    stories: content.stories ?? [],
  };
}

const indiaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/**
 * The two constants that differ between the server's code and the browser's (vite.config.ts): a constant is inlined
 * wherever it is read, and fact.ts and the article listings reach the islands' JavaScript. The browser gets only the
 * confirmed samples short enough to matter to an island (a name, a link), never a camp timetable or a patient's
 * story, no article cards (the islands get their lists as props), no service texts and no FAQ lists. Vite's `define` is one for both
 * builds, so this plugin puts them in as each module is transformed, by whether it is transformed for the server.
 */
export function constantsByEnvironmentPlugin(env = process.env) {
  const names = [
    "__SITE_SAMPLES__",
    "__SITE_ARTICLE_CARDS__",
    "__SITE_SERVICE_TEXTS__",
    "__SITE_TEXTS__",
    "__SITE_STORIES__",
    "__SITE_ARTICLE_TEXTS__",
  ];
  return {
    name: "site-constants-by-environment",
    transform(code, id, options) {
      if (id.includes("node_modules") || !names.some((name) => code.includes(name))) return null;
      return { code: putConstants(code, buildDefines(env, { browser: !options?.ssr }), names), map: null };
    },
  };
}

/**
 * `code` with each of `names` replaced by its value in `values`, in parentheses. The values hold the editors' words:
 * they go in as they are, through a function, never as a replacement string, where `$&`, `$'`, `` $` ``, `$$` and
 * `$1` would be read as patterns (issue 38: an answer with `$'` spliced the module's own source into the build).
 */
export function putConstants(code, values, names) {
  let out = code;
  for (const name of names) {
    const value = `(${values[name]})`;
    out = out.replace(new RegExp(`\\b${name}\\b`, "g"), () => value);
  }
  return out;
}

/** The constants that are the same for the server's build and the browser's: Vite's `define` (vite.config.ts). */
export function sharedDefines(env = process.env) {
  const shared = buildDefines(env);
  delete shared.__SITE_SAMPLES__;
  delete shared.__SITE_ARTICLE_CARDS__;
  delete shared.__SITE_SERVICE_TEXTS__;
  delete shared.__SITE_TEXTS__;
  delete shared.__SITE_STORIES__;
  delete shared.__SITE_ARTICLE_TEXTS__;
  return shared;
}

/** `browser`: the lighter values of constantsByEnvironmentPlugin's constants. */
export function buildDefines(env = process.env, { browser = false } = {}) {
  const retentionDays = Number(env.REQUEST_RETENTION_DAYS);
  const published = publishedContent(env);
  const { samples = {}, ...facts } = published.facts ?? {};
  return {
    __SITE_FACTS__: JSON.stringify(published.facts ? facts : null),
    // The samples editors confirmed (decision 0037), by key. A define is inlined wherever it is read, and fact.ts
    // reaches the islands' JavaScript: there, only the short ones (a name, a link), never a camp timetable or a
    // patient's story, which only the server renders.
    __SITE_SAMPLES__: JSON.stringify(
      browser
        ? Object.fromEntries(Object.entries(samples).filter(([, edit]) => JSON.stringify(edit.value).length <= 160))
        : samples,
    ),
    __SITE_NOTICES__: JSON.stringify(published.notices),
    // Articles written in the editor (decision 0038): whole for the article pages (server side), and as cards only
    // (no bodies) for the listings, whose modules also reach the browser.
    __SITE_ARTICLES__: JSON.stringify(published.articles),
    // Service page bodies the editors changed: read by the service page's loader only (server side).
    __SITE_SERVICE_TEXTS__: JSON.stringify(browser ? {} : published.serviceTexts),
    // The repository articles' bodies editors changed: read by the article pages' modules only (server side).
    __SITE_ARTICLE_TEXTS__: JSON.stringify(browser ? {} : published.articleTexts),
    // Patients' stories editors added: page text (the carousel gets them as props), never in a script.
    __SITE_STORIES__: JSON.stringify(browser ? [] : published.stories),
    // Question-and-answer lists the editors changed: page text, never an island's.
    __SITE_TEXTS__: JSON.stringify(browser ? {} : published.texts),
    // Photographs in place of illustrations (decision 0040): alt texts and file names, a few hundred bytes a slot.
    __SITE_PHOTOS__: JSON.stringify(photoConstants(published.photos)),
    __SITE_ARTICLE_CARDS__: JSON.stringify(
      (browser ? [] : published.articles).map(({ slug, category, en, te, enChanged, teChanged }) => ({
        slug,
        category,
        enChanged,
        teChanged,
        en: { title: en.title, excerpt: en.excerpt },
        te: { title: te.title, excerpt: te.excerpt },
      })),
    ),
    // India's date the pages are built for: notices show from their first day to their last (SITE_DAY in tests).
    __BUILD_DAY__: JSON.stringify(env.SITE_DAY ?? indiaToday()),
    __SITE_ORIGIN__: JSON.stringify(env.SITE_ORIGIN ?? ""),
    __LAUNCH_BUILD__: JSON.stringify(env.LAUNCH === "1"),
    // null when not set: the pages then state the default period, as a sample the hospital must confirm.
    __RETENTION_DAYS__: JSON.stringify(Number.isInteger(retentionDays) && retentionDays > 0 ? retentionDays : null),
  };
}
