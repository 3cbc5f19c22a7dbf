// `npm run typecheck`: React Router's route types, then tsc, each with this same Node; the tools' noise left out
// (scripts/lib/tool-noise.mjs), so what it prints needs attention.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withoutNoise } from "./lib/tool-noise.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const steps = [
  [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "typegen"],
  [path.join(root, "node_modules", "typescript", "bin", "tsc")],
];
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
    console.error(`typecheck: ${path.basename(step[0])} stopped (${signal ?? `exit ${status}`}).`);
    process.exit(status || 1);
  }
}
