// The built server bundle (React Router's server build, one CommonJS file: decision 0077) and how it is loaded.
import { createRequire } from "node:module";
import path from "node:path";

/** Where `npm run build` writes the server bundle (`serverBuildFile` in react-router.config.ts), as an absolute path. */
export function serverBundlePath(buildDir) {
  return path.resolve(buildDir, "server", "index.cjs");
}

/**
 * The bundle evaluated afresh, with whatever content was handed over just before (content-handover.mjs), and at once
 * forgotten by Node's module cache: once nothing serves a version any longer, its modules are collected. (An ES
 * module is never unloaded; each version loaded by `import()` stayed until the server restarted: 4.4 MB each.)
 * @returns {import("react-router").ServerBuild}
 */
export function loadServerBundle(buildDir) {
  const file = serverBundlePath(buildDir);
  // A require of its own each time: a shared one would keep every loaded version among its module's children.
  const require = createRequire(file);
  try {
    return require(file);
  } finally {
    delete require.cache[file];
  }
}
