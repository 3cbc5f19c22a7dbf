import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { MIGRATIONS, openDatabase } from "./database";
import { backupDatabase, purgeExpired, retentionDaysFrom } from "./retention";
import { openStaffDirectory } from "./staff-accounts";
import type { HistoryEntry } from "../app/desk/stored-request";
import { openSqliteStore } from "./storage";

const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "desk-unit-")), "requests.sqlite");
const appointment = (name: string, phone: string, lang: "en" | "te" = "en") => ({
  name,
  phone,
  date: "2026-12-01",
  message: "",
  source: "test",
  lang,
});

async function deskWithRequests() {
  const db = openDatabase(":memory:");
  const store = openSqliteStore(db);
  const ramesh = await store.addAppointment(appointment("Ramesh", "+91 98765 43210"));
  const lakshmi = await store.addAppointment(appointment("లక్ష్మి", "9123456780", "te"));
  const again = await store.addAppointment(appointment("Ramesh K", "098765-43210"));
  const message = await store.addContact({
    name: "Suresh",
    email: "s@example.com",
    phone: "9000000001",
    subject: "Insurance",
    service: "insurance",
    message: "Help with papers?",
    lang: "en",
  });
  return { db, store, ramesh, lakshmi, again, message };
}

describe("the requests store", () => {
  it("moves a status history written as text into from and to columns, keeping it append-only", async () => {
    const file = tempFile();
    const old = new Database(file);
    // The database as migration 6 left it, with the history as text.
    old.function("phone_key", { deterministic: true }, (phone) => String(phone));
    for (const migration of MIGRATIONS.slice(0, 6)) old.exec(migration);
    old.pragma("user_version = 6");
    old
      .prepare(
        "INSERT INTO requests (kind, created_at, status, name, phone) VALUES ('appointment', '2026-11-01T00:00:00Z', 'called_back', 'Old', '9876543210')",
      )
      .run();
    const add = old.prepare(
      "INSERT INTO request_history (request_id, at, staff, action, detail) VALUES (1, '2026-11-02T00:00:00Z', 'Asha', ?, ?)",
    );
    add.run("status", "new → called_back");
    add.run("note", "Call after 5 pm → not before");
    old.close();
    const db = openDatabase(file);
    const store = openSqliteStore(db);
    expect(store.history(1).map(({ action, detail, from, to }) => ({ action, detail, from, to }))).toEqual([
      { action: "note", detail: "Call after 5 pm → not before", from: null, to: null },
      { action: "status", detail: "", from: "new", to: "called_back" },
    ]);
    expect(() => db.prepare("UPDATE request_history SET staff = 'Nobody'").run()).toThrow(/append-only/);
    store.close();
  });

  it("moves an existing database to the front desk's statuses, keeping every request", async () => {
    const file = tempFile();
    const old = new Database(file);
    for (const migration of MIGRATIONS.slice(0, 3)) old.exec(migration);
    old.pragma("user_version = 3");
    old
      .prepare(
        "INSERT INTO requests (kind, created_at, status, name, phone) VALUES ('appointment', '2026-11-01T00:00:00Z', 'contacted', 'Old', '+91 98765 43210')",
      )
      .run();
    old.close();
    const store = openSqliteStore(file);
    const [moved] = store.list().requests;
    expect(moved).toMatchObject({ name: "Old", status: "called_back", note: "" });
    expect(store.findByPhone("9876543210")).toHaveLength(1);
    // A name stored before name keys existed is found across scripts too.
    expect(store.list({ search: "ఓల్డ్", page: 1 }).requests.map((r) => r.name)).toEqual(["Old"]);
    store.close();
  });

  it("filters by status, type, language and day, searches names and numbers however typed, and pages", async () => {
    const { store, ramesh, lakshmi } = await deskWithRequests();
    expect(store.list({ kind: "contact" }).requests.map((r) => r.name)).toEqual(["Suresh"]);
    expect(store.list({ lang: "te" }).requests.map((r) => r.id)).toEqual([lakshmi.id]);
    expect(store.list({ search: "98765 43210" }).total).toBe(2);
    expect(store.list({ search: "+919876543210" }).total).toBe(2);
    // Part of a number, typed with the country code or a leading 0, still finds it.
    expect(store.list({ search: "+91 98765" }).total).toBe(2);
    expect(store.list({ search: "098765" }).total).toBe(2);
    expect(store.list({ search: "లక్ష్మి" }).total).toBe(1);
    await store.setStatus(ramesh.id, "called_back", "Asha");
    expect(store.list({ status: "called_back" }).requests.map((r) => r.id)).toEqual([ramesh.id]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(store.list({ from: today, to: today }).total).toBe(4);
    expect(store.list({ to: "2020-01-01" }).total).toBe(0);
    const pageTwo = store.list({ page: 2 }, 3);
    expect(pageTwo).toMatchObject({ total: 4 });
    expect(pageTwo.requests.map((r) => r.id)).toEqual([ramesh.id]);
    expect(store.waitingCounts()).toMatchObject({ new: { appointment: 2, contact: 1 }, noAnswer: 0, visits: {} });
    expect(store.waitingCounts().newestId).toBe(Math.max(...store.list().requests.map((r) => r.id)));
  });

  it("records who changed what and when, refuses a change someone else overtook, and keeps history append-only", async () => {
    const { db, store, ramesh } = await deskWithRequests();
    expect(await store.setStatus(ramesh.id, "no_answer", "Asha", "new")).toMatchObject({ ok: true });
    // Ravi's screen still showed "new": his change is refused and he sees Asha's.
    const late = await store.setStatus(ramesh.id, "called_back", "Ravi", "new");
    expect(late).toMatchObject({ ok: false, reason: "changed", request: { statusChangedBy: "Asha" } });
    await store.setStatus(ramesh.id, "no_answer", "Ravi", "no_answer");
    await store.addNote(ramesh.id, "Call after 5 pm", "Ravi");
    expect(store.get(ramesh.id)).toMatchObject({ status: "no_answer", noAnswerCount: 2, note: "Call after 5 pm" });
    const said = (e: HistoryEntry) => (e.action === "note" ? e.detail : `${e.from} → ${e.to}`);
    expect(store.history(ramesh.id).map((e) => `${e.staff}: ${e.action} ${said(e)}`)).toEqual([
      "Ravi: note Call after 5 pm",
      "Ravi: status no_answer → no_answer",
      "Asha: status new → no_answer",
    ]);
    expect(() => db.prepare("UPDATE request_history SET staff = 'Nobody'").run()).toThrow(/append-only/);
    await store.log({ staff: "Asha", action: "CSV export", detail: "4 request(s)" });
    expect(() => db.prepare("DELETE FROM desk_log").run()).toThrow(/append-only/);
  });

  it("books a day and a session, lists the day's visits, and never books without a day", async () => {
    const { store, ramesh, lakshmi } = await deskWithRequests();
    expect(await store.setStatus(ramesh.id, "booked", "Asha", "new")).toEqual({ ok: false, reason: "visit" });
    const visit = { day: "2030-01-08", session: "morning" } as const;
    expect(await store.setStatus(ramesh.id, "booked", "Asha", "new", "", visit)).toEqual({ ok: true });
    await store.setStatus(lakshmi.id, "booked", "Ravi", "new", "", { day: "2030-01-08", session: "evening" });
    expect(store.get(ramesh.id)).toMatchObject({ status: "booked", visitDay: "2030-01-08", visitSession: "morning" });
    expect(store.visits("2030-01-08").map((r) => r.name)).toEqual(["Ramesh", "లక్ష్మి"]);
    expect(store.waitingCounts(["2030-01-08", "2030-01-09"]).visits).toEqual({ "2030-01-08": 2, "2030-01-09": 0 });
    expect(store.history(ramesh.id)[0]).toMatchObject({ from: "new", to: "booked", visitDay: "2030-01-08" });
    // Closing the visit keeps its day; an Undo of the close books the same visit again without asking.
    await store.setStatus(ramesh.id, "closed", "Asha");
    expect(store.get(ramesh.id)).toMatchObject({ status: "closed", visitDay: "2030-01-08" });
    expect(store.visits("2030-01-08").map((r) => r.name)).toEqual(["లక్ష్మి"]);
    expect(await store.setStatus(ramesh.id, "booked", "Asha", "closed")).toEqual({ ok: true });
    // Going back a step clears the visit.
    await store.setStatus(ramesh.id, "called_back", "Asha");
    expect(store.get(ramesh.id)).toMatchObject({ visitDay: null, visitSession: null });
  });

  it("offers a request for e-mail until it is sent, again once its retry is due, and never once given up", async () => {
    const { store, ramesh, lakshmi, again } = await deskWithRequests();
    const ids = (at = new Date()) => store.unnotified(20, at).map((request) => request.id);
    expect(ids()).toEqual(expect.arrayContaining([ramesh.id, lakshmi.id, again.id]));
    await store.markNotified(ramesh.id);
    const retryAt = new Date(Date.now() + 60_000);
    await store.markNotifyFailed(lakshmi.id, retryAt);
    await store.markNotifyFailed(again.id, null);
    expect(ids()).not.toContain(ramesh.id);
    expect(ids()).not.toContain(lakshmi.id);
    expect(ids(new Date(retryAt.getTime() + 1))).toContain(lakshmi.id);
    // Given up: not offered now, nor at any later time, and no retry is waiting for it.
    expect(ids(new Date(Date.now() + 365 * 86_400_000))).not.toContain(again.id);
    expect(store.nextNotifyRetry()?.getTime()).toBe(retryAt.getTime());
  });

  it("keeps notes as entries with who and when, never overwriting one", async () => {
    const { store, ramesh } = await deskWithRequests();
    await store.addNote(ramesh.id, "Call after 5 pm", "Asha");
    await store.addNote(ramesh.id, "Son will bring him", "Ravi");
    await store.addNote(ramesh.id, "", "Ravi");
    const notes = store.history(ramesh.id).filter((e) => e.action === "note");
    expect(notes.map((e) => `${e.staff}: ${e.detail}`)).toEqual(["Ravi: Son will bring him", "Asha: Call after 5 pm"]);
    expect(store.get(ramesh.id)!.note).toBe("Son will bring him");
  });

  it("lists waiting views oldest first, keeps a just-changed request in place, and offers the next waiting one", async () => {
    const { store, ramesh, lakshmi } = await deskWithRequests();
    const newest = store.list().requests.map((r) => r.id);
    const waiting = store.list({ status: "new" }).requests.map((r) => r.id);
    expect(waiting).toEqual([...newest].reverse());
    await store.setStatus(ramesh.id, "no_answer", "Asha", "new");
    expect(store.list({ status: "new" }).requests.map((r) => r.id)).not.toContain(ramesh.id);
    expect(store.list({ status: "new", keep: ramesh.id }).requests.map((r) => r.id)).toEqual(waiting);
    // Someone else is calling the oldest: the next waiting one for Asha is the one after.
    const oldestNew = store.list({ status: "new" }).requests[0]!;
    expect(await store.markContact(oldestNew.id, "Ravi", "call")).toBe(true);
    expect(store.get(oldestNew.id)).toMatchObject({ contactBy: "Ravi", contactHow: "call" });
    expect(store.nextWaiting(ramesh.id, "Asha", "appointment")?.id).not.toBe(oldestNew.id);
    expect(store.nextWaiting(ramesh.id, "Ravi", "appointment")?.id).toBe(oldestNew.id);
    expect(lakshmi.id).toBeGreaterThan(0);
  });

  it("offers the next waiting request of the same kind: appointments after an appointment, messages after a message", async () => {
    const { store, ramesh, lakshmi, again, message } = await deskWithRequests();
    // The message is the newest; with the three appointments done, an appointment's next is none, not the message.
    for (const request of [ramesh, lakshmi, again]) await store.setStatus(request.id, "called_back", "Asha", "new");
    expect(store.nextWaiting(ramesh.id, "Asha", "appointment")).toBeUndefined();
    expect(store.nextWaiting(ramesh.id, "Asha", "contact")?.id).toBe(message.id);
    expect(store.nextWaiting(message.id, "Asha", "contact")).toBeUndefined();
  });

  it("puts waiting requests with urgent signs first, 108-or-now before come-today, in lists and in Next waiting", async () => {
    const { store, ramesh, lakshmi, again } = await deskWithRequests();
    const painful = await store.addAppointment({ ...appointment("Pain", "9000000011"), message: "కంటి నొప్పి" });
    const injured = await store.addAppointment({
      ...appointment("Hurt", "9000000012"),
      message: "Cracker hit his eye",
    });
    expect(store.list({ status: "new", kind: "appointment" }).requests.map((r) => r.id)).toEqual([
      injured.id,
      painful.id,
      ramesh.id,
      lakshmi.id,
      again.id,
    ]);
    expect(
      store
        .list()
        .requests.slice(0, 2)
        .map((r) => r.id),
    ).toEqual([injured.id, painful.id]);
    expect(store.nextWaiting(ramesh.id, "Asha", "appointment")?.id).toBe(injured.id);
    // Once answered, an urgent request takes its place by date again.
    await store.setStatus(injured.id, "booked", "Asha", "new", "", { day: "2026-12-01", session: "morning" });
    expect(store.list().requests[0]!.id).toBe(painful.id);
    expect(
      store
        .list()
        .requests.map((r) => r.id)
        .indexOf(injured.id),
    ).toBeGreaterThan(0);
  });

  it("shows both names when a second person calls anyway, and clears the mark on 'Not calling'", async () => {
    const { store, ramesh, lakshmi } = await deskWithRequests();
    await store.markContact(ramesh.id, "Asha", "call");
    await store.markContact(ramesh.id, "Ravi", "call");
    await store.markContact(ramesh.id, "Ravi", "whatsapp");
    expect(store.get(ramesh.id)).toMatchObject({ contactBy: "Asha and Ravi", contactHow: "whatsapp" });
    // While it lasts it hides the patient from the others' Next waiting; cleared, the patient is back at once.
    expect(store.nextWaiting(lakshmi.id, "Sita", "appointment")?.id).not.toBe(ramesh.id);
    expect(await store.markContact(ramesh.id, "Asha", "none")).toBe(true);
    expect(store.get(ramesh.id)).toMatchObject({ contactBy: null, contactAt: null });
    expect(store.nextWaiting(lakshmi.id, "Sita", "appointment")?.id).toBe(ramesh.id);
    expect(await store.markContact(99_999, "Asha", "none")).toBe(false);
  });

  it("finds a Telugu name typed in English letters, and an English one typed in Telugu", async () => {
    const { store, lakshmi } = await deskWithRequests();
    const ramulamma = await store.addAppointment(appointment("రాములమ్మ", "9000000021", "te"));
    const names = (search: string) => store.list({ search, page: 1 }).requests.map((r) => r.name);
    expect(names("Ramulamma")).toEqual([ramulamma.name]);
    expect(names("laxmi")).toEqual([lakshmi.name]);
    expect(names("రమేష్")).toEqual(["Ramesh K", "Ramesh"]);
    // Digits make it no plain name: matched as typed only.
    expect(names("Ramulamma 1")).toEqual([]);
  });

  it("keeps the desk's quick replies: added, changed by whoever last saved them, deleted", async () => {
    const { store } = await deskWithRequests();
    const reply = { title: "Old glasses", en: "Bring your old glasses.", te: "పాత కళ్ళద్దాలు తీసుకురండి." };
    expect(await store.saveQuickReply(reply, "Asha")).toBe(true);
    const [saved] = store.quickReplies();
    expect(saved).toMatchObject({ ...reply, updatedBy: "Asha" });
    expect(await store.saveQuickReply({ ...reply, id: saved!.id, en: "Bring all your glasses." }, "Ravi")).toBe(true);
    expect(store.quickReplies()).toMatchObject([{ en: "Bring all your glasses.", updatedBy: "Ravi" }]);
    expect(await store.deleteQuickReply(saved!.id)).toBe(true);
    expect(store.quickReplies()).toEqual([]);
    // A change to one deleted meanwhile is refused, not turned into a new one.
    expect(await store.saveQuickReply({ ...reply, id: saved!.id }, "Asha")).toBe(false);
    expect(await store.deleteQuickReply(saved!.id)).toBe(false);
  });

  it("refuses the second of two people pressing the same button on what they both saw", async () => {
    const { store, ramesh } = await deskWithRequests();
    await store.setStatus(ramesh.id, "no_answer", "Asha", "new", "");
    const seen = store.get(ramesh.id)!.statusChangedAt!;
    expect(await store.setStatus(ramesh.id, "no_answer", "Asha", "no_answer", seen)).toEqual({ ok: true });
    // Ravi's page was loaded before Asha's second try: same status, but changed since he saw it.
    expect(await store.setStatus(ramesh.id, "no_answer", "Ravi", "no_answer", seen)).toMatchObject({
      ok: false,
      reason: "changed",
    });
    expect(store.get(ramesh.id)).toMatchObject({ noAnswerCount: 2, statusChangedBy: "Asha" });
  });

  it("keeps a request's history when a later migration rebuilds the requests table", async () => {
    const file = tempFile();
    const db = openDatabase(file);
    const store = openSqliteStore(db);
    const request = await store.addAppointment(appointment("Ramesh", "9876543210"));
    await store.addNote(request.id, "Call after 5 pm", "Asha");
    db.close();
    MIGRATIONS.push(
      `CREATE TABLE requests_rebuilt AS SELECT * FROM requests;
       DROP TABLE requests;
       ALTER TABLE requests_rebuilt RENAME TO requests;`,
    );
    try {
      const migrated = openDatabase(file);
      expect(migrated.prepare("SELECT detail FROM request_history").all()).toEqual([{ detail: "Call after 5 pm" }]);
      migrated.close();
    } finally {
      MIGRATIONS.pop();
    }
  });

  it("erases exactly one person's requests and their history", async () => {
    const { store, ramesh, again, lakshmi, message } = await deskWithRequests();
    await store.addNote(ramesh.id, "private note", "Asha");
    expect(await store.eraseByPhone("98765 43210")).toBe(2);
    expect(store.get(ramesh.id)).toBeUndefined();
    expect(store.get(again.id)).toBeUndefined();
    expect(store.history(ramesh.id)).toEqual([]);
    expect(
      store
        .list()
        .requests.map((r) => r.id)
        .sort(),
    ).toEqual([lakshmi.id, message.id].sort());
    // A partial number never erases anything.
    expect(await store.eraseByPhone("43210")).toBe(0);
  });

  it("answers the health check while it can write, and not once another writer holds the database", async () => {
    const file = tempFile();
    process.env.SQLITE_BUSY_TIMEOUT_MS = "50";
    onTestFinished(() => void delete process.env.SQLITE_BUSY_TIMEOUT_MS);
    const store = openSqliteStore(file);
    expect(await store.writable()).toBe(true);
    const other = new Database(file);
    other.exec("BEGIN EXCLUSIVE");
    expect(await store.writable()).toBe(false);
    other.exec("ROLLBACK");
    expect(await store.writable()).toBe(true);
    other.close();
    store.close();
  });
});

describe("a database another process holds", () => {
  it("keeps serving while a write waits for the lock, and stores the write once the lock goes", async () => {
    const file = tempFile();
    const store = openSqliteStore(file);
    const other = new Database(file);
    other.exec("BEGIN EXCLUSIVE");
    const started = Date.now();
    const pending = store.addAppointment(appointment("Waiting Patient", "9876543210"));
    // The event loop is free meanwhile: a timer fires on time (better-sqlite3's busy wait would hold it).
    const tick = await new Promise<number>((resolve) => setTimeout(() => resolve(Date.now() - started), 20));
    expect(tick).toBeLessThan(200);
    setTimeout(() => other.exec("ROLLBACK"), 300);
    const stored = await pending;
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(store.get(stored.id)?.name).toBe("Waiting Patient");
    other.close();
    store.close();
  });
});

describe("retention", () => {
  it("erases requests and backups older than the period, and logs how many without whose", async () => {
    const file = tempFile();
    const db = openDatabase(file);
    const store = openSqliteStore(db);
    const old = await store.addAppointment(appointment("Old Patient", "9876543210"));
    const recent = await store.addAppointment(appointment("New Patient", "9876543211"));
    db.prepare("UPDATE requests SET created_at = ? WHERE id = ?").run("2026-01-01T00:00:00.000Z", old.id);
    const backup = await backupDatabase(db, path.join(path.dirname(file), "backup.sqlite"));
    // A database restored from the copy still knows of the copy, so its purge deletes it in time too.
    const restored = openDatabase(backup);
    expect(restored.prepare("SELECT path FROM backups").all()).toEqual([{ path: backup }]);
    restored.close();
    db.prepare("UPDATE backups SET created_at = ?").run("2026-01-02T00:00:00.000Z");
    expect(purgeExpired(db, 180, new Date("2026-11-24T00:00:00Z"))).toEqual({ requests: 1, backups: 1 });
    expect(store.get(old.id)).toBeUndefined();
    expect(store.get(recent.id)).toBeDefined();
    expect(fs.existsSync(backup)).toBe(false);
    const [entry] = store.deskLog();
    expect(entry).toMatchObject({ staff: "system", action: "Automatic deletion" });
    expect(entry!.detail).not.toMatch(/Patient|9876/);
    db.close();
  });

  it("takes the period from the environment, never longer than the pages state", async () => {
    expect(retentionDaysFrom({})).toBe(180);
    expect(retentionDaysFrom({ REQUEST_RETENTION_DAYS: "90" })).toBe(90);
    expect(() => retentionDaysFrom({ REQUEST_RETENTION_DAYS: "365" })).toThrow(/longer than the 180 days/);
    expect(() => retentionDaysFrom({ REQUEST_RETENTION_DAYS: "soon" })).toThrow(/whole number/);
  });
});

describe("staff accounts", () => {
  it("signs in by name and password, locks an account after repeated wrong passwords, ends sessions on disable", async () => {
    const db = openDatabase(":memory:");
    const directory = openStaffDirectory(db, { lock: { failures: 3, windowMs: 60_000 } });
    await directory.add("Asha", "asha's long password");
    const first = await directory.signIn("asha", "asha's long password");
    if (!first.ok) throw new Error("sign-in failed");
    expect(directory.sessionAccount(first.sessionId)?.name).toBe("Asha");
    expect(await directory.signIn("Nobody", "whatever")).toEqual({ ok: false, reason: "wrong" });
    for (let i = 0; i < 3; i++) expect((await directory.signIn("Asha", "guess")).ok).toBe(false);
    // Locked: even the right password is refused until the window ends.
    expect(await directory.signIn("Asha", "asha's long password")).toEqual({ ok: false, reason: "locked" });
    directory.disable("Asha");
    expect(directory.sessionAccount(first.sessionId)).toBeUndefined();
    directory.enable("Asha");
    expect(directory.sessionAccount(first.sessionId)).toBeUndefined();
    const second = await directory.signIn("Asha", "asha's long password");
    expect(second.ok).toBe(true);
    if (second.ok) {
      await directory.endSession(second.sessionId);
      expect(directory.sessionAccount(second.sessionId)).toBeUndefined();
    }
  });

  it("lets a correct password in from a device the account has used, even while strangers' guesses lock it", async () => {
    const db = openDatabase(":memory:");
    const directory = openStaffDirectory(db, { lock: { failures: 3, windowMs: 60_000 } });
    await directory.add("Asha", "asha's long password");
    const desk = await directory.signIn("Asha", "asha's long password");
    if (!desk.ok) throw new Error("sign-in failed");
    for (let i = 0; i < 5; i++) await directory.signIn("Asha", `guess ${i}`);
    expect(await directory.signIn("Asha", "asha's long password")).toEqual({ ok: false, reason: "locked" });
    expect((await directory.signIn("Asha", "asha's long password", [desk.deviceKey])).ok).toBe(true);
    // The known device still needs the password, and another account's key does not open this one.
    expect((await directory.signIn("Asha", "guess", [desk.deviceKey])).ok).toBe(false);
    await directory.add("Ravi", "ravi's long password");
    expect((await directory.signIn("Ravi", "ravi's long password", [desk.deviceKey])).ok).toBe(true);
    // A new password makes every earlier device a stranger again.
    await directory.setPassword("Asha", "asha's newer password");
    for (let i = 0; i < 5; i++) await directory.signIn("Asha", `guess ${i}`);
    expect(await directory.signIn("Asha", "asha's newer password", [desk.deviceKey])).toEqual({
      ok: false,
      reason: "locked",
    });
  });

  it("counts guesses sent at the same moment, so a burst cannot slip past the lock", async () => {
    const db = openDatabase(":memory:");
    const directory = openStaffDirectory(db, { lock: { failures: 3, windowMs: 60_000 } });
    await directory.add("Ravi", "ravi's long password");
    const results = await Promise.all(Array.from({ length: 10 }, () => directory.signIn("Ravi", "guess")));
    expect(results.filter((result) => !result.ok && result.reason === "locked")).toHaveLength(7);
    expect(await directory.signIn("Ravi", "ravi's long password")).toEqual({ ok: false, reason: "locked" });
  });
});
