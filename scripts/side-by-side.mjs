// `npm test`'s second step: `node scripts/side-by-side.mjs test:unit build` runs those npm scripts at once. The unit
// tests left about 40 % of this 2-core machine idle and the build about 55 %; one after the other they took about
// 60 s, side by side about 40 s (issue 43, item 3). Each one's output is printed whole when it ends.
import { runSideBySide } from "./lib/side-by-side.mjs";

const scripts = process.argv.slice(2);
// npm's own command-line script, the one that started this (`npm test`).
const npm = process.env.npm_execpath;
if (!npm) throw new Error("side-by-side.mjs runs npm scripts: start it from one (npm test), which names npm's own.");
console.log(`side by side: ${scripts.map((name) => `npm run ${name}`).join(", ")} (each printed when it ends)`);
await runSideBySide(
  "side by side",
  scripts.map((name) => [`npm run ${name}`, [npm, "run", name]]),
);
