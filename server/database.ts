import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { phoneKey } from "../app/desk/inbox";
import { nameKey } from "../app/desk/name-key";
import { urgencyRank } from "../app/desk/urgent-signs";

/**
 * The one SQLite file (WAL) behind the site: requests, their history, the desk's log, staff accounts and sessions.
 * Migrations run in order once each (user_version counts them); never edit one that has shipped, add another.
 */
export const MIGRATIONS = [
  `CREATE TABLE requests (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL CHECK (kind IN ('appointment', 'contact')),
     created_at TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
     name TEXT NOT NULL,
     phone TEXT NOT NULL,
     email TEXT NOT NULL DEFAULT '',
     subject TEXT NOT NULL DEFAULT '',
     service TEXT NOT NULL DEFAULT '',
     preferred_date TEXT NOT NULL DEFAULT '',
     message TEXT NOT NULL DEFAULT '',
     source TEXT NOT NULL DEFAULT '',
     notified_at TEXT
   );
   CREATE INDEX requests_created ON requests (created_at DESC);`,
  `ALTER TABLE requests ADD COLUMN notify_attempts INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE requests ADD COLUMN notify_retry_at TEXT;
   ALTER TABLE requests ADD COLUMN notify_failed_at TEXT;
   CREATE INDEX requests_notify_pending ON requests (notify_attempts, id)
     WHERE notified_at IS NULL AND notify_failed_at IS NULL;`,
  // The language of the page a request came from (the Telugu edition), so staff answer in it.
  `ALTER TABLE requests ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';`,
  // The front desk (issue 15): its status flow (the CHECK changes, so the table is rebuilt; 'contacted' becomes
  // 'called back'), a note, who changed the status last, the key that finds one person's requests, each request's
  // append-only history, the desk's own log (no personal data), named accounts with their sessions, backups taken.
  `CREATE TABLE requests_v4 (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL CHECK (kind IN ('appointment', 'contact')),
     created_at TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'new'
       CHECK (status IN ('new', 'no_answer', 'called_back', 'booked', 'closed')),
     name TEXT NOT NULL,
     phone TEXT NOT NULL,
     phone_key TEXT NOT NULL DEFAULT '',
     email TEXT NOT NULL DEFAULT '',
     subject TEXT NOT NULL DEFAULT '',
     service TEXT NOT NULL DEFAULT '',
     preferred_date TEXT NOT NULL DEFAULT '',
     message TEXT NOT NULL DEFAULT '',
     source TEXT NOT NULL DEFAULT '',
     lang TEXT NOT NULL DEFAULT 'en',
     note TEXT NOT NULL DEFAULT '',
     status_changed_at TEXT,
     status_changed_by TEXT,
     no_answer_count INTEGER NOT NULL DEFAULT 0,
     notified_at TEXT,
     notify_attempts INTEGER NOT NULL DEFAULT 0,
     notify_retry_at TEXT,
     notify_failed_at TEXT
   );
   INSERT INTO requests_v4 (id, kind, created_at, status, name, phone, email, subject, service,
       preferred_date, message, source, lang, notified_at, notify_attempts, notify_retry_at, notify_failed_at)
     SELECT id, kind, created_at, CASE status WHEN 'contacted' THEN 'called_back' ELSE status END, name, phone,
       email, subject, service, preferred_date, message, source, lang, notified_at, notify_attempts,
       notify_retry_at, notify_failed_at
     FROM requests;
   DROP TABLE requests;
   ALTER TABLE requests_v4 RENAME TO requests;
   CREATE INDEX requests_created ON requests (created_at DESC, id DESC);
   CREATE INDEX requests_status ON requests (status, created_at DESC);
   CREATE INDEX requests_phone_key ON requests (phone_key);
   CREATE INDEX requests_notify_pending ON requests (notify_attempts, id)
     WHERE notified_at IS NULL AND notify_failed_at IS NULL;

   CREATE TABLE request_history (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     request_id INTEGER NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     staff TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN ('status', 'note')),
     detail TEXT NOT NULL
   );
   CREATE INDEX request_history_request ON request_history (request_id, id);
   CREATE TRIGGER request_history_append_only BEFORE UPDATE ON request_history
     BEGIN SELECT RAISE(ABORT, 'request history is append-only'); END;

   CREATE TABLE desk_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     staff TEXT NOT NULL,
     action TEXT NOT NULL,
     detail TEXT NOT NULL
   );
   CREATE TRIGGER desk_log_no_update BEFORE UPDATE ON desk_log
     BEGIN SELECT RAISE(ABORT, 'the desk log is append-only'); END;
   CREATE TRIGGER desk_log_no_delete BEFORE DELETE ON desk_log
     BEGIN SELECT RAISE(ABORT, 'the desk log is append-only'); END;

   CREATE TABLE staff_accounts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL UNIQUE COLLATE NOCASE,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL,
     disabled_at TEXT,
     last_sign_in_at TEXT,
     failed_sign_ins INTEGER NOT NULL DEFAULT 0,
     failed_since TEXT
   );
   CREATE TABLE staff_sessions (
     id TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX staff_sessions_account ON staff_sessions (account_id);

   CREATE TABLE backups (path TEXT PRIMARY KEY, created_at TEXT NOT NULL);
   CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);`,
  // Requests kept from before the front desk get their phone key, by the same rule as new ones (phone_key() is
  // desk/inbox.ts's phoneKey, registered below). It ran at every start-up before; once is enough.
  `UPDATE requests SET phone_key = phone_key(phone) WHERE phone_key = '';`,
  // The desk's working day (issue 26): a booking's day and session, who is calling or messaging a patient right
  // now (so two people never call the same one), the day-before reminder, and the visit on each booking's history.
  `ALTER TABLE requests ADD COLUMN visit_day TEXT;
   ALTER TABLE requests ADD COLUMN visit_session TEXT;
   ALTER TABLE requests ADD COLUMN contact_by TEXT;
   ALTER TABLE requests ADD COLUMN contact_at TEXT;
   ALTER TABLE requests ADD COLUMN contact_how TEXT;
   ALTER TABLE requests ADD COLUMN reminded_by TEXT;
   ALTER TABLE requests ADD COLUMN reminded_at TEXT;
   CREATE INDEX requests_visit ON requests (visit_day, visit_session) WHERE visit_day IS NOT NULL;
   CREATE INDEX requests_waiting ON requests (status, created_at, id) WHERE status IN ('new', 'no_answer');
   ALTER TABLE request_history ADD COLUMN visit_day TEXT;
   ALTER TABLE request_history ADD COLUMN visit_session TEXT;`,
  // A status change's from and to as columns (issue 27), not the text "new → called_back" split for display. The
  // history is append-only: its guard steps aside for this one filling of the new columns, then stands again.
  `ALTER TABLE request_history ADD COLUMN from_status TEXT;
   ALTER TABLE request_history ADD COLUMN to_status TEXT;
   DROP TRIGGER request_history_append_only;
   UPDATE request_history
     SET from_status = substr(detail, 1, instr(detail, ' → ') - 1),
         to_status = substr(detail, instr(detail, ' → ') + 3),
         detail = ''
     WHERE action = 'status' AND instr(detail, ' → ') > 0;
   CREATE TRIGGER request_history_append_only BEFORE UPDATE ON request_history
     BEGIN SELECT RAISE(ABORT, 'request history is append-only'); END;`,
  // Roles (issue 28): "desk" (requests) and "editor" (the site's content); an account may have both. Accounts from
  // before were all the desk's.
  `ALTER TABLE staff_accounts ADD COLUMN roles TEXT NOT NULL DEFAULT 'desk';`,
  // The site editor (issue 28, decision 0036): every saved change as the whole content after it (append-only, so
  // any earlier version can be restored), and every publish with its outcome.
  `CREATE TABLE site_versions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     editor TEXT NOT NULL,
     summary TEXT NOT NULL,
     content TEXT NOT NULL
   );
   CREATE TRIGGER site_versions_append_only BEFORE UPDATE ON site_versions
     BEGIN SELECT RAISE(ABORT, 'site versions are append-only'); END;
   CREATE TABLE site_publishes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     version_id INTEGER REFERENCES site_versions (id),
     editor TEXT NOT NULL,
     started_at TEXT NOT NULL,
     finished_at TEXT,
     state TEXT NOT NULL CHECK (state IN ('building', 'live', 'failed')),
     build_dir TEXT NOT NULL,
     error TEXT
   );`,
  // Photographs editors upload for the picture slots (decision 0040), stored once by their hash, turned upright and
  // without their metadata (a phone's photo carries where it was taken). Kept, like the versions that name them.
  `CREATE TABLE site_photos (
     hash TEXT PRIMARY KEY,
     bytes BLOB NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     uploaded_by TEXT NOT NULL,
     uploaded_at TEXT NOT NULL
   );`,
  // Erased means gone (decision 0049): from here on every connection overwrites what it deletes (secure_delete), and
  // a database from before this is rebuilt once (VACUUM, after the migrations) so that what earlier erasures and
  // purges left in its free space goes too. Nothing to change in the tables themselves.
  `SELECT 1;`,
  // The desk's own quick replies (issue 42), each in English and Telugu, sent on WhatsApp from a request's page.
  `CREATE TABLE quick_replies (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     title TEXT NOT NULL,
     en TEXT NOT NULL,
     te TEXT NOT NULL,
     updated_by TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );`,
  // A name's consonants in Latin letters (app/desk/name-key.ts), so a search typed in English finds a name written in
  // Telugu and the other way round (issue 42).
  `ALTER TABLE requests ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
   UPDATE requests SET name_key = name_key(name);`,
  // Urgent signs in what the patient wrote (app/desk/urgent-signs.ts: 2 = 108 or come now, 1 = come today), read once
  // when the request is stored, so the lists sort by a number and never run the word list on every refresh; the
  // whole list, newest first after the urgent ones, walks this index instead of sorting every row (listOrder).
  `ALTER TABLE requests ADD COLUMN urgency INTEGER NOT NULL DEFAULT 0;
   UPDATE requests SET urgency = urgency_of(subject, message);
   CREATE INDEX requests_urgent_newest ON requests (
     (CASE WHEN status IN ('new', 'no_answer') THEN urgency ELSE 0 END) DESC, created_at DESC, id DESC
   );`,
];

