/** The public origin, SITE_ORIGIN at build time (vite.config.ts, scripts/build-server.mjs); absent in tests. */
declare const __SITE_ORIGIN__: string | undefined;
/** True in a launch build (LAUNCH=1 at build time); absent in tests. */
declare const __LAUNCH_BUILD__: boolean | undefined;
/** Days a request is kept before it is erased: REQUEST_RETENTION_DAYS at build time; null when unset, absent in tests. */
declare const __RETENTION_DAYS__: number | null | undefined;

/** The facts the hospital's editors published (app/lib/site-content.ts's PublishedFacts, checked when saved); null or absent: the defaults stand. */
declare const __SITE_FACTS__: unknown;
/** The samples the editors confirmed, by key (decision 0037); in the browser's build only the short ones; absent in tests. */
declare const __SITE_SAMPLES__: unknown;
/** The notices the editors published; absent in tests. */
declare const __SITE_NOTICES__: unknown;
/** The articles the editors published (EditorArticle[], app/lib/site-content.ts); absent in tests. */
declare const __SITE_ARTICLES__: unknown;
/** The same articles as cards, without bodies (EditorArticleCard[]): what listings read; empty in the browser's build. */
declare const __SITE_ARTICLE_CARDS__: unknown;
/** Service page bodies the editors changed (EditedServiceText by slug); empty in the browser's build, absent in tests. */
declare const __SITE_SERVICE_TEXTS__: unknown;
/** Question-and-answer lists the editors changed (EditedTextEntry by key); empty in the browser's build, absent in tests. */
declare const __SITE_TEXTS__: unknown;
/** Photographs the editors put in place of illustrations, by slot: alt texts and files (scripts/lib/site-photos.mjs); absent in tests. */
declare const __SITE_PHOTOS__: unknown;
/** Repository articles' bodies the editors changed (EditedServiceText by slug); empty in the browser's build, absent in tests. */
declare const __SITE_ARTICLE_TEXTS__: unknown;
/** Patients' stories the editors added (EditorStory[], newest first); empty in the browser's build, absent in tests. */
declare const __SITE_STORIES__: unknown;
/** India's date the pages were built for ("2026-11-26"); absent in tests. */
declare const __BUILD_DAY__: string | undefined;

/** The islands, by name, from their files (scripts/lib/island-modules.mjs). */
declare module "virtual:island-modules" {
  import type { ComponentType } from "react";
  const modules: Record<string, () => Promise<{ default: ComponentType<never> }>>;
  export default modules;
}
