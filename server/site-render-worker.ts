// A publish's or a preview's renderer (decision 0063), run in a worker thread by server/site-render.ts: it hands the
// version's content to a fresh load of the built server bundle and writes what the content decides (the pages in
// both languages, the crawl files, the not-found pages, the menus' words, the photographs and the sharing images),
// each with its brotli and gzip copy, into the version's folder. Everything else (scripts, styles, pictures) stays in
// the build's client folder, which the server reads under the version's. No build tools: the worker exits when done,
// and the memory of its load of the bundle goes with it.
import fs from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler } from "react-router";
import type { SiteContent } from "../app/content/site-content";
import { copyCompressedCopies, storeCompressedCopies } from "./publishing/compress.mjs";
import { launchGateRefusals } from "./publishing/launch-gate.mjs";
import { pageReviewTexts, reviewRefusal, unreviewedPages } from "./publishing/page-reviews.mjs";
import { handPublishedContent, publishedContentFrom } from "./publishing/content-handover.mjs";
import { loadServerBundle } from "./publishing/server-bundle.mjs";
import { drawShareImage, shareImageOf } from "./publishing/share-images.mjs";
import { writePhotoFiles } from "./publishing/site-photos.mjs";

export interface RenderJob {
  /** The build whose server bundle renders the pages (server/publishing/server-bundle.mjs). */
  buildDir: string;
  /** The build's client folder: the illustrations the sharing images show. */
  buildClientDir: string;
  /** The build's kept sharing images by key (build/share-images), and this server's (SITE_DIR/share-images). */
  keptImageDirs: string[];
  imageCacheDir: string;
  /** The fonts the sharing images are drawn with (server/publishing/share-images.mjs, shareImageFonts). */
  fontsDir: string;
  /** Where the version goes (its client/ folder); it must not exist yet. */
  outDir: string;
  content: SiteContent | null;
  /** India's date the pages are made for. */
  day: string;
  /** A launch deployment: the content must pass launch-gate.mjs. */
  launch: boolean;
  /** The stored originals of the photographs the content names, by hash. */
  photos: Record<string, Uint8Array>;
  /** Identifies the code that rendered (server/site-render.ts): a new build renders the live version again. */
  buildId: string;
  /**
   * Client folders of earlier renders and of the build, laid out as this one's: a file with the same bytes at the
   * same place takes their compressed copies instead of being compressed again.
   */
  earlierClientDirs: string[];
}

export type RenderOutcome =
  | { ok: true; pages: number; imagesDrawn: number; compressed: number; ms: number }
  | { ok: false; refusals: string[]; error: string };

const COMPRESSIBLE = new Set([".html", ".xml", ".txt", ".json", ".webmanifest", ".svg"]);

/** The file an address is written to: a page as its folder's index.html, a file (sitemap.xml) as itself. */
const fileFor = (clientDir: string, address: string) =>
  path.posix.extname(address)
    ? path.join(clientDir, ...address.split("/"))
    : path.join(clientDir, ...address.split("/"), "index.html");

function write(file: string, body: string | Uint8Array, written: string[]) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  written.push(file);
}

/** At most `limit` of `items` at a time (sharp draws with libvips's own threads; two cores here). */
async function inTurns<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

