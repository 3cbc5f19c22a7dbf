import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildEnvironment, runSiteBuild } from "./site-build";

/*
 * Issue 38, item 9: a publish's build ran with the server's whole environment, its secrets included. It gets the
 * variables it reads and nothing else (decision 0052).
 */
const SECRETS = {
  STAFF_SESSION_SECRET: "session-secret-that-must-stay-in-the-server",
  SMTP_PASS: "smtp-password-that-must-stay-in-the-server",
  SMTP_USER: "website@example.in",
  DATABASE_PATH: "/var/lib/eye-hospital-site/requests.sqlite",
  LAUNCH: "1",
};

afterEach(() => vi.unstubAllEnvs());

describe("the build's environment", () => {
  it("holds the variables the build reads and its inputs, and none of the server's others", () => {
    const env = buildEnvironment(
      {
        ...SECRETS,
        // Not passed either: it could load code into every step of the build.
        NODE_OPTIONS: "--require /srv/monitoring/agent.js",
        PATH: "/usr/bin:/bin",
        HOME: "/var/lib/eye-hospital-site",
        NODE_ENV: "production",
        SITE_ORIGIN: "https://www.example.in",
        REQUEST_RETENTION_DAYS: "180",
      },
      {
        buildDir: "/state/site/4",
        contentFile: "/state/site/4.json",
        photosDir: "/state/site/4-photos",
        launch: false,
      },
    );
    expect(env).toEqual({
      PATH: "/usr/bin:/bin",
      HOME: "/var/lib/eye-hospital-site",
      NODE_ENV: "production",
      SITE_ORIGIN: "https://www.example.in",
      REQUEST_RETENTION_DAYS: "180",
      BUILD_DIR: "/state/site/4",
      SITE_CONTENT: "/state/site/4.json",
      SITE_PHOTOS_DIR: "/state/site/4-photos",
    });
    // LAUNCH comes from the deployment the server was built for, not from its environment.
    expect(buildEnvironment({}, { buildDir: "b", contentFile: "c", launch: true })).toEqual({
      BUILD_DIR: "b",
      SITE_CONTENT: "c",
      LAUNCH: "1",
    });
  });

  it("is what the build's process gets: the server's secrets are not in it", async () => {
    for (const [name, value] of Object.entries(SECRETS)) vi.stubEnv(name, value);
    vi.stubEnv("SITE_ORIGIN", "https://www.example.in");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-build-env-"));
    const script = path.join(dir, "record-env.mjs");
    const record = path.join(dir, "env.json");
    fs.writeFileSync(
      script,
      `import fs from "node:fs"; fs.writeFileSync(${JSON.stringify(record)}, JSON.stringify(process.env));`,
    );
    const buildDir = path.join(dir, "site", "1");
    const error = await runSiteBuild(
      { command: [process.execPath, script], cwd: process.cwd(), launch: false },
      buildDir,
      {
        contentFile: `${buildDir}.json`,
      },
    );
    expect(error).toBeNull();
    const seen = JSON.parse(fs.readFileSync(record, "utf8")) as Record<string, string>;
    expect(seen.BUILD_DIR).toBe(buildDir);
    expect(seen.SITE_CONTENT).toBe(`${buildDir}.json`);
    expect(seen.SITE_ORIGIN).toBe("https://www.example.in");
    expect(seen.PATH).toBe(process.env.PATH);
    for (const name of Object.keys(SECRETS)) expect(seen, name).not.toHaveProperty(name);
    const all = JSON.stringify(seen);
    for (const value of Object.values(SECRETS)) if (value.length > 1) expect(all).not.toContain(value);
  });

  it("a failed build's reason is its own last lines, for the server's log", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-build-fail-"));
    const buildDir = path.join(dir, "site", "1");
    const error = await runSiteBuild(
      {
        command: [process.execPath, "-e", "console.log('half done'); throw new Error('Injected: no page')"],
        cwd: process.cwd(),
        launch: false,
      },
      buildDir,
      { contentFile: `${buildDir}.json` },
    );
    expect(error).toContain("Error: Injected: no page");
    expect(error).toContain("The build stopped (exit 1).");
  });
});
