// How every tool here starts Debian's Chromium: the end-to-end tests (playwright.config.ts), `npm run bench`
// (scripts/bench.mjs) and the screenshot tool (scripts/screenshot.mjs). Plain JavaScript, so that the .mjs scripts
// can import it without a TypeScript step.

/** The browser binary: Debian's package unless CHROMIUM_PATH names another (scripts/ensure-chromium.mjs installs it). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for a quiet, reproducible browser in a container: no sandbox, GPU, QUIC or background traffic. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
