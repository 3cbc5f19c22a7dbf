import type { Lang } from "../i18n/lang";
import type { RequestKind } from "../lib/form-reply";
import type { RequestStatus } from "../lib/inbox";
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
  notifiedAt: string | null;
  /** Failed e-mail attempts so far. */
  notifyAttempts: number;
  /** Set when the e-mail was given up on; the request itself stays in the inbox. */
  notifyFailedAt: string | null;
}

export interface RequestStore {
  addAppointment(request: AppointmentRequest): StoredRequest;
  addContact(message: ContactMessage): StoredRequest;
  list(filter?: { kind?: RequestKind; search?: string }): StoredRequest[];
  get(id: number): StoredRequest | undefined;
  setStatus(id: number, status: RequestStatus): boolean;
  /** Requests whose e-mail is due now: fewest failed attempts first, then oldest, so a failing one never starves the rest. */
  unnotified(limit: number, now?: Date): StoredRequest[];
  /** When the next postponed e-mail falls due, if any. */
  nextNotifyRetry(): Date | null;
  markNotified(id: number): void;
  /** Counts a failed e-mail attempt: try again at retryAt, or give up on it when retryAt is null. */
  markNotifyFailed(id: number, retryAt: Date | null): void;
  close(): void;
}
