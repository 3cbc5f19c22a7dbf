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
  // An island's modules are asked for together when it wakes, not one round trip after another (decision 0058): the
  // helper costs ~740 bytes (gzip) of the page script. Every browser that runs our modules has modulepreload.
  build: { assetsInlineLimit: 0, modulePreload: { polyfill: false } },
});
