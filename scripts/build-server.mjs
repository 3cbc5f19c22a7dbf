// Bundles server/*.ts into build/server-app/index.js (the server) and cli.js (the desk's commands); dependencies
// stay in node_modules.
import { build } from "esbuild";
import path from "node:path";
import { buildDefines } from "./lib/build-constants.mjs";

await build({
  entryPoints: ["server/index.ts", "server/cli.ts"],
  outdir: path.join(process.env.BUILD_DIR ?? "build", "server-app"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // The same build-time constants as the pages (vite.config.ts).
  define: buildDefines(),
});
