import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * Lines the tools print on every run that ask nothing of us (issue 43: a clean build prints only what needs
 * attention): React Router passes Vite 8 an option Vite has renamed, once per configuration it loads.
 */
const TOOL_NOISE = [/^The `envFile` option is deprecated, please use `envDir: false` instead\.$/];

/** Whether a line is one of those, as printed (in colour on a terminal). */
// eslint-disable-next-line no-control-regex
export const isToolNoise = (line) => TOOL_NOISE.some((noise) => noise.test(line.replace(/\x1b\[[0-9;]*m/g, "").trim()));

const withoutNoise = (text) =>
  text
    .split("\n")
    .filter((line) => !isToolNoise(line))
    .join("\n");

/**
 * Runs each step (a script and its arguments) with this same Node, in `root`, one after another, printing what it
 * says without the tools' noise; the first that fails stops the process with its status, named by `label`.
 */
export function runSteps(label, root, steps) {
  for (const step of steps) {
    const { status, signal, stdout, stderr } = spawnSync(process.execPath, step, {
      cwd: root,
      stdio: ["inherit", "pipe", "pipe"],
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    process.stdout.write(withoutNoise(stdout ?? ""));
    process.stderr.write(withoutNoise(stderr ?? ""));
    if (status !== 0) {
      console.error(`${label}: ${path.basename(step[0])} stopped (${signal ?? `exit ${status}`}).`);
      process.exit(status || 1);
    }
  }
}
