import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, desk, hidden, signIn } from "./staff-browser";
import { futureDate, postJson, startServer, tempDatabase, type RunningServer } from "./server-process";

const alertOf = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";

/** Staff access: named accounts made with the desk's commands, sessions, CSRF, sign-in limits, cookies. */
const PASSWORD = "correct horse battery staple";
let server: RunningServer;

beforeAll(async () => {
  const databasePath = tempDatabase();
  expect(desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`).status).toBe(0);
  expect(desk(databasePath, ["staff:add", "Ravi"], `${PASSWORD}\n`).status).toBe(0);
  expect(desk(databasePath, ["staff:add", "Lock Test"], `${PASSWORD}\n`).status).toBe(0);
  server = await startServer({ DATABASE_PATH: databasePath, SIGNIN_RATE_LIMIT: "30", SUBMIT_RATE_LIMIT: "1000" });
  await postJson(`${server.url}/api/appointments`, {
    name: "<script>alert('x')</script> రాము",
    phone: "9876543210",
    date: futureDate(),
    message: '=HYPERLINK("http://evil.example")',
  });
});
afterAll(async () => {
  await server.stop();
});

describe("staff accounts", () => {
  it("are made, listed and refused by the desk's commands", () => {
    const { databasePath } = server;
    const list = desk(databasePath, ["staff:list"]);
    expect(list.output).toMatch(/Asha\tdesk\tactive/);
    expect(desk(databasePath, ["staff:add", "asha"], `${PASSWORD}\n`)).toMatchObject({ status: 2 });
    expect(desk(databasePath, ["staff:add", "Short"], "short\n").output).toMatch(/at least 10 characters/);
    expect(desk(databasePath, ["staff:list"]).output).not.toMatch(/Short/);
  });

  it("give an account its roles: the desk's unless told, an editor's, or both", () => {
    const { databasePath } = server;
    expect(desk(databasePath, ["staff:add", "Lakshmi", "--role", "editor"], `${PASSWORD}\n`).output).toContain(
      'Account "Lakshmi" (editor) created.',
    );
    expect(desk(databasePath, ["staff:list"]).output).toMatch(/Lakshmi\teditor\tactive/);
    expect(desk(databasePath, ["staff:roles", "Lakshmi", "--role=desk,editor"]).status).toBe(0);
    expect(desk(databasePath, ["staff:list"]).output).toMatch(/Lakshmi\tdesk,editor\tactive/);
    const wrong = desk(databasePath, ["staff:roles", "Lakshmi", "--role", "admin"]);
    expect(wrong.status).not.toBe(0);
    expect(wrong.output).toContain("--role takes desk, editor or both");
    expect(desk(databasePath, ["staff:list"]).output).toMatch(/Lakshmi\tdesk,editor\t/);
  });

  it("shows only the sign-in form and no data without signing in", async () => {
    const browser = new Browser(server.url);
    const inbox = await browser.get("/staff");
    expect(inbox.status).toBe(303);
    expect(inbox.headers.get("location")).toBe("/staff/login");
    const page = await browser.get("/staff/login");
    const html = await page.text();
    expect(html).toContain("Staff sign in");
    expect(html).not.toContain("9876543210");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect((await browser.get("/staff/export.csv")).status).toBe(401);
    // Each page sends the visitor to sign in and back to it afterwards.
    for (const path of ["/staff/activity", "/staff/erase", "/staff/requests/1"]) {
      expect((await browser.get(path)).headers.get("location")).toBe(`/staff/login?next=${encodeURIComponent(path)}`);
    }
    const post = await browser.post("/staff/requests/1", {
      csrf: hidden(html, "csrf"),
      intent: "status",
      status: "closed",
    });
    expect(post.headers.get("location")).toBe("/staff/login?next=%2Fstaff%2Frequests%2F1&ended=1");
    // The change is not made; signing in offers it again on that request's page.
    const again = await browser.html("/staff/login?next=%2Fstaff%2Frequests%2F1&ended=1");
    expect(again).toContain("Your session has ended");
    expect(again).toContain("it will be offered to you again");
    expect(again).toContain('name="next" value="/staff/requests/1"');
  });

  it("refuses a wrong password, an unknown name, and a sign-in without its CSRF token", async () => {
    const browser = new Browser(server.url);
    expect((await signIn(browser, "Asha", "wrong password")).status).toBe(401);
    expect((await signIn(browser, "Nobody", PASSWORD)).status).toBe(401);
    expect((await browser.post("/staff/login", { name: "Asha", password: PASSWORD })).status).toBe(403);
  });

  it("locks an account against strangers after five wrong passwords, answering exactly as for an unknown name", async () => {
    // The desk PC signed in to Lock Test yesterday; a stranger's browser never has.
    const desk = new Browser(server.url);
    expect((await signIn(desk, "Lock Test", PASSWORD)).status).toBe(303);
    const stranger = new Browser(server.url);
    const answers: [number, string][] = [];
    for (let i = 0; i < 6; i++) {
      const response = await signIn(stranger, "Lock Test", `guess ${i}`);
      answers.push([response.status, alertOf(await response.text())]);
    }
    const locked = await signIn(stranger, "Lock Test", PASSWORD);
    const unknown = await signIn(stranger, "No Such Person", PASSWORD);
    const lockedAnswer = [locked.status, alertOf(await locked.text())];
    // Wrong, locked and unknown read the same: nothing says the name exists or is locked.
    expect(new Set([...answers, lockedAnswer, [unknown.status, alertOf(await unknown.text())]].map(String)).size).toBe(
      1,
    );
    expect(lockedAnswer[0]).toBe(401);
    // The receptionist is not kept out: the right password from the desk PC still signs in.
    expect((await signIn(desk, "Lock Test", PASSWORD)).status).toBe(303);
    // Other accounts are not affected.
    expect((await signIn(new Browser(server.url), "Ravi", PASSWORD)).status).toBe(303);
  });

  it("signs in with a strict, HttpOnly, eight-hour cookie and shows the requests escaped exactly as typed", async () => {
    const browser = new Browser(server.url);
    const response = await signIn(browser, "asha", PASSWORD);
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("staff_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=28800/);
    expect(cookie).not.toMatch(/Secure/);
    const inbox = await browser.get("/staff");
    expect(inbox.headers.get("cache-control")).toBe("no-store");
    const html = await inbox.text();
    expect(html).toMatch(/Signed in as <\/span>Asha/);
    expect(html).toMatch(/&lt;script&gt;alert\((&#39;|&#x27;)x(&#39;|&#x27;)\)&lt;\/script&gt; రాము/);
    expect(html).not.toContain("<script>alert");
  });

  it("ends a session at sign-out, even for a copy of its cookie", async () => {
    const browser = new Browser(server.url);
    await signIn(browser, "Ravi", PASSWORD);
    const copy = new Browser(server.url);
    copy.cookies = new Map(browser.cookies);
    const html = await (await browser.get("/staff")).text();
    expect((await browser.post("/staff/logout", { csrf: hidden(html, "csrf") })).status).toBe(303);
    expect((await copy.get("/staff")).headers.get("location")).toBe("/staff/login?ended=1");
  });

  it("ends a disabled account's sessions at once and refuses its sign-in", async () => {
    const { databasePath } = server;
    expect(desk(databasePath, ["staff:add", "Temp"], `${PASSWORD}\n`).status).toBe(0);
    const browser = new Browser(server.url);
    expect((await signIn(browser, "Temp", PASSWORD)).status).toBe(303);
    expect((await browser.get("/staff")).status).toBe(200);
    expect(desk(databasePath, ["staff:disable", "Temp"]).status).toBe(0);
    expect((await browser.get("/staff")).headers.get("location")).toBe("/staff/login?ended=1");
    expect((await signIn(new Browser(server.url), "Temp", PASSWORD)).status).toBe(401);
    expect(desk(databasePath, ["staff:list"]).output).toMatch(/Temp\tdesk\tdisabled/);
  });

  it("limits sign-in attempts per address", async () => {
    const limited = await startServer({ SIGNIN_RATE_LIMIT: "3" });
    try {
      const browser = new Browser(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await signIn(browser, `Someone ${i}`, "guess")).status);
      expect(statuses.slice(-2)).toEqual([429, 429]);
    } finally {
      await limited.stop();
    }
  });

  it("marks the session cookie Secure when the request came over HTTPS through a trusted proxy", async () => {
    const databasePath = tempDatabase();
    desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`);
    const proxied = await startServer({ DATABASE_PATH: databasePath, TRUST_PROXY: "1", NODE_ENV: "development" });
    try {
      const response = await signIn(new Browser(proxied.url, { "X-Forwarded-Proto": "https" }), "Asha", PASSWORD);
      expect(response.status).toBe(303);
      const cookies = response.headers.getSetCookie();
      expect(cookies.find((line) => line.startsWith("staff_session="))).toMatch(/; Secure/);
      expect(cookies.every((line) => line.includes("; Secure"))).toBe(true);
      const plain = await signIn(new Browser(proxied.url), "Asha", PASSWORD);
      expect(plain.headers.getSetCookie().find((line) => line.startsWith("staff_session="))).not.toMatch(/Secure/);
    } finally {
      await proxied.stop();
    }
  });

  it("keeps staff signed in across a server restart, and not with a forged cookie", async () => {
    const databasePath = tempDatabase();
    desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`);
    const env = { DATABASE_PATH: databasePath, STAFF_SESSION_SECRET: "a long test secret, not for production" };
    const first = await startServer(env);
    const browser = new Browser(first.url);
    try {
      expect((await signIn(browser, "Asha", PASSWORD)).status).toBe(303);
    } finally {
      await first.stop();
    }
    const second = await startServer(env);
    try {
      const again = new Browser(second.url);
      again.cookies = new Map(browser.cookies);
      expect((await again.get("/staff")).status).toBe(200);
      const forged = new Browser(second.url);
      const [value] = [...browser.cookies.values()];
      forged.cookies.set("staff_session", `${value!.slice(0, -4)}AAAA`);
      expect((await forged.get("/staff")).headers.get("location")).toBe("/staff/login");
    } finally {
      await second.stop();
    }
  });

  it("refuses to start in production without a session secret, saying why", async () => {
    await expect(startServer({ NODE_ENV: "production" })).rejects.toThrow(/STAFF_SESSION_SECRET is not set/);
  });

  it("says how to create the first account on a fresh install, and names the old password variable as unused", async () => {
    const fresh = await startServer({ STAFF_PASSWORD: "old single password" });
    try {
      const html = await (await fetch(`${fresh.url}/staff/login`)).text();
      expect(html).toContain("No staff account exists yet");
      expect(html).toContain("npm run staff:add");
      expect(fresh.output()).toMatch(/STAFF_PASSWORD \/ STAFF_PASSWORD_HASH are no longer used/);
      const browser = new Browser(fresh.url);
      expect((await signIn(browser, "admin", "old single password")).status).toBe(401);
    } finally {
      await fresh.stop();
    }
  });
});
