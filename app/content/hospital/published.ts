import type { EditedFact, Notice, PublishedFacts } from "../../lib/site-content";
import { todayInIndia } from "../../lib/form-basics";
import { confirmed, type Fact } from "./fact";

/**
 * What the hospital's editors published over this folder's defaults (decision 0036), fixed at build time: the
 * server's publish writes it to a file and builds with it (scripts/lib/build-constants.mjs). Absent in a plain
 * build and in tests, where the defaults stand.
 */
export const publishedFacts = ((typeof __SITE_FACTS__ === "object" && __SITE_FACTS__) || {}) as PublishedFacts;

/**
 * A build of the hospital's own content (the editor's publish or preview), as against the repository's plain build,
 * which shows the specification's examples as they are.
 */
export const isHospitalBuild = typeof __SITE_FACTS__ === "object" && __SITE_FACTS__ !== null;

export const publishedNotices: readonly Notice[] =
  typeof __SITE_NOTICES__ === "object" && Array.isArray(__SITE_NOTICES__) ? (__SITE_NOTICES__ as Notice[]) : [];

/** India's date the pages were built for: the day notices are shown by. */
export const buildDay: string = typeof __BUILD_DAY__ === "string" ? __BUILD_DAY__ : todayInIndia();

/** Where an edited fact comes from, as launch-check prints it. */
export const editedSource = (edit: EditedFact<unknown>) => `confirmed by ${edit.by} in the site editor on ${edit.on}`;

/**
 * The fact as an editor confirmed it, or the default (a sample, until confirmed). `shape` turns what the editor
 * typed into the form the pages use ("94400 12345" → "+919440012345").
 */
export function editedOr<T, V>(
  edit: EditedFact<V> | undefined,
  fallback: Fact<T>,
  shape: (value: V) => T = (value) => value as unknown as T,
): Fact<T> {
  return edit ? confirmed(shape(edit.value), editedSource(edit), edit.on) : fallback;
}
