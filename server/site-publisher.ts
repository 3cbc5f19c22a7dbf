import fs from "node:fs";
import path from "node:path";
import type {
  SitePhotoStore,
  SitePreview,
  SitePublish,
  SitePublisher,
  SiteVersion,
} from "../app/editor/site-editing.server";
import { EMPTY_SITE_CONTENT, type SiteContent } from "../app/content/site-content";
import { writeDeskLog, type SiteDatabase } from "./database";
import { todayInIndia } from "../app/lib/form-basics";

interface PublishRow {
  id: number;
  version_id: number | null;
  editor: string;
  started_at: string;
  finished_at: string | null;
  state: SitePublish["state"];
  build_dir: string;
  error: string | null;
}

const fromRow = (row: PublishRow): SitePublish => ({
  id: row.id,
  versionId: row.version_id,
  editor: row.editor,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  state: row.state,
  error: row.error,
});

/** What a version is made from: its content (the repository's defaults for none), India's day, its photographs. */
export interface RenderInput {
  content: SiteContent;
  day: string;
  /** The stored originals of the photographs the content names, by hash. */
  photos: Record<string, Uint8Array>;
}

export interface PublisherOptions {
  /** Where each publish renders (`<siteDir>/<id>/`); the newest few are kept. */
  siteDir: string;
  /** The build's client folder, under a version's pages (the preview's scripts, styles and pictures). */
  buildClientDir?: string;
  /**
   * Renders a version into a folder (server/site-render.ts, decision 0063): null when it finished, else why not, for
   * the log (a launch gate's refusals as "LAUNCH=1: …" lines, which the editor reads).
   */
  render: (outDir: string, input: RenderInput) => Promise<string | null>;
  /** Puts a rendered version live (the server swaps to it); a throw here fails the publish, the old site stays. */
  goLive: (versionDir: string, input: RenderInput) => Promise<void>;
  /** Versions kept on disk, the live one included. */
  keep?: number;
  /** The uploaded photographs the content names (decision 0040). */
  photos?: Pick<SitePhotoStore, "get">;
  /** India's date now (the tests' clock). */
  today?: () => string;
}

/**
 * What an editor reads when a publish fails (issue 38): a plain sentence. Why, in the build's own words, which name
 * the server's folders and show its stack traces, goes to the server's log only, under the publish's number.
 */
export const publishFailedMessage = (id: number, buildError = "") => {
  const gate = launchGateSentences(buildError);
  return gate.length > 0
    ? `The site could not be published: this is a launch build, and ${gate.join(" ")} Nothing on the live site changed.`
    : `The site could not be published. Nothing on the live site changed. The reason is in the server's log, under ` +
        `"Publish ${id} failed": the IT person can read it there.`;
};

/**
 * The launch gate's own refusals (react-router.config.ts throws each as "LAUNCH=1: …"): what is left
 * for the hospital to confirm, the editor's to act on, and naming no server folder. Everything else stays in the log.
 */
function launchGateSentences(buildError: string): string[] {
  const sentences = buildError
    .split("\n")
    .map((line) => /LAUNCH=1: (.+)$/.exec(line)?.[1])
    .filter((sentence): sentence is string => sentence !== undefined)
    .map((sentence) => sentence.replace(/[^\x20-\x7e\p{Script=Telugu}]/gu, "").slice(0, 400));
  return [...new Set(sentences)];
}

/** The same for a preview, read after "The preview could not be built: " (editor/site-preview-band.tsx). */
export const PREVIEW_FAILED_MESSAGE =
  "the render stopped with an error. Nothing on the live site changed. The reason is in the server's log, under " +
  '"Preview failed": the IT person can read it there.';

/**
 * Publishing (decisions 0036, 0063): the built server bundle renders the content into a new folder, and only a
 * version that finishes goes live, by the server swapping to it; until then, and after a failure, the site serves
 * what it served. One render at a time. A publish left "building" by a stopped server is marked failed.
 */
