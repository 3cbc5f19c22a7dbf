import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes";

export default {
  // Server rendering stays on so that unknown paths get a real 404 and the forms have a server;
  // every known page is also prerendered to static HTML at build time.
  ssr: true,
  prerender: () => prerenderPaths(),
} satisfies Config;
