// Loads the hospital's facts (app/content/hospital) outside Vite: esbuild bundles them to a temporary module.
import { build } from "esbuild";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildDefines } from "./build-constants.mjs";
import {
  handPublishedContent,
  publishedContentFrom,
  siteContentFromEnv,
} from "../../server/publishing/content-handover.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export async function loadHospitalFacts() {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-facts-"));
  const outfile = path.join(outdir, "facts.mjs");
  try {
    await build({
      entryPoints: [path.join(root, "app", "content", "hospital", "index.ts")],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      logLevel: "warning",
      alias: { "~": path.join(root, "app") },
      define: buildDefines(),
    });
    // The content SITE_CONTENT names (a publish's, a launch build's), as the server's bundle is handed it.
    handPublishedContent(publishedContentFrom(siteContentFromEnv()));
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}
