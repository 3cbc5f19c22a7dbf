import {
  INBOX_PAGE_SIZE,
  CONTACT_FRESH_MS,
  WAITING_STATUSES,
  contactInProgress,
  phoneKey,
  type RequestStatus,
} from "../app/desk/inbox";
import type {
  DeskLogEntry,
  HistoryEntry,
  QuickReply,
  RequestStore,
  StatusChange,
  StoredRequest,
  Visit,
} from "../app/desk/request-store.server";
import { emptyWal, openDatabase, whenWritable, writeDeskLog, type SiteDatabase } from "./database";
import { nameKey } from "../app/desk/name-key";
import { urgencyRank } from "../app/desk/urgent-signs";
import { REQUEST_COLUMNS, listOrder, orderBy, viewOrder, whereClause } from "./request-views";

/**
 * Where appointment requests and contact messages are kept: SQLite (database.ts), implementing the RequestStore
 * the routes see (app/desk/request-store.server.ts), with each request's history and the desk's log.
 */
export type { RequestStore, StoredRequest } from "../app/desk/request-store.server";

export function openSqliteStore(file: string | SiteDatabase): RequestStore {
  const db = typeof file === "string" ? openDatabase(file) : file;
  const now = () => new Date().toISOString();

  const insert = db.prepare(
    `INSERT INTO requests (kind, created_at, name, name_key, phone, phone_key, email, subject, service, preferred_date,
       message, source, lang, urgency)
     VALUES (@kind, @created_at, @name, @name_key, @phone, @phone_key, @email, @subject, @service, @preferred_date,
       @message, @source, @lang, @urgency)
     RETURNING ${REQUEST_COLUMNS}`,
  );
  const byId = db.prepare(`SELECT ${REQUEST_COLUMNS} FROM requests WHERE id = ?`);
  const historyOf = db.prepare(
    `SELECT at, staff, action, detail, from_status AS "from", to_status AS "to", visit_day AS visitDay,
       visit_session AS visitSession
     FROM request_history WHERE request_id = ? ORDER BY id DESC`,
  );
  const addHistory = db.prepare(
    `INSERT INTO request_history (request_id, at, staff, action, detail, from_status, to_status, visit_day,
       visit_session)
     VALUES (@id, @at, @staff, @action, @detail, @from, @to, @visitDay, @visitSession)`,
  );
  const updateStatus = db.prepare(
    `UPDATE requests SET status = @status, status_changed_at = @at, status_changed_by = @staff,
       no_answer_count = no_answer_count + @noAnswer, visit_day = @visitDay, visit_session = @visitSession
     WHERE id = @id`,
  );
  const updateContact = db.prepare("UPDATE requests SET contact_by = ?, contact_at = ?, contact_how = ? WHERE id = ?");
  const clearContact = db.prepare(
    "UPDATE requests SET contact_by = NULL, contact_at = NULL, contact_how = NULL WHERE id = ?",
  );
  const updateReminded = db.prepare("UPDATE requests SET reminded_by = ?, reminded_at = ? WHERE id = ?");
  const visitsOn = db.prepare(
    `SELECT ${REQUEST_COLUMNS} FROM requests WHERE status = 'booked' AND visit_day = ?
     ORDER BY CASE visit_session WHEN 'morning' THEN 0 WHEN 'afternoon' THEN 1 ELSE 2 END, status_changed_at, id`,
  );
  const visitCount = db.prepare("SELECT COUNT(*) AS n FROM requests WHERE status = 'booked' AND visit_day = ?");
  const newest = db.prepare("SELECT MAX(id) AS id FROM requests");
  // The longest-waiting request nobody else is on (tapped Call or WhatsApp within CONTACT_FRESH_MS, no outcome since).
  // One status at a time, so the walk follows the (status, created_at, id) index and stops at the first one.
  const waitingNext = db.prepare(
    `SELECT ${REQUEST_COLUMNS} FROM requests
     WHERE status = @status AND kind = @kind AND id != @id
       AND NOT (contact_by IS NOT NULL AND contact_by != @staff AND contact_at > @recent
                AND (status_changed_at IS NULL OR status_changed_at < contact_at))
     ORDER BY urgency DESC, created_at, id LIMIT 1`,
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
  const allQuickReplies = db.prepare(
    "SELECT id, title, en, te, updated_by AS updatedBy, updated_at AS updatedAt FROM quick_replies ORDER BY id",
  );
  const addQuickReply = db.prepare(
    "INSERT INTO quick_replies (title, en, te, updated_by, updated_at) VALUES (@title, @en, @te, @staff, @at)",
  );
  const changeQuickReply = db.prepare(
    "UPDATE quick_replies SET title = @title, en = @en, te = @te, updated_by = @staff, updated_at = @at WHERE id = @id",
  );
  const removeQuickReply = db.prepare("DELETE FROM quick_replies WHERE id = ?");
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
    return insert.get({
      ...values,
      name_key: nameKey(values.name),
      phone_key: phoneKey(values.phone),
      // Read once here: the lists sort by the stored number (app/desk/urgent-signs.ts).
      urgency: urgencyRank(values.subject, values.message),
      created_at: now(),
    }) as StoredRequest;
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
      visit?: Visit,
    ): StatusChange => {
      const current = get(id);
      if (!current) return { ok: false, reason: "missing" };
      const overtaken =
        (expected && current.status !== expected) ||
        (seenChangedAt !== undefined && seenChangedAt !== (current.statusChangedAt ?? ""));
      if (overtaken) return { ok: false, reason: "changed", request: current };
      // Booked always means a day and a session: given now, or kept from the visit it had (an undone close).
      const booking =
        status === "booked"
          ? (visit ??
            (current.visitDay && current.visitSession
              ? { day: current.visitDay, session: current.visitSession }
              : undefined))
          : undefined;
      if (status === "booked" && !booking) return { ok: false, reason: "visit" };
      if (status === current.status && !(status === "booked" && visit) && status !== "no_answer") return { ok: true };
      // Closing a visit keeps its day (what happened); reopening or going back a step clears it.
      const keepsVisit = status === "closed" || status === "booked";
      // The change time is what a form saw; two changes in one millisecond must still differ.
      const previous = current.statusChangedAt ? Date.parse(current.statusChangedAt) : 0;
      const at = new Date(Math.max(Date.now(), previous + 1)).toISOString();
      updateStatus.run({
        id,
        status,
        at,
        staff,
        noAnswer: status === "no_answer" ? 1 : 0,
        visitDay: booking?.day ?? (keepsVisit ? current.visitDay : null),
        visitSession: booking?.session ?? (keepsVisit ? current.visitSession : null),
      });
      addHistory.run({
        id,
        at,
        staff,
        action: "status",
        detail: "",
        from: current.status,
        to: status,
        visitDay: booking?.day ?? null,
        visitSession: booking?.session ?? null,
      });
      return { ok: true };
    },
  );

  const addNote = db.transaction((id: number, note: string, staff: string) => {
    if (!get(id)) return false;
    if (!note) return true;
    updateNote.run(note, id);
    addHistory.run({
      id,
      at: now(),
      staff,
      action: "note",
      detail: note,
      from: null,
      to: null,
      visitDay: null,
      visitSession: null,
    });
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
    exportBatch(filters, after, size) {
      const { condition, params } = whereClause(filters);
      // Keyset paging: the rows after the last one sent, in the view's order; each batch is one quick query.
      const past = after
        ? `(created_at, id) ${viewOrder(filters) === "asc" ? ">" : "<"} (@afterCreatedAt, @afterId)`
        : "";
      const conditions = [condition, past].filter(Boolean).join(" AND ");
      return db
        .prepare(
          `SELECT ${REQUEST_COLUMNS} FROM requests ${conditions ? `WHERE ${conditions}` : ""}
           ORDER BY ${orderBy(filters)} LIMIT @size`,
        )
        .all({
          ...params,
          ...(after && { afterCreatedAt: after.createdAt, afterId: after.id }),
          size,
        }) as StoredRequest[];
    },
    list(filters = {}, pageSize = INBOX_PAGE_SIZE) {
      const counted = whereClause(filters);
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM requests ${counted.where}`).get(counted.params) as {
          n: number;
        }
      ).n;
      // A request just changed from this view stays where it was (its place in the order), with its new status.
      const { where, params } = whereClause(filters, { keep: filters.keep });
      const rows = db
        .prepare(
          `SELECT ${REQUEST_COLUMNS} FROM requests ${where} ORDER BY ${listOrder(filters)}
           LIMIT @pageSize OFFSET @offset`,
        )
        // LIMIT -1 is SQLite's "no limit": pageSize 0 lists every match.
        .all({ ...params, pageSize: pageSize > 0 ? pageSize : -1, offset: ((filters.page ?? 1) - 1) * pageSize });
      return { requests: rows as StoredRequest[], total };
    },
    waitingCounts(visitDays = []) {
      const counts = countWaiting.get() as { appointment: number; contact: number; noAnswer: number };
      const visits = Object.fromEntries(visitDays.map((day) => [day, (visitCount.get(day) as { n: number }).n]));
      return {
        new: { appointment: counts.appointment, contact: counts.contact },
        noAnswer: counts.noAnswer,
        visits,
        newestId: (newest.get() as { id: number | null }).id ?? 0,
      };
    },
    visits: (day) => visitsOn.all(day) as StoredRequest[],
    nextWaiting: (id, staff, kind) => {
      const recent = new Date(Date.now() - CONTACT_FRESH_MS).toISOString();
      for (const status of WAITING_STATUSES) {
        const next = waitingNext.get({ id, staff, recent, status, kind }) as StoredRequest | undefined;
        if (next) return next;
      }
      return undefined;
    },
    get,
    history: (id) => historyOf.all(id) as HistoryEntry[],
    setStatus: (id, status, staff, expected, seenChangedAt, visit) =>
      whenWritable(() => setStatus.immediate(id, status, staff, expected, seenChangedAt, visit)),
    addNote: (id, note, staff) => whenWritable(() => addNote.immediate(id, note, staff)),
    markContact: (id, staff, how) =>
      whenWritable(() => {
        const at = now();
        if (how === "reminder") return updateReminded.run(staff, at, id).changes > 0;
        if (how === "none") return clearContact.run(id).changes > 0;
        // Someone calling anyway while another's mark is fresh: both names show ("Asha and Ravi are calling").
        const current = byId.get(id) as StoredRequest | undefined;
        const others = current && contactInProgress(current) ? (current.contactBy ?? "").split(" and ") : [];
        const who = (others.includes(staff) ? others : [...others, staff]).join(" and ");
        return updateContact.run(who, at, how, id).changes > 0;
      }),
    findByPhone: (phone) => {
      const key = phoneKey(phone);
      if (key.length < 10) return [];
      return byPhoneKey.all(key) as StoredRequest[];
    },
    eraseByPhone: async (phone) => {
      const key = phoneKey(phone);
      if (key.length < 10) return 0;
      // The rows and their history go (ON DELETE CASCADE), overwritten in the file (secure_delete); then the WAL,
      // which still holds the pages as they were, is emptied into the file (decision 0049).
      const erased = await whenWritable(() => eraseByPhoneKey.run(key).changes);
      if (erased > 0 && !(await emptyWal(db))) {
        console.warn(
          "Erasure: another process kept the -wal file from being emptied; the next erasure or purge empties it.",
        );
      }
      return erased;
    },
    quickReplies: () => allQuickReplies.all() as QuickReply[],
    saveQuickReply: ({ id, title, en, te }, staff) =>
      whenWritable(() => {
        const values = { title, en, te, staff, at: now() };
        return (id === undefined ? addQuickReply.run(values) : changeQuickReply.run({ ...values, id })).changes > 0;
      }),
    deleteQuickReply: (id) => whenWritable(() => removeQuickReply.run(id).changes > 0),
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
