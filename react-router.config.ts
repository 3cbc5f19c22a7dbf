import type { Config } from "@react-router/dev/config";

// A launch build (LAUNCH=1 npm run build) refuses to publish sample facts as the hospital's (npm run launch-check).
// The facts are loaded through esbuild (as launch-check does): their modules use the app's "~/" imports, which the
// config loader does not resolve.
if (process.env.LAUNCH === "1") {
  const { loadHospitalFacts } = await import("./scripts/lib/hospital-facts.mjs");
  const { launchGateRefusals } = await import("./server/publishing/launch-gate.mjs");
  const [refusal] = launchGateRefusals(await loadHospitalFacts());
  if (refusal) throw new Error(`LAUNCH=1: ${refusal}`);
}

export default {
  // Server rendering stays on so that unknown paths get a real 404 and the forms have a server;
  // every known page is also prerendered to static HTML at build time.
  ssr: true,
  // BUILD_DIR lets several builds exist side by side (parallel work, tests); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The server bundle is CommonJS: a publish loads it once more for each version, and a CommonJS module, unlike an ES
  // module, can be dropped from Node's cache and collected once the server shows a newer version (decision 0077).
  serverModuleFormat: "cjs",
  serverBuildFile: "index.cjs",
  // The pages of the content in SITE_CONTENT, handed over before the content modules load (as vite.config.ts does for
  // the pages): the articles the editors published, without the services they unticked. A publish renders the same
  // list (decision 0063).
  // React Router v8's behaviours, each chosen here so that the build says nothing of them (issue 43):
  future: {
    // Route modules are never split for the browser: the pages hydrate no routes, only islands (decision 0058).
    v8_splitRouteModules: false,
    // Kept off until it is its own change: the build names its environments in vite.config.ts (ssr: one file,
    // decision 0063), and the publish worker loads that one file.
    v8_viteEnvironmentApi: false,
    // Off: loaders and actions read the server's load context (app/handlers/load-context.server.ts: the desk's
    // session, storage, the publisher); middleware would replace it with a context provider, a change of its own.
    v8_middleware: false,
    // Off: the forms post to `.data` addresses the action policy and the rate limits know (action-policy.server.ts).
    v8_trailingSlashAwareDataRequests: false,
    // Off: loaders read request.url as the page's address (its language, `?older=`); the raw request carries `.data`.
    v8_passThroughRequests: false,
  },
  prerender: async () => {
    const { handPublishedContent, publishedContentFrom, siteContentFromEnv } =
      await import("./server/publishing/content-handover.mjs");
    handPublishedContent(publishedContentFrom(siteContentFromEnv(), { day: process.env.SITE_DAY }));
    const { prerenderPaths } = await import("./app/content/page-paths");
    return prerenderPaths();
  },
} satisfies Config;
