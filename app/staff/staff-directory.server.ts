/**
 * The front desk's named accounts and their sessions, as the staff routes see them. server/staff-accounts.ts
 * implements it in the same SQLite database as the requests.
 */
import type { StaffRole } from "~/staff/staff-roles";

export { parseRoles, STAFF_ROLES, type StaffRole } from "~/staff/staff-roles";

export interface StaffAccount {
  id: number;
  name: string;
  roles: StaffRole[];
  createdAt: string;
  disabledAt: string | null;
  lastSignInAt: string | null;
}

export type SignInResult =
  /** deviceKey: what this browser keeps to be known to this account next time (changes with the password). */
  | { ok: true; sessionId: string; deviceKey: string }
  /**
   * Wrong name or password, or an account too many wrong passwords have locked for unknown devices. The sign-in
   * page answers both alike, so neither an account's existence nor its lock can be learnt from it.
   */
  | { ok: false; reason: "wrong" | "locked" };

export interface StaffDirectory {
  /** How many accounts exist (none yet: the sign-in page says how to create the first). */
  count(): number;
  /**
   * knownDevices: the device keys this browser holds from earlier sign-ins. A locked account still lets a correct
   * password in from a device it has signed in from before, so a stranger's guesses cannot keep the desk out.
   */
  signIn(name: string, password: string, knownDevices?: readonly string[]): Promise<SignInResult>;
  /** The account a session belongs to, while the session is unexpired and the account enabled. */
  sessionAccount(sessionId: string): StaffAccount | undefined;
  endSession(sessionId: string): Promise<void>;
  add(name: string, password: string, roles?: readonly StaffRole[]): Promise<StaffAccount>;
  /** Replaces an account's roles and ends its sessions (a page open in a role it lost must not go on); false if no such name. */
  setRoles(name: string, roles: readonly StaffRole[]): boolean;
  setPassword(name: string, password: string): Promise<boolean>;
  /** Disables an account and ends all its sessions at once. */
  disable(name: string): boolean;
  enable(name: string): boolean;
  list(): StaffAccount[];
}

export const MIN_PASSWORD_LENGTH = 10;

/** A session ends this long after signing in, or at sign-out, or when its account is disabled. */
export const SESSION_HOURS = 8;

/**
 * Wrong passwords an account takes within the window before it is locked until the window ends, for every device
 * that has not signed in to it before (decision 0023).
 */
export const ACCOUNT_LOCK = { failures: 5, windowMs: 15 * 60_000 };
