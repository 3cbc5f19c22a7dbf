import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { ViteDevServer } from "vite";
import { hospitalChoices, hospitalSamples } from "../app/content/hospital";
import { isLaunchBuild } from "../app/content/hospital/fact";
import type { SiteDatabase } from "./database";
import { openSiteContentStore } from "./site-content-store";
import { openSitePhotoStore } from "./site-photo-store";
import { openSitePublisher, type PublisherOptions } from "./site-publisher";
import { EMPTY_SITE_CONTENT, noticesChangedSince, type SiteContent } from "../app/content/site-content";
import { handPublishedContent, publishedContentFrom } from "./publishing/content-handover.mjs";
import { loadServerBundle } from "./publishing/server-bundle.mjs";
import { shareImageFonts } from "./publishing/share-images.mjs";
import { buildIdOf, renderedVersion, runSiteRender } from "./site-render";
import { todayInIndia } from "../app/lib/form-basics";
import type { SiteEditing } from "../app/editor/site-editing.server";
import { createApp, type SiteVersionServed } from "./app";
import { openDatabase } from "./database";
import { mailAddresses, mailedHospital, Notifier, smtpSettingsFromEnv, type MailedHospital } from "./notify";
import { liveRetentionDays, retentionDaysFrom, scheduleRetention } from "./retention";
import { openStaffDirectory } from "./staff-accounts";
import { openSqliteStore } from "./storage";

