import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import type { AppointmentRequest, ContactMessage } from "../app/lib/requests";

/**
 * Where appointment requests and contact messages are kept. SQLite (WAL) by default; anything that
 * implements this interface can replace it.
 */
export type RequestKind = "appointment" | "contact";
export type RequestStatus = "new" | "contacted" | "closed";
export const REQUEST_STATUSES: RequestStatus[] = ["new", "contacted", "closed"];

export interface StoredRequest {
  id: number;
  kind: RequestKind;
  createdAt: string;
  status: RequestStatus;
  name: string;
  phone: string;
  email: string;
  subject: string;
  service: string;
  preferredDate: string;
  message: string;
  source: string;
  notifiedAt: string | null;
}

export interface RequestStore {
  addAppointment(request: AppointmentRequest): StoredRequest;
  addContact(message: ContactMessage): StoredRequest;
  list(filter?: { kind?: RequestKind; search?: string }): StoredRequest[];
  get(id: number): StoredRequest | undefined;
  setStatus(id: number, status: RequestStatus): boolean;
  unnotified(limit: number): StoredRequest[];
  markNotified(id: number): void;
  close(): void;
}

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
  notified_at: string | null;
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
    notifiedAt: row.notified_at,
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
    `INSERT INTO requests (kind, created_at, name, phone, email, subject, service, preferred_date, message, source)
     VALUES (@kind, @created_at, @name, @phone, @email, @subject, @service, @preferred_date, @message, @source)
     RETURNING *`,
  );
  const byId = db.prepare("SELECT * FROM requests WHERE id = ?");

  function add(values: Omit<Row, "id" | "status" | "notified_at" | "created_at">): StoredRequest {
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
    unnotified: (limit) =>
      (db.prepare("SELECT * FROM requests WHERE notified_at IS NULL ORDER BY id LIMIT ?").all(limit) as Row[]).map(
        fromRow,
      ),
    markNotified: (id) => {
      db.prepare("UPDATE requests SET notified_at = ? WHERE id = ?").run(new Date().toISOString(), id);
    },
    close: () => db.close(),
  };
}