/**
 * The migration after which a database holds no leftovers of deleted rows (decision 0049); see openDatabase. A number,
 * not MIGRATIONS.length: a later migration must not make every database rebuild itself again.
 */
export const SCRUBBED_FROM_VERSION = 11;

export type SiteDatabase = Database.Database;

/** One line in the desk's own log (exports, erasures, deletions, backups, accounts): never personal data. */
export function writeDeskLog(db: SiteDatabase, entry: { staff: string; action: string; detail: string }) {
  db.prepare("INSERT INTO desk_log (at, staff, action, detail) VALUES (?, ?, ?, ?)").run(
    new Date().toISOString(),
    entry.staff,
    entry.action,
    entry.detail,
  );
}

/** How long a write waits for another process's write lock to go (SQLITE_BUSY_TIMEOUT_MS), in milliseconds. */
export const writePatienceMs = () => Number(process.env.SQLITE_BUSY_TIMEOUT_MS ?? 5000);

const isBusy = (error: unknown) =>
  error instanceof Database.SqliteError && (error.code === "SQLITE_BUSY" || error.code.startsWith("SQLITE_BUSY_"));

/**
 * Runs a write, and while another process (a backup, a desk command, a sqlite3 shell) holds the write lock, tries
 * again a little later until the patience runs out. The wait is a timer, never SQLite's busy handler, which would
 * hold the event loop: pages and the health check go on being served meanwhile (decision 0024).
 */
