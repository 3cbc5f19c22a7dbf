import type { Lang } from "../app/i18n/lang";
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import type { RequestKind } from "../app/lib/form-reply";
import type { RequestStatus } from "../app/lib/inbox";
import type { RequestStore, StoredRequest } from "../app/server/request-store";

/**
 * Where appointment requests and contact messages are kept: SQLite (WAL), implementing the RequestStore the routes
 * see (app/server/request-store.ts).
 */
export type { RequestStore, StoredRequest } from "../app/server/request-store";

const migrations = [
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
];

interface Row {
  id: number;
  kind: RequestKind;
  created_at: string;
  status: RequestStatus;
  name: string;
  phone: string;
  email: string;
  subject: string;
  service: string;
  preferred_date: string;
  message: string;
  source: string;
  lang: Lang;
  notified_at: string | null;
  notify_attempts: number;
  notify_retry_at: string | null;
  notify_failed_at: string | null;
}

function fromRow(row: Row): StoredRequest {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    subject: row.subject,
    service: row.service,
    preferredDate: row.preferred_date,
    message: row.message,
    source: row.source,
    lang: row.lang,
    notifiedAt: row.notified_at,
    notifyAttempts: row.notify_attempts,
    notifyFailedAt: row.notify_failed_at,
  };
}

export function openSqliteStore(file: string): RequestStore {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // FULL: a request acknowledged to the patient survives a power cut, not only a process crash.
  db.pragma("synchronous = FULL");
  db.pragma(`busy_timeout = ${Number(process.env.SQLITE_BUSY_TIMEOUT_MS ?? 5000)}`);

  const version = db.pragma("user_version", { simple: true }) as number;
  db.transaction(() => {
    for (let index = version; index < migrations.length; index++) db.exec(migrations[index]!);
    db.pragma(`user_version = ${migrations.length}`);
  })();

  const insert = db.prepare(
    `INSERT INTO requests (kind, created_at, name, phone, email, subject, service, preferred_date, message, source, lang)
     VALUES (@kind, @created_at, @name, @phone, @email, @subject, @service, @preferred_date, @message, @source, @lang)
     RETURNING *`,
  );
  const byId = db.prepare("SELECT * FROM requests WHERE id = ?");

  const pending = "notified_at IS NULL AND notify_failed_at IS NULL";
  const due = db.prepare(
    `SELECT * FROM requests WHERE ${pending} AND (notify_retry_at IS NULL OR notify_retry_at <= ?)
     ORDER BY notify_attempts, id LIMIT ?`,
  );
  const nextRetry = db.prepare(`SELECT MIN(notify_retry_at) AS at FROM requests WHERE ${pending}`);
  const notifyFailed = db.prepare(
    `UPDATE requests SET notify_attempts = notify_attempts + 1, notify_retry_at = @retry_at,
       notify_failed_at = CASE WHEN @retry_at IS NULL THEN @now ELSE NULL END
     WHERE id = @id`,
  );

  function add(
    values: Omit<
      Row,
      "id" | "status" | "notified_at" | "created_at" | "notify_attempts" | "notify_retry_at" | "notify_failed_at"
    >,
  ): StoredRequest {
    const row = insert.get({ ...values, created_at: new Date().toISOString() }) as Row;
    return fromRow(row);
  }

  return {
    addAppointment: (request) =>
      add({
        kind: "appointment",
        name: request.name,
        phone: request.phone,
        email: "",
        subject: "",
        service: "",
        preferred_date: request.date,
        message: request.message ?? "",
        source: request.source ?? "",
        lang: request.lang,
      }),
    addContact: (message) =>
      add({
        kind: "contact",
        name: message.name,
        phone: message.phone,
        email: message.email,
        subject: message.subject,
        service: message.service ?? "",
        preferred_date: "",
        message: message.message,
        source: "contact page",
        lang: message.lang,
      }),
    list(filter = {}) {
      const clauses: string[] = [];
      const params: Record<string, string> = {};
      if (filter.kind) {
        clauses.push("kind = @kind");
        params.kind = filter.kind;
      }
      if (filter.search?.trim()) {
        clauses.push("(name LIKE @search ESCAPE '\\' OR phone LIKE @search ESCAPE '\\')");
        params.search = `%${filter.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      }
      const where = clauses.length ? `WHERE ${clauses.join(" AND ")}` : "";
      return (db.prepare(`SELECT * FROM requests ${where} ORDER BY created_at DESC, id DESC`).all(params) as Row[]).map(
        fromRow,
      );
    },
    get: (id) => {
      const row = byId.get(id) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    setStatus: (id, status) => db.prepare("UPDATE requests SET status = ? WHERE id = ?").run(status, id).changes > 0,
    unnotified: (limit, now = new Date()) => (due.all(now.toISOString(), limit) as Row[]).map(fromRow),
    nextNotifyRetry: () => {
      const { at } = nextRetry.get() as { at: string | null };
      return at ? new Date(at) : null;
    },
    markNotified: (id) => {
      db.prepare("UPDATE requests SET notified_at = ? WHERE id = ?").run(new Date().toISOString(), id);
    },
    markNotifyFailed: (id, retryAt) => {
      notifyFailed.run({ id, retry_at: retryAt?.toISOString() ?? null, now: new Date().toISOString() });
    },
    close: () => db.close(),
  };
}
