import type { ComponentType } from "react";
import found from "virtual:island-modules";

/**
 * Every island registers itself by its file name: `app/components/…/<name>.island.tsx`, whose default export is
 * the component (the list is made from the files at build time: scripts/lib/island-modules.mjs). The server renders
 * each one inside the page's HTML (island.tsx); the browser fetches its module once the page is idle, or when a visitor reaches for it
 * (runtime.ts). A new island is one file. Names are written into the HTML, so renaming a file changes the pages.
 */
export const islandModules: Record<string, () => Promise<{ default: ComponentType<never> }>> = found;

/** The attributes the server writes and the browser runtime reads. */
export const ISLAND_ATTRIBUTES = {
  name: "data-island",
  props: "data-island-props",
  shared: "data-island-shared",
  trigger: "data-island-on",
  query: "data-island-query",
  idPrefix: "data-island-id",
  state: "data-island-state",
  fallback: "data-island-fallback",
} as const;
