import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes";
import { serviceSlugs } from "./app/content/services/service";

// A launch build (LAUNCH=1 npm run build) refuses to publish sample facts as the hospital's (npm run launch-check).
// The facts are loaded through esbuild (as launch-check does): their modules use the app's "~/" imports, which the
// config loader does not resolve.
if (process.env.LAUNCH === "1") {
  const { loadHospitalFacts } = (await import("./scripts/lib/hospital-facts.mjs")) as {
    loadHospitalFacts: () => Promise<{
      hospitalSamples: () => { path: string }[];
      hospitalChoices: () => { path: string }[];
      outOfDateTwins: () => { path: string; stale: "en" | "te" }[];
    }>;
  };
  const facts = await loadHospitalFacts();
  const samples = facts.hospitalSamples();
  const choices = facts.hospitalChoices();
  const staleTwins = facts.outOfDateTwins();
  if (choices.length > 0) {
    throw new Error(
      `LAUNCH=1: ${choices.length} choice(s) to make (${choices
        .map((entry) => entry.path)
        .join(", ")}): the specification gives two readings; pick one. Run npm run launch-check for where each shows.`,
    );
  }
  if (staleTwins.length > 0) {
    throw new Error(
      `LAUNCH=1: ${staleTwins.length} translation(s) out of date (${staleTwins
        .map((entry) => `${entry.path}: the ${entry.stale === "te" ? "Telugu" : "English"}`)
        .join(", ")}): update them in /staff/site, or tick that both say the same.`,
    );
  }
  if (samples.length > 0) {
    throw new Error(
      `LAUNCH=1: ${samples.length} sample value(s) remain (${samples
        .slice(0, 5)
        .map((entry) => entry.path)
        .join(", ")}${samples.length > 5 ? ", …" : ""}). Run npm run launch-check for the list and what to supply.`,
    );
  }
}

export default {
  // Server rendering stays on so that unknown paths get a real 404 and the forms have a server;
  // every known page is also prerendered to static HTML at build time.
  ssr: true,
  // BUILD_DIR lets several builds exist side by side (parallel work, tests); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The articles the editors published, and the services they unticked, are read from SITE_CONTENT here: the config
  // is loaded without the build's constants (decision 0038).
  prerender: async () => {
    const { publishedArticlePaths, switchedOffServicePaths } = (await import("./scripts/lib/build-constants.mjs")) as {
      publishedArticlePaths: () => string[];
      switchedOffServicePaths: (env: NodeJS.ProcessEnv, everyService: string[]) => string[];
    };
    // A service the hospital does not offer has no page (its address goes to the services list).
    const switchedOff = new Set(switchedOffServicePaths(process.env, [...serviceSlugs]));
    return [...prerenderPaths(), ...publishedArticlePaths()].filter((path) => !switchedOff.has(path));
  },
} satisfies Config;
