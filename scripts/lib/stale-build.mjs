// Whether the build in `buildDir` is older than the sources it was made from (issue 43, item 5): `npm start` then
// builds again rather than serve yesterday's site without a word.
import fs from "node:fs";
import path from "node:path";
import { serverBundlePath } from "../../server/publishing/server-bundle.mjs";

/** What a build is made from: these folders and files of the repository. */
const SOURCES = ["app", "server", "public", "scripts", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestIn(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    // Tests and the sharing images' fonts do not change what is built from the code.
    if (entry.name.endsWith(".test.ts") || entry.name.endsWith(".test.tsx") || entry.name === "node_modules") continue;
    newest = Math.max(newest, newestIn(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * The newest source file's time when it is newer than the build's server bundle (`<buildDir>/server/index.cjs`),
 * else null: the build is up to date, or there is none to compare (`npm start` builds then anyway).
 */
export function staleBuild(root, buildDir = path.join(root, "build")) {
  const bundle = serverBundlePath(buildDir);
  if (!fs.existsSync(bundle)) return null;
  const built = fs.statSync(bundle).mtimeMs;
  const newest = Math.max(...SOURCES.map((source) => newestIn(path.join(root, source))));
  return newest > built ? new Date(newest) : null;
}