export async function whenWritable<T>(write: () => T, patienceMs = writePatienceMs()): Promise<T> {
  const deadline = Date.now() + patienceMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 250)) {
    try {
      return write();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, Math.max(1, deadline - Date.now()))));
    }
  }
}

/**
 * Empties the -wal file into the database file and cuts it to nothing (PRAGMA wal_checkpoint(TRUNCATE)), so that no
 * earlier version of a page, holding rows since erased, stays in the WAL. False when another connection's read kept
 * it from finishing (the WAL then keeps its frames until the next checkpoint that completes).
 */
export function checkpointTruncate(db: SiteDatabase): boolean {
  const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
  return result?.busy === 0;
}

/**
 * checkpointTruncate, tried again on a timer while another process reads (the server's connection never waits inside
 * SQLite: decision 0024). Run after an erasure and after the retention purge (decision 0049).
 */
export async function emptyWal(db: SiteDatabase, patienceMs = writePatienceMs()): Promise<boolean> {
  const deadline = Date.now() + patienceMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 250)) {
    if (checkpointTruncate(db)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, Math.max(1, deadline - Date.now()))));
  }
}

/**
 * Opens (and migrates) the database. The server's connection never waits inside SQLite (`blockingWaitMs` 0: writes
 * go through whenWritable); the desk's commands may simply wait, they serve no one else.
 */
