import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { BUILD_DIR } from "./server-process";

/** A tiny cookie-keeping client for the front desk's server-rendered forms. */
export class Browser {
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
  /** A page's HTML without React's text separators (<!-- -->), as a visitor reads its text. */
  async html(path: string) {
    return (await (await this.get(path)).text()).replaceAll("<!-- -->", "");
  }
  async get(path: string) {
    const response = await fetch(this.base + path, { headers: this.headers(), redirect: "manual" });
    this.store(response);
    return response;
  }
  /** A form as the browser sends it: a field each, or pairs where a name repeats (ticked boxes). */
  async post(path: string, form: Record<string, string> | [string, string][]) {
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

export const hidden = (html: string, name: string) =>
  html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? "";

export async function signIn(browser: Browser, name: string, password: string) {
  const login = await (await browser.get("/staff/login")).text();
  return browser.post("/staff/login", { csrf: hidden(login, "csrf"), name, password });
}

/** The desk's command line (npm run staff:add and the rest), as an administrator runs it beside the server. */
export function desk(databasePath: string, args: string[], input = "") {
  const result = spawnSync(process.execPath, [path.join(BUILD_DIR, "server-app", "cli.js"), ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    input,
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The same, without blocking this process (so requests to the server keep flowing while it runs). */
export function deskInBackground(databasePath: string, args: string[]) {
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "server-app", "cli.js"), ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on("exit", (status) => resolve({ status, output })),
  );
}
