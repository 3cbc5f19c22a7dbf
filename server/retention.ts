import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { RETENTION_BOUNDS, RETENTION_DAYS } from "../app/lib/data-retention";
import { checkpointTruncate, emptyWal, writeDeskLog, type SiteDatabase } from "./database";

/**
 * Personal data kept no longer than its purpose needs (DPDP Act 2023): requests older than the retention period are
 * erased with their history, and so are the backups taken before that day. Run at start-up, daily while the server
 * runs, and on demand (`npm run requests:purge`).
 */

/**
 * The period from REQUEST_RETENTION_DAYS, defaulting to the one the pages state (fixed at build time). A longer one
 * than the pages state would keep data longer than the privacy policy promises, so it is refused.
 */
export function retentionDaysFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.REQUEST_RETENTION_DAYS;
  if (raw === undefined || raw === "") return RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`REQUEST_RETENTION_DAYS must be a whole number of days, not "${raw}".`);
  if (days > RETENTION_DAYS) {
    throw new Error(
      `REQUEST_RETENTION_DAYS=${days} is longer than the ${RETENTION_DAYS} days the privacy policy and forms of this build state. ` +
        `Rebuild with REQUEST_RETENTION_DAYS=${days} npm run build so the pages say so, or keep it at most ${RETENTION_DAYS}.`,
    );
  }
  return days;
}

/**
 * The period the live site states (issue 40: an editor's content): the published version's, when an editor set it,
 * otherwise `fallback` (REQUEST_RETENTION_DAYS, or the build's default). Read at each purge, so a publish that
 * shortens the period erases by it from the next purge on, and one that lengthens it keeps what the pages now say.
 */
export function liveRetentionDays(db: SiteDatabase, fallback: number): number {
  const row = db
    .prepare(
      `SELECT v.content FROM site_publishes p JOIN site_versions v ON v.id = p.version_id
       WHERE p.state = 'live' ORDER BY p.id DESC LIMIT 1`,
    )
    .get() as { content: string } | undefined;
  const days: unknown = row
    ? (JSON.parse(row.content) as { facts?: { samples?: Record<string, { value?: unknown }> } }).facts?.samples
        ?.retentionPeriod?.value
    : undefined;
  const [least, most] = RETENTION_BOUNDS;
  return typeof days === "number" && Number.isInteger(days) && days >= least && days <= most ? days : fallback;
}

const DAY_MS = 86_400_000;

/**
 * Erases what is older than the period: requests (overwritten in the file: secure_delete, decision 0049), then the
 * WAL's earlier copies of their pages (one checkpoint attempt here; callers that may wait use emptyWal), then backups.
 */
export function purgeExpired(db: SiteDatabase, days: number, now = new Date()): { requests: number; backups: number } {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const requests = db.prepare("DELETE FROM requests WHERE created_at < ?").run(cutoff).changes;
  if (requests > 0) checkpointTruncate(db);
  const oldBackups = db.prepare("SELECT path FROM backups WHERE created_at < ?").all(cutoff) as { path: string }[];
  let backups = 0;
  try {
    for (const backup of oldBackups) {
      fs.rmSync(backup.path, { force: true });
      db.prepare("DELETE FROM backups WHERE path = ?").run(backup.path);
      backups++;
    }
  } finally {
    // Logged even when a backup file cannot be removed: the requests are gone either way.
    if (requests > 0 || backups > 0) {
      writeDeskLog(db, {
        staff: "system",
        action: "Automatic deletion",
        detail: `${requests} request(s) and ${backups} backup(s) older than ${days} days`,
      });
    }
  }
  return { requests, backups };
}

/**
 * Runs the purge now and then once a day; returns a stop function. Failures are logged, never fatal. Each run also
 * empties the WAL (on a timer while another process reads), so an erasure whose own checkpoint was kept from
 * finishing leaves no copy there past a day.
 */
export function scheduleRetention(db: SiteDatabase, daysNow: () => number, log = console): () => void {
  const run = () => {
    try {
      const days = daysNow();
      const { requests, backups } = purgeExpired(db, days);
      if (requests || backups)
        log.log(`Retention: erased ${requests} request(s) and ${backups} backup(s) older than ${days} days.`);
    } catch (error) {
      log.error("Retention: the purge failed; it runs again in a day.", error);
    }
    emptyWal(db).then(
      (emptied) => emptied || log.warn("Retention: another process kept the -wal file from being emptied."),
      (error: unknown) => log.error("Retention: emptying the -wal file failed.", error),
    );
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * A consistent copy of the live database, taken while the site serves. Recorded, so the purge deletes it once it is
 * older than the retention period. The record is written before the copy, so a database restored from this copy
 * still knows of it (and of the backups before it) and deletes them in time.
 *
 * VACUUM INTO writes the live rows into a new file, page by page afresh: no free page, no gap where a deleted row
 * was. SQLite's online backup API (better-sqlite3's .backup()), used before, copied the pages as they lay, with
 * whatever erased rows their free space still held (decision 0049).
 */
export async function backupDatabase(db: SiteDatabase, file: string): Promise<string> {
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (fs.existsSync(target)) throw new Error(`${target} already exists: choose a new file name.`);
  db.prepare("INSERT OR REPLACE INTO backups (path, created_at) VALUES (?, ?)").run(target, new Date().toISOString());
  try {
    db.prepare("VACUUM INTO ?").run(target);
    // A backup is kept for months and travels off the server: it carries no session that could still be used,
    // and the deleted sessions are overwritten, not left in the file. One file, no -wal beside it.
    const copy = new Database(target);
    try {
      copy.pragma("journal_mode = DELETE");
      copy.pragma("secure_delete = ON");
      copy.exec("DELETE FROM staff_sessions");
    } finally {
      copy.close();
    }
    fs.chmodSync(target, 0o600);
  } catch (error) {
    db.prepare("DELETE FROM backups WHERE path = ?").run(target);
    fs.rmSync(target, { force: true });
    throw error;
  }
  writeDeskLog(db, { staff: "system", action: "Backup", detail: `database copied to ${path.basename(target)}` });
  return target;
}
