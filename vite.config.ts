import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildDefines } from "./scripts/lib/build-constants.mjs";
import {
  handPublishedContent,
  publishedContentFrom,
  siteContentFromEnv,
} from "./server/publishing/content-handover.mjs";
import { islandModulesPlugin } from "./scripts/lib/island-modules.mjs";
import { pageScriptChunkPlugin } from "./scripts/lib/page-script-chunk.mjs";

// The build prerenders in this process with the server bundle it just made: it is handed the content in SITE_CONTENT
// (none: the repository's defaults), as the server hands each published version (decision 0063). So is the
// development server's rendering.
handPublishedContent(publishedContentFrom(siteContentFromEnv(), { day: process.env.SITE_DAY }));

export default defineConfig(({ command }) => ({
  // A build prints its warnings and errors, not the list of every file it wrote (issue 43); the development server
  // still says where it listens.
  logLevel: command === "build" ? "warn" : "info",
  plugins: [tailwindcss(), reactRouter(), islandModulesPlugin(), pageScriptChunkPlugin()],
  // The public origin and the other machine settings (scripts/lib/build-constants.mjs): modules read these, never
  // process.env. The hospital's content is no constant: see handPublishedContent above.
  define: buildDefines(),
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // An island's modules are asked for together when it wakes, not one round trip after another (decision 0058):
    // the helper costs ~740 bytes (gzip) of the page script. Every browser that runs our modules has modulepreload.
    modulePreload: { polyfill: false },
    // Rolldown's report of how long plugins took (most of a 4 s build is React Router's prerender) asks nothing of
    // us: a clean build prints only what needs attention (issue 43, item 5). Set it to true to read it again.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // The development server bundles these before the first page, not when a page first asks for them: found late, it
  // reloads that page, and a visitor (or a browser test) loses what was typed into it. Found late in a fresh clone:
  // the islands import radix-ui and zod only when woken (the booking dialog radix-ui/internal), island.tsx imports
  // react-dom/server, a form route busboy.
  optimizeDeps: { include: ["busboy", "radix-ui", "radix-ui/internal", "react-dom/server", "zod"] },
  // The server's bundle is one file: the server loads it once per published version (decision 0063), and a chunk
  // shared between two loads would be evaluated once, with the first version's content.
  environments: { ssr: { build: { rollupOptions: { output: { codeSplitting: false } } } } },
}));
