import { spawn } from "node:child_process";

/**
 * Runs each command ([its name, then a script and its arguments] for this same Node) at once, and prints each one's
 * output whole when it ends, so that two commands' lines never interleave; exits with the first failure's status.
 * For steps that each leave part of a 2-core machine idle (issue 43, item 3): scripts/static-checks.mjs and
 * scripts/side-by-side.mjs.
 */
export async function runSideBySide(label, commands, { cwd } = {}) {
  const statuses = await Promise.all(
    commands.map(
      ([name, args]) =>
        new Promise((resolve) => {
          const child = spawn(process.execPath, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (status, signal) => {
            process.stdout.write(output);
            if (status !== 0) console.error(`${label}: ${name} stopped (${signal ?? `exit ${status}`}).`);
            resolve(status ?? 1);
          });
        }),
    ),
  );
  process.exit(statuses.find((status) => status !== 0) ?? 0);
}
