import { addDays, phoneDigits } from "../app/lib/form-basics";
import { INBOX_PAGE_SIZE, phoneKey, type InboxFilters, type RequestStatus } from "../app/lib/inbox";
import type {
  DeskLogEntry,
  HistoryEntry,
  RequestStore,
  StatusChange,
  StoredRequest,
} from "../app/server/request-store";
import { openDatabase, whenWritable, writeDeskLog, type SiteDatabase } from "./database";

/**
 * Where appointment requests and contact messages are kept: SQLite (database.ts), implementing the RequestStore
 * the routes see (app/server/request-store.ts), with each request's history and the desk's log.
 */
export type { RequestStore, StoredRequest } from "../app/server/request-store";

/** The stored columns, named as StoredRequest names them, so a row needs no mapping. */
const REQUEST_COLUMNS = `id, kind, created_at AS createdAt, status, name, phone, email, subject, service,
  preferred_date AS preferredDate, message, source, lang, note, status_changed_at AS statusChangedAt,
  status_changed_by AS statusChangedBy, no_answer_count AS noAnswerCount, notified_at AS notifiedAt,
  notify_attempts AS notifyAttempts, notify_failed_at AS notifyFailedAt`;

/** The start of a day in India (UTC+05:30) as the stored ISO form, for the inbox's date range. */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();

