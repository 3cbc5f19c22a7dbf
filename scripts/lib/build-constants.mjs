// The constants fixed at build time, the same for the pages (vite.config.ts), the server bundle
// (scripts/build-server.mjs) and the launch check (scripts/lib/hospital-facts.mjs). Modules read these, never
// process.env (app/env.d.ts declares them).
import fs from "node:fs";

/**
 * The content the hospital's editors published (SITE_CONTENT: a JSON file the server writes when publishing,
 * decision 0036), checked there against app/lib/site-content-schema.ts. Without it the defaults in app/content/ stand.
 */
function publishedContent(env) {
  if (!env.SITE_CONTENT) return { facts: null, notices: [] };
  const content = JSON.parse(fs.readFileSync(env.SITE_CONTENT, "utf8"));
  return { facts: content.facts ?? null, notices: content.notices ?? [] };
}

const indiaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

export function buildDefines(env = process.env) {
  const retentionDays = Number(env.REQUEST_RETENTION_DAYS);
  const published = publishedContent(env);
  return {
    __SITE_FACTS__: JSON.stringify(published.facts),
    __SITE_NOTICES__: JSON.stringify(published.notices),
    // India's date the pages are built for: notices show from their first day to their last (SITE_DAY in tests).
    __BUILD_DAY__: JSON.stringify(env.SITE_DAY ?? indiaToday()),
    __SITE_ORIGIN__: JSON.stringify(env.SITE_ORIGIN ?? ""),
    __LAUNCH_BUILD__: JSON.stringify(env.LAUNCH === "1"),
    // null when not set: the pages then state the default period, as a sample the hospital must confirm.
    __RETENTION_DAYS__: JSON.stringify(Number.isInteger(retentionDays) && retentionDays > 0 ? retentionDays : null),
  };
}
