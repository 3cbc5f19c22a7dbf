import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes";

export default {
  // Server rendering stays on so that unknown paths get a real 404 and the forms have a server;
  // every known page is also prerendered to static HTML at build time.
  ssr: true,
  // BUILD_DIR lets several builds exist side by side (parallel work, tests); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