function whereClause(filters: Partial<InboxFilters>) {
  const clauses: string[] = [];
  const params: Record<string, string> = {};
  const add = (clause: string, name: string, value: string) => {
    clauses.push(clause);
    params[name] = value;
  };
  if (filters.kind) add("kind = @kind", "kind", filters.kind);
  if (filters.status) add("status = @status", "status", filters.status);
  if (filters.lang) add("lang = @lang", "lang", filters.lang);
  if (filters.from) add("created_at >= @from", "from", indiaDayStart(filters.from));
  if (filters.to) add("created_at < @to", "to", indiaDayStart(addDays(filters.to, 1)));
  const search = filters.search?.trim();
  if (search) {
    const digits = phoneKey(phoneDigits(search));
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A number is matched however it was typed (spaces, +91); a name as typed, in any script.
    if (digits.length >= 3 && /^[\d\s+\-()]+$/.test(search)) add("phone_key LIKE @search", "search", `%${digits}%`);
    else add("(name LIKE @search ESCAPE '\\' OR phone LIKE @search ESCAPE '\\')", "search", like);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

export function openSqliteStore(file: string | SiteDatabase): RequestStore {
  const db = typeof file === "string" ? openDatabase(file) : file;
  const now = () => new Date().toISOString();

  const insert = db.prepare(
    `INSERT INTO requests (kind, created_at, name, phone, phone_key, email, subject, service, preferred_date, message,
       source, lang)
     VALUES (@kind, @created_at, @name, @phone, @phone_key, @email, @subject, @service, @preferred_date, @message,
       @source, @lang)
     RETURNING ${REQUEST_COLUMNS}`,
  );
  const byId = db.prepare(`SELECT ${REQUEST_COLUMNS} FROM requests WHERE id = ?`);
  const historyOf = db.prepare(
    "SELECT at, staff, action, detail FROM request_history WHERE request_id = ? ORDER BY id DESC",
  );
  const addHistory = db.prepare(
    "INSERT INTO request_history (request_id, at, staff, action, detail) VALUES (?, ?, ?, ?, ?)",
  );
  const updateStatus = db.prepare(
    `UPDATE requests SET status = ?, status_changed_at = ?, status_changed_by = ?,
       no_answer_count = no_answer_count + ? WHERE id = ?`,
  );
  const updateNote = db.prepare("UPDATE requests SET note = ? WHERE id = ?");
  const countWaiting = db.prepare(
    `SELECT COUNT(*) FILTER (WHERE status = 'new' AND kind = 'appointment') AS appointment,
       COUNT(*) FILTER (WHERE status = 'new' AND kind = 'contact') AS contact,
       COUNT(*) FILTER (WHERE status = 'no_answer') AS noAnswer
     FROM requests WHERE status IN ('new', 'no_answer')`,
  );
  const byPhoneKey = db.prepare(`SELECT ${REQUEST_COLUMNS} FROM requests WHERE phone_key = ? ORDER BY id DESC`);
  const eraseByPhoneKey = db.prepare("DELETE FROM requests WHERE phone_key = ?");
  const deskLogEntries = db.prepare("SELECT at, staff, action, detail FROM desk_log ORDER BY id DESC LIMIT ?");
  const touchHealth = db.prepare(
    "INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at",
  );

  const pending = "notified_at IS NULL AND notify_failed_at IS NULL";
  const due = db.prepare(
    `SELECT ${REQUEST_COLUMNS} FROM requests WHERE ${pending} AND (notify_retry_at IS NULL OR notify_retry_at <= ?)
     ORDER BY notify_attempts, id LIMIT ?`,
  );
  const nextRetry = db.prepare(`SELECT MIN(notify_retry_at) AS at FROM requests WHERE ${pending}`);
  const notifyFailed = db.prepare(
    `UPDATE requests SET notify_attempts = notify_attempts + 1, notify_retry_at = @retry_at,
       notify_failed_at = CASE WHEN @retry_at IS NULL THEN @now ELSE NULL END
     WHERE id = @id`,
  );

  function add(
    values: Pick<
      StoredRequest,
      "kind" | "name" | "phone" | "email" | "subject" | "service" | "message" | "source" | "lang"
    > & {
      preferred_date: string;
    },
  ): StoredRequest {
    return insert.get({ ...values, phone_key: phoneKey(values.phone), created_at: now() }) as StoredRequest;
  }

  const get = (id: number) => {
    return byId.get(id) as StoredRequest | undefined;
  };

  const setStatus = db.transaction(
    (
      id: number,
      status: RequestStatus,
      staff: string,
      expected?: RequestStatus,
      seenChangedAt?: string,
    ): StatusChange => {
      const current = get(id);
      if (!current) return { ok: false, reason: "missing" };
      const overtaken =
        (expected && current.status !== expected) ||
        (seenChangedAt !== undefined && seenChangedAt !== (current.statusChangedAt ?? ""));
      if (overtaken) return { ok: false, reason: "changed", request: current };
      // The change time is what a form saw; two changes in one millisecond must still differ.
      const previous = current.statusChangedAt ? Date.parse(current.statusChangedAt) : 0;
      const at = new Date(Math.max(Date.now(), previous + 1)).toISOString();
      updateStatus.run(status, at, staff, status === "no_answer" ? 1 : 0, id);
      addHistory.run(id, at, staff, "status", `${current.status} → ${status}`);
      return { ok: true };
    },
  );

  const setNote = db.transaction((id: number, note: string, staff: string) => {
    const current = get(id);
    if (!current) return false;
    if (current.note === note) return true;
    updateNote.run(note, id);
    addHistory.run(id, now(), staff, "note", note);
    return true;
  });

  return {
    addAppointment: (request) =>
      whenWritable(() =>
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
      ),
    addContact: (message) =>
      whenWritable(() =>
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
      ),
    list(filters = {}, pageSize = INBOX_PAGE_SIZE) {
      const { where, params } = whereClause(filters);
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM requests ${where}`).get(params) as { n: number }).n;
      const offset = pageSize > 0 ? ((filters.page ?? 1) - 1) * pageSize : 0;
      const limit = pageSize > 0 ? `LIMIT ${pageSize} OFFSET ${offset}` : "";
      const rows = db
        .prepare(`SELECT ${REQUEST_COLUMNS} FROM requests ${where} ORDER BY created_at DESC, id DESC ${limit}`)
        .all(params);
      return { requests: rows as StoredRequest[], total };
    },
    waitingCounts() {
      const counts = countWaiting.get() as { appointment: number; contact: number; noAnswer: number };
      return { new: { appointment: counts.appointment, contact: counts.contact }, noAnswer: counts.noAnswer };
    },
    get,
    history: (id) => historyOf.all(id) as HistoryEntry[],
    setStatus: (id, status, staff, expected, seenChangedAt) =>
      whenWritable(() => setStatus.immediate(id, status, staff, expected, seenChangedAt)),
    setNote: (id, note, staff) => whenWritable(() => setNote.immediate(id, note, staff)),
    findByPhone: (phone) => {
      const key = phoneKey(phone);
      if (key.length < 10) return [];
      return byPhoneKey.all(key) as StoredRequest[];
    },
    eraseByPhone: async (phone) => {
      const key = phoneKey(phone);
      if (key.length < 10) return 0;
      return whenWritable(() => eraseByPhoneKey.run(key).changes);
    },
    log: (entry) => whenWritable(() => writeDeskLog(db, entry)),
    deskLog: (limit = 200) => deskLogEntries.all(limit) as DeskLogEntry[],
    writable: () =>
      whenWritable(() => touchHealth.run(now())).then(
        () => true,
        () => false,
      ),
    unnotified: (limit, at = new Date()) => due.all(at.toISOString(), limit) as StoredRequest[],
    nextNotifyRetry: () => {
      const { at } = nextRetry.get() as { at: string | null };
      return at ? new Date(at) : null;
    },
    markNotified: async (id) => {
      await whenWritable(() => db.prepare("UPDATE requests SET notified_at = ? WHERE id = ?").run(now(), id));
    },
    markNotifyFailed: async (id, retryAt) => {
      await whenWritable(() => notifyFailed.run({ id, retry_at: retryAt?.toISOString() ?? null, now: now() }));
    },
    close: () => db.close(),
  };
}