/**
 * The one process a hospital runs: pages, forms, storage, the front desk. Settings come from the environment
 * (docs/operations.md). `npm start` runs it on the build (server/index.ts); `npm run dev` runs the same with Vite's development
 * server in place of the build (scripts/dev.mjs), so forms, /staff and the page script work under hot reload too.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function startSite(options: { vite?: ViteDevServer } = {}) {
  const env = process.env;
  const port = Number(env.PORT ?? 3000);
  const buildDir = path.resolve(env.BUILD_DIR ?? "build");
  const dataFile = env.DATABASE_PATH ?? path.resolve("data", "requests.sqlite");

  let retentionDays: number;
  try {
    retentionDays = retentionDaysFrom(env);
  } catch (error) {
    fail((error as Error).message);
  }

  // The database, its -wal and -shm files and any backup hold patients' details: the server user's alone.
  process.umask(0o077);
  const db = openDatabase(dataFile);
  const store = openSqliteStore(db);
  const directory = openStaffDirectory(db);
  // The period the live pages state: an editor's, once published (issue 40), else the setting's.
  const stopRetention = scheduleRetention(db, () => liveRetentionDays(db, retentionDays));

  const smtp = smtpSettingsFromEnv(env);
  // The live version's name and address, as its render wrote them (set below, and by each publish): the e-mails go
  // to that address unless NOTIFY_TO says.
  let liveHospital: MailedHospital | undefined;
  const notifier = smtp
    ? new Notifier(store, smtp, () => mailedHospital(liveHospital), {
        retryBaseMs: Number(env.NOTIFY_RETRY_MS) || undefined,
        maxAttempts: Number(env.NOTIFY_MAX_ATTEMPTS) || undefined,
      })
    : null;

  if (env.STAFF_PASSWORD || env.STAFF_PASSWORD_HASH) {
    console.warn(
      "STAFF_PASSWORD / STAFF_PASSWORD_HASH are no longer used: each person at the desk has a named account. " +
        "Create them with `npm run staff:add -- NAME`, then remove these variables (docs/operations.md, 'Staff accounts').",
    );
  }

  /**
   * The secrets that sign staff session cookies (comma-separated, newest first, so an old one can stay while
   * sessions roll over). Required in production: a secret made up here would differ between two server processes.
   */
  function staffSessionSecrets(): string[] {
    const secrets = (env.STAFF_SESSION_SECRET ?? "")
      .split(",")
      .map((secret) => secret.trim())
      .filter(Boolean);
    if (secrets.length > 0) return secrets;
    if (env.NODE_ENV === "production") {
      fail(
        "STAFF_SESSION_SECRET is not set. The front desk needs it in production to sign its session cookies: " +
          "set it to a long random value (for example `openssl rand -base64 32`).",
      );
    }
    console.warn("STAFF_SESSION_SECRET is not set: staff sessions end when the server restarts (development only).");
    return [randomBytes(32).toString("base64url")];
  }

  const appOptions = {
    vite: options.vite,
    store,
    rateLimit: {
      windowMs: Number(env.SUBMIT_RATE_WINDOW_MS ?? 10 * 60_000),
      limit: Number(env.SUBMIT_RATE_LIMIT ?? 20),
    },
    onStored: () => notifier?.kick(),
    trustProxy:
      env.TRUST_PROXY === undefined ? false : /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY,
    staff: {
      directory,
      sessionSecrets: staffSessionSecrets(),
      secureCookies: env.NODE_ENV === "production" && env.INSECURE_COOKIES !== "true",
      refreshSeconds: Math.min(Math.max(Number(env.DESK_REFRESH_SECONDS ?? 20) || 20, 1), 30),
      signInLimit: {
        windowMs: Number(env.SIGNIN_RATE_WINDOW_MS ?? 15 * 60_000),
        limit: Number(env.SIGNIN_RATE_LIMIT ?? 10),
      },
    },
  };
  // Sharing images are drawn with the shipped fonts only: fontconfig reads this before libvips first draws text.
  const fonts = shareImageFonts(process.cwd());
  process.env.FONTCONFIG_FILE = fonts.config;

  // The site editor's publishing (decision 0063): each published version is rendered by the build's own server
  // bundle into a folder, then the server shows it, loading the bundle once more with that version's content. The
  // version it replaces is collected once its last request is answered (decision 0077).
  function loadVersion(content: SiteContent, day: string, pagesDir?: string): SiteVersionServed {
    handPublishedContent(publishedContentFrom(content, { day }));
    return { serverBuild: loadServerBundle(buildDir), pagesDir };
  }
  // Made below, once the live version is loaded; a publish before then (an update's render) has nothing to swap.
  const served: { app?: Awaited<ReturnType<typeof createApp>> } = {};
  const site = siteEditing(db, dataFile, {
    buildDir,
    fontsDir: fonts.dir,
    // Under the development server the pages are rendered from the source on each request: a publish hands them the
    // content and has Vite load the modules again, instead of rendering a folder (so there is no preview to see).
    render: options.vite
      ? async (outDir) => (fs.mkdirSync(path.join(outDir, "client"), { recursive: true }), null)
      : undefined,
    goLive: async (versionDir, { content, day }) => {
      liveHospital = renderedVersion(versionDir).hospital;
      if (options.vite) {
        handPublishedContent(publishedContentFrom(content, { day }));
        options.vite.moduleGraph.invalidateAll();
        return;
      }
      served.app?.showVersion(loadVersion(content, day, versionDir));
    },
  });
  if (!options.vite) await renderLiveForThisBuild(site, buildDir);
  const liveDir = options.vite ? undefined : site.publisher.liveBuildDir();
  const live = site.publisher.live();
  const liveContent = (live?.versionId ? site.store.get(live.versionId)?.content : undefined) ?? EMPTY_SITE_CONTENT;
  const liveVersion = liveDir ? renderedVersion(liveDir) : {};
  liveHospital = liveVersion.hospital;
  // Anything a stopped server left unsent, now that the address is the live one.
  notifier?.kick();
  const app = await createApp({
    ...appOptions,
    buildDir,
    site,
    version: liveDir ? loadVersion(liveContent, renderedVersion(liveDir).day ?? todayInIndia(), liveDir) : undefined,
  });
  served.app = app;
  const stopNoticeDays = scheduleNoticeDays(site, options.vite ? 0 : 10 * 60_000);

  // What the live pages still state as examples: the live version's count (its editors may have confirmed them),
  // else the build's own (this process's content modules are the repository's).
  const samples = liveVersion.samples ?? hospitalSamples().length;
  const choices = liveVersion.choices ?? hospitalChoices().length;
  // A slow sender is dropped: headers within 20 s, the whole request within 30 s (Node's own defaults are 1 and 5
  // minutes, long enough for a few hundred slow connections to hold the server). Checked every second.
  const server = http.createServer(
    {
      headersTimeout: Number(env.HEADERS_TIMEOUT_MS ?? 20_000),
      requestTimeout: Number(env.REQUEST_TIMEOUT_MS ?? 30_000),
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => app(req, res),
  );
  // HOST=127.0.0.1 behind a proxy on the same machine (deploy/): nothing reaches the server but through it.
  const host = env.HOST || undefined;
  server.listen({ port, host }, () => {
    console.log(`Site ready on http://${host ?? "localhost"}:${port}`);
    if (samples > 0 || choices > 0) {
      console.warn(
        `Warning: the live pages show ${samples} sample value(s) as the hospital's facts and ${choices} choice(s) ` +
          "the hospital has not made; the site editor's facts page (/staff/site/facts) lists them.",
      );
    }
    console.log(
      `Requests are stored in ${dataFile} and erased after ${liveRetentionDays(db, retentionDays)} days; front desk at /staff`,
    );
    if (directory.count() === 0)
      console.log("No staff account yet: create the first with `npm run staff:add -- NAME`.");
    if (smtp) console.log(`New requests are e-mailed to ${mailAddresses(smtp, mailedHospital(liveHospital)).to}`);
  });

  function shutdown() {
    server.close(() => {
      notifier?.stop();
      stopRetention();
      stopNoticeDays();
      store.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  }
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

/**
 * The editor's versions and the publisher: versions are rendered beside the database (SITE_DIR) by the build the
 * server runs (server/site-render.ts), or by `render` in its place.
 */
function siteEditing(
  db: SiteDatabase,
  dataFile: string,
  options: {
    buildDir: string;
    fontsDir: string;
    render?: PublisherOptions["render"] | undefined;
    goLive: PublisherOptions["goLive"];
  },
) {
  const env = process.env;
  const photos = openSitePhotoStore(db);
  const siteDir = env.SITE_DIR ?? path.join(path.dirname(path.resolve(dataFile)), "site");
  const renderOptions = {
    buildDir: options.buildDir,
    siteDir,
    launch: isLaunchBuild,
    fontsDir: options.fontsDir,
    workerFile: new URL("./site-render-worker.js", import.meta.url),
  };
  const publisher = openSitePublisher(db, {
    siteDir,
    buildClientDir: path.join(options.buildDir, "client"),
    render: options.render ?? ((outDir, input) => runSiteRender(renderOptions, outDir, input)),
    goLive: options.goLive,
    photos,
  });
  return { store: openSiteContentStore(db), publisher, photos };
}

/** Publishes the live version again when the notices it shows today differ from those of the day it was built. */
export function republishForNoticeDays(site: Pick<SiteEditing, "publisher" | "store">, now = new Date()) {
  const live = site.publisher.live();
  if (!live || live.versionId === null || site.publisher.building()) return;
  const version = site.store.get(live.versionId);
  if (
    version &&
    noticesChangedSince(version.content.notices, todayInIndia(new Date(live.startedAt)), todayInIndia(now))
  ) {
    site.publisher.start(version, "the notices' dates");
  }
}

/**
 * Notices live in the prerendered pages, so the day one starts or the day after one ends the live content is
 * published again (checked every `everyMs`; 0: never, as under the development server). Returns the stop.
 */
function scheduleNoticeDays(site: SiteEditing, everyMs: number) {
  if (everyMs <= 0) return () => {};
  const check = () => republishForNoticeDays(site);
  const timer = setInterval(check, everyMs);
  timer.unref();
  check();
  return () => clearInterval(timer);
}

/**
 * After an update (a new `npm run build`), the live version's pages name the old build's scripts and styles, which
 * are gone: the live content is rendered again with the new build before the server takes requests (seconds).
 */
async function renderLiveForThisBuild(site: ReturnType<typeof siteEditing>, buildDir: string) {
  const liveDir = site.publisher.liveBuildDir();
  if (!liveDir || renderedVersion(liveDir).buildId === buildIdOf(buildDir)) return;
  const live = site.publisher.live();
  const version = live?.versionId ? site.store.get(live.versionId) : undefined;
  console.log("The live version was rendered by another build: rendering it again with this one.");
  site.publisher.start(version, "the updated site");
  while (site.publisher.building()) await new Promise((resolve) => setTimeout(resolve, 100));
}