export function openSitePublisher(
  db: SiteDatabase,
  options: PublisherOptions,
): SitePublisher & {
  liveBuildDir(): string | undefined;
} {
  const keep = options.keep ?? 3;
  db.prepare(
    "UPDATE site_publishes SET state = 'failed', finished_at = ?, error = 'The server stopped during the render.' WHERE state = 'building'",
  ).run(new Date().toISOString());
  const finish = db.prepare("UPDATE site_publishes SET state = ?, finished_at = ?, error = ? WHERE id = ?");
  const liveRow = () =>
    db.prepare("SELECT * FROM site_publishes WHERE state = 'live' ORDER BY id DESC LIMIT 1").get() as
      PublishRow | undefined;
  let current: SitePublish | undefined;
  // The one preview: in memory (a restart forgets it; making another takes seconds), rendered into siteDir/preview.
  let preview: SitePreview | undefined;
  const previewDir = path.join(path.resolve(options.siteDir), "preview");

  /** Removes the versions older than the newest `keep`, never the live one. */
  function prune(liveDir: string) {
    const rows = db.prepare("SELECT build_dir FROM site_publishes ORDER BY id DESC LIMIT -1 OFFSET ?").all(keep) as {
      build_dir: string;
    }[];
    for (const { build_dir } of rows) {
      if (build_dir !== liveDir) fs.rmSync(build_dir, { recursive: true, force: true });
    }
  }

  /** After a publish's render: live (the server swaps to it) or failed (its folder goes), and a line in the desk log. */
  async function recordOutcome(row: PublishRow, input: RenderInput, buildError: string | null) {
    let error = buildError;
    if (error === null) {
      try {
        await options.goLive(row.build_dir, input);
      } catch (goLiveError) {
        error = `The version was rendered but could not be served: ${(goLiveError as Error).stack ?? String(goLiveError)}`;
      }
    }
    // The details for the log; the editor's page gets the plain sentence.
    finish.run(
      error === null ? "live" : "failed",
      new Date().toISOString(),
      error && publishFailedMessage(row.id, error),
      row.id,
    );
    if (error === null) console.log(`Publish ${row.id}: live from ${row.build_dir}`);
    else console.error(`Publish ${row.id} failed (${row.build_dir}):\n${error}`);
    writeDeskLog(db, {
      staff: row.editor,
      action: error === null ? "Site published" : "Site publish failed",
      detail: `publish ${row.id}, version ${row.version_id ?? "defaults"}`,
    });
    if (error === null) prune(row.build_dir);
    else fs.rmSync(row.build_dir, { recursive: true, force: true });
  }

  /** What a version is rendered from: the content (the defaults for none), today in India, its photographs. */
  function renderInputFor(version: SiteVersion | undefined): RenderInput {
    const content = version?.content ?? EMPTY_SITE_CONTENT;
    const photos: Record<string, Uint8Array> = {};
    for (const { hash } of Object.values(content.photos ?? {})) {
      // A photograph missing from the database fails the render, which says which.
      const stored = options.photos?.get(hash);
      if (stored) photos[hash] = stored.bytes;
    }
    return { content, day: (options.today ?? todayInIndia)(), photos };
  }

  // An editor whose restore holds the one render while its version is saved (startAfterSaving).
  let savingFor: string | undefined;
  const busyWith = () =>
    current
      ? `A publish started by ${current.editor} is still being made; wait for it.`
      : savingFor !== undefined
        ? `A publish started by ${savingFor} is starting; wait for it.`
        : preview?.state === "building"
          ? `A preview started by ${preview.editor} is still being made; wait for it.`
          : null;

  function start(version: SiteVersion | undefined, editor: string): SitePublish | { refused: string } {
    const busy = busyWith();
    if (busy) return { refused: busy };
    const row = db
      .prepare(
        `INSERT INTO site_publishes (version_id, editor, started_at, state, build_dir)
         VALUES (?, ?, ?, 'building', '') RETURNING *`,
      )
      .get(version?.id ?? null, editor, new Date().toISOString()) as PublishRow;
    row.build_dir = path.join(path.resolve(options.siteDir), String(row.id));
    db.prepare("UPDATE site_publishes SET build_dir = ? WHERE id = ?").run(row.build_dir, row.id);
    const input = renderInputFor(version);
    const started = fromRow(row);
    current = started;
    console.log(`Publish ${row.id} (${editor}): rendering into ${row.build_dir}`);
    void options
      .render(row.build_dir, input)
      .then((error) => recordOutcome(row, input, error))
      .finally(() => (current = undefined));
    return started;
  }

  return {
    building: () => current,
    live: () => {
      const row = liveRow();
      return row ? fromRow(row) : undefined;
    },
    liveBuildDir: () => {
      const row = liveRow();
      return row && fs.existsSync(path.join(row.build_dir, "client", "index.html")) ? row.build_dir : undefined;
    },
    recent: (limit) =>
      (db.prepare("SELECT * FROM site_publishes ORDER BY id DESC LIMIT ?").all(limit) as PublishRow[]).map(fromRow),
    start,
    async startAfterSaving(save: () => Promise<SiteVersion>, editor: string) {
      const busy = busyWith();
      if (busy) return { refused: busy };
      // Held from here to the build's start: no other publish or preview can begin while the version is saved.
      savingFor = editor;
      let version: SiteVersion;
      try {
        version = await save();
      } finally {
        savingFor = undefined;
      }
      return start(version, editor);
    },
    preview: () => preview,
    previewDirs: () =>
      preview?.state === "ready" && options.buildClientDir
        ? { pages: path.join(previewDir, "client"), build: options.buildClientDir }
        : undefined,
    startPreview(version: SiteVersion | undefined, editor: string) {
      const busy = busyWith();
      if (busy) return { refused: busy };
      const building = path.join(path.resolve(options.siteDir), "preview-next");
      fs.rmSync(building, { recursive: true, force: true });
      const started: SitePreview = {
        versionId: version?.id ?? null,
        editor,
        startedAt: new Date().toISOString(),
        state: "building",
        error: null,
      };
      preview = started;
      void options.render(building, renderInputFor(version)).then((error) => {
        if (error === null) {
          fs.rmSync(previewDir, { recursive: true, force: true });
          fs.renameSync(building, previewDir);
        } else {
          fs.rmSync(building, { recursive: true, force: true });
          console.error(`Preview failed (${editor}):\n${error}`);
        }
        preview = { ...started, state: error === null ? "ready" : "failed", error: error && PREVIEW_FAILED_MESSAGE };
      });
      return started;
    },
  };
}
