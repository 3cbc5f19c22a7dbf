import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface SiteBuildOptions {
  /** The command that builds the site into BUILD_DIR with SITE_CONTENT applied (scripts/build.mjs), run in `cwd`. */
  command: readonly string[];
  cwd: string;
  /** How long a build may take before it is stopped (10 minutes). */
  timeoutMs?: number;
  /** A launch deployment builds with LAUNCH=1, so content that still shows a sample fails to build. */
  launch: boolean;
}

/** The last lines of a failed build: what the server's log gets as the reason (never the editor's page). */
const tail = (text: string, lines = 40) => text.trim().split("\n").slice(-lines).join("\n").slice(-8000);

/**
 * The server's variables a build reads, and no others (issue 38, decision 0052). scripts/build.mjs and its steps,
 * react-router.config.ts, vite.config.ts and scripts/lib/build-constants.mjs read SITE_ORIGIN, REQUEST_RETENTION_DAYS
 * and SITE_DAY (the tests' day) besides the inputs runSiteBuild sets; Node and the tools it starts want PATH, HOME,
 * TMPDIR, the locale and the time zone, and NODE_ENV. The server's secrets (STAFF_SESSION_SECRET, SMTP_PASS, …) and
 * its other settings stay out: the build runs the code of the repository and of all its packages, and what it prints
 * goes to the log.
 */
export const BUILD_ENV_FROM_SERVER = [
  "PATH",
  "HOME",
  "TMPDIR",
  "LANG",
  "LC_ALL",
  "TZ",
  "NODE_ENV",
  "SITE_ORIGIN",
  "REQUEST_RETENTION_DAYS",
  "SITE_DAY",
] as const;

/**
 * The whole environment of a publish's build: the allowed variables of the server's (`serverEnv`), then where the
 * build goes and what it builds (BUILD_DIR, SITE_CONTENT, SITE_PHOTOS_DIR), and LAUNCH=1 for a launch deployment
 * (set here only, whatever the server's environment says).
 */
export function buildEnvironment(
  serverEnv: NodeJS.ProcessEnv,
  inputs: { buildDir: string; contentFile: string; photosDir?: string; launch: boolean },
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of BUILD_ENV_FROM_SERVER) {
    const value = serverEnv[name];
    if (value !== undefined) env[name] = value;
  }
  env.BUILD_DIR = inputs.buildDir;
  env.SITE_CONTENT = inputs.contentFile;
  if (inputs.photosDir) env.SITE_PHOTOS_DIR = inputs.photosDir;
  if (inputs.launch) env.LAUNCH = "1";
  return env;
}

/**
 * Runs one production build of the site into `buildDir` with the content in `contentFile` and the photographs it
 * names in `photosDir` (decisions 0036, 0040), in an environment of its own (buildEnvironment, decision 0052).
 * Resolves with null when it finished, or with why it did not, in the build's own last lines, for the server's log
 * (they name the server's paths: never for an editor's page); never rejects. A build that hangs is stopped.
 */
export function runSiteBuild(
  options: SiteBuildOptions,
  buildDir: string,
  { contentFile, photosDir }: { contentFile: string; photosDir?: string },
): Promise<string | null> {
  // The build prerenders with its own server bundle, which finds its packages by walking up from where it is: a
  // builds folder outside the repository (the service's state directory) reaches them through this link.
  const parent = path.dirname(buildDir);
  fs.mkdirSync(parent, { recursive: true, mode: 0o700 });
  const modules = path.join(parent, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(path.resolve(options.cwd), "node_modules"), modules, "dir");

  return new Promise((resolve) => {
    let output = "";
    const [command, ...args] = options.command;
    const child = spawn(command!, args, {
      cwd: options.cwd,
      env: buildEnvironment(process.env, { buildDir, contentFile, photosDir, launch: options.launch }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 10 * 60_000);
    let settled = false;
    const settle = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(error);
    };
    child.on("error", (spawnError) => settle(`The build could not start: ${spawnError.message}`));
    // "exit", not "close": a helper the build started (esbuild's service) may hold its output open after it ends.
    child.on("exit", (code, signal) =>
      settle(code === 0 ? null : `${tail(output)}\nThe build stopped (${signal ?? `exit ${code}`}).`.trim()),
    );
  });
}
