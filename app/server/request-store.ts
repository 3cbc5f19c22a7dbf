import type { Lang } from "../i18n/lang";
import type { RequestKind } from "../lib/form-reply";
import type { InboxFilters, RequestStatus } from "../lib/inbox";
import type { AppointmentRequest, ContactMessage } from "../lib/requests";

/**
 * Where appointment requests and contact messages are kept, as the routes see it. server/storage.ts implements it
 * with SQLite; anything that implements it can replace that.
 */
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
  /** The language of the page it was sent from: answer in it. */
  lang: Lang;
  /** The desk's short note on it. */
  note: string;
  /** The last status change: when, by whom (null while new and untouched). */
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  /** How many times the desk recorded "no answer". */
  noAnswerCount: number;
  notifiedAt: string | null;
  /** Failed e-mail attempts so far. */
  notifyAttempts: number;
  /** Set when the e-mail was given up on; the request itself stays in the inbox. */
  notifyFailedAt: string | null;
}

/** One entry of a request's history: append-only, erased only with the request. */
export interface HistoryEntry {
  at: string;
  staff: string;
  action: "status" | "note";
  /** For a status change "from → to" as statuses; for a note, the note as written. */
  detail: string;
}

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
  /** Someone else changed it since the form was shown: what it is now, so the desk does not call twice. */
  | { ok: false; reason: "changed"; request: StoredRequest };

export interface RequestStore {
  /**
   * Writes are promises: while another process holds the database, they wait on a timer, never on the event loop
   * (server/database.ts, whenWritable). Reads are immediate.
   */
  addAppointment(request: AppointmentRequest): Promise<StoredRequest>;
  addContact(message: ContactMessage): Promise<StoredRequest>;
  /** Newest first, filtered and paged (INBOX_PAGE_SIZE); `pageSize: 0` returns every match (the CSV export). */
  list(filters?: Partial<InboxFilters>, pageSize?: number): InboxPage;
  /** New and no-answer requests by kind, for the counts on top of the inbox. */
  waitingCounts(): { new: Record<RequestKind, number>; noAnswer: number };
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
  ): Promise<StatusChange>;
  /** Sets the note (a change goes in the history); false when there is no such request. */
  setNote(id: number, note: string, staff: string): Promise<boolean>;
  /** Erases every request sent with this phone number (and their history); returns how many. */
  eraseByPhone(phone: string): Promise<number>;
  /** Requests sent with this phone number (to confirm an erasure). */
  findByPhone(phone: string): StoredRequest[];
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
