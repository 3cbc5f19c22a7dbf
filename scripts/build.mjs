// `npm run build`: the production build's steps in order, each with this same Node. BUILD_DIR, SITE_CONTENT (a
// site editor's content to build with; none: the repository's defaults) and SITE_PHOTOS_DIR pass through the
// environment. The server never runs it: a publish renders with the built server bundle (decision 0063).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runSteps } from "./lib/run-steps.mjs";

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
runSteps("build", root, steps);
