// `npm run build`: the production build's steps in order, each with this same Node. BUILD_DIR, SITE_CONTENT (a
// site editor's content to build with; none: the repository's defaults) and SITE_PHOTOS_DIR pass through the
// environment. The server never runs it: a publish renders with the built server bundle (decision 0063).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The command-line entry of React Router's build (its package exports no path to it).
const reactRouter = path.join(root, "node_modules", "@react-router", "dev", "bin.js");
const steps = [
  [reactRouter, "build"],
  // Before postbuild: a sharing image uses its page's photograph when there is one.
  [path.join(root, "scripts", "site-photos.mjs")],
  [path.join(root, "scripts", "postbuild.mjs")],
  [path.join(root, "scripts", "static-not-found.mjs")],
  // A launch build: every page read since it last changed (does nothing otherwise).
  [path.join(root, "scripts", "review-gate.mjs")],
  [path.join(root, "scripts", "shared-island-props.mjs")],
  [path.join(root, "scripts", "precompress.mjs")],
];
/**
 * Lines the tools print on every build that ask nothing of us (issue 43: a clean build prints only what needs
 * attention): React Router passes Vite 8 an option Vite has renamed, once per configuration it loads.
 */
const NOISE = [/^The `envFile` option is deprecated, please use `envDir: false` instead\.$/];

for (const step of steps) {
  const { status, signal, stdout, stderr } = spawnSync(process.execPath, step, {
    cwd: root,
    stdio: ["inherit", "pipe", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const said = (text) =>
    text
      .split("\n")
      .filter((line) => !NOISE.some((noise) => noise.test(line.trim())))
      .join("\n");
  process.stdout.write(said(stdout ?? ""));
  process.stderr.write(said(stderr ?? ""));
  if (status !== 0) {
    console.error(`build: ${path.basename(step[0])} stopped (${signal ?? `exit ${status}`}).`);
    process.exit(status || 1);
  }
}
