import fs from "node:fs";
import path from "node:path";
import { EMPTY_SITE_CONTENT, type PageToReview, type SiteContent } from "~/content/site-content";
import type { SiteChange, SiteEditing } from "./site-editing.server";

/** What each page of a rendered version says, by address (server/publishing/page-reviews.mjs, pageReviewTexts). */
export type PageTexts = Record<string, { hash: string; title: string }>;

/** The content as the pages see it (none saved yet: the defaults). */
const withoutReviews = (content: SiteContent | undefined) =>
  JSON.stringify({ ...(content ?? EMPTY_SITE_CONTENT), reviews: undefined });

/**
 * The texts of the preview, when there is one of the saved content: a review is of what the preview shows, and
 * saving a review changes nothing a page shows, so a preview made before reviews were saved still counts.
 */
export function previewTexts(site: SiteEditing): PageTexts | undefined {
  const { publisher, store } = site;
  const dirs = publisher.previewDirs();
  const preview = publisher.preview();
  if (!dirs || !preview) return undefined;
  const previewed = preview.versionId === null ? undefined : store.get(preview.versionId)?.content;
  if (withoutReviews(previewed) !== withoutReviews(store.latest()?.content)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(path.join(path.dirname(dirs.pages), "page-texts.json"), "utf8")) as PageTexts;
  } catch {
    return undefined;
  }
}

/** The list: English pages, then Telugu, each with its state against the saved reviews. */
export function pagesToReview(texts: PageTexts, reviews: SiteContent["reviews"] = {}): PageToReview[] {
  return Object.entries(texts)
    .map(([key, { hash, title }]) => {
      // The header and footer are `frame:en` and `frame:te` (page-reviews.mjs, frameKey).
      const lang = key === "frame:te" || key === "/te" || key.startsWith("/te/") ? "te" : "en";
      const review = reviews[key];
      const address = key.startsWith("frame:") ? (lang === "te" ? "/te" : "/") : key;
      return {
        key,
        title,
        lang,
        previewHref: `/staff/site/preview${address === "/" ? "/" : address}`,
        state: !review ? "unread" : review.hash === hash ? "reviewed" : "changed",
        ...(review ? { review } : {}),
      } satisfies PageToReview;
    })
    .sort((a, b) => (a.lang === b.lang ? 0 : a.lang === "en" ? -1 : 1));
}

/** Records that `editor` read the page `key` through, as the preview shows it now. */
export function applyReview(
  latest: SiteContent,
  texts: PageTexts | undefined,
  key: string,
  editor: string,
  today: string,
): SiteChange {
  if (!texts) {
    return {
      ok: false,
      problem: "Make a preview of the saved changes first (on the site editor's page), then read it.",
    };
  }
  const page = texts[key];
  if (!page) return { ok: false, problem: "That page is not in the preview." };
  const reviews = { ...latest.reviews, [key]: { hash: page.hash, by: editor, on: today } };
  return { ok: true, content: { ...latest, reviews }, summary: `Reviewed: ${page.title} (${key})` };
}
