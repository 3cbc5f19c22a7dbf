import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, desk, deskInBackground, hidden, signIn } from "./staff-browser";
import { futureDate, postJson, startServer, tempDatabase, type RunningServer } from "./server-process";

/** The front desk's day: finding requests, working them through, exporting, erasing, retention, backup, health. */
const PASSWORD = "front desk password";
let server: RunningServer;
let asha: Browser;

const book = (name: string, phone: string, extra: Record<string, string> = {}) =>
  postJson(`${server.url}/api/appointments`, { name, phone, date: futureDate(), message: "", ...extra }).then(
    async (response) => ((await response.json()) as { id: number }).id,
  );

/** The ids of the request cards on a page of the inbox, in order. */
const cardIds = (html: string) => [...html.matchAll(/<article id="request-(\d+)"/g)].map((match) => Number(match[1]));

beforeAll(async () => {
  const databasePath = tempDatabase();
  desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`);
  desk(databasePath, ["staff:add", "Ravi"], `${PASSWORD}\n`);
  server = await startServer({ DATABASE_PATH: databasePath, SUBMIT_RATE_LIMIT: "100000" });
  asha = new Browser(server.url);
  expect((await signIn(asha, "Asha", PASSWORD)).status).toBe(303);
});
afterAll(async () => {
  await server.stop();
});

describe("the inbox", () => {
  it("filters by status, type and language, searches by name or phone, and pages 25 at a time", async () => {
    const telugu = await book("సీత", "9440000001", { lang: "te" });
    const first = await book("Filter Test One", "+91 94400 00002");
    for (let i = 0; i < 26; i++) await book(`Paging Test ${i}`, `95000000${String(i).padStart(2, "0")}`);
    const contact = await postJson(`${server.url}/api/contact`, {
      name: "Filter Test Message",
      email: "m@example.com",
      phone: "9440000003",
      subject: "Question",
      message: "Hello",
    });
    expect(contact.status).toBe(201);

    expect(cardIds(await (await asha.get("/staff?lang=te")).text())).toEqual([telugu]);
    expect(await (await asha.get("/staff?kind=contact")).text()).toContain("Filter Test Message");
    expect(cardIds(await (await asha.get("/staff?q=94400%2000002")).text())).toEqual([first]);
    expect(cardIds(await (await asha.get("/staff?q=Filter%20Test%20One")).text())).toEqual([first]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(cardIds(await (await asha.get(`/staff?to=2020-01-01`)).text())).toEqual([]);
    expect(cardIds(await (await asha.get(`/staff?from=${today}&q=Paging`)).text())).toHaveLength(25);

    const pageOne = await (await asha.get("/staff?q=Paging")).text();
    expect(pageOne).toContain("1 to 25 of 26, newest first");
    expect(pageOne).toContain('href="/staff?q=Paging&amp;page=2"');
    const pageTwo = await (await asha.get("/staff?q=Paging&page=2")).text();
    expect(cardIds(pageTwo)).toHaveLength(1);
    expect(pageTwo).toContain("Paging Test 0");
    expect(pageTwo).toContain("26 of 26, newest first");
    // A waiting view is worked oldest first.
    const waiting = await (await asha.get("/staff?q=Paging&status=new")).text();
    expect(waiting).toContain("1 to 25 of 26, oldest first");
    expect(cardIds(waiting)[0]).toBeLessThan(cardIds(waiting)[1]!);
    // A page past the end goes to the last one, not to "Showing 226–225".
    const pastTheEnd = await asha.get("/staff?q=Paging&page=9");
    expect(pastTheEnd.status).toBe(302);
    expect(pastTheEnd.headers.get("location")).toBe("/staff?q=Paging&page=2");
  });

  it("works a request through the status flow, with a note, recording who and when", async () => {
    const id = await book("Flow Test", "9440000010");
    const html = await (await asha.get(`/staff/requests/${id}`)).text();
    const csrf = hidden(html, "csrf");
    const step = (browser: Browser, status: string, from: string, token = csrf) =>
      browser.post(`/staff/requests/${id}`, { csrf: token, intent: "status", status, from });

    // Without the session's token nothing changes.
    expect((await asha.post(`/staff/requests/${id}`, { intent: "status", status: "closed" })).status).toBe(403);
    expect((await step(asha, "no_answer", "new")).status).toBe(303);

    // Ravi's page still said "new": his change is refused and he is shown what Asha did.
    const ravi = new Browser(server.url);
    await signIn(ravi, "Ravi", PASSWORD);
    const raviCsrf = hidden(await (await ravi.get("/staff")).text(), "csrf");
    const late = await step(ravi, "called_back", "new", raviCsrf);
    expect(late.headers.get("location")).toBe(`/staff/requests/${id}?changed=1`);
    const conflict = await ravi.html(`/staff/requests/${id}?changed=1`);
    expect(conflict).toContain("Someone else changed this request");
    expect(conflict).toContain("No answer");

    expect((await step(ravi, "called_back", "no_answer", raviCsrf)).status).toBe(303);
    // Booked without a day and session is refused and asks for them; with them, it is booked.
    const noDay = await step(ravi, "booked", "called_back", raviCsrf);
    expect(noDay.headers.get("location")).toBe(`/staff/requests/${id}?day=1`);
    const booked = await ravi.post(`/staff/requests/${id}`, {
      csrf: raviCsrf,
      intent: "status",
      status: "booked",
      from: "called_back",
      visit: "2099-01-05|morning",
    });
    expect(booked.status).toBe(303);
    // A Sunday is not offered and not taken.
    expect(
      (
        await asha.post(`/staff/requests/${id}`, {
          csrf,
          intent: "status",
          status: "booked",
          from: "booked",
          visit: "2099-01-04|morning",
        })
      ).headers.get("location"),
    ).toBe(`/staff/requests/${id}?day=1`);
    await asha.post(`/staff/requests/${id}`, { csrf, intent: "note", note: "Son brings him" });
    await asha.post(`/staff/requests/${id}`, { csrf, intent: "note", note: "Needs a wheelchair" });
    expect((await step(asha, "closed", "booked")).status).toBe(303);

    const page = await asha.html(`/staff/requests/${id}`);
    const items = (from: string, to: string) =>
      [...page.slice(page.indexOf(from), page.indexOf(to)).matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) =>
        match[1]!
          .replace(/<[^>]+>/g, "")
          .replace(/\s+/g, " ")
          .replace(/^.*? · /, ""),
      );
    // Notes are entries, each with who and when; neither overwrote the other.
    expect(items('id="notes"', "Add a note")).toEqual(["AshaNeeds a wheelchair", "AshaSon brings him"]);
    expect(items('id="history-heading"', "Correct the status")).toEqual([
      "AshaStatus: Booked → Closed",
      "RaviStatus: Called back → Booked for Mon 5 Jan, morning",
      "RaviStatus: No answer → Called back",
      "AshaStatus: New → No answer",
    ]);
    expect(page).toContain("Visit was");
    expect(await (await asha.get(`/staff?status=closed&q=Flow`)).text()).toContain("Flow Test");
  });

  it("counts what is waiting on top", async () => {
    const html = await (await asha.get("/staff")).text();
    const count = (label: string) => Number(html.match(new RegExp(`aria-label="${label}: (\\d+)"`))?.[1]);
    const inView = async (query: string) =>
      Number((await (await asha.get(`/staff?${query}`)).text()).match(/of (\d+), oldest first/)?.[1] ?? 0);
    expect(count("New appointments")).toBeGreaterThan(0);
    expect(count("New appointments")).toBe(await inView("status=new&kind=appointment"));
    expect(count("No answer: try again")).toBe(await inView("status=no_answer"));
  });

  it("exports the filtered view as CSV, formulas neutralised, and logs who exported what", async () => {
    await book('=HYPERLINK("http://evil.example")', "9440000020", { lang: "te", message: "@SUM(1)" });
    const response = await asha.get("/staff/export.csv?lang=te");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // UTF-8 with its byte-order mark first (which decoding takes off again).
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    const [header, ...lines] = csv.trimEnd().split("\r\n");
    expect(header).toBe(
      [
        "id",
        "received (India time)",
        "received date",
        "type",
        "status",
        "name",
        "phone",
        "email",
        "preferred date",
        "visit day",
        "visit session",
        "subject",
        "service",
        "message",
        "source",
        "language",
        "note",
        "status changed by",
        "status changed at (India time)",
      ]
        .map((title) => `"${title}"`)
        .join(","),
    );
    expect(lines).toHaveLength(2);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'@SUM(1)"`);
    expect(csv).toContain("సీత");
    expect(csv).not.toContain("Paging Test");
    // Newest first; India time with its offset, the day in India, words for type, status and language, one phone form.
    const newest = lines[0]!;
    expect(newest).toMatch(
      /^"\d+","\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+05:30","\d{4}-\d{2}-\d{2}","Appointment","New",/,
    );
    // The number as the counter dials it, with a space, so a spreadsheet keeps it as text (not 9.19440E+11).
    expect(newest).toContain(`"94400 00020"`);
    expect(newest).toContain(`"Telugu"`);
    expect(lines[1]).toContain(`"94400 00001"`);
    const log = await asha.html("/staff/activity");
    expect(log).toMatch(/Asha<\/span><strong>CSV export<\/strong>: 2 request\(s\); view: \?lang=te/);
  });
});

