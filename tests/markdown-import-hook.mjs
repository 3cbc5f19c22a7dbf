import { register } from "node:module";

/**
 * Lets Node import the long texts (`./x.md?raw`) as Vite does, so that end-to-end tests can read the content modules
 * that hold them (decision 0017). playwright.config.ts imports this in its own process and, through NODE_OPTIONS,
 * in its workers.
 */
register("./markdown-hooks.mjs", import.meta.url);