export function openDatabase(file: string, { blockingWaitMs = 0 }: { blockingWaitMs?: number } = {}): SiteDatabase {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const db = new Database(file);
  // Patients' details: readable by the server's own user only (the -wal and -shm files follow the umask).
  if (file !== ":memory:") {
    for (const part of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(part)) fs.chmodSync(part, 0o600);
  }
  // Opening and migrating may wait for another process like any command; serving may not (the end of this function).
  db.pragma(`busy_timeout = ${Math.max(blockingWaitMs, 5000)}`);
  db.pragma("journal_mode = WAL");
  // FULL: a request acknowledged to the patient survives a power cut, not only a process crash.
  db.pragma("synchronous = FULL");
  // Erased means gone (decision 0049): a deleted row, a note written over, a freed page are overwritten with zeros,
  // not left in the file's free space where `grep -a` (or any backup copying pages) would still find them.
  db.pragma("secure_delete = ON");

  // Foreign keys stay off while migrations run (better-sqlite3 turns them on by default): a migration that rebuilds
  // a table drops the old one, and with them on that drop would cascade to the rows pointing at it (a request's
  // history). Inside a transaction the switch is ignored, so a migration could not turn them off for itself.
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version < MIGRATIONS.length) {
    db.function("phone_key", { deterministic: true }, (phone) => phoneKey(String(phone)));
    db.function("name_key", { deterministic: true }, (name) => nameKey(String(name)));
    db.function("urgency_of", { deterministic: true }, (subject, message) =>
      urgencyRank(String(subject ?? ""), String(message ?? "")),
    );
    db.pragma("foreign_keys = OFF");
    db.transaction(() => {
      for (let index = version; index < MIGRATIONS.length; index++) db.exec(MIGRATIONS[index]!);
      db.pragma(`user_version = ${MIGRATIONS.length}`);
    })();
  }
  db.pragma("foreign_keys = ON");
  // A database from before secure_delete still holds what earlier erasures and purges deleted, in free pages and in
  // the gaps of live ones: rebuilt once, without them. Not fatal when it cannot be done now (another process writing);
  // it says so, and `sqlite3 FILE VACUUM` with the server stopped does the same.
  if (version > 0 && version < SCRUBBED_FROM_VERSION) {
    try {
      db.exec("VACUUM");
      checkpointTruncate(db);
    } catch (error) {
      console.warn(
        `${file}: could not rebuild the database without the leftovers of earlier deletions (${(error as Error).message}). ` +
          `Stop the server and run: sqlite3 ${file} VACUUM`,
      );
    }
  }
  db.pragma(`busy_timeout = ${blockingWaitMs}`);
  return db;
}
