import type { Lang } from "../i18n/lang";
import type { RequestKind } from "../lib/form-reply";
import type { RequestStatus, VisitSession } from "./inbox";

/**
 * A request as it is stored and as the desk shows it, and one entry of its history: plain data, shared by the store
 * (app/desk/request-store.server.ts) and the desk's components, which take it as props.
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
  /** The booked visit: its day (YYYY-MM-DD) and session; kept when the visit is closed, cleared when reopened. */
  visitDay: string | null;
  visitSession: VisitSession | null;
  /** Who last tapped Call or WhatsApp on it, when, and which (the desk shows "Asha is calling · 2 min"). */
  contactBy: string | null;
  contactAt: string | null;
  contactHow: "call" | "whatsapp" | null;
  /** The day-before reminder: who sent it and when. */
  remindedBy: string | null;
  remindedAt: string | null;
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
  /** For a note, the note as written ("" for a status change). */
  detail: string;
  /** For a status change, what it was and what it became. */
  from: RequestStatus | null;
  to: RequestStatus | null;
  /** A booking's visit, on the status change that made it. */
  visitDay: string | null;
  visitSession: VisitSession | null;
}

/** A booked visit's day and session. */
export interface Visit {
  day: string;
  session: VisitSession;
}
