import { EMPTY_SITE_CONTENT, type SiteContent } from "~/content/site-content";
import { NOTHING_CHANGED } from "~/editor/site-versions";
import { requireAccount, signedInStaff, type StaffAccess, type StaffVisit } from "../staff/staff.server";

/**
 * The site editor's storage and publishing, as the /staff/site routes see them (decision 0036). server/ implements
 * both in the site's SQLite database and with the production build.
 */

/** One saved change: the whole content after it, who made it, when, and what changed from what. */
export interface SiteVersion {
  id: number;
  at: string;
  editor: string;
  /** "Phone number: +91 94400 12345 → +91 98480 22222". */
  summary: string;
  content: SiteContent;
}

/** A line of the history: a version without its content. */
export type SiteVersionLine = Omit<SiteVersion, "content">;

export interface SiteContentStore {
  /** The newest version (what the next publish puts live); the defaults' empty content before any change. */
  latest(): SiteVersion | undefined;
  get(id: number): SiteVersion | undefined;
  /** Up to `limit` lines, newest first, of the versions older than `before` (all when absent). Every one is kept. */
  history(limit: number, before?: number): SiteVersionLine[];
  /** How many versions there are. */
  count(): number;
  /**
   * Saves the content as a new version; nothing is ever overwritten. A save that changes nothing (editor/site-versions.ts,
   * unchangedFrom) adds no version and answers the newest one.
   */
  save(content: SiteContent, editor: string, summary: string): Promise<SiteVersion>;
}

export type PublishState = "building" | "live" | "failed";

export interface SitePublish {
  id: number;
  /** The version it puts live (null: the defaults in the repository). */
  versionId: number | null;
  editor: string;
  startedAt: string;
  finishedAt: string | null;
  state: PublishState;
  /**
   * That it failed, in a plain sentence for the editor; why, in the build's own lines (which name the server's
   * folders), is in the server's log only (issue 38).
   */
  error: string | null;
}

/** A build of the saved content that is not live: the editor looks at it first (/staff/site/preview/…). */
export interface SitePreview {
  versionId: number | null;
  editor: string;
  startedAt: string;
  state: "building" | "ready" | "failed";
  /** As SitePublish's: a plain sentence, the details in the server's log. */
  error: string | null;
}

export interface SitePublisher {
  /** The publish under way, if any, and the last that went live or failed. */
  building(): SitePublish | undefined;
  live(): SitePublish | undefined;
  recent(limit: number): SitePublish[];
  /** Starts building the version (refused while another build runs); the live site changes only if it succeeds. */
  start(version: SiteVersion | undefined, editor: string): SitePublish | { refused: string };
  /**
   * Holds the one build, then saves the version to publish (a restore: the earlier content as the newest version)
   * and starts building it. Refused before `save` runs while another build runs, so a refused restore leaves the
   * history as it was (issue 38: it used to add a version no publish had built).
   */
  startAfterSaving(save: () => Promise<SiteVersion>, editor: string): Promise<SitePublish | { refused: string }>;
  /** Renders the version as a preview (one at a time, shared with publishing); the live site is untouched. */
  startPreview(version: SiteVersion | undefined, editor: string): SitePreview | { refused: string };
  preview(): SitePreview | undefined;
  /**
   * The client folders the preview is served from, once it is ready: its rendered pages, then the build's scripts,
   * styles and pictures (decision 0063).
   */
  previewDirs(): { pages: string; build: string } | undefined;
}

/** An uploaded photograph as stored: a JPEG, upright, without metadata (site-photos.server.ts makes it). */
export interface StoredPhoto {
  hash: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/** The photographs editors uploaded, by hash; versions name them, publishes read them (decision 0040). */
export interface SitePhotoStore {
  save(photo: StoredPhoto, editor: string): Promise<void>;
  get(hash: string): StoredPhoto | undefined;
}

export interface SiteEditing {
  store: SiteContentStore;
  publisher: SitePublisher;
  photos: SitePhotoStore;
}

export function siteEditing(context: { site?: SiteEditing }): SiteEditing {
  if (!context.site) throw new Error("The site editor needs the server (server/site.ts), which gives its storage.");
  return context.site;
}

/**
 * What each of the site editor's pages starts its loader with: the signed-in editor (or the way to sign in), the
 * newest saved content, and what every such page shows (who is signed in, the form token, what was just saved).
 */
export async function editorPageStart(request: Request, context: { staff?: StaffAccess; site?: SiteEditing }) {
  const visit = await signedInStaff(request, context, "editor");
  const url = new URL(request.url);
  return {
    content: siteEditing(context).store.latest()?.content ?? EMPTY_SITE_CONTENT,
    url,
    page: {
      staff: visit.account.name,
      roles: visit.account.roles,
      csrf: visit.csrf,
      saved: url.searchParams.get("saved"),
    },
  };
}

/** What each of the editor's changes returns: the whole content after it and a line for the history, or why not. */
export type SiteChange = { ok: true; content: SiteContent; summary: string } | { ok: false; problem: string };

/**
 * Saves a change's content as a version: the saved version, or `unchanged` when it said nothing new (the store then
 * adds none).
 */
export async function saveVersion(
  store: SiteContentStore,
  content: SiteContent,
  editor: string,
  summary: string,
): Promise<{ saved: SiteVersion } | { unchanged: true }> {
  // The newest version's id from its history line: the store reads and compares the content itself once.
  const newest = store.history(1)[0]?.id;
  const version = await store.save(content, editor, summary);
  return version.id === newest ? { unchanged: true } : { saved: version };
}

/**
 * An editor's change on one of the site editor's pages: the account must be an editor's, the change is applied to
 * the newest saved content and, if it holds and changes something, saved as a new version. Returns what to tell the
 * editor beside the form, with its status (the refusal's sentence, or NOTHING_CHANGED), or null when it was saved.
 */
export async function saveSiteChange(
  args: { visit: StaffVisit; context: { site?: SiteEditing } },
  path: string,
  change: (latest: SiteContent | undefined, editor: string) => SiteChange,
): Promise<{ message: string; status: 400 | 200 } | null> {
  const editor = requireAccount(args.visit, path, "editor").account.name;
  const { store } = siteEditing(args.context);
  const result = change(store.latest()?.content, editor);
  if (!result.ok) return { message: result.problem, status: 400 };
  const outcome = await saveVersion(store, result.content, editor, result.summary);
  return "unchanged" in outcome ? { message: NOTHING_CHANGED, status: 200 } : null;
}
