import type { EditedFact, Notice, PublishedFacts } from "../site-content";
import { confirmed, type Fact } from "./fact";
import { publishedContent } from "../published-content";

/**
 * What the hospital's editors published over this folder's defaults (decisions 0036, 0063): handed to the server's
 * bundle with each version (../published-content.ts). Absent in a plain build and in tests, where the defaults stand.
 */
export const publishedFacts: PublishedFacts = publishedContent.facts ?? {};

/**
 * A build of the hospital's own content (the editor's publish or preview), as against the repository's plain build,
 * which shows the specification's examples as they are.
 */
export const isHospitalBuild = publishedContent.facts !== null;

export const publishedNotices: readonly Notice[] = publishedContent.notices;

/** India's date the pages are made for: the day notices are shown by. */
export const buildDay: string = publishedContent.day;

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
