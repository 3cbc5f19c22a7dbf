// Bundles server/*.ts into build/server-app/index.js (the server), cli.js (the desk's commands) and
// site-render-worker.js (a publish's renderer, decision 0063); dependencies stay in node_modules.
import { build } from "esbuild";
import path from "node:path";
import { buildDefines } from "./lib/build-constants.mjs";

await build({
  entryPoints: ["server/index.ts", "server/cli.ts", "server/site-render-worker.ts"],
  outdir: path.join(process.env.BUILD_DIR ?? "build", "server-app"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // The renderer loads the content modules (the pages it renders, the launch gate) after handing them the content.
  alias: { "~": path.resolve("app") },
  // The same build-time constants as the pages (vite.config.ts).
  define: buildDefines(),
});
