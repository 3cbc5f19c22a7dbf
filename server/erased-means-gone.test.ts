import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { phoneKey } from "../app/desk/inbox";
import { MIGRATIONS, SCRUBBED_FROM_VERSION, openDatabase } from "./database";
import { backupDatabase } from "./retention";

/**
 * Decision 0049, for databases that lived before it: rows deleted then (erasures, purges) were left in the file's
 * free space. Opening such a database rebuilds it once (VACUUM), so those leftovers go too; a backup of it carries
 * none either way (VACUUM INTO). tests/server/erasure.test.ts covers erasures and purges made from now on.
 */
const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "erased-means-gone-")), "requests.sqlite");
const holds = (file: string, text: string) => fs.readFileSync(file).includes(Buffer.from(text));

/** A database as the previous version left it: one request deleted without secure_delete, its bytes still there. */
function databaseFromBefore(file: string, secret: string) {
  const db = new Database(file);
  db.function("phone_key", { deterministic: true }, (phone) => phoneKey(String(phone)));
  // The migrations before the one that brought secure_delete, as that version ran them.
  for (const migration of MIGRATIONS.slice(0, SCRUBBED_FROM_VERSION - 1)) db.exec(migration);
  db.pragma("secure_delete = OFF");
  const insert = db.prepare(
    "INSERT INTO requests (kind, created_at, name, phone, phone_key) VALUES ('appointment', ?, ?, '9876501234', '9876501234')",
  );
  insert.run(new Date().toISOString(), secret);
  insert.run(new Date().toISOString(), "Stays Here");
  db.prepare("DELETE FROM requests WHERE name = ?").run(secret);
  db.pragma(`user_version = ${SCRUBBED_FROM_VERSION - 1}`);
  db.close();
}

describe("a database from before secure_delete", () => {
  it("is rebuilt once on opening, without what earlier deletions left", () => {
    const file = tempFile();
    databaseFromBefore(file, "Erased Long Ago");
    expect(holds(file, "Erased Long Ago")).toBe(true);

    const db = openDatabase(file);
    try {
      expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
      expect(db.pragma("secure_delete", { simple: true })).toBe(1);
      expect(db.prepare("SELECT name FROM requests").all()).toEqual([{ name: "Stays Here" }]);
    } finally {
      db.close();
    }
    expect(holds(file, "Erased Long Ago")).toBe(false);
    expect(holds(file, "Stays Here")).toBe(true);
  });

  it("is copied by a backup without those leftovers, and without sessions", async () => {
    const file = tempFile();
    databaseFromBefore(file, "Erased Before The Backup");
    const db = new Database(file);
    db.prepare(
      "INSERT INTO staff_accounts (name, password_hash, created_at) VALUES ('Asha', 'x', '2026-11-27T00:00:00Z')",
    ).run();
    db.prepare(
      "INSERT INTO staff_sessions (id, account_id, created_at, expires_at) VALUES ('session-token-abc', 1, '2026-11-27', '2026-11-28')",
    ).run();
    const backup = await backupDatabase(db, path.join(path.dirname(file), "copy.sqlite"));
    db.close();
    expect(holds(file, "Erased Before The Backup")).toBe(true);
    expect(holds(backup, "Erased Before The Backup")).toBe(false);
    expect(holds(backup, "session-token-abc")).toBe(false);
    expect(holds(backup, "Stays Here")).toBe(true);
    expect(fs.existsSync(`${backup}-wal`) || fs.existsSync(`${backup}-journal`)).toBe(false);
  });
});
