import type { Lang } from "~/i18n/lang";
import type { EditedServiceText } from "~/content/site-content";
import { publishedContent } from "./published-content";

/**
 * The service page bodies the hospital's editors changed (decision 0038), by slug (./published-content.ts); read
 * only by the service page's loader. Empty in a plain build, in tests and in the browser's code.
 */
export const publishedServiceTexts: Readonly<Record<string, EditedServiceText>> = publishedContent.serviceTexts;

/**
 * A folder's Markdown files (`./service-descriptions/<slug>.md` → text) with each edited body in place of its file,
 * for `blocksBySlug`.
 */
export function withPublishedTexts(files: Readonly<Record<string, string>>, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).map(([file, source]) => {
      const slug = file.replace(/^.*\/|\.md$/g, "");
      return [file, publishedServiceTexts[slug]?.[lang] ?? source];
    }),
  );
}
