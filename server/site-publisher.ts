import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { SitePublish, SitePublisher, SiteVersion } from "../app/server/site-editing.server";
import { EMPTY_SITE_CONTENT } from "../app/lib/site-content";
import { writeDeskLog, type SiteDatabase } from "./database";

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

export interface PublisherOptions {
  /** Where each publish builds (`<siteDir>/<id>/`, beside its content file); the newest few are kept. */
  siteDir: string;
  /** The command that builds the site into BUILD_DIR with SITE_CONTENT applied (`npm run build`), run in `cwd`. */
  command: readonly string[];
  cwd: string;
  /** Puts a finished build live (the server swaps its app); a throw here fails the publish, the old site stays. */
  goLive: (buildDir: string) => Promise<void>;
  /** Builds kept on disk, the live one included. */
  keep?: number;
  /** How long a build may take before it is stopped (10 minutes). */
  timeoutMs?: number;
  /** A launch deployment builds with LAUNCH=1, so a publish that still shows a sample fails and nothing changes. */
  launch: boolean;
}

/** The last lines of a failed build: what an editor (or the IT person) reads as the reason. */
const tail = (text: string, lines = 12) => text.trim().split("\n").slice(-lines).join("\n").slice(-2000);

/**
 * Publishing (decision 0036): the content goes to a file, the same production build runs into a new folder with it,
 * and only a build that finishes goes live, by the server swapping to it; until then, and after a failure, the site
 * serves what it served. One build at a time. A build left "building" by a stopped server is marked failed.
 */
export function openSitePublisher(
  db: SiteDatabase,
  options: PublisherOptions,
): SitePublisher & {
  liveBuildDir(): string | undefined;
} {
  const keep = options.keep ?? 3;
  db.prepare(
    "UPDATE site_publishes SET state = 'failed', finished_at = ?, error = 'The server stopped during the build.' WHERE state = 'building'",
  ).run(new Date().toISOString());
  const finish = db.prepare("UPDATE site_publishes SET state = ?, finished_at = ?, error = ? WHERE id = ?");
  const liveRow = () =>
    db.prepare("SELECT * FROM site_publishes WHERE state = 'live' ORDER BY id DESC LIMIT 1").get() as
      PublishRow | undefined;
  let current: SitePublish | undefined;

  /** Removes the builds older than the newest `keep`, never the live one. */
  function prune(liveDir: string) {
    const rows = db.prepare("SELECT build_dir FROM site_publishes ORDER BY id DESC LIMIT -1 OFFSET ?").all(keep) as {
      build_dir: string;
    }[];
    for (const { build_dir } of rows) {
      if (build_dir !== liveDir) fs.rmSync(build_dir, { recursive: true, force: true });
    }
  }

  function run(row: PublishRow, contentFile: string) {
    let output = "";
    const [command, ...args] = options.command;
    const child = spawn(command!, args, {
      cwd: options.cwd,
      env: {
        ...process.env,
        BUILD_DIR: row.build_dir,
        SITE_CONTENT: contentFile,
        ...(options.launch ? { LAUNCH: "1" } : {}),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    const done = async (error: string | null) => {
      try {
        await recordOutcome(error);
      } finally {
        current = undefined;
      }
    };
    const recordOutcome = async (error: string | null) => {
      if (error === null) {
        try {
          await options.goLive(row.build_dir);
        } catch (goLiveError) {
          error = `The build finished but could not be served: ${(goLiveError as Error).message}`;
        }
      }
      finish.run(error === null ? "live" : "failed", new Date().toISOString(), error, row.id);
      console.log(`Publish ${row.id}: ${error === null ? `live from ${row.build_dir}` : `failed: ${error}`}`);
      writeDeskLog(db, {
        staff: row.editor,
        action: error === null ? "Site published" : "Site publish failed",
        detail: `publish ${row.id}, version ${row.version_id ?? "defaults"}`,
      });
      if (error === null) prune(row.build_dir);
      else fs.rmSync(row.build_dir, { recursive: true, force: true });
    };
    // A build that hangs is stopped, and fails like any other.
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 10 * 60_000);
    let settled = false;
    const settle = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void done(error);
    };
    child.on("error", (spawnError) => settle(`The build could not start: ${spawnError.message}`));
    // "exit", not "close": a helper the build started (esbuild's service) may hold its output open after it ends.
    child.on("exit", (code, signal) =>
      settle(code === 0 ? null : tail(output) || `The build stopped (${signal ?? `exit ${code}`}).`),
    );
  }

  return {
    building: () => current,
    live: () => {
      const row = liveRow();
      return row ? fromRow(row) : undefined;
    },
    liveBuildDir: () => {
      const row = liveRow();
      return row && fs.existsSync(path.join(row.build_dir, "server", "index.js")) ? row.build_dir : undefined;
    },
    recent: (limit) =>
      (db.prepare("SELECT * FROM site_publishes ORDER BY id DESC LIMIT ?").all(limit) as PublishRow[]).map(fromRow),
    start(version: SiteVersion | undefined, editor: string) {
      if (current) return { refused: `A publish started by ${current.editor} is still building; wait for it.` };
      fs.mkdirSync(options.siteDir, { recursive: true, mode: 0o700 });
      // The build prerenders with its own server bundle, which finds its packages by walking up from where it is:
      // a builds folder outside the repository (the service's state directory) reaches them through this link.
      const modules = path.join(options.siteDir, "node_modules");
      if (!fs.existsSync(modules)) fs.symlinkSync(path.join(path.resolve(options.cwd), "node_modules"), modules, "dir");
      const row = db
        .prepare(
          `INSERT INTO site_publishes (version_id, editor, started_at, state, build_dir)
           VALUES (?, ?, ?, 'building', '') RETURNING *`,
        )
        .get(version?.id ?? null, editor, new Date().toISOString()) as PublishRow;
      row.build_dir = path.join(path.resolve(options.siteDir), String(row.id));
      db.prepare("UPDATE site_publishes SET build_dir = ? WHERE id = ?").run(row.build_dir, row.id);
      const contentFile = `${row.build_dir}.json`;
      fs.writeFileSync(contentFile, JSON.stringify(version?.content ?? EMPTY_SITE_CONTENT));
      current = fromRow(row);
      console.log(`Publish ${row.id} (${editor}): building into ${row.build_dir}`);
      run(row, contentFile);
      return current;
    },
  };
}
