import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";

export const BUILD_DIR = process.env.BUILD_DIR ?? "build";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export function tempDatabase(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-test-"));
  return path.join(dir, "requests.sqlite");
}

export interface RunningServer {
  url: string;
  port: number;
  databasePath: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
}

/**
 * Starts the production server (build/server-app) as its own process, as a hospital would run it: in this
 * repository, or in `cwd` (an installation of its own, with the build in its BUILD_DIR).
 */
export async function startServer(
  env: Record<string, string> = {},
  { cwd }: { cwd?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const databasePath = env.DATABASE_PATH ?? tempDatabase();
  const buildDir = env.BUILD_DIR ?? BUILD_DIR;
  const child = spawn(process.execPath, [path.join(buildDir, "server-app", "index.js")], {
    cwd,
    env: { ...process.env, PORT: String(port), DATABASE_PATH: databasePath, BUILD_DIR: buildDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = () =>
    new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", () => resolve())));
  return {
    url,
    port,
    databasePath,
    process: child,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      await exited();
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited();
    },
  };
}

let markers = 0;
/**
 * The server's log from `from` (an earlier `output().length`) up to now, once every line written before this call has
 * arrived: a marker request is refused with one log line of its own (a PUT gets 405), which comes after them. For
 * the tests that check what a request did not log, without a fixed wait.
 */
export async function logSince(server: RunningServer, from: number): Promise<string> {
  const marker = `/log-marker-${process.pid}-${++markers}`;
  expect((await fetch(`${server.url}${marker}`, { method: "PUT" })).status).toBe(405);
  await expect.poll(() => server.output().includes(`405 PUT ${marker}:`), { interval: 20 }).toBe(true);
  const log = server.output().slice(from);
  return log.slice(0, log.lastIndexOf("\n", log.indexOf(`405 PUT ${marker}:`)) + 1);
}

export function futureDate(days = 3): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(date);
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Sends bytes exactly as given (fetch would tidy a malformed Host or a backslash in the path) and resolves with
 * what came back once the server closes the connection or `waitMs` passes.
 */
export function rawRequest(port: number, text: string, { waitMs = 3000 } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(answer);
    }, waitMs);
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      if (answer) resolve(answer);
      else reject(error);
    });
  });
}

/** The status code of a raw HTTP answer (0 when nothing came back). */
export const rawStatus = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);

/** How many requests the server's database holds (read beside the running server, as the desk's tools do). */
export function storedCount(databasePath: string): number {
  const db = new Database(databasePath, { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM requests").get() as { n: number }).n;
  } finally {
    db.close();
  }
}
