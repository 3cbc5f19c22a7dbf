import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { constantsByEnvironmentPlugin, sharedDefines } from "./scripts/lib/build-constants.mjs";
import { islandModulesPlugin } from "./scripts/lib/island-modules.mjs";
import { pageScriptChunkPlugin } from "./scripts/lib/page-script-chunk.mjs";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    islandModulesPlugin(),
    constantsByEnvironmentPlugin(),
    pageScriptChunkPlugin(),
  ],
  // The public origin and the other build-time constants (scripts/lib/build-constants.mjs): modules read these, never process.env.
  // Two of them differ between the server's build and the browser's: constantsByEnvironmentPlugin puts those in.
  define: sharedDefines(),
  resolve: { tsconfigPaths: true },
  // No preload helper for lazy chunks: it would add ~1 KB to every first load for a small waterfall saving.
  build: { assetsInlineLimit: 0, modulePreload: false },
});
