// `npm test`'s first step: the type check, ESLint and Prettier side by side. Each is one process on one core; one
// after another they took about 30 s on a 2-core machine, side by side about 17 s (issue 43, item 3). Each tool's
// output is printed whole when it ends, so two tools' lines never interleave; the first to fail decides the status.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (tool) => path.join(root, "node_modules", ...tool.split("/"));
const checks = [
  ["typecheck", [path.join(root, "scripts", "typecheck.mjs")]],
  ["eslint", [bin("eslint/bin/eslint.js"), "."]],
  ["prettier", [bin("prettier/bin/prettier.cjs"), "--check", "--log-level=warn", "."]],
];

const results = await Promise.all(
  checks.map(
    ([label, args]) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (status, signal) => {
          process.stdout.write(output);
          if (status !== 0) console.error(`static checks: ${label} stopped (${signal ?? `exit ${status}`}).`);
          resolve(status ?? 1);
        });
      }),
  ),
);
process.exit(results.find((status) => status !== 0) ?? 0);
