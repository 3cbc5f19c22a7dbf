import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { SiteContent } from "../app/content/site-content";
import type { RenderJob, RenderOutcome } from "./site-render-worker";
import { serverBundlePath } from "./publishing/server-bundle.mjs";

export interface SiteRenderOptions {
  /** The build the server runs (BUILD_DIR): its server bundle renders, its client folder holds the rest. */
  buildDir: string;
  /** Where versions go; its share-images folder keeps the sharing images drawn so far. */
  siteDir: string;
  /** A launch deployment: a version with samples, choices or stale translations is refused (launch-gate.mjs). */
  launch: boolean;
  /** The renderer's file: the bundled site-render-worker.js beside the server (scripts/build-server.mjs). */
  workerFile: URL;
  /** The shipped fonts of the sharing images (server/publishing/share-images.mjs). */
  fontsDir: string;
  /** How long a render may take before it is stopped (2 minutes). */
  timeoutMs?: number;
}

/**
 * The variables the renderer's thread sees, and no others: it runs the app's code with the editors' content, so the
 * server's secrets (STAFF_SESSION_SECRET, SMTP_PASS, …) stay out, as they stayed out of a publish's build (decision
 * 0052). The time zone and the locale shape dates. NODE_ENV is always production, as in the build's prerender: a
 * server started without it (`npm start`, the tests) rendered with React's development build, about a seventh slower.
 */
export const RENDER_ENV_FROM_SERVER = ["TZ", "LANG", "LC_ALL"] as const;

export function renderEnvironment(serverEnv: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: "production" };
  for (const name of RENDER_ENV_FROM_SERVER) {
    const value = serverEnv[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/** The code a version was rendered by: the server bundle's size and time, which every `npm run build` changes. */
export function buildIdOf(buildDir: string): string {
  const stat = fs.statSync(serverBundlePath(buildDir));
  return `${stat.size}-${Math.round(stat.mtimeMs)}`;
}

interface RenderedVersion {
  buildId?: string;
  day?: string;
  /** How many samples and open choices its pages still state (absent in a version rendered before they were kept). */
  samples?: number;
  choices?: number;
  /** The hospital's name and e-mail address as its pages state them. */
  hospital?: { name: string; email: string };
}

/**
 * What the version in `versionDir` was rendered by (the build's id) and for (India's day), as its version.json says;
 * empty for a folder that does not say (render it again).
 */
export function renderedVersion(versionDir: string): RenderedVersion {
  try {
    return JSON.parse(fs.readFileSync(path.join(versionDir, "version.json"), "utf8")) as RenderedVersion;
  } catch {
    return {};
  }
}

/**
 * Where a render may find files it writes already compressed: the build's client folder and those of the finished
 * renders in `siteDir` (a version folder, the preview), newest first.
 */
export function earlierClientDirs(options: Pick<SiteRenderOptions, "buildDir" | "siteDir">, outDir: string): string[] {
  const siteDir = path.resolve(options.siteDir);
  let finished: { dir: string; time: number }[] = [];
  try {
    finished = fs
      .readdirSync(siteDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && path.join(siteDir, entry.name) !== path.resolve(outDir))
      .flatMap((entry) => {
        const dir = path.join(siteDir, entry.name);
        try {
          return [{ dir: path.join(dir, "client"), time: fs.statSync(path.join(dir, "version.json")).mtimeMs }];
        } catch {
          return []; // not a render, or one not finished
        }
      });
  } catch {
    // No site folder yet: the build's files only.
  }
  return [...finished.sort((a, b) => b.time - a.time).map(({ dir }) => dir), path.resolve(options.buildDir, "client")];
}

/**
 * Renders one version of the site into `outDir` (decision 0063): the content handed to the built server bundle in a
 * worker thread (site-render-worker.ts), which writes the pages, crawl files, sharing images and their compressed
 * copies. Resolves with null when it finished, or with why it did not, for the server's log; a launch gate's
 * refusals come as "LAUNCH=1: …" lines, which the editor reads (site-publisher.ts). Never rejects; a render that
 * hangs is stopped.
 */
export function runSiteRender(
  options: SiteRenderOptions,
  outDir: string,
  input: { content: SiteContent | null; day: string; photos: Record<string, Uint8Array> },
): Promise<string | null> {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const job: RenderJob = {
    buildDir: options.buildDir,
    buildClientDir: path.join(options.buildDir, "client"),
    keptImageDirs: [path.join(options.buildDir, "share-images")],
    imageCacheDir: path.join(options.siteDir, "share-images"),
    fontsDir: options.fontsDir,
    outDir,
    content: input.content,
    day: input.day,
    launch: options.launch,
    photos: input.photos,
    buildId: buildIdOf(options.buildDir),
    earlierClientDirs: earlierClientDirs(options, outDir),
  };
  return new Promise((resolve) => {
    let settled = false;
    const settle = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(error);
    };
    const worker = new Worker(options.workerFile, { workerData: job, env: renderEnvironment(process.env) });
    const timer = setTimeout(() => {
      void worker.terminate();
      settle(`The render took longer than ${Math.round((options.timeoutMs ?? 120_000) / 1000)} s and was stopped.`);
    }, options.timeoutMs ?? 120_000);
    worker.on("message", (outcome: RenderOutcome) => {
      if (outcome.ok) {
        console.log(
          `Rendered ${outcome.pages} pages into ${outDir} in ${outcome.ms} ms (${outcome.imagesDrawn} sharing images ` +
            `drawn, ${outcome.compressed} files compressed anew)`,
        );
        settle(null);
      } else {
        const gate = outcome.refusals.map((refusal) => `LAUNCH=1: ${refusal}`).join("\n");
        settle(gate || outcome.error);
      }
      void worker.terminate();
    });
    worker.on("error", (error) => settle(`The render stopped: ${error.stack ?? error.message}`));
    worker.on("exit", (code) => settle(`The render stopped (exit ${code}) before it finished.`));
  });
}
