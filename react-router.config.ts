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
  // The pages of the content in SITE_CONTENT, handed over before the content modules load (as vite.config.ts does for
  // the pages): the articles the editors published, without the services they unticked. A publish renders the same
  // list (decision 0063).
  prerender: async () => {
    const { handPublishedContent, publishedContentFrom, siteContentFromEnv } =
      await import("./server/publishing/content-handover.mjs");
    handPublishedContent(publishedContentFrom(siteContentFromEnv(), { day: process.env.SITE_DAY }));
    const { prerenderPaths } = await import("./app/content/routes");
    return prerenderPaths();
  },
} satisfies Config;
