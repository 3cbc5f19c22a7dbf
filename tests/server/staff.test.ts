import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { futureDate, postJson, startServer, type RunningServer } from "./server-process";

const PASSWORD = "correct horse battery staple";
let server: RunningServer;

/** A tiny cookie-keeping client for the inbox's server-rendered forms. */
class Browser {
  cookies = new Map<string, string>();
  constructor(
    private base: string,
    private extraHeaders: Record<string, string> = {},
  ) {}
  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      if (line.includes("Max-Age=0")) this.cookies.delete(name!);
      else this.cookies.set(name!, value.join("="));
    }
  }
  async get(path: string) {
    const response = await fetch(this.base + path, { headers: this.headers(), redirect: "manual" });
    this.store(response);
    return response;
  }
  async post(path: string, form: Record<string, string>) {
    const response = await fetch(this.base + path, {
      method: "POST",
      headers: { ...this.headers(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
      redirect: "manual",
    });
    this.store(response);
    return response;
  }
  private headers(): Record<string, string> {
    return { ...this.extraHeaders, Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
  }
}

const hidden = (html: string, name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? "";

async function signIn(browser: Browser, password = PASSWORD) {
  const login = await (await browser.get("/staff")).text();
  return browser.post("/staff/login", { csrf: hidden(login, "csrf"), password });
}

beforeAll(async () => {
  server = await startServer({ STAFF_PASSWORD: PASSWORD, SIGNIN_RATE_LIMIT: "8", SUBMIT_RATE_LIMIT: "1000" });
  await postJson(`${server.url}/api/appointments`, {
    name: "<script>alert('x')</script> రాము",
    phone: "9876543210",
    date: futureDate(),
    message: '=HYPERLINK("http://evil.example")',
  });
  await postJson(`${server.url}/api/contact`, {
    name: "@Sum",
    email: "a@example.com",
    phone: "9123456780",
    subject: "+1 question",
    service: "",
    message: "-2+3",
  });
});
afterAll(async () => {
  await server.stop();
});

describe("staff inbox", () => {
  it("shows only the sign-in form and no data without signing in", async () => {
    const browser = new Browser(server.url);
    const page = await browser.get("/staff");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Staff sign in");
    expect(html).not.toContain("9876543210");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect((await browser.get("/staff/export.csv")).status).toBe(401);
  });

  it("refuses a wrong password and a sign-in without its CSRF token", async () => {
    const browser = new Browser(server.url);
    expect((await signIn(browser, "wrong")).status).toBe(401);
    const noToken = await browser.post("/staff/login", { password: PASSWORD });
    expect(noToken.status).toBe(403);
  });

  it("lists requests newest first, escaped exactly as typed", async () => {
    const browser = new Browser(server.url);
    const response = await signIn(browser);
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("staff_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=28800/);
    // Plain HTTP and not NODE_ENV=production: a Secure cookie would never be sent back.
    expect(cookie).not.toMatch(/Secure/);
    const inbox = await browser.get("/staff");
    // Personal data: never kept in a browser or proxy cache.
    expect(inbox.headers.get("cache-control")).toBe("no-store");
    const html = await inbox.text();
    expect(html).toMatch(/&lt;script&gt;alert\((&#39;|&#x27;)x(&#39;|&#x27;)\)&lt;\/script&gt; రాము/);
    expect(html).not.toContain("<script>alert");
    expect(html.indexOf("@Sum")).toBeLessThan(html.indexOf("రాము"));
  });

  it("searches by name or phone", async () => {
    const browser = new Browser(server.url);
    await signIn(browser);
    const byPhone = await (await browser.get("/staff?q=91234")).text();
    expect(byPhone).toContain("@Sum");
    expect(byPhone).not.toContain("రాము");
    const byName = await (await browser.get("/staff?q=%E0%B0%B0%E0%B0%BE%E0%B0%AE%E0%B1%81")).text();
    expect(byName).toContain("రాము");
    expect(byName).not.toContain("@Sum");
  });

  it("changes a status only with the session's CSRF token", async () => {
    const browser = new Browser(server.url);
    await signIn(browser);
    const html = await (await browser.get("/staff")).text();
    const id = html.match(/action="\/staff\/requests\/(\d+)\/status"/)![1];
    expect((await browser.post(`/staff/requests/${id}/status`, { status: "contacted" })).status).toBe(403);
    const done = await browser.post(`/staff/requests/${id}/status`, {
      status: "contacted",
      csrf: hidden(html, "csrf"),
    });
    expect(done.status).toBe(303);
    const after = await (await browser.get("/staff")).text();
    expect(after).toMatch(new RegExp(`requests/${id}/status[\\s\\S]*?<option value="contacted" selected(="")?>`));
  });

  it("exports CSV with formulas neutralised and Telugu intact", async () => {
    const browser = new Browser(server.url);
    await signIn(browser);
    const response = await browser.get("/staff/export.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'@Sum"`);
    expect(csv).toContain(`"'+1 question"`);
    expect(csv).toContain(`"'-2+3"`);
    expect(csv).toContain("రాము");
  });

  it("limits sign-in attempts per address", async () => {
    const browser = new Browser(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(browser, "guess")).status);
    expect(statuses).toContain(429);
  });

  it("marks the session cookie Secure when the request came over HTTPS through a trusted proxy", async () => {
    const proxied = await startServer({ STAFF_PASSWORD: PASSWORD, TRUST_PROXY: "1", NODE_ENV: "development" });
    try {
      const browser = new Browser(proxied.url, { "X-Forwarded-Proto": "https" });
      const response = await signIn(browser);
      expect(response.status).toBe(303);
      const cookies = response.headers.getSetCookie();
      expect(cookies.find((line) => line.startsWith("staff_session="))).toMatch(/; Secure/);
      expect(cookies.every((line) => line.includes("; Secure"))).toBe(true);
      // The same server over plain HTTP keeps the cookie usable.
      const plain = await signIn(new Browser(proxied.url));
      expect(plain.headers.getSetCookie().find((line) => line.startsWith("staff_session="))).not.toMatch(/Secure/);
    } finally {
      await proxied.stop();
    }
  });

  it("keeps staff signed in across a server restart, and not with a forged cookie", async () => {
    const env = { STAFF_PASSWORD: PASSWORD, STAFF_SESSION_SECRET: "a long test secret, not for production" };
    const first = await startServer(env);
    const browser = new Browser(first.url);
    try {
      expect((await signIn(browser)).status).toBe(303);
    } finally {
      await first.stop();
    }
    const second = await startServer({ ...env, DATABASE_PATH: first.databasePath });
    try {
      const again = new Browser(second.url);
      again.cookies = new Map(browser.cookies);
      expect(await (await again.get("/staff")).text()).toContain("Requests (");
      const forged = new Browser(second.url);
      const [value] = [...browser.cookies.values()];
      forged.cookies.set("staff_session", `${value!.slice(0, -4)}AAAA`);
      const html = await (await forged.get("/staff")).text();
      expect(html).toContain("Staff sign in");
      expect(html).not.toContain("Requests (");
    } finally {
      await second.stop();
    }
  });

  it("refuses to start in production without a session secret, saying why", async () => {
    await expect(startServer({ STAFF_PASSWORD: PASSWORD, NODE_ENV: "production" })).rejects.toThrow(
      /STAFF_SESSION_SECRET is not set/,
    );
  });

  it("does not exist when no password is configured", async () => {
    const plain = await startServer();
    try {
      const missing = await fetch(`${plain.url}/staff`);
      expect(missing.status).toBe(404);
      // The site's own not-found page, in the public frame (its menu), not the inbox's.
      const html = await missing.text();
      expect(html).toContain("Oops! Page not found");
      expect(html).toContain('aria-label="Main"');
      expect((await fetch(`${plain.url}/staff/export.csv`)).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
