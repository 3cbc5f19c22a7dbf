// The editors' content (the site editor's SiteContent, app/content/site-content.ts) as the server's bundle reads it
// (app/content/published-content.ts, decision 0063), and how it is handed over: as a value on globalThis before the
// bundle is loaded, never spliced into source. Used by the build's own prerender (vite.config.ts), the server's live
// version and the publish's renderer (server/).
import fs from "node:fs";
import { photoConstants } from "./site-photos.mjs";

/** The name app/content/published-content.ts reads (PUBLISHED_CONTENT_KEY there). */
export const PUBLISHED_CONTENT_KEY = "__sitePublishedContent";

const indiaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/**
 * The pages' view of a SiteContent (or of none: the repository's defaults) on India's `day`: the facts without their
 * samples, the samples by key, the photographs' files (app/content/published-content.ts makes the article cards).
 */
export function publishedContentFrom(content, { day = indiaToday() } = {}) {
  const { samples = {}, ...facts } = content?.facts ?? {};
  return {
    facts: content?.facts ? facts : null,
    samples,
    notices: content?.notices ?? [],
    articles: content?.articles ?? [],
    serviceTexts: content?.serviceTexts ?? {},
    articleTexts: content?.articleTexts ?? {},
    stories: content?.stories ?? [],
    texts: content?.texts ?? {},
    photos: photoConstants(content?.photos ?? {}),
    day,
  };
}

/** The SiteContent in the file SITE_CONTENT names (what `npm run build` and the launch check read), or null. */
export function siteContentFromEnv(env = process.env) {
  return env.SITE_CONTENT ? JSON.parse(fs.readFileSync(env.SITE_CONTENT, "utf8")) : null;
}

/** Hands `published` to the next load of the server's bundle (or of the content modules). */
export function handPublishedContent(published) {
  globalThis[PUBLISHED_CONTENT_KEY] = published;
}