describe("the day's visits as a file", () => {
  it("is named by the visit day and lists the visits by session, whatever order they were booked in", async () => {
    const day = "2099-01-06";
    const bookFor = async (name: string, phone: string, session: string) => {
      const id = await book(name, phone);
      const csrf = hidden(await asha.html(`/staff/requests/${id}`), "csrf");
      const booked = await asha.post(`/staff/requests/${id}`, {
        csrf,
        intent: "status",
        status: "booked",
        from: "new",
        visit: `${day}|${session}`,
      });
      expect(booked.status).toBe(303);
    };
    await bookFor("Evening First", "9440000041", "evening");
    await bookFor("Morning Second", "08554 241234", "morning");
    const response = await asha.get(`/staff/export.csv?visit=${day}`);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="visits-${day}.csv"`);
    const lines = (await response.text()).trimEnd().split("\r\n").slice(1);
    expect(lines.map((line) => line.split(",")[5])).toEqual(['"Morning Second"', '"Evening First"']);
    expect(lines[0]).toContain('"08554 241234"');
  });
});

describe("personal data", () => {
  it("erases exactly one person's requests from the desk, logging the erasure without the person", async () => {
    const keep = await book("Keep Me", "9440000031");
    const gone = [await book("Erase Me", "+91 94400 00030"), await book("Erase Me Again", "094400-00030")];
    // The number is posted, never put in the address.
    const csrf = hidden(await asha.html("/staff/erase"), "csrf");
    const found = await asha.post("/staff/erase", { csrf, intent: "find", phone: "9440000030" });
    expect(found.status).toBe(200);
    const page = (await found.text()).replaceAll("<!-- -->", "");
    expect(page).toContain("2 requests with this number");
    expect(page).not.toMatch(/href="[^"]*9440000030/);
    const done = await asha.post("/staff/erase", { csrf, intent: "erase", phone: "9440000030" });
    expect(done.headers.get("location")).toBe("/staff/erase?erased=2");
    for (const id of gone) expect((await asha.get(`/staff/requests/${id}`)).status).toBe(404);
    expect((await asha.get(`/staff/requests/${keep}`)).status).toBe(200);
    const log = await asha.html("/staff/activity");
    expect(log).toContain("Erasure on request");
    expect(log).not.toContain("9440000030");
    expect(log).not.toContain("Erase Me");
  });

  it("erases requests past the retention period at start-up and by the command, and keeps newer ones", async () => {
    const databasePath = tempDatabase();
    const staging = await startServer({ DATABASE_PATH: databasePath });
    const ids: number[] = [];
    for (const name of ["Old One", "Old Two", "Recent"]) {
      const response = await postJson(`${staging.url}/api/appointments`, {
        name,
        phone: "9440000040",
        date: futureDate(),
      });
      ids.push(((await response.json()) as { id: number }).id);
    }
    await staging.stop();
    const backdate = (id: number, days: number) => {
      const db = new Database(databasePath);
      db.prepare("UPDATE requests SET created_at = ? WHERE id = ?").run(
        new Date(Date.now() - days * 86_400_000).toISOString(),
        id,
      );
      db.close();
    };
    const remaining = () => {
      const db = new Database(databasePath, { readonly: true });
      const names = (db.prepare("SELECT name FROM requests ORDER BY id").all() as { name: string }[]).map(
        (r) => r.name,
      );
      db.close();
      return names;
    };
    backdate(ids[0]!, 181);
    const restarted = await startServer({ DATABASE_PATH: databasePath });
    await restarted.stop();
    expect(remaining()).toEqual(["Old Two", "Recent"]);

    backdate(ids[1]!, 40);
    const purge = desk(databasePath, ["requests:purge"]);
    expect(purge).toMatchObject({ status: 0 });
    expect(purge.output).toMatch(/Erased 0 request/);
    // A shorter period from the environment applies; a longer one than the pages state is refused.
    const shorter = spawnPurge(databasePath, "30");
    expect(shorter.output).toMatch(/Erased 1 request\(s\)/);
    expect(remaining()).toEqual(["Recent"]);
    expect(spawnPurge(databasePath, "400").output).toMatch(/longer than the 180 days/);
  });

  it("takes a backup during 200 concurrent submissions that opens cleanly and holds every request acknowledged before it", async () => {
    const file = path.join(path.dirname(tempDatabase()), "backup.sqlite");
    const acknowledgedBefore: number[] = [];
    const acknowledgedDuring: number[] = [];
    let phase: "before" | "during" | "after" = "before";
    const submissions = Array.from({ length: 200 }, (_, i) =>
      book(`Concurrent ${i}`, `96000${String(i).padStart(5, "0")}`).then((id) => {
        if (phase === "before") acknowledgedBefore.push(id);
        if (phase === "during") acknowledgedDuring.push(id);
        return id;
      }),
    );
    while (acknowledgedBefore.length < 20) await new Promise((resolve) => setTimeout(resolve, 2));
    phase = "during";
    const backup = await deskInBackground(server.databasePath, ["db:backup", file]);
    phase = "after";
    const all = await Promise.all(submissions);
    expect(backup).toMatchObject({ status: 0 });
    expect(all.every((id) => Number.isInteger(id))).toBe(true);
    // Bookings went on being stored and answered while the backup process ran.
    expect(acknowledgedDuring.length).toBeGreaterThan(0);
    const copy = new Database(file, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    const ids = new Set((copy.prepare("SELECT id FROM requests").all() as { id: number }[]).map((row) => row.id));
    copy.close();
    expect(acknowledgedBefore.filter((id) => !ids.has(id))).toEqual([]);
    expect(await asha.html("/staff/activity")).toContain("Backup");
  });

  it("answers /healthz 200 while the database takes writes and 503 when it does not, with no personal data", async () => {
    const ok = await fetch(`${server.url}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok" });
    expect(ok.headers.get("cache-control")).toBe("no-store");

    const databasePath = tempDatabase();
    const locked = await startServer({ DATABASE_PATH: databasePath, SQLITE_BUSY_TIMEOUT_MS: "100" });
    const other = new Database(databasePath);
    try {
      other.exec("BEGIN EXCLUSIVE");
      const down = await fetch(`${locked.url}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "database not writable" });
      other.exec("ROLLBACK");
      expect((await fetch(`${locked.url}/healthz`)).status).toBe(200);
    } finally {
      other.close();
      await locked.stop();
    }
  });
});

function spawnPurge(databasePath: string, days: string) {
  const previous = process.env.REQUEST_RETENTION_DAYS;
  process.env.REQUEST_RETENTION_DAYS = days;
  try {
    return desk(databasePath, ["requests:purge"]);
  } finally {
    if (previous === undefined) delete process.env.REQUEST_RETENTION_DAYS;
    else process.env.REQUEST_RETENTION_DAYS = previous;
  }
}
