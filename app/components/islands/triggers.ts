import { whenNearScreen } from "~/lib/load-later";

/**
 * When an island wakes, besides a visitor's first pointer, touch, focus or key on it (which always wakes it, and
 * is all "interaction" waits for). A new trigger is one entry here: it gets the island's wrapper and the function
 * that wakes it.
 */
export const ISLAND_TRIGGERS = {
  /** Only a visitor's intent (the default: most islands wait for it). */
  interaction: () => {},
  /** Scrolled near the viewport. The wrapper has no box of its own (display: contents): what it holds is watched. */
  visible: (island, wake) => {
    whenNearScreen(island.children, wake);
  },
} satisfies Record<string, (island: HTMLElement, wake: () => void) => void>;

export type IslandTrigger = keyof typeof ISLAND_TRIGGERS;

/** The wake-up an island's wrapper names (the server writes only these), or the default. */
export const triggerFor = (name: string | null) =>
  (ISLAND_TRIGGERS as Record<string, (island: HTMLElement, wake: () => void) => void>)[name ?? "interaction"] ??
  ISLAND_TRIGGERS.interaction;
