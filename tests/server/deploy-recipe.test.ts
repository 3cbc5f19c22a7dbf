import Database from "better-sqlite3";
import { spawn, spawnSync, type ChildProcess, type SpawnSyncOptions } from "node:child_process";
import fs from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR, freePort, futureDate, startServer, type RunningServer } from "./server-process";
import { Browser, desk, hidden, signIn } from "./staff-browser";

/**
 * The production recipe in deploy/, as a hospital's IT would install it: the built server with the unit's settings,
 * Caddy in front of it with deploy/Caddyfile (only the address, ports, upstream and log folder changed for this
 * machine), and the off-site backup: the site's user's local copy, the backup user's upload into an append-only
 * restic repository (Debian's rclone serving it, as the off-site store would), the prune from elsewhere, a restore
 * on a "new machine".
 */
const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const missing = ["caddy", "restic"].filter((command) => !has(command));
if (missing.length > 0) {
  console.warn(
    `deploy-recipe.test.ts skipped: Debian's ${missing.join(" and ")} not installed. ` +
      `Install with apt-get install ${missing.join(" ")} (npm run test:built does, via scripts/ensure-deploy-tools.mjs).`,
  );
}

const DEPLOY = path.resolve("deploy");
const PASSWORD = "correct horse battery staple";
const SESSION_SECRET = "deploy-recipe-test-secret-0123456789";
const SNAPSHOT_GROUP = ["--host", "eye-hospital-site", "--tag", "eye-hospital-site"];
const DAY_MS = 86_400_000;

