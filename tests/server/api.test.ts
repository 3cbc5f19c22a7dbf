import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { site } from "../../app/content/site";
import { FORM_MESSAGES } from "../../app/lib/form-messages";
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

const domWindow = new Window();
const parse = (html: string) => new domWindow.DOMParser().parseFromString(html, "text/html") as unknown as Document;
/** The named control of a server-rendered form (input, textarea or select). */
const field = (root: ParentNode, name: string) => root.querySelector(`[name="${name}"]`) as HTMLInputElement;

beforeAll(async () => {
  server = await startServer({ SUBMIT_RATE_LIMIT: "1000" });
});
afterAll(async () => {
  await server.stop();
  await domWindow.happyDOM.close();
});

describe("start-up", () => {
  it("warns in one line, with the count, that the build shows sample facts", () => {
    expect(server.output()).toMatch(
      /^Warning: the live pages show \d+ sample value\(s\) as the hospital's facts and 3 choice\(s\) the hospital has not made; the site editor's facts page \(\/staff\/site\/facts\) lists them\.$/m,
    );
  });
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

  it("stores the language of the page a request came from, and answers its problems in it", async () => {
    const english = (await (await postJson(`${server.url}/api/appointments`, validAppointment())).json()) as {
      id: number;
    };
    expect(rows().find((row) => row.id === english.id)).toMatchObject({ lang: "en" });
    const telugu = (await (
      await postJson(`${server.url}/api/appointments`, { ...validAppointment(), lang: "te" })
    ).json()) as { id: number };
    expect(rows().find((row) => row.id === telugu.id)).toMatchObject({ lang: "te" });
    const rejected = await postJson(`${server.url}/api/appointments`, {
      ...validAppointment(),
      phone: "1",
      lang: "te",
    });
    expect(rejected.status).toBe(400);
    expect((await rejected.json()).errors.phone).toBe(FORM_MESSAGES.te["phone.invalid"]);
  });

  it("takes a Telugu page's form post without JavaScript in Telugu", async () => {
    const form = new URLSearchParams({ ...validAppointment(), name: "రామయ్య" });
    const response = await fetch(`${server.url}/te/book`, { method: "POST", body: form, redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/te/request-received?kind=appointment");
    expect(rows().find((row) => row.name === "రామయ్య")).toMatchObject({ lang: "te" });
    const invalid = new URLSearchParams({ ...validAppointment(), phone: "12" });
    const again = await fetch(`${server.url}/te/book`, { method: "POST", body: invalid, redirect: "manual" });
    expect(again.status).toBe(400);
    const html = await again.text();
    expect(html).toContain('lang="te"');
    expect(html).toContain(FORM_MESSAGES.te["phone.invalid"]);
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

  it("refuses a body streamed past 32 KB without a length with 413", async () => {
    const chunk = new TextEncoder().encode(`{"message":"${"x".repeat(40 * 1024)}"}`);
    const response = await fetch(`${server.url}/api/appointments`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("answers other addresses under /api with a JSON 404, and a GET of a form's address with 405", async () => {
    const unknown = await fetch(`${server.url}/api/prescriptions`, { method: "POST" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).ok).toBe(false);
    for (const address of ["/api/constructor", "/api/contact/extra"]) {
      expect((await fetch(`${server.url}${address}`, { method: "POST" })).status, address).toBe(404);
    }
    const get = await fetch(`${server.url}/api/appointments`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
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
    const response = await fetch(`${server.url}/book`, { method: "POST", body: form, redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/request-received?kind=appointment");
    expect(rows().some((row) => row.name === "Form Poster")).toBe(true);
    const page = await fetch(`${server.url}${response.headers.get("location")}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Appointment Request Submitted");
    expect(html).toContain('content="noindex');
  });

  it("answers an invalid form post without JavaScript with the form again: values kept, each error beside its field", async () => {
    const before = rows().length;
    const typed = {
      name: '<b>Ramesh & "Kumar"</b> రమేష్',
      phone: "123",
      date: futureDate(),
      message: "Left eye </textarea><script>alert(1)</script> కంటి",
      source: "service: cataract",
    };
    const response = await fetch(`${server.url}/book`, {
      method: "POST",
      body: new URLSearchParams(typed),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await response.text();
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;b&gt;Ramesh &amp; &quot;Kumar&quot;&lt;/b&gt; రమేష్");
    expect(rows().length).toBe(before);

    const document = parse(html);
    const form = document.querySelector('form[action="/book"]')!;
    expect(form).not.toBeNull();
    expect(field(form, "name").value).toBe(typed.name);
    expect(field(form, "phone").value).toBe("123");
    expect(field(form, "date").value).toBe(typed.date);
    expect(field(form, "message").value).toBe(typed.message);
    expect(field(form, "source").value).toBe(typed.source);
    // The rejected field names its error, and only that field is marked.
    const phone = field(form, "phone");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    const described = phone.getAttribute("aria-describedby")!;
    expect(document.getElementById(described)!.textContent).toContain(
      "Please enter a phone number with 10 to 13 digits.",
    );
    expect(field(form, "name").hasAttribute("aria-invalid")).toBe(false);
    expect(field(form, "name").hasAttribute("aria-describedby")).toBe(false);
    expect(document.querySelector(`label[for="${phone.id}"]`)!.textContent).toContain("Phone Number");
    // A summary on top links to the field and gives the phone number.
    const summary = document.querySelector('[role="alert"]')!;
    expect(summary.querySelector(`a[href="#${phone.id}"]`)!.textContent).toContain("Phone Number");
    expect(summary.textContent).toContain(site.phone.display);
    expect(document.title).toMatch(/^Error: /);
    expect(document.querySelectorAll("title")).toHaveLength(1);
    expect(document.head.querySelector("title")).not.toBeNull();

    // Sending the returned form again, corrected, stores the request as it was first typed.
    const again = new URLSearchParams();
    for (const control of form.querySelectorAll("input, textarea, select")) {
      const element = control as unknown as HTMLInputElement;
      if (element.name) again.set(element.name, element.value);
    }
    again.set("phone", "9876543210");
    const resent = await fetch(`${server.url}/book`, { method: "POST", body: again, redirect: "manual" });
    expect(resent.status).toBe(303);
    expect(resent.headers.get("location")).toBe("/request-received?kind=appointment");
    expect(rows().at(-1)).toMatchObject({ name: typed.name, message: typed.message, source: typed.source });
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

  it("answers an invalid form post without JavaScript with the form again, every rejected field named", async () => {
    const typed = { ...validContact(), email: "sunitha at example", subject: "", service: "lasik" };
    const response = await fetch(`${server.url}/contact`, { method: "POST", body: new URLSearchParams(typed) });
    expect(response.status).toBe(400);
    const document = parse(await response.text());
    const form = document.querySelector('form[action="/contact"]')!;
    for (const name of ["name", "email", "phone", "subject", "message"] as const) {
      expect(field(form, name).value).toBe(typed[name]);
    }
    // (happy-dom misreads select.value; the selected attribute is what the browser shows.)
    expect(form.querySelector('select[name="service"] option[selected]')?.getAttribute("value")).toBe("lasik");
    for (const [name, error] of [
      ["email", "Please enter a valid e-mail address."],
      ["subject", "Please enter a subject."],
    ]) {
      const control = field(form, name!);
      expect(control.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(control.getAttribute("aria-describedby")!)!.textContent).toContain(error);
    }
    expect(field(form, "phone").hasAttribute("aria-invalid")).toBe(false);
    expect(document.querySelectorAll('[role="alert"] li')).toHaveLength(2);
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
      // Without JavaScript: the booking page again, everything typed kept, why, and the phone number.
      const typed = { ...validAppointment(), name: "Kept Over Limit" };
      const page = await fetch(`${limited.url}/book`, { method: "POST", body: new URLSearchParams(typed) });
      expect(page.status).toBe(429);
      expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(page.headers.get("content-type")).toContain("text/html");
      const document = parse(await page.text());
      expect(field(document, "name").value).toBe("Kept Over Limit");
      const alert = document.querySelector('[role="alert"]')!.textContent;
      expect(alert).toMatch(/try again in \d+ minute/);
      expect(alert).toContain(site.phone.display);
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
      // Without JavaScript: the form comes back filled in, with the phone number to call.
      const typed = { ...validAppointment(), name: "Kept Name", message: "Kept message" };
      const page = await fetch(`${locked.url}/book`, { method: "POST", body: new URLSearchParams(typed) });
      expect(page.status).toBe(503);
      const document = parse(await page.text());
      expect(field(document, "name").value).toBe("Kept Name");
      expect(field(document, "message").value).toBe("Kept message");
      expect(document.querySelector('[role="alert"]')!.textContent).toContain(site.phone.display);
      db.exec("ROLLBACK");
      expect((db.prepare("SELECT COUNT(*) AS n FROM requests").get() as { n: number }).n).toBe(0);
    } finally {
      db.close();
      await locked.stop();
    }
  });
});
