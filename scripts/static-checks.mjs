// `npm test`'s first step: the type check, ESLint and Prettier side by side. Each is one process on one core; one
// after another they took about 30 s on a 2-core machine, side by side about 17 s (issue 43, item 3). Each tool's
// output is printed whole when it ends, so two tools' lines never interleave; the first to fail decides the status.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runSideBySide } from "./lib/side-by-side.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (tool) => path.join(root, "node_modules", ...tool.split("/"));
const checks = [
  ["typecheck", [path.join(root, "scripts", "typecheck.mjs")]],
  ["eslint", [bin("eslint/bin/eslint.js"), "."]],
  ["prettier", [bin("prettier/bin/prettier.cjs"), "--check", "--log-level=warn", "."]],
];

await runSideBySide("static checks", checks, { cwd: root });
