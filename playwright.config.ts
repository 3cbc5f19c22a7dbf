import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium-args.mjs";
import { EDITOR, SECOND_STAFF, STAFF } from "./tests/e2e/staff-account";
// Node cannot import the long texts (.md?raw) that content modules hold; every process that loads this config,
// the runner and each worker, registers the hook that can (decision 0017).
import "./tests/markdown-import-hook.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
const serverDir = path.join(process.env.BUILD_DIR ?? "build", "server-app");
const database = path.join(os.tmpdir(), `e2e-requests-${process.pid}.sqlite`);
// `npm run dev` (scripts/dev.mjs) on its own port and database: tests/e2e/dev-server.spec.ts.
const devPort = port + 1;
const devDatabase = path.join(os.tmpdir(), `e2e-dev-requests-${process.pid}.sqlite`);
// The site editor publishes (rebuilds and swaps) on a server of its own, so other tests keep the defaults.
const editorPort = port + 2;
// Set once by the runner and inherited by its workers, so site-editor.spec.ts can read the builds a publish made.
process.env.E2E_EDITOR_DIR ??= path.join(os.tmpdir(), `e2e-editor-${process.pid}`);
const editorDir = process.env.E2E_EDITOR_DIR;

/** End-to-end tests: Debian's Chromium against the production server, at phone and desktop widths. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    // One renderer process for a worker's pages, where Chromium would start one for each new browser context: about
    // a tenth of the browser tests' time on two cores (issue 43, item 3). A test's pages still each have their own
    // context (storage, cookies); what they share is the process, as tabs of one site do on a low-memory phone.
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, "--renderer-process-limit=1"] },
    trace: "off",
    // A failed test's last screen, beside its error-context.md: cheap, since only failures take one.
    screenshot: "only-on-failure",
  },
  projects: [
    // First: the editor's real publishes are one long test (about 70 s) on one worker, and the dev server's tests
    // are few; queued last, the other worker stood idle while they ran (issue 43, item 3).
    {
      name: "dev",
      testMatch: /dev-server\.spec\.ts/,
      use: { baseURL: `http://localhost:${devPort}`, viewport: { width: 1280, height: 800 }, browserName: "chromium" },
    },
    {
      name: "editor",
      testMatch: /site-editor\.spec\.ts/,
      use: {
        baseURL: `http://localhost:${editorPort}`,
        viewport: { width: 1280, height: 800 },
        browserName: "chromium",
        // The editor's pages are long: with motion, each click far down waited for the page's smooth scroll to end
        // (Playwright clicks only a still element), about 1.5 s a form. The pages' motion is tested elsewhere.
        reducedMotion: "reduce",
      },
    },
    // A test tagged `@once` (the same at every width) or `@phone` runs in the phone's project only, one tagged
    // `@desktop` in the desktop's only (tests/e2e/helpers.ts); so do these files, whose every test is the same at
    // every width: the forms without JavaScript, the services page's links, a database held by another process.
    {
      name: "phone",
      testIgnore: /(dev-server|site-editor)\.spec\.ts/,
      grepInvert: /@desktop/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" },
    },
    {
      name: "desktop",
      testIgnore: /(dev-server|site-editor|forms-no-js|services|storage-failure)\.spec\.ts/,
      grepInvert: /@once|@phone/,
      use: { viewport: { width: 1280, height: 800 }, browserName: "chromium" },
    },
  ],
  webServer: [
    {
      // A fresh database with one front-desk account (the desk's own command), then the production server.
      command: [
        `rm -f ${database}*`,
        ...[STAFF, SECOND_STAFF].map(
          (account) =>
            `printf '%s\\n' '${account.password}' | node ${path.join(serverDir, "cli.js")} staff:add '${account.name}'`,
        ),
        `node ${path.join(serverDir, "index.js")}`,
      ].join(" && "),
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(port),
        DATABASE_PATH: database,
        SUBMIT_RATE_LIMIT: "100000",
        SIGNIN_RATE_LIMIT: "1000",
        // Open desks refresh every 2 s here (20 s in production), so a test sees another person's mark quickly.
        DESK_REFRESH_SECONDS: "2",
        STAFF_SESSION_SECRET: "e2e session secret, not for production",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
      },
    },
    {
      // The development server: the same application under Vite, with one front-desk account.
      command: [
        // As in a fresh clone: Vite bundles the dependencies anew, so a late-found one shows here (vite.config.ts).
        `rm -f ${devDatabase}* && rm -rf node_modules/.vite`,
        `printf '%s\\n' '${STAFF.password}' | node ${path.join(serverDir, "cli.js")} staff:add '${STAFF.name}'`,
        "node scripts/dev.mjs",
      ].join(" && "),
      // Ready once it answers a file from public/: the first page, 5 s of Vite's work, is the first test's to wait for
      // while the other worker's tests run, not every test's (issue 43, item 3).
      url: `http://localhost:${devPort}/staff-desk.js`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(devPort),
        DATABASE_PATH: devDatabase,
        SUBMIT_RATE_LIMIT: "100000",
        STAFF_SESSION_SECRET: "e2e dev session secret, not for production",
      },
    },
    {
      // The production server with a site editor and a desk account; its publishes build under editorDir.
      command: [
        `rm -rf ${editorDir} && mkdir -p ${editorDir}`,
        `printf '%s\\n' '${EDITOR.password}' | node ${path.join(serverDir, "cli.js")} staff:add '${EDITOR.name}' --role editor`,
        `printf '%s\\n' '${STAFF.password}' | node ${path.join(serverDir, "cli.js")} staff:add '${STAFF.name}'`,
        `node ${path.join(serverDir, "index.js")}`,
      ].join(" && "),
      url: `http://localhost:${editorPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(editorPort),
        DATABASE_PATH: path.join(editorDir, "requests.sqlite"),
        SITE_DIR: path.join(editorDir, "site"),
        STAFF_SESSION_SECRET: "e2e editor session secret, not for production",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
      },
    },
  ],
});
