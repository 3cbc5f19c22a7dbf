// The constants fixed at build time, the same for the pages (vite.config.ts), the server bundle
// (scripts/build-server.mjs) and the launch check (scripts/lib/hospital-facts.mjs). Modules read these, never
// process.env (app/env.d.ts declares them).
import fs from "node:fs";

/** The paths of the articles written in the editor (react-router.config.ts prerenders them, in both languages). */
export function publishedArticlePaths(env = process.env) {
  return publishedContent(env).articles.flatMap(({ slug }) => [
    `/patient-education/${slug}`,
    `/te/patient-education/${slug}`,
  ]);
}

/**
 * The content the hospital's editors published (SITE_CONTENT: a JSON file the server writes when publishing,
 * decision 0036), checked there against app/lib/site-content-schema.ts. Without it the defaults in app/content/ stand.
 */
function publishedContent(env) {
  if (!env.SITE_CONTENT) return { facts: null, notices: [], articles: [] };
  const content = JSON.parse(fs.readFileSync(env.SITE_CONTENT, "utf8"));
  return { facts: content.facts ?? null, notices: content.notices ?? [], articles: content.articles ?? [] };
}

const indiaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

export function buildDefines(env = process.env) {
  const retentionDays = Number(env.REQUEST_RETENTION_DAYS);
  const published = publishedContent(env);
  return {
    __SITE_FACTS__: JSON.stringify(published.facts),
    __SITE_NOTICES__: JSON.stringify(published.notices),
    // Articles written in the editor (decision 0038): whole for the article pages (server side), and as cards only
    // (no bodies) for the listings, whose modules also reach the browser.
    __SITE_ARTICLES__: JSON.stringify(published.articles),
    __SITE_ARTICLE_CARDS__: JSON.stringify(
      published.articles.map(({ slug, category, en, te, enChanged, teChanged }) => ({
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
