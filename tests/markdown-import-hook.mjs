import { register } from "node:module";

/**
 * Lets Node import the long texts (`./x.md?raw`) as Vite does, so that end-to-end tests can read the content modules
 * that hold them (decision 0017). playwright.config.ts imports this, so the runner and each of its
 * workers (which load the config too) register it.
 */
register("./markdown-hooks.mjs", import.meta.url);
