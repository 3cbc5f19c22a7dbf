// The npm registry mirror on these machines holds only the Linux builds of packages that ship per-platform
// binaries (Tailwind's oxide, rolldown, esbuild, sharp…). `npm install` then leaves the other platforms'
// optional packages out of package-lock.json, and `npm ci` refuses the lock as "missing" them.
// This adds those entries back as optional packages (never installed on Linux), so `npm ci` accepts the lock.
// Run after changing dependencies: `npm install && node scripts/complete-lockfile.mjs`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === "" ? "" : `${location}/`;
    const candidates = [`${base}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => packages[candidate])) continue;
    const version = /^\d+\.\d+\.\d+/.test(spec) ? spec : null;
    if (!version) continue;
    packages[`node_modules/${name}`] = { version, optional: true, dev: entry.dev || undefined };
    added++;
  }
}
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log(`complete-lockfile: ${added} optional platform entries added`);
// Fail loudly if npm ci would still refuse the lock.
try {
  execFileSync("npm", ["ci", "--dry-run", "--ignore-scripts"], { stdio: "pipe" });
} catch (error) {
  console.error(String(error.stderr ?? error));
  process.exit(1);
}
