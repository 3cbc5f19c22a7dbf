// `npm test`'s second step: `node scripts/side-by-side.mjs test:unit build` runs those npm scripts at once. The unit
// tests left about 40 % of this 2-core machine idle and the build about 55 %; one after the other they took about
// 60 s, side by side about 40 s (issue 43, item 3). Each one's output is printed whole when it ends, so their lines
// never interleave; the status is the first failure's.
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
console.log(`side by side: ${scripts.map((name) => `npm run ${name}`).join(", ")} (each printed when it ends)`);
const npm = process.env.npm_execpath;
const statuses = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        // Through npm's own script (npm_execpath) when npm started this, as `npm test` does.
        const child = npm
          ? spawn(process.execPath, [npm, "run", name], { stdio: ["ignore", "pipe", "pipe"] })
          : spawn("npm", ["run", name], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (status, signal) => {
          process.stdout.write(output);
          if (status !== 0) console.error(`side by side: npm run ${name} stopped (${signal ?? `exit ${status}`}).`);
          resolve(status ?? 1);
        });
      }),
  ),
);
process.exit(statuses.find((status) => status !== 0) ?? 0);
