import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { futureDate, postJson, startServer, type RunningServer } from "./server-process";

let server: RunningServer;
const validAppointment = () => ({ name: "Ramesh Kumar", phone: "+91 98765 43210", date: futureDate(), message: "" });
const validContact = () => ({
  name: "Sunitha Naidu",
  email: "sunitha@example.com",
  phone: "098765 43210",
  subject: "Cataract surgery cost",
  service: "cataract",
  message: "What does the surgery cost for my mother?",
});

function rows(): Record<string, unknown>[] {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return db.prepare("SELECT * FROM requests ORDER BY id").all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  server = await startServer({ SUBMIT_RATE_LIMIT: "1000" });
});
afterAll(async () => {
  await server.stop();
});

describe("appointment requests", () => {
  it("stores a valid request and answers 201", async () => {
    const response = await postJson(`${server.url}/api/appointments`, { ...validAppointment(), message: "Itching" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.ok).toBe(true);
    const stored = rows().find((row) => row.id === body.id)!;
    expect(stored).toMatchObject({
      kind: "appointment",
      name: "Ramesh Kumar",
      phone: "+91 98765 43210",
      message: "Itching",
      status: "new",
    });
  });

  it.each([
    ["an empty name", { name: "  " }, "name"],
    ["a name over 100 characters", { name: "a".repeat(101) }, "name"],
    ["a phone with 9 digits", { phone: "98765 4321" }, "phone"],
    ["a phone with 14 digits", { phone: "98765432101234" }, "phone"],
    ["a phone with letters", { phone: "call me maybe" }, "phone"],
    ["a date in the past", { date: "2020-01-01" }, "date"],
    ["a date more than a year ahead", { date: futureDate(400) }, "date"],
    ["an impossible date", { date: "2027-02-30" }, "date"],
    ["a message over 2,000 characters", { message: "x".repeat(2001) }, "message"],
  ])("rejects %s and names the field", async (_label, change, field) => {
    const before = rows().length;
    const response = await postJson(`${server.url}/api/appointments`, { ...validAppointment(), ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(rows().length).toBe(before);
  });

  it.each(["+91 98765 43210", "098765-43210", "9876543210", "+91-98765-43210", "08554 245678"])(
    "accepts the phone number %s",
    async (phone) => {
      const response = await postJson(`${server.url}/api/appointments`, { ...validAppointment(), phone });
      expect(response.status).toBe(201);
    },
  );

  it("stores script tags and Telugu text exactly as typed", async () => {
    const name = "<script>alert(1)</script> లక్ష్మి";
    const message = 'కంటి పరీక్ష కావాలి & "quotes" <b>bold</b>';
    const response = await postJson(`${server.url}/api/appointments`, { ...validAppointment(), name, message });
    const { id } = await response.json();
    expect(rows().find((row) => row.id === id)).toMatchObject({ name, message });
  });

  it("drops a request whose honeypot is filled, answering as if stored", async () => {
    const before = rows().length;
    const response = await postJson(`${server.url}/api/appointments`, {
      ...validAppointment(),
      website: "http://spam.example",
    });
    expect(response.status).toBe(201);
    expect(rows().length).toBe(before);
  });

  it("refuses bodies over 32 KB with 413", async () => {
    const response = await postJson(`${server.url}/api/appointments`, {
      ...validAppointment(),
      message: "x".repeat(33 * 1024),
    });
    expect(response.status).toBe(413);
  });

  it("refuses anything but JSON or form bodies with 415", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml"]) {
      const response = await fetch(`${server.url}/api/appointments`, {
        method: "POST",
        headers: { "Content-Type": type },
        body: "name=x",
      });
      expect(response.status).toBe(415);
    }
  });

  it("accepts an ordinary form post without JavaScript and redirects to a confirmation page", async () => {
    const form = new URLSearchParams({ ...validAppointment(), name: "Form Poster" });
    const response = await fetch(`${server.url}/api/appointments`, { method: "POST", body: form, redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/request-received?kind=appointment");
    expect(rows().some((row) => row.name === "Form Poster")).toBe(true);
    const page = await fetch(`${server.url}${response.headers.get("location")}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Appointment Request Submitted");
    expect(html).toContain('content="noindex');
  });

  it("sends an invalid form post without JavaScript to an explanation page", async () => {
    const form = new URLSearchParams({ ...validAppointment(), phone: "123" });
    const response = await fetch(`${server.url}/api/appointments`, { method: "POST", body: form, redirect: "manual" });
    expect(response.headers.get("location")).toBe("/request-received?kind=appointment&problem=1");
  });
});

describe("contact messages", () => {
  it("stores a valid message", async () => {
    const response = await postJson(`${server.url}/api/contact`, validContact());
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(rows().find((row) => row.id === id)).toMatchObject({
      kind: "contact",
      email: "sunitha@example.com",
      service: "cataract",
    });
  });

  it.each([
    ["an invalid e-mail", { email: "not-an-email" }, "email"],
    ["an unknown service", { service: "teeth" }, "service"],
    ["an empty subject", { subject: "" }, "subject"],
    ["an empty message", { message: "" }, "message"],
  ])("rejects %s", async (_label, change, field) => {
    const response = await postJson(`${server.url}/api/contact`, { ...validContact(), ...change });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toContain(field);
  });

  it("accepts an empty service", async () => {
    const response = await postJson(`${server.url}/api/contact`, { ...validContact(), service: "" });
    expect(response.status).toBe(201);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once an address has sent too many", async () => {
    const limited = await startServer({ SUBMIT_RATE_LIMIT: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await postJson(`${limited.url}/api/appointments`, validAppointment())).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const response = await postJson(`${limited.url}/api/appointments`, validAppointment());
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });
});

describe("storage failure", () => {
  it("answers 503 and stores nothing when the database is locked", async () => {
    const locked = await startServer({ SQLITE_BUSY_TIMEOUT_MS: "200" });
    const db = new Database(locked.databasePath);
    try {
      db.exec("BEGIN EXCLUSIVE");
      const response = await postJson(`${locked.url}/api/appointments`, validAppointment());
      expect(response.status).toBe(503);
      expect((await response.json()).ok).toBe(false);
      db.exec("ROLLBACK");
      expect((db.prepare("SELECT COUNT(*) AS n FROM requests").get() as { n: number }).n).toBe(0);
    } finally {
      db.close();
      await locked.stop();
    }
  });
});
