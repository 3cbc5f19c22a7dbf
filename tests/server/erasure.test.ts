import Database from "better-sqlite3";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { futureDate, postJson, startServer, tempDatabase, type RunningServer } from "./server-process";
import { Browser, desk, hidden, signIn } from "./staff-browser";

/**
 * Erased means gone (decision 0049): once the desk erases a person's requests at /staff/erase, or the retention
 * purge erases old ones, their name, phone number, e-mail, message and the desk's notes are in none of the bytes on
 * disk: not in the database file, not in its -wal file, not in a backup taken afterwards (`npm run db:backup`).
 * Deleted rows used to stay readable with `grep -a` in the file's free space, the WAL and every later backup.
 */
const PASSWORD = "erasure test password";
let server: RunningServer;
let asha: Browser;

/** One person's details, each carrying a word no other test writes (so a hit can only be a leftover). */
function person() {
  const word = crypto.randomBytes(6).toString("hex");
  const key = `97${crypto.randomInt(10_000_000, 100_000_000)}`;
  return {
    word,
    key,
    name: `Quillon ${word} Varadarajulu`,
    teluguName: `సీతమ్మ ${word} గారు`,
    phone: `+91 ${key.slice(0, 5)} ${key.slice(5)}`,
    email: `q.${word}@example.in`,
    subject: `Spectacles ${word}`,
    message: `Blurred vision in the left eye since the ${word} festival`,
    teluguMessage: `ఎడమ కంటిలో మసక ${word}`,
    note: `Daughter ${word} brings her on Tuesday`,
  };
}
type Person = ReturnType<typeof person>;

/** Every form in which the person's details could sit on disk: as typed, as the phone key, in UTF-8 and UTF-16. */
function traces(who: Person): string[] {
  return [
    who.word,
    who.name,
    who.teluguName,
    who.phone,
    who.key,
    `+91${who.key}`,
    who.email,
    who.message,
    who.teluguMessage,
    who.note,
  ];
}

/** The traces found in the files' raw bytes, as "file: text (encoding)". */
function leftovers(files: string[], texts: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    const bytes = fs.readFileSync(file);
    for (const text of texts) {
      for (const encoding of ["utf8", "utf16le"] as const) {
        if (bytes.includes(Buffer.from(text, encoding))) found.push(`${path.basename(file)}: ${text} (${encoding})`);
      }
    }
  }
  return found;
}

const databaseFiles = (file: string) => [file, `${file}-wal`, `${file}-journal`];

/** The person's appointment and contact message, a note and a status change on the first: every place they go. */
async function sendAndWork(who: Person): Promise<number[]> {
  const appointment = await postJson(`${server.url}/api/appointments`, {
    name: who.name,
    phone: who.phone,
    date: futureDate(),
    message: who.message,
  });
  expect(appointment.status).toBe(201);
  const contact = await postJson(`${server.url}/api/contact`, {
    name: who.teluguName,
    phone: who.phone,
    email: who.email,
    subject: who.subject,
    message: who.teluguMessage,
    lang: "te",
  });
  expect(contact.status).toBe(201);
  const ids = [((await appointment.json()) as { id: number }).id, ((await contact.json()) as { id: number }).id];
  const page = await asha.html(`/staff/requests/${ids[0]}`);
  const csrf = hidden(page, "csrf");
  expect((await asha.post(`/staff/requests/${ids[0]}`, { csrf, intent: "note", note: who.note })).status).toBe(303);
  expect(
    (await asha.post(`/staff/requests/${ids[0]}`, { csrf, intent: "status", status: "no_answer", from: "new" })).status,
  ).toBe(303);
  // The test's own check: before the erasure the details are there to be found.
  expect(leftovers(databaseFiles(server.databasePath), [who.word]).length).toBeGreaterThan(0);
  return ids;
}

/** A backup taken now by the desk's command, and the traces found in it. */
function backupLeftovers(name: string, texts: string[]): string[] {
  const backup = path.join(path.dirname(server.databasePath), name);
  const result = desk(server.databasePath, ["db:backup", backup]);
  expect(result, result.output).toMatchObject({ status: 0 });
  return leftovers(databaseFiles(backup), texts);
}

beforeAll(async () => {
  const databasePath = tempDatabase();
  expect(desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`).status).toBe(0);
  server = await startServer({ DATABASE_PATH: databasePath, SUBMIT_RATE_LIMIT: "1000" });
  asha = new Browser(server.url);
  expect((await signIn(asha, "Asha", PASSWORD)).status).toBe(303);
});
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(path.dirname(server.databasePath), { recursive: true, force: true });
});

/** Makes requests older than the retention period, as if sent 200 days ago. */
function sentLongAgo(databasePath: string, ids: number[]) {
  const db = new Database(databasePath);
  try {
    const old = new Date(Date.now() - 200 * 86_400_000).toISOString();
    for (const id of ids) db.prepare("UPDATE requests SET created_at = ? WHERE id = ?").run(old, id);
  } finally {
    db.close();
  }
}

describe("erased means gone", () => {
  it("leaves no trace of an erased person in the database file, its -wal or the next backup", async () => {
    const who = person();
    const other = person();
    await sendAndWork(other);
    await sendAndWork(who);

    const csrf = hidden(await asha.html("/staff/erase"), "csrf");
    await asha.post("/staff/erase", { csrf, intent: "find", phone: who.key });
    const erased = await asha.post("/staff/erase", { csrf, intent: "erase", phone: who.phone });
    expect(erased.headers.get("location")).toBe("/staff/erase?erased=2");

    expect(leftovers(databaseFiles(server.databasePath), traces(who))).toEqual([]);
    expect(backupLeftovers("after-erasure.sqlite", traces(who))).toEqual([]);
    // The person not erased is still there, in the database and in the backup.
    expect(leftovers(databaseFiles(server.databasePath), [other.word]).length).toBeGreaterThan(0);
    const copy = new Database(path.join(path.dirname(server.databasePath), "after-erasure.sqlite"), {
      readonly: true,
    });
    try {
      expect(copy.prepare("SELECT COUNT(*) AS n FROM requests WHERE name = ?").get(other.name)).toEqual({ n: 1 });
      expect(copy.pragma("freelist_count", { simple: true })).toBe(0);
    } finally {
      copy.close();
    }
  });

  it("leaves no trace of requests the retention purge erased (npm run requests:purge)", async () => {
    const who = person();
    const ids = await sendAndWork(who);
    sentLongAgo(server.databasePath, ids);
    const purge = desk(server.databasePath, ["requests:purge"]);
    expect(purge.output).toMatch(/Erased 2 request\(s\)/);

    expect(leftovers(databaseFiles(server.databasePath), traces(who))).toEqual([]);
    expect(backupLeftovers("after-purge.sqlite", traces(who))).toEqual([]);
  });

  it("leaves no trace of requests the server's own purge erased at start-up", async () => {
    const who = person();
    const ids = await sendAndWork(who);
    await server.stop();
    sentLongAgo(server.databasePath, ids);
    server = await startServer({ DATABASE_PATH: server.databasePath, SUBMIT_RATE_LIMIT: "1000" });
    expect(leftovers(databaseFiles(server.databasePath), traces(who))).toEqual([]);
    expect(backupLeftovers("after-start-up-purge.sqlite", traces(who))).toEqual([]);
  });
});
