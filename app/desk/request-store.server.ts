import type { RequestKind } from "../lib/form-reply";
import type { InboxFilters, RequestStatus } from "./inbox";
import type { AppointmentRequest, ContactMessage } from "../lib/requests";
import type { HistoryEntry, StoredRequest, Visit } from "./stored-request";

export type { HistoryEntry, StoredRequest, Visit } from "./stored-request";

/**
 * Where appointment requests and contact messages are kept, as the routes see it. server/storage.ts implements it
 * with SQLite; anything that implements it can replace that.
 */
/** One entry of the desk's own log (exports, erasures, purges, accounts): never personal data. */
export interface DeskLogEntry {
  at: string;
  staff: string;
  action: string;
  detail: string;
}

export interface InboxPage {
  requests: StoredRequest[];
  /** Requests matching the filters, across all pages. */
  total: number;
}

export type StatusChange =
  | { ok: true }
  | { ok: false; reason: "missing" }
  /** "Booked" without a day and session to book. */
  | { ok: false; reason: "visit" }
  /** Someone else changed it since the form was shown: what it is now, so the desk does not call twice. */
  | { ok: false; reason: "changed"; request: StoredRequest };

/** A reply the desk wrote once and sends often ("Bring your old glasses"), in both languages. */
export interface QuickReply {
  id: number;
  title: string;
  en: string;
  te: string;
  updatedBy: string;
  updatedAt: string;
}

export interface RequestStore {
  /**
   * Writes are promises: while another process holds the database, they wait on a timer, never on the event loop
   * (server/database.ts, whenWritable). Reads are immediate.
   */
  addAppointment(request: AppointmentRequest): Promise<StoredRequest>;
  addContact(message: ContactMessage): Promise<StoredRequest>;
  /**
   * One page of a view, in its order (server/request-views.ts), and how many match across all pages; `pageSize: 0`
   * lists every match.
   */
  list(filters?: Partial<InboxFilters>, pageSize?: number): InboxPage;
  /**
   * The CSV export's next `size` matches after `after` (null: from the first), in the view's order: keyset paging,
   * one quick query per batch, so a long export never holds the database or the memory.
   */
  exportBatch(
    filters: Partial<InboxFilters>,
    after: { createdAt: string; id: number } | null,
    size: number,
  ): StoredRequest[];
  /**
   * What is waiting, for the counts on top of every desk page: new and no-answer requests by kind, the visits booked
   * for the given days, and the newest request's id (an open desk shows a badge when it grows).
   */
  waitingCounts(visitDays?: readonly string[]): {
    new: Record<RequestKind, number>;
    noAnswer: number;
    visits: Record<string, number>;
    newestId: number;
  };
  /** The visits booked for a day, by session, then in the order they were booked. */
  visits(day: string): StoredRequest[];
  /**
   * The waiting request of this kind that has waited longest, apart from this one and any someone else is on right
   * now: after an appointment the next appointment, after a message the next message (issue 42: a question was
   * booked as a visit when messages came in the appointments' queue).
   */
  nextWaiting(exceptId: number, staff: string, kind: RequestKind): StoredRequest | undefined;
  get(id: number): StoredRequest | undefined;
  history(id: number): HistoryEntry[];
  /**
   * Sets a status if it is still `expected` and, when the form says when it last saw a change (`seenChangedAt`, ""
   * for none), nobody has changed it since: two people never act on the same request unknowingly, even when both
   * press the same button.
   */
  setStatus(
    id: number,
    status: RequestStatus,
    staff: string,
    expected?: RequestStatus,
    seenChangedAt?: string,
    visit?: Visit,
  ): Promise<StatusChange>;
  /**
   * Adds a note with who and when: notes are entries, never overwritten (the request keeps the latest for lists).
   * False when there is no such request.
   */
  addNote(id: number, note: string, staff: string): Promise<boolean>;
  /**
   * Records that someone tapped Call or WhatsApp (or sent the reminder) on a request, or ("none") that nobody is
   * calling after all; false when there is no such request.
   */
  markContact(id: number, staff: string, how: "call" | "whatsapp" | "reminder" | "none"): Promise<boolean>;
  /** Erases every request sent with this phone number (and their history); returns how many. */
  eraseByPhone(phone: string): Promise<number>;
  /** Requests sent with this phone number (to confirm an erasure). */
  findByPhone(phone: string): StoredRequest[];
  /** The desk's quick replies, oldest first. */
  quickReplies(): QuickReply[];
  /** Adds a quick reply (no id) or changes one; false when the one to change is gone. */
  saveQuickReply(
    reply: Pick<QuickReply, "title" | "en" | "te"> & { id?: number | undefined },
    staff: string,
  ): Promise<boolean>;
  deleteQuickReply(id: number): Promise<boolean>;
  log(entry: Omit<DeskLogEntry, "at">): Promise<void>;
  deskLog(limit?: number): DeskLogEntry[];
  /** Writes to the database and reports whether it could (the health check). */
  writable(): Promise<boolean>;
  /** Requests whose e-mail is due now: fewest failed attempts first, then oldest, so a failing one never starves the rest. */
  unnotified(limit: number, now?: Date): StoredRequest[];
  /** When the next postponed e-mail falls due, if any. */
  nextNotifyRetry(): Date | null;
  markNotified(id: number): Promise<void>;
  /** Counts a failed e-mail attempt: try again at retryAt, or give up on it when retryAt is null. */
  markNotifyFailed(id: number, retryAt: Date | null): Promise<void>;
  close(): void;
}
