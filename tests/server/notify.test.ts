import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { Browser, desk, hidden, signIn } from "./staff-browser";
import { freePort, futureDate, postJson, startServer, tempDatabase, type RunningServer } from "./server-process";

interface Mail {
  to: string[];
  body: string;
}

let smtp: SMTPServer;
let smtpPort: number;
const received: Mail[] = [];
let failNext = 0;
/** Messages naming one of these are refused with that SMTP reply, every time; each refusal is counted. */
const refuse = new Map<string, number>([
  ["Refused Forever", 550],
  ["Always Busy", 451],
]);
const refusals = new Map<string, number>();

beforeAll(async () => {
  smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => (body += chunk));
      stream.on("end", () => {
        for (const [marker, code] of refuse) {
          if (!body.includes(marker)) continue;
          refusals.set(marker, (refusals.get(marker) ?? 0) + 1);
          callback(Object.assign(new Error(`Refused (${marker})`), { responseCode: code }));
          return;
        }
        if (failNext > 0) {
          failNext--;
          callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitFor = async (check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(100);
  }
};
const mailsNaming = (name: string) => received.filter((mail) => mail.body.includes(name));

/** A stored request's row, read from the server's database. */
function requestRow(server: RunningServer, id: number): Record<string, unknown> {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return db.prepare("SELECT * FROM requests WHERE id = ?").get(id) as Record<string, unknown>;
  } finally {
    db.close();
  }
}

/** Runs `body` against a server that e-mails through the test SMTP server, and stops it whatever happens. */
async function withMailingServer(env: Record<string, string>, body: (server: RunningServer) => Promise<void>) {
  const server = await startServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtpPort), ...env });
  try {
    await body(server);
  } finally {
    await server.stop();
  }
}

/** Asks for an appointment in this name, as the booking form's island does. */
const book = (server: RunningServer, name: string, phone: string, extra: Record<string, string> = {}) =>
  postJson(`${server.url}/api/appointments`, { name, phone, date: futureDate(), ...extra });

describe("e-mail notification", () => {
  it("e-mails each new request to the hospital, retrying after a failure without losing it", async () => {
    failNext = 1;
    await withMailingServer({ NOTIFY_TO: "desk@hospital.example", NOTIFY_RETRY_MS: "300" }, async (server) => {
      const response = await book(server, "Mail Test", "9876543210", { message: "Please call after 5 pm" });
      // Stored and acknowledged at once, even though the first delivery attempt fails.
      expect(response.status).toBe(201);
      await waitFor(() => mailsNaming("Mail Test").length > 0);
      const mails = mailsNaming("Mail Test");
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toEqual(["desk@hospital.example"]);
      expect(mails[0]!.body).toContain("Please call after 5 pm");
    });
  });

  it("gives up on a message the SMTP server refuses permanently, and still sends the next", async () => {
    await withMailingServer({ NOTIFY_RETRY_MS: "200" }, async (server) => {
      const refused = await book(server, "Refused Forever", "9876543210");
      expect(refused.status).toBe(201);
      const { id } = await refused.json();
      await waitFor(() => (refusals.get("Refused Forever") ?? 0) >= 1);
      const next = await book(server, "Next In Line", "9876543211");
      expect(next.status).toBe(201);
      await waitFor(() => mailsNaming("Next In Line").length > 0);
      // A 5xx is final: no retries. The request itself is kept, marked as not e-mailed and given up, with no retry
      // waiting (the store never offers it again: server/desk-storage.test.ts).
      await waitFor(() => /request #\d+ given up after 1 attempt/.test(server.output()));
      expect(refusals.get("Refused Forever")).toBe(1);
      expect(requestRow(server, id)).toMatchObject({
        name: "Refused Forever",
        status: "new",
        notified_at: null,
        notify_attempts: 1,
        notify_retry_at: null,
        notify_failed_at: expect.any(String),
      });
    });
  });

  it("retries a message refused for now a bounded number of times, without holding back newer ones", async () => {
    await withMailingServer({ NOTIFY_RETRY_MS: "300", NOTIFY_MAX_ATTEMPTS: "3" }, async (server) => {
      const { id } = await (await book(server, "Always Busy", "9876543210")).json();
      await waitFor(() => (refusals.get("Always Busy") ?? 0) >= 1);
      await book(server, "Not Held Back", "9876543211");
      // Sent at once, not after the busy message's retries.
      await waitFor(() => mailsNaming("Not Held Back").length > 0, 1500);
      await waitFor(() => server.output().includes("given up after 3 attempt"));
      // Given up after its third attempt, with no retry waiting: no fourth.
      expect(refusals.get("Always Busy")).toBe(3);
      expect(requestRow(server, id)).toMatchObject({
        notified_at: null,
        notify_attempts: 3,
        notify_retry_at: null,
        notify_failed_at: expect.any(String),
      });
    });
  });

  it("goes to the e-mail address the hospital published, under its name, when NOTIFY_TO is not set", async () => {
    const databasePath = tempDatabase();
    const password = "notify test password";
    expect(desk(databasePath, ["staff:add", "Lakshmi", "--role", "editor"], `${password}\n`).status).toBe(0);
    const siteDir = path.join(path.dirname(databasePath), "site");
    await withMailingServer({ DATABASE_PATH: databasePath, SITE_DIR: siteDir }, async (server) => {
      await book(server, "Before The Publish", "9876543210");
      await waitFor(() => mailsNaming("Before The Publish").length > 0);
      // A fresh install's address is the repository's sample, which the site states too.
      expect(mailsNaming("Before The Publish")[0]!.to).toEqual(["care@sunriseeyehospital.example"]);

      const editor = new Browser(server.url);
      expect((await signIn(editor, "Lakshmi", password)).status).toBe(303);
      const csrf = hidden(await editor.html("/staff/site"), "csrf");
      const email = "desk@nandieyecare.example";
      expect((await editor.post("/staff/site", { csrf, intent: "email", email })).status).toBe(303);
      expect((await editor.post("/staff/site", { csrf, intent: "publish" })).status).toBe(303);
      await waitFor(() => server.output().includes("Publish 1: live"), 60_000);

      await book(server, "After The Publish", "9876543211");
      await waitFor(() => mailsNaming("After The Publish").length > 0);
      const [mail] = mailsNaming("After The Publish");
      expect(mail!.to).toEqual([email]);
      expect(mail!.body).toMatch(new RegExp(`^From: "?Sunrise Eye Hospital website"? <${email}>`, "m"));
    });
  });
});
