// Bundles server/*.ts into build/server-app/index.js (the server) and cli.js (the desk's commands); dependencies
// stay in node_modules.
import { build } from "esbuild";
import path from "node:path";

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
  // The same build-time origin as the pages (vite.config.ts).
  define: {
    __SITE_ORIGIN__: JSON.stringify(process.env.SITE_ORIGIN ?? ""),
    __LAUNCH_BUILD__: JSON.stringify(process.env.LAUNCH === "1"),
    __RETENTION_DAYS__: JSON.stringify(Number(process.env.REQUEST_RETENTION_DAYS) || 180),
  },
});
