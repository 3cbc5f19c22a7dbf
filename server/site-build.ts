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

/** The last lines of a failed build: what an editor (or the IT person) reads as the reason. */
const tail = (text: string, lines = 12) => text.trim().split("\n").slice(-lines).join("\n").slice(-2000);

/**
 * Runs one production build of the site into `buildDir` with the content in `contentFile` and the photographs it
 * names in `photosDir` (decisions 0036, 0040).
 * Resolves with null when it finished, or with why it did not; never rejects. A build that hangs is stopped.
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
      env: {
        ...process.env,
        BUILD_DIR: buildDir,
        SITE_CONTENT: contentFile,
        ...(photosDir ? { SITE_PHOTOS_DIR: photosDir } : {}),
        ...(options.launch ? { LAUNCH: "1" } : {}),
      },
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
      settle(code === 0 ? null : tail(output) || `The build stopped (${signal ?? `exit ${code}`}).`),
    );
  });
}