/** A unit file's or script's lines that are not comments. */
function settings(file: string): string[] {
  return fs
    .readFileSync(path.join(DEPLOY, file), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** The Environment= lines of a unit file, as systemd would set them. */
function unitEnvironment(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const match = line.match(/^Environment=([A-Z_]+)=(.*)$/);
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

/** The site's environment under the unit: its settings, the secret from site.env, this test's database. */
function siteEnvironment(databasePath: string): Record<string, string> {
  const { NODE_ENV, TRUST_PROXY, HOST } = unitEnvironment(path.join(DEPLOY, "eye-hospital-site.service"));
  return {
    NODE_ENV: NODE_ENV!,
    TRUST_PROXY: TRUST_PROXY!,
    HOST: HOST!,
    DATABASE_PATH: databasePath,
    STAFF_SESSION_SECRET: SESSION_SECRET,
    SUBMIT_RATE_LIMIT: "3",
  };
}

let tmp: string;
let server: RunningServer;
let caddy: ChildProcess | undefined;
let caddyOutput = "";
let caddyPort: number;
let ca: Buffer;
const started = Date.now();

/** deploy/Caddyfile for this machine: test global options, a local address and port, this server, a temp log folder. */
function caddyfileForThisMachine(httpPort: number): string {
  let text = fs.readFileSync(path.join(DEPLOY, "Caddyfile"), "utf8");
  const replace = (from: string | RegExp, to: string) => {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`deploy/Caddyfile no longer contains ${String(from)}: update this test.`);
    text = next;
  };
  replace(/^www\.example\.in \{$/m, `https://localhost:${caddyPort} {\n\tbind 127.0.0.1`);
  replace(/^example\.in \{$/m, `https://redirect.localhost:${caddyPort} {\n\tbind 127.0.0.1`);
  replace("reverse_proxy 127.0.0.1:3000", `reverse_proxy 127.0.0.1:${server.port}`);
  replace("/var/log/caddy/", `${tmp}/caddy-log/`);
  const globalOptions = [
    "admin off",
    `http_port ${httpPort}`,
    `https_port ${caddyPort}`,
    "auto_https disable_redirects",
    "local_certs",
    "skip_install_trust",
    `storage file_system ${tmp}/caddy-data`,
  ];
  return `{\n${globalOptions.map((option) => `\t${option}\n`).join("")}}\n\n${text}`;
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface HttpsOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's source address (any of 127.0.0.0/8): a different visitor. */
  localAddress?: string;
  serverName?: string;
}

/** One HTTPS request to Caddy, trusting only its internal CA; the body as sent (never decompressed). */
function viaCaddy(pathname: string, options: HttpsOptions = {}): Promise<Reply> {
  const serverName = options.serverName ?? "localhost";
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: caddyPort,
        path: pathname,
        method: options.method ?? "GET",
        headers: { Host: `${serverName}:${caddyPort}`, ...options.headers },
        servername: serverName,
        ca,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** A visitor's browser over HTTPS through Caddy: keeps cookies, posts forms. */
class HttpsBrowser {
  cookies = new Map<string, string>();
  lastSetCookies: string[] = [];
  constructor(private localAddress?: string) {}
  private remember(reply: Reply) {
    this.lastSetCookies = reply.headers["set-cookie"] ?? [];
    for (const line of this.lastSetCookies) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      if (line.includes("Max-Age=0")) this.cookies.delete(name!);
      else this.cookies.set(name!, value.join("="));
    }
    return reply;
  }
  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  async get(pathname: string) {
    return this.remember(
      await viaCaddy(pathname, { headers: { Cookie: this.cookieHeader() }, localAddress: this.localAddress }),
    );
  }
  async post(pathname: string, form: Record<string, string>, contentType = "application/x-www-form-urlencoded") {
    return this.remember(
      await viaCaddy(pathname, {
        method: "POST",
        headers: { Cookie: this.cookieHeader(), "Content-Type": contentType },
        body: new URLSearchParams(form).toString(),
        localAddress: this.localAddress,
      }),
    );
  }
  /** A multipart form, its text fields first (the token before the file, as a browser sends the editor's form). */
  async postMultipart(pathname: string, fields: Record<string, string>, file: { name: string; bytes: string }) {
    const boundary = "----recipe-boundary";
    const part = (name: string, value: string, filename?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/jpeg` : ""}\r\n\r\n${value}\r\n`;
    const body =
      Object.entries(fields)
        .map(([name, value]) => part(name, value))
        .join("") + `${part(file.name, file.bytes, "photo.jpg")}--${boundary}--\r\n`;
    return this.remember(
      await viaCaddy(pathname, {
        method: "POST",
        headers: { Cookie: this.cookieHeader(), "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body,
        localAddress: this.localAddress,
      }),
    );
  }
}

const appointment = (name: string) => ({ name, phone: "+91 98765 43210", date: futureDate(), message: "" });

function postAppointment(name: string, localAddress: string, headers: Record<string, string> = {}) {
  return viaCaddy("/api/appointments", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(appointment(name)),
    localAddress,
  });
}

function storedNames(databasePath: string): string[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    return (db.prepare("SELECT name FROM requests ORDER BY id").all() as { name: string }[]).map((row) => row.name);
  } finally {
    db.close();
  }
}

async function waitFor<T>(what: string, attempt: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const result = await attempt();
      if (result !== undefined) return result;
    } catch {
      // not ready yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(missing.length > 0)("the production recipe (deploy/)", () => {
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-recipe-"));
    const databasePath = path.join(tmp, "state", "requests.sqlite");
    expect(desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`).status).toBe(0);
    expect(desk(databasePath, ["staff:add", "Lakshmi", "--role", "editor"], `${PASSWORD}\n`).status).toBe(0);
    server = await startServer(siteEnvironment(databasePath));

    caddyPort = await freePort();
    const caddyfile = path.join(tmp, "Caddyfile");
    fs.mkdirSync(path.join(tmp, "caddy-log"));
    fs.writeFileSync(caddyfile, caddyfileForThisMachine(await freePort()));
    caddy = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", caddyfile], {
      env: {
        ...process.env,
        HOME: tmp,
        XDG_DATA_HOME: path.join(tmp, "xdg-data"),
        XDG_CONFIG_HOME: path.join(tmp, "xdg-config"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    caddy.stdout!.on("data", (chunk) => (caddyOutput += chunk));
    caddy.stderr!.on("data", (chunk) => (caddyOutput += chunk));
    const rootCertificate = path.join(tmp, "caddy-data", "pki", "authorities", "local", "root.crt");
    await waitFor("Caddy serving HTTPS", async () => {
      if (caddy!.exitCode !== null) throw new Error(`caddy exited:\n${caddyOutput}`);
      if (!fs.existsSync(rootCertificate)) return undefined;
      ca = fs.readFileSync(rootCertificate);
      return (await viaCaddy("/robots.txt")).status === 200 ? true : undefined;
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n${caddyOutput}`);
    });
  });

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy!.once("exit", resolve));
      caddy.kill("SIGTERM");
      await exited;
    }
    await server?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    console.log(`deploy-recipe.test.ts: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  describe("systemd units", () => {
    const units = [
      "eye-hospital-site.service",
      "eye-hospital-backup-copy.service",
      "eye-hospital-offsite-backup.service",
      "eye-hospital-offsite-backup.timer",
    ];

    it("run the site as its own user, confined, with its settings and secrets apart", () => {
      const unit = fs.readFileSync(path.join(DEPLOY, "eye-hospital-site.service"), "utf8");
      for (const line of [
        "ExecStart=/usr/bin/node build/server-app/index.js",
        "Environment=NODE_ENV=production",
        "Environment=TRUST_PROXY=loopback",
        "Environment=DATABASE_PATH=/var/lib/eye-hospital-site/requests.sqlite",
        "EnvironmentFile=/etc/eye-hospital-site/site.env",
        "User=eye-hospital",
        "StateDirectory=eye-hospital-site",
        "ProtectSystem=strict",
        "ProtectHome=yes",
        "PrivateTmp=yes",
        "NoNewPrivileges=yes",
        "PrivateDevices=yes",
        "ProtectKernelTunables=yes",
        "ProtectKernelModules=yes",
        "RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX",
        "UMask=0077",
        "Restart=on-failure",
      ]) {
        expect(unit.split("\n")).toContain(line);
      }
      const example = fs.readFileSync(path.join(DEPLOY, "site.env.example"), "utf8");
      expect(example).toMatch(/^STAFF_SESSION_SECRET=$/m);
    });

    it("run the off-site backup as its own user, apart from the site's settings and database, adding snapshots only", () => {
      const backup = settings("eye-hospital-offsite-backup.service");
      for (const line of [
        "User=eye-hospital-backup",
        "Group=eye-hospital-backup",
        "Requires=eye-hospital-backup-copy.service",
        "EnvironmentFile=/etc/eye-hospital-backup/backup.env",
        "LoadCredential=restic-password:/etc/eye-hospital-backup/restic-password",
        "Environment=BACKUP_COPY=/var/lib/eye-hospital-backup-copy/requests.sqlite",
      ]) {
        expect(backup).toContain(line);
      }
      // Nothing of the site's: not its settings and secrets (site.env), not its state folder or database.
      expect(
        backup.filter((line) => /eye-hospital-site\.service|\/etc\/eye-hospital-site|site\.env/.test(line)),
      ).toEqual([]);
      expect(
        backup.filter((line) => /DATABASE_PATH|StateDirectory|\/var\/lib\/eye-hospital-site\b/.test(line)),
      ).toEqual([]);
      expect(backup.filter((line) => line.startsWith("ReadWritePaths="))).toEqual([]);
      // The copy it reads is made, and deleted after, by the site's own user.
      const copy = settings("eye-hospital-backup-copy.service");
      for (const line of [
        "User=eye-hospital",
        "EnvironmentFile=/etc/eye-hospital-site/site.env",
        "ExecStart=/srv/eye-hospital-site/deploy/backup-copy.sh",
        "ExecStop=/srv/eye-hospital-site/deploy/backup-copy.sh --remove",
        "RemainAfterExit=yes",
        "StopWhenUnneeded=yes",
        "Environment=BACKUP_COPY=/var/lib/eye-hospital-backup-copy/requests.sqlite",
      ]) {
        expect(copy).toContain(line);
      }
      // The backup forgets and prunes nothing (its credentials could not; the prune runs elsewhere).
      expect(settings("offsite-backup.sh").filter((line) => /\b(forget|prune)\b/.test(line))).toEqual([]);
      expect(settings("offsite-prune.sh").join("\n")).toMatch(/restic forget .*--prune/s);
      const example = settings("backup.env.example");
      expect(example.some((line) => line.startsWith("RESTIC_REPOSITORY=rest:https://"))).toBe(true);
    });

    it.skipIf(!has("systemd-analyze"))("pass systemd-analyze verify, with a low exposure score", () => {
      // Only the install folder and Node's path are this machine's; everything else is the file as shipped.
      const dir = path.join(tmp, "units");
      fs.mkdirSync(dir);
      for (const unit of units) {
        const text = fs
          .readFileSync(path.join(DEPLOY, unit), "utf8")
          .replaceAll("/srv/eye-hospital-site", process.cwd())
          .replaceAll("/usr/bin/node", process.execPath);
        fs.writeFileSync(path.join(dir, unit), text);
      }
      const verify = spawnSync(
        "systemd-analyze",
        ["verify", "--man=no", ...units.map((unit) => path.join(dir, unit))],
        {
          encoding: "utf8",
        },
      );
      expect(verify.stderr + verify.stdout).toBe("");
      expect(verify.status).toBe(0);
      for (const service of units.filter((unit) => unit.endsWith(".service"))) {
        // Exposure 0–10 (10 = unconfined); --threshold=20 fails above 2.0.
        const security = spawnSync(
          "systemd-analyze",
          ["security", "--offline=yes", "--threshold=20", path.join(dir, service)],
          { encoding: "utf8" },
        );
        if (/unrecognized option|unknown option/i.test(security.stderr)) {
          console.warn("systemd-analyze here has no --offline security check (systemd < 250): exposure not measured.");
          continue;
        }
        console.log(`${service}: ${security.stdout.match(/Overall exposure level.*/)?.[0]}`);
        expect(security.status, security.stdout + security.stderr).toBe(0);
      }
    });
  });

  describe("over HTTPS through Caddy", () => {
    it("sends HSTS, and the server's own brotli and gzip copies untouched", async () => {
      for (const [encoding, file] of [
        ["br", "index.html.br"],
        ["gzip", "index.html.gz"],
      ] as const) {
        const reply = await viaCaddy("/", { headers: { "Accept-Encoding": encoding } });
        expect(reply.status).toBe(200);
        expect(reply.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
        expect(reply.headers["content-encoding"]).toBe(encoding);
        expect(reply.headers["vary"]).toMatch(/Accept-Encoding/i);
        expect(reply.body.equals(fs.readFileSync(path.join(BUILD_DIR, "client", file)))).toBe(true);
      }
    });

    it("lets a phone camera's photograph through to the editor's upload only, and refuses the size elsewhere", async () => {
      const editor = new HttpsBrowser();
      const login = await editor.get("/staff/login");
      const signIn = { csrf: hidden(login.body.toString(), "csrf"), name: "Lakshmi", password: PASSWORD };
      expect((await editor.post("/staff/login", signIn)).status).toBe(303);
      const page = (await editor.get("/staff/site/photos")).body.toString();
      const slot = /name="slot" value="([^"]+)"/.exec(page)?.[1];
      expect(slot).toBeTruthy();
      // 3 MB, as a phone photo is (not a real picture: the site itself says so, once Caddy has let it through).
      const threeMegabytes = "A".repeat(3 * 1024 * 1024);
      const upload = await editor.postMultipart(
        "/staff/site/photos",
        { csrf: hidden(page, "csrf"), intent: "photo", slot: slot! },
        { name: "photo", bytes: threeMegabytes },
      );
      expect(upload.status).not.toBe(413);
      expect(upload.status).toBeLessThan(500);
      expect(upload.headers["x-robots-tag"]).toContain("noindex");
      // The same size anywhere else is Caddy's to refuse.
      const elsewhere = await viaCaddy("/book", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `name=${threeMegabytes}`,
      });
      // Caddy cuts the body off at 1 MB: 413, or 502 when the proxy had started passing it on. Either way the answer is
      // Caddy's, not one of the site's pages.
      expect([413, 502]).toContain(elsewhere.status);
      expect(elsewhere.body.toString()).not.toMatch(/<!DOCTYPE html/i);
    });

    it("redirects the bare domain to the site's address", async () => {
      const reply = await viaCaddy("/about?x=1", { serverName: "redirect.localhost" });
      expect(reply.status).toBe(301);
      expect(reply.headers.location).toBe("https://www.example.in/about?x=1");
    });

    it("signs staff in with a Secure cookie and shows the inbox", async () => {
      const browser = new HttpsBrowser();
      const login = await browser.get("/staff/login");
      expect(login.status).toBe(200);
      const reply = await browser.post("/staff/login", {
        csrf: hidden(login.body.toString(), "csrf"),
        name: "Asha",
        password: PASSWORD,
      });
      expect(reply.status).toBe(303);
      const cookie = browser.lastSetCookies.find((line) => line.startsWith("staff_session="));
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      const inbox = await browser.get("/staff");
      expect(inbox.status).toBe(200);
      expect(inbox.body.toString().replace(/<[^>]*>/g, "")).toContain("Signed in as Asha");
    });

    it("lands a form post without JavaScript in the database and the inbox", async () => {
      const browser = new HttpsBrowser();
      const reply = await browser.post("/book", appointment("Form Through Caddy"));
      expect(reply.status).toBe(303);
      expect(reply.headers.location).toBe("/request-received?kind=appointment");
      expect(storedNames(server.databasePath)).toContain("Form Through Caddy");

      const staff = new HttpsBrowser();
      const login = await staff.get("/staff/login");
      await staff.post("/staff/login", {
        csrf: hidden(login.body.toString(), "csrf"),
        name: "Asha",
        password: PASSWORD,
      });
      const search = await staff.get("/staff?q=Form+Through+Caddy");
      expect(search.body.toString()).toContain("Form Through Caddy");
    });

    it("limits each visitor by their own address, which a forged X-Forwarded-For does not change", async () => {
      const first: number[] = [];
      for (let i = 0; i < 4; i++) first.push((await postAppointment(`Visitor Two ${i}`, "127.0.0.2")).status);
      expect(first).toEqual([201, 201, 201, 429]);
      for (const forged of ["203.0.113.9", "127.0.0.9", "203.0.113.9, 127.0.0.9"]) {
        const reply = await postAppointment("Visitor Two forged", "127.0.0.2", { "X-Forwarded-For": forged });
        expect(reply.status, `X-Forwarded-For: ${forged}`).toBe(429);
      }
      expect((await postAppointment("Visitor Three", "127.0.0.3")).status).toBe(201);
    });

    it("logs staff pages without their query strings, cookies or referrers' queries", async () => {
      const browser = new HttpsBrowser("127.0.0.4");
      await browser.get("/staff?q=9876543210");
      await viaCaddy("/staff/login", { headers: { Referer: `https://localhost:${caddyPort}/staff?q=9876543210` } });
      const logFile = path.join(tmp, "caddy-log", "eye-hospital-site.log");
      const log = await waitFor("the access log line", async () => {
        const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
        return text.includes('"remote_ip":"127.0.0.4"') && text.includes("Referer") ? text : undefined;
      });
      expect(log).toContain('"uri":"/staff?(removed)"');
      expect(log).not.toContain("9876543210");
      expect(log).not.toContain("staff_session=");
    });
  });

  describe.skipIf(!has("rclone"))("off-site backup (deploy/*.sh)", () => {
    const restic = (args: string[], env: NodeJS.ProcessEnv, input?: string) =>
      spawnSync("restic", args, { env, input, encoding: "utf8" });
    const REST_USER = "eye-hospital-site";
    const REST_PASSWORD = "rest-server-password-of-the-backup";
    let store: ChildProcess | undefined;
    let storePort: number;
    let storeRoot: string;

    // The off-site store: a rest server over a folder, append-only for the backup's user (only its own repository).
    beforeAll(async () => {
      storeRoot = path.join(tmp, "offsite-store");
      fs.mkdirSync(storeRoot);
      storePort = await freePort();
      store = spawn(
        "rclone",
        [
          "serve",
          "restic",
          "--append-only",
          "--private-repos",
          "--addr",
          `127.0.0.1:${storePort}`,
          "--user",
          REST_USER,
          "--pass",
          REST_PASSWORD,
          storeRoot,
        ],
        { env: { ...process.env, RCLONE_CONFIG: path.join(tmp, "rclone.conf") }, stdio: "ignore" },
      );
      await waitFor("rclone serving the repository", async () => {
        if (store!.exitCode !== null) throw new Error("rclone exited");
        return (await fetch(`http://127.0.0.1:${storePort}/`)).status > 0 ? true : undefined;
      });
    });
    afterAll(async () => {
      if (store && store.exitCode === null) {
        const exited = new Promise((resolve) => store!.once("exit", resolve));
        store.kill("SIGTERM");
        await exited;
      }
    });

    it("sends the site user's copy as the backup user, who cannot delete; the prune runs elsewhere; restores on a new machine", async () => {
      const passwordFile = path.join(tmp, "restic-password");
      fs.writeFileSync(passwordFile, "a long test password for the repository\n", { mode: 0o600 });
      // Elsewhere: the store's own machine, with the repository's folder (full rights) and the password.
      const elsewhere = {
        ...process.env,
        RESTIC_REPOSITORY: path.join(storeRoot, "eye-hospital-site"),
        RESTIC_PASSWORD_FILE: passwordFile,
        RESTIC_CACHE_DIR: path.join(tmp, "restic-cache-elsewhere"),
      };
      expect(restic(["init"], elsewhere).status).toBe(0);
      // A snapshot from before the retention period (as if the job had run for a long time).
      const old = new Date(Date.now() - 400 * DAY_MS).toISOString().slice(0, 19).replace("T", " ");
      const oldBackup = restic(
        ["backup", ...SNAPSHOT_GROUP, "--stdin", "--stdin-filename", "requests.sqlite", "--time", old],
        elsewhere,
        "an old copy",
      );
      expect(oldBackup.status, oldBackup.stderr).toBe(0);

      // The site's user makes the copy (its unit: its settings, its database) in the folder the backup user reads.
      // Where this test runs as root, the backup runs as another user that owns nothing here (nobody), as
      // eye-hospital-backup owns nothing on the server: the copy's folder is the site's, with that user's group.
      const asOtherUser = process.getuid?.() === 0 && has("setpriv");
      const BACKUP_ID = "65534";
      const asBackupUser = (command: string, args: string[]) =>
        asOtherUser
          ? (["setpriv", ["--reuid", BACKUP_ID, "--regid", BACKUP_ID, "--clear-groups", command, ...args]] as const)
          : ([command, args] as const);
      const backupHome = path.join(tmp, "backup-home");
      fs.mkdirSync(backupHome, { mode: 0o700 });
      const backupPasswordFile = path.join(backupHome, "restic-password");
      fs.copyFileSync(passwordFile, backupPasswordFile);
      const outbox = path.join(tmp, "backup-copy");
      fs.mkdirSync(outbox);
      if (asOtherUser) {
        fs.chmodSync(tmp, 0o711);
        fs.chownSync(outbox, 0, Number(BACKUP_ID));
        fs.chownSync(backupHome, Number(BACKUP_ID), Number(BACKUP_ID));
        fs.chownSync(backupPasswordFile, Number(BACKUP_ID), Number(BACKUP_ID));
      }
      fs.chmodSync(outbox, 0o2750);
      const copyFile = path.join(outbox, "requests.sqlite");
      const copyUnit = (...args: string[]) =>
        spawnSync("bash", [path.join(DEPLOY, "backup-copy.sh"), ...args], {
          env: { ...process.env, DATABASE_PATH: server.databasePath, BACKUP_COPY: copyFile },
          encoding: "utf8",
        });
      // The backup user's environment is its own unit's, and nothing else: no DATABASE_PATH, no site secret.
      const repository = `rest:http://${REST_USER}:${REST_PASSWORD}@127.0.0.1:${storePort}/eye-hospital-site/`;
      const backupEnv = {
        PATH: process.env.PATH!,
        HOME: backupHome,
        BACKUP_COPY: copyFile,
        RESTIC_REPOSITORY: repository,
        RESTIC_PASSWORD_FILE: backupPasswordFile,
        RESTIC_CACHE_DIR: path.join(backupHome, "cache"),
      };
      const asBackup = (command: string, args: string[], options: SpawnSyncOptions = {}) => {
        const [file, argv] = asBackupUser(command, args);
        return spawnSync(file, argv, { env: backupEnv, ...options, encoding: "utf8" });
      };
      if (asOtherUser) {
        // That user cannot read the site's database (nor anything else of the site's here).
        expect(asBackup("cat", [server.databasePath]).status).not.toBe(0);
      }
      const backupUnit = () => asBackup("bash", [path.join(DEPLOY, "offsite-backup.sh")]);

      for (let night = 0; night < 2; night++) {
        const made = copyUnit();
        expect(made.status, made.stdout + made.stderr).toBe(0);
        expect(made.stdout).toMatch(/older than \d+ days/);
        expect(fs.statSync(copyFile).mode & 0o777).toBe(0o640);
        const sent = backupUnit();
        expect(sent.status, sent.stdout + sent.stderr).toBe(0);
        expect(sent.stdout).toMatch(/sent .* to rest:http:\/\/eye-hospital-site:\*\*\*@127\.0\.0\.1/);
        // The journal never shows the rest server's password.
        expect(sent.stdout + sent.stderr).not.toContain(REST_PASSWORD);
        expect(copyUnit("--remove").status).toBe(0);
        expect(fs.readdirSync(outbox)).toEqual([]);
      }
      const snapshots = () => {
        const list = restic(["snapshots", "--json", ...SNAPSHOT_GROUP], elsewhere);
        expect(list.status, list.stderr).toBe(0);
        return JSON.parse(list.stdout) as { id: string; time: string }[];
      };
      expect(snapshots()).toHaveLength(3);

      // The backup's credentials add and read, and delete nothing: not a snapshot, a key, an index or data.
      const auth = `Basic ${Buffer.from(`${REST_USER}:${REST_PASSWORD}`).toString("base64")}`;
      const repositoryFolder = elsewhere.RESTIC_REPOSITORY;
      const someFile = (folder: string) => {
        const found = fs.readdirSync(path.join(repositoryFolder, folder), { recursive: true, withFileTypes: true });
        return found.find((entry) => entry.isFile())!.name;
      };
      for (const [folder, name] of [
        ["snapshots", snapshots()[0]!.id],
        ["keys", someFile("keys")],
        ["index", someFile("index")],
        ["data", someFile("data")],
      ] as const) {
        const reply = await fetch(`http://127.0.0.1:${storePort}/eye-hospital-site/${folder}/${name}`, {
          method: "DELETE",
          headers: { Authorization: auth },
        });
        expect(reply.status, `DELETE ${folder}/${name}`).toBe(403);
      }
      // restic itself, with those credentials, is refused the same way (it would retry for 45 s: it is interrupted
      // once it has said so). Its output goes to a file: on the interrupt, as at a Ctrl-C, it removes its lock
      // (append-only mode allows that), which it could not do if a closed pipe killed it first.
      const forgetLog = path.join(tmp, "forget.log");
      const forgetOutput = fs.openSync(forgetLog, "w");
      const [forgetFile, forgetArgs] = asBackupUser("restic", ["forget", snapshots()[0]!.id]);
      const forget = spawn(forgetFile, forgetArgs, { env: backupEnv, stdio: ["ignore", forgetOutput, forgetOutput] });
      const forgetExit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        forget.once("exit", (code, signal) => resolve({ code, signal })),
      );
      const refused = () => /403 Forbidden/.test(fs.readFileSync(forgetLog, "utf8"));
      const started = Date.now();
      while (!refused() && forget.exitCode === null && Date.now() - started < 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      forget.kill("SIGINT");
      const forgetEnd = await forgetExit;
      fs.closeSync(forgetOutput);
      // Refused, still retrying when interrupted, and it ended as at a Ctrl-C (its own handler, not killed).
      expect(fs.readFileSync(forgetLog, "utf8")).toMatch(/403 Forbidden/);
      expect(forgetEnd.signal).toBeNull();
      expect(forgetEnd.code).not.toBe(0);
      expect(snapshots()).toHaveLength(3);
      expect(restic(["check"], elsewhere).status).toBe(0);

      // Elsewhere, the prune: one snapshot a day, none older than the period.
      const prune = spawnSync("bash", [path.join(DEPLOY, "offsite-prune.sh")], {
        env: { ...elsewhere, KEEP_DAYS: "180" },
        encoding: "utf8",
      });
      expect(prune.status, prune.stdout + prune.stderr).toBe(0);
      expect(snapshots()).toHaveLength(1);
      expect(Date.now() - Date.parse(snapshots()[0]!.time)).toBeLessThan(5 * 60_000);

      // Without a repository, or without this night's copy, it says what is missing.
      const unset = spawnSync("bash", [path.join(DEPLOY, "offsite-backup.sh")], {
        env: { ...backupEnv, RESTIC_REPOSITORY: "" },
        encoding: "utf8",
      });
      expect(unset.status).toBe(1);
      expect(unset.stderr).toContain("cannot read");
      fs.writeFileSync(copyFile, "x");
      const noRepository = spawnSync("bash", [path.join(DEPLOY, "offsite-backup.sh")], {
        env: { ...backupEnv, RESTIC_REPOSITORY: "" },
        encoding: "utf8",
      });
      expect(noRepository.status).toBe(1);
      expect(noRepository.stderr).toContain("RESTIC_REPOSITORY is not set");
      fs.rmSync(copyFile);

      // A new machine: restore the latest snapshot (the backup's credentials read), put it at DATABASE_PATH, start.
      const newMachine = path.join(tmp, "new-machine");
      const restore = restic(
        ["restore", "latest", ...SNAPSHOT_GROUP, "--target", path.join(newMachine, "restore")],
        backupEnv,
      );
      expect(restore.status, restore.stderr).toBe(0);
      const databasePath = path.join(newMachine, "state", "requests.sqlite");
      fs.mkdirSync(path.dirname(databasePath), { recursive: true });
      fs.copyFileSync(path.join(newMachine, "restore", "requests.sqlite"), databasePath);
      expect(storedNames(databasePath)).toContain("Form Through Caddy");
      const restored = await startServer(siteEnvironment(databasePath));
      try {
        const browser = new Browser(restored.url);
        expect((await signIn(browser, "Asha", PASSWORD)).status).toBe(303);
        expect(await browser.html("/staff?q=Form+Through+Caddy")).toContain("Form Through Caddy");
      } finally {
        await restored.stop();
      }
    }, 120_000);
  });
});