export async function renderVersion(job: RenderJob): Promise<RenderOutcome> {
  const started = Date.now();
  handPublishedContent(publishedContentFrom(job.content, { day: job.day }));
  // A launch deployment's gate: samples, choices and stale translations here, unread pages once they are rendered;
  // the editor reads every refusal at once.
  const hospital = await import("../app/content/hospital");
  const refusals = job.launch ? launchGateRefusals(hospital) : [];
  // What the server reads of this version without loading its content (server/site.ts): the examples its pages
  // still state (the start-up line), and the hospital's name and e-mail address (the new requests' e-mails).
  const { site } = await import("../app/content/site");
  const stated = {
    samples: hospital.hospitalSamples().length,
    choices: hospital.hospitalChoices().length,
    hospital: { name: site.name, email: site.email },
  };
  // The pages this content has (without the services the hospital does not offer, with the editors' articles).
  const { prerenderPaths } = await import("../app/content/page-paths");
  const build = loadServerBundle(job.buildDir);
  const handle = createRequestHandler(build, "production");
  const clientDir = path.join(job.outDir, "client");
  const written: string[] = [];

  const render = async (address: string, status: number) => {
    const response = await handle(new Request(`http://localhost${address}`));
    if (response.status !== status) throw new Error(`${address} answered ${response.status}, not ${status}`);
    return response.text();
  };
  const pages: { address: string; html: string }[] = [];
  for (const address of prerenderPaths()) {
    const body = await render(address, 200);
    write(fileFor(clientDir, address), body, written);
    if (!path.posix.extname(address)) pages.push({ address, html: body });
  }
  // The not-found pages static hosts serve (the server renders its own), as scripts/static-not-found.mjs writes them.
  write(path.join(clientDir, "404.html"), await render("/404", 404), written);
  write(path.join(clientDir, "te", "404.html"), await render("/te/404", 404), written);
  // The shared props the pages name (the menus' words), as scripts/shared-island-props.mjs writes them.
  const shared = new Set(
    pages.flatMap(({ html }) => [...html.matchAll(/ data-island-shared="([^"]+)"/g)].map((m) => m[1]!)),
  );
  for (const address of shared) write(fileFor(clientDir, address), await render(address, 200), written);

  // What each page says, for the reviews (issue 40, item 4): the review page reads it from a preview's folder, and a
  // launch deployment publishes no page nobody has read since it changed.
  const texts = pageReviewTexts(pages);
  fs.writeFileSync(path.join(job.outDir, "page-texts.json"), JSON.stringify(texts));
  if (job.launch) {
    const unreviewed = unreviewedPages(texts, job.content?.reviews);
    if (unreviewed.length > 0) refusals.push(reviewRefusal(unreviewed));
  }
  if (refusals.length > 0) return { ok: false, refusals, error: refusals.join("\n") };

  const photos = job.content?.photos ?? {};
  for (const [slot, photo] of Object.entries(photos)) {
    const original = job.photos[photo.hash];
    if (!original) throw new Error(`the stored photograph for "${slot}" (${photo.hash}) is missing`);
    await writePhotoFiles(slot, photo, Buffer.from(original), clientDir);
  }

  // Sharing images: a card whose words did not change is the one already drawn, under its key.
  fs.mkdirSync(job.imageCacheDir, { recursive: true });
  const kept = (key: string) =>
    [...job.keptImageDirs, job.imageCacheDir]
      .map((dir) => path.join(dir, `${key}.png`))
      .find((file) => fs.existsSync(file));
  const toDraw: NonNullable<ReturnType<typeof shareImageOf>>[] = [];
  const cards = pages.flatMap(({ address, html }) => {
    const image = shareImageOf(html, address.replace(/^\//, ""), {
      clientDir: job.buildClientDir,
      photosDir: clientDir,
      photos,
    });
    return image ? [image] : [];
  });
  for (const image of cards)
    if (!kept(image.key) && !toDraw.some((other) => other.key === image.key)) toDraw.push(image);
  await inTurns(toDraw, 2, async (image) => {
    const target = path.join(job.imageCacheDir, `${image.key}.png`);
    await drawShareImage(image.card, `${target}.part`, job.fontsDir);
    fs.renameSync(`${target}.part`, target);
  });
  for (const image of cards) {
    const target = path.join(clientDir, image.imagePath);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(kept(image.key)!, target);
  }

  // Compressed once per version, as scripts/precompress.mjs does for the build: the server sends stored bytes. A file
  // an earlier render (or the build) already holds, byte for byte, takes its copies.
  let compressed = 0;
  await inTurns(
    written.filter((file) => COMPRESSIBLE.has(path.extname(file))),
    4,
    async (file) => {
      if (copyCompressedCopies(file, path.relative(clientDir, file), job.earlierClientDirs)) return;
      await storeCompressedCopies(file);
      compressed++;
    },
  );
  // Written last: an earlier render's folder is read (above) only once this says it is whole.
  fs.writeFileSync(
    path.join(job.outDir, "version.json"),
    JSON.stringify({ buildId: job.buildId, day: job.day, ...stated }),
  );
  return { ok: true, pages: pages.length, imagesDrawn: toDraw.length, compressed, ms: Date.now() - started };
}

if (parentPort && workerData) {
  const port = parentPort;
  renderVersion(workerData as RenderJob).then(
    (outcome) => port.postMessage(outcome),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        refusals: [],
        error: (error as Error)?.stack ?? String(error),
      } satisfies RenderOutcome),
  );
}
