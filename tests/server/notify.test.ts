import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, futureDate, postJson, startServer } from "./server-process";

interface Mail {
  to: string[];
  body: string;
}

let smtp: SMTPServer;
let smtpPort: number;
const received: Mail[] = [];
let failNext = 0;

beforeAll(async () => {
  smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => (body += chunk));
      stream.on("end", () => {
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

const waitFor = async (check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe("e-mail notification", () => {
  it("e-mails each new request to the hospital, retrying after a failure without losing it", async () => {
    failNext = 1;
    const server = await startServer({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtpPort),
      NOTIFY_TO: "desk@hospital.example",
      NOTIFY_RETRY_MS: "300",
    });
    try {
      const response = await postJson(`${server.url}/api/appointments`, {
        name: "Mail Test",
        phone: "9876543210",
        date: futureDate(),
        message: "Please call after 5 pm",
      });
      // Stored and acknowledged at once, even though the first delivery attempt fails.
      expect(response.status).toBe(201);
      await waitFor(() => received.some((mail) => mail.body.includes("Mail Test")));
      const mail = received.find((m) => m.body.includes("Mail Test"))!;
      expect(mail.to).toEqual(["desk@hospital.example"]);
      expect(mail.body).toContain("Please call after 5 pm");
      expect(received.filter((m) => m.body.includes("Mail Test"))).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });
});
