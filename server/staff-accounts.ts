import { createHash, randomBytes } from "node:crypto";
import { ACCOUNT_LOCK, parseRoles, SESSION_HOURS } from "../app/staff/staff-directory.server";
import { hashPassword, verifyPassword } from "../app/staff/passwords.server";
import type { SignInResult, StaffAccount, StaffDirectory, StaffRole } from "../app/staff/staff-directory.server";
import { whenWritable, writeDeskLog, type SiteDatabase } from "./database";

interface AccountRow {
  id: number;
  name: string;
  password_hash: string;
  roles: string;
  created_at: string;
  disabled_at: string | null;
  last_sign_in_at: string | null;
  failed_sign_ins: number;
  failed_since: string | null;
}

const fromRow = (row: AccountRow): StaffAccount => ({
  id: row.id,
  name: row.name,
  roles: parseRoles(row.roles) ?? [],
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
  lastSignInAt: row.last_sign_in_at,
});

/**
 * What a browser keeps to be known to an account: the account's id and a fingerprint of its password hash (salted,
 * so it says nothing of the password). A new password makes every earlier device unknown again.
 */
const deviceKeyOf = (row: AccountRow) =>
  `${row.id}.${createHash("sha256").update(row.password_hash).digest("base64url").slice(0, 22)}`;

/**
 * Named staff accounts (scrypt hashes) and their sessions, in the site's database, so that disabling an account or
 * signing out ends a session at once, and sessions survive a restart. The cookie only carries the session's id.
 */
export function openStaffDirectory(db: SiteDatabase, options: { lock?: typeof ACCOUNT_LOCK } = {}): StaffDirectory {
  const lock = options.lock ?? ACCOUNT_LOCK;
  const byName = db.prepare("SELECT * FROM staff_accounts WHERE name = ?");
  // Read on every staff request: prepared once.
  const bySession = db.prepare(
    `SELECT a.* FROM staff_sessions s JOIN staff_accounts a ON a.id = s.account_id
     WHERE s.id = ? AND s.expires_at > ? AND a.disabled_at IS NULL`,
  );
  // Counts one more attempt in the lock's window, or starts a new window when the last one has passed.
  const countAttempt = db.prepare(
    `UPDATE staff_accounts SET
       failed_sign_ins = CASE WHEN failed_since > @windowStart THEN failed_sign_ins + 1 ELSE 1 END,
       failed_since = CASE WHEN failed_since > @windowStart THEN failed_since ELSE @now END
     WHERE id = @id RETURNING failed_sign_ins`,
  );
  // Compared against when the name is unknown, so a wrong name takes as long as a wrong password. Made on the
  // first sign-in, not at start-up (the desk's commands never need it).
  let decoy: Promise<string> | undefined;

  /** One change to an existing account, in one transaction with its line in the desk log; false if no such name. */
  function changeAccount(
    name: string,
    action: string,
    options: { endSessions: boolean },
    change: (id: number) => void,
  ) {
    const row = byName.get(name.trim()) as AccountRow | undefined;
    if (!row) return false;
    db.transaction(() => {
      change(row.id);
      if (options.endSessions) db.prepare("DELETE FROM staff_sessions WHERE account_id = ?").run(row.id);
      writeDeskLog(db, { staff: "admin", action, detail: row.name });
    })();
    return true;
  }

  return {
    count: () => (db.prepare("SELECT COUNT(*) AS n FROM staff_accounts").get() as { n: number }).n,

    async signIn(name, password, knownDevices = []) {
      const row = byName.get(name.trim()) as AccountRow | undefined;
      const now = Date.now();
      // Unknown, disabled and locked alike take one password check's time, so timing tells nothing either.
      const refuse = async (reason: "wrong" | "locked") => {
        await verifyPassword(password, await (decoy ??= hashPassword(randomBytes(16).toString("hex"))));
        return { ok: false, reason } satisfies SignInResult;
      };
      if (!row || row.disabled_at) return refuse("wrong");
      const deviceKey = deviceKeyOf(row);
      // This attempt is counted before the slow password check, in one statement, so guesses sent at the same
      // moment are each counted (a read, then a write after the check, let a burst through uncounted).
      const { failed_sign_ins: attempts } = (await whenWritable(() =>
        countAttempt.get({
          id: row.id,
          now: new Date(now).toISOString(),
          windowStart: new Date(now - lock.windowMs).toISOString(),
        }),
      )) as { failed_sign_ins: number };
      if (attempts > lock.failures && !knownDevices.includes(deviceKey)) return refuse("locked");
      if (!(await verifyPassword(password, row.password_hash))) return { ok: false, reason: "wrong" };
      const sessionId = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now + SESSION_HOURS * 3600_000);
      const at = new Date(now).toISOString();
      const startSession = db.transaction(() => {
        db.prepare("DELETE FROM staff_sessions WHERE expires_at <= ?").run(at);
        db.prepare("INSERT INTO staff_sessions (id, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
          sessionId,
          row.id,
          at,
          expiresAt.toISOString(),
        );
        db.prepare(
          "UPDATE staff_accounts SET last_sign_in_at = ?, failed_sign_ins = 0, failed_since = NULL WHERE id = ?",
        ).run(at, row.id);
      });
      await whenWritable(() => startSession());
      return { ok: true, sessionId, deviceKey } satisfies SignInResult;
    },

    sessionAccount(sessionId) {
      const row = bySession.get(sessionId, new Date().toISOString()) as AccountRow | undefined;
      return row ? fromRow(row) : undefined;
    },

    async endSession(sessionId) {
      await whenWritable(() => db.prepare("DELETE FROM staff_sessions WHERE id = ?").run(sessionId));
    },

    async add(name, password, roles: readonly StaffRole[] = ["desk"]) {
      const hash = await hashPassword(password);
      const row = db
        .prepare("INSERT INTO staff_accounts (name, password_hash, roles, created_at) VALUES (?, ?, ?, ?) RETURNING *")
        .get(name.trim(), hash, roles.join(","), new Date().toISOString()) as AccountRow;
      writeDeskLog(db, { staff: "admin", action: "Account added", detail: `${row.name} (${row.roles})` });
      return fromRow(row);
    },

    setRoles: (name, roles) =>
      changeAccount(name, `Roles set to ${roles.join(", ")}`, { endSessions: true }, (id) =>
        db.prepare("UPDATE staff_accounts SET roles = ? WHERE id = ?").run(roles.join(","), id),
      ),

    async setPassword(name, password) {
      const hash = await hashPassword(password);
      // A new password ends the old sessions: whoever knew the old one is out.
      return changeAccount(name, "Password changed", { endSessions: true }, (id) =>
        db
          .prepare("UPDATE staff_accounts SET password_hash = ?, failed_sign_ins = 0, failed_since = NULL WHERE id = ?")
          .run(hash, id),
      );
    },

    disable: (name) =>
      changeAccount(name, "Account disabled", { endSessions: true }, (id) =>
        db
          .prepare("UPDATE staff_accounts SET disabled_at = COALESCE(disabled_at, ?) WHERE id = ?")
          .run(new Date().toISOString(), id),
      ),

    enable: (name) =>
      changeAccount(name, "Account enabled", { endSessions: false }, (id) =>
        db.prepare("UPDATE staff_accounts SET disabled_at = NULL, failed_sign_ins = 0 WHERE id = ?").run(id),
      ),

    list: () => (db.prepare("SELECT * FROM staff_accounts ORDER BY name").all() as AccountRow[]).map(fromRow),
  };
}
