import type { ComponentType } from "react";
import { EARLY_TAPS_GLOBAL } from "~/lib/early-taps";
import { handEnteredValuesToReact, serverValue, type Field } from "./react-value-tracker";
import { ISLAND_ATTRIBUTES, islandModules } from "./registry";
import { triggerFor } from "./triggers";
import { whenIdle } from "~/lib/when-idle";

/** Where each island's module comes from (the registry; tests pass their own). */
type IslandModules = Record<string, () => Promise<{ default: ComponentType<never> }>>;

/**
 * The browser side of the islands (see island.tsx). It starts no island until a visitor reaches for it (its code is
 * fetched ahead once the page is idle: warmIslands), and loses nothing they did before it was ready:
 * - a tap on a button is held back and tapped again once the island has hydrated;
 * - text typed into a field is handed to React after hydration (React keeps the typed text on screen while
 *   hydrating, but its state would still be empty and the next render would wipe the field);
 * - a mouse resting on the island is reported again, so hover menus open without another move;
 * - a form sent before its island is ready is sent again through React once it is (with the same toasts as
 *   any other), or posted as an ordinary form if the island's code cannot load.
 * Links are never held: they navigate as they would without JavaScript.
 */

/** "hydrating": woken ahead of the visitor, its code run, React hydrating it in a transition (decision 0069). */
type IslandState = "waiting" | "loading" | "hydrating" | "hydrated" | "failed";

/** What a visitor started doing before an island was ready. */
interface Pending {
  click?: HTMLElement;
  /**
   * What the visitor typed or chose in each field before the island was ready, recorded as it happened. The
   * fields themselves cannot be trusted at hand-over: an event that arrives while React is still hydrating makes
   * React finish at once and re-render the form from its (empty) state, wiping fields it was not yet told about.
   */
  entered?: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>;
  /** A form sent before its island was ready: sent again through React (or, if React cannot load, natively). */
  submit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  pointer?: { x: number; y: number };
}

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
// Written tight: the page script has a budget of bytes (tests/build/budgets.test.ts).
const HELD_CLICK_TARGETS = "button:not([type=submit]),[role=button],[role=tab]";
const TEXT_INPUT_TYPES = new Set(["text", "search", "email", "tel", "url", "number", "date", "password"]);

const pending = new WeakMap<HTMLElement, Pending>();

const stateOf = (island: HTMLElement) =>
  (island.getAttribute(ISLAND_ATTRIBUTES.state) as IslandState | null) ?? "waiting";
const setState = (island: HTMLElement, state: IslandState) => island.setAttribute(ISLAND_ATTRIBUTES.state, state);

/** Finds the page's islands and waits for each one's trigger. */
export function startIslands(root: ParentNode = document, modules: IslandModules = islandModules) {
  const query = new URLSearchParams(window.location.search);
  // Buttons tapped before this script ran, held by the page's inline starter (page-script.tsx).
  const earlyTaps =
    ((window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL] as HTMLElement[] | undefined) ?? [];
  for (const button of earlyTaps) {
    const island = button.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
    if (island) pendingFor(island).click = button;
  }
  earlyTaps.length = 0;
  for (const island of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
    if (stateOf(island) !== "waiting") continue;
    watchIntent(island, modules);
    const queryName = island.getAttribute(ISLAND_ATTRIBUTES.query);
    if ((queryName && query.has(queryName)) || alreadyInUse(island) || pending.get(island)?.click) {
      void hydrate(island, modules);
      continue;
    }
    triggerFor(island.getAttribute(ISLAND_ATTRIBUTES.trigger))(island, () => void hydrate(island, modules));
  }
  fetchAheadWhenIdle(() => warmIslands(root, modules));
}

/**
 * Runs `fetchAhead` once the page has loaded and the browser is idle, where fetching ahead is welcome
 * (`mayFetchAhead`), and no island is loading for a visitor's tap: that island's code gets the line first, the rest
 * waits for the next idle moment (issue 41).
 */
export function fetchAheadWhenIdle(fetchAhead: () => void) {
  const attempt = () => {
    // Said on the page, for the tests and a curious developer (warmIslands says the rest).
    if (!mayFetchAhead()) return void document.documentElement.setAttribute("data-islands-ahead", "saving data");
    if (document.querySelector(`[${ISLAND_ATTRIBUTES.state}="loading"]`))
      return void whenIdle(attempt, { timeout: 4000 });
    // On the page's timeline: what a page fetches before this mark is its own (tests/e2e/first-load.spec.ts).
    if (performance.getEntriesByName("fetch-ahead").length === 0) performance.mark("fetch-ahead");
    fetchAhead();
  };
  whenIdle(attempt, { afterLoad: true, timeout: 4000 });
}

/**
 * Whether fetching code a visitor has not asked for is welcome: not when they asked the browser to save data, nor on
 * a 2G connection, where the page's own pictures need the line (issue 41).
 */
function mayFetchAhead(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? "");
}

/**
 * Once the page has loaded and the browser is idle, each waiting island's code, React and its words are fetched
 * (and the modules run), then the islands are woken one per idle moment (decision 0069), so that a tap later only
 * runs its handler (issue 41: a tap answered at once on a cheap phone). A failure here is the tap's to meet again.
 */
function warmIslands(root: ParentNode, modules: IslandModules) {
  // Said on the page, for the tests and a curious developer: "fetched" or "nothing to fetch".
  const say = (what: string) => document.documentElement.setAttribute("data-islands-ahead", what);
  // Only the islands this screen shows (a phone does not show the desktop menu): the wrapper has no box of its own.
  const waiting = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)].filter(
    (island) =>
      stateOf(island) === "waiting" && [...island.children].some((child) => child.getClientRects().length > 0),
  );
  if (waiting.length === 0) return say("nothing to fetch");
  say("fetched");
  void import("./hydrate").catch(() => {});
  for (const island of waiting) {
    void modules[island.getAttribute(ISLAND_ATTRIBUTES.name) ?? ""]?.().catch(() => {});
    sharedProps(island.getAttribute(ISLAND_ATTRIBUTES.shared)).catch(() => {});
  }
  // Then woken, one per idle moment, so that a tap only runs its handler (decision 0069): what the visitor reaches
  // for first is woken by their touch as before, and a tap during a wake-up is held and replayed as before.
  const wakeNext = () => {
    const island = waiting.shift();
    if (!island) return;
    if (stateOf(island) !== "waiting") return wakeNext();
    void hydrate(island, modules, true).finally(() => whenIdle(wakeNext, { timeout: 4000 }));
  };
  whenIdle(wakeNext, { timeout: 4000 });
}

/** The visitor reached the island before this script ran: it holds the focus, or text they typed. */
function alreadyInUse(island: HTMLElement) {
  if (island.contains(document.activeElement)) return true;
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input,textarea")) {
    if (field.value !== field.defaultValue) return true;
  }
  return false;
}

function watchIntent(island: HTMLElement, modules: IslandModules) {
  const onIntent = (event: Event) => {
    if (event instanceof PointerEvent && event.pointerType === "mouse") {
      rememberPointer(island, event);
    }
    void hydrate(island, modules);
  };
  for (const type of INTENT_EVENTS) island.addEventListener(type, onIntent, { capture: true, passive: true });
  island.addEventListener("pointermove", (event) => {
    if (event.pointerType === "mouse" && stateOf(island) !== "hydrated") rememberPointer(island, event);
  });
  island.addEventListener("pointerout", (event) => {
    if (!island.contains(event.relatedTarget as Node | null)) delete pendingFor(island).pointer;
  });
  const recordEntry = (event: Event) => {
    if (stateOf(island) === "hydrated") return;
    const field = event.target;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      recordEntered(island, field);
    }
  };
  // Registered before React's own listeners on the island, so these run first.
  island.addEventListener("input", recordEntry, true);
  island.addEventListener("change", recordEntry, true);
  island.addEventListener(
    "click",
    (event) => {
      // While React hydrates it ahead, React itself finishes at once for a tap and hands it the click.
      if (stateOf(island) === "hydrated" || stateOf(island) === "hydrating") return;
      const target = (event.target as Element | null)?.closest<HTMLElement>(HELD_CLICK_TARGETS);
      if (!target || !island.contains(target)) return;
      if (stateOf(island) === "failed") {
        goToFallback(island);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      // Pressed until replayed (the page starter marks the taps it holds the same way).
      target.setAttribute("aria-busy", "true");
      pendingFor(island).click = target;
      void hydrate(island, modules);
    },
    true,
  );
  island.addEventListener(
    "submit",
    (event) => {
      const state = stateOf(island);
      if (state === "hydrated" || state === "failed" || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopPropagation();
      pendingFor(island).submit = { form: event.target, submitter: event.submitter };
      void hydrate(island, modules);
    },
    true,
  );
}

/** Sends a held form again, through whatever now listens (React, or the browser's own post). */
function resubmit({ form, submitter }: NonNullable<Pending["submit"]>) {
  if (!form.isConnected) return;
  if (submitter && form.contains(submitter)) form.requestSubmit(submitter);
  else form.requestSubmit();
}

function pendingFor(island: HTMLElement): Pending {
  let entry = pending.get(island);
  if (!entry) {
    entry = {};
    pending.set(island, entry);
  }
  return entry;
}

/** What the visitor did before the island was ready, now to be done: a held button no longer shows as waiting. */
function takePending(island: HTMLElement): Pending {
  const entry = pending.get(island) ?? {};
  pending.delete(island);
  entry.click?.removeAttribute("aria-busy");
  return entry;
}

function rememberPointer(island: HTMLElement, event: PointerEvent) {
  pendingFor(island).pointer = { x: event.clientX, y: event.clientY };
}

const isHandedOver = (field: Field) => !(field instanceof HTMLInputElement) || TEXT_INPUT_TYPES.has(field.type);

function recordEntered(island: HTMLElement, field: Field) {
  if (!isHandedOver(field)) return;
  const entry = pendingFor(island);
  entry.entered ??= new Map();
  entry.entered.set(field, field.value);
}

/** Records fields that differ from the server's HTML although no input or change event said so. */
function recordUnannouncedEntries(island: HTMLElement) {
  for (const field of island.querySelectorAll<Field>("input,textarea,select")) {
    if (field.value !== serverValue(field) && !pending.get(island)?.entered?.has(field)) {
      recordEntered(island, field);
    }
  }
}

/** Each shared-props file once per page, however many islands name it (the header's four islands share their words). */
const sharedPropsFiles = new Map<string, Promise<Record<string, unknown>>>();

/** The islands' words file this page names (the header's islands carry it): what the booking dialog reads too. */
export const pageWordsFile = () =>
  document.querySelector(`[${ISLAND_ATTRIBUTES.shared}]`)?.getAttribute(ISLAND_ATTRIBUTES.shared) ?? null;

/**
 * The props an island shares with others (island.tsx: SharedIslandProps), fetched in parallel with its code; the
 * booking dialog reads the same file.
 */
export function sharedProps(href: string | null): Promise<Record<string, unknown>> {
  if (!href) return Promise.resolve({});
  if (!sharedPropsFiles.has(href)) {
    sharedPropsFiles.set(
      href,
      fetch(href).then((response) => {
        if (!response.ok) throw new Error(`${href}: ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      }),
    );
  }
  return sharedPropsFiles.get(href)!;
}

/** Loads the island's module (and React, shared by all islands) and hydrates it. */
async function hydrate(island: HTMLElement, modules: IslandModules, ahead = false): Promise<void> {
  if (stateOf(island) !== "waiting") return;
  setState(island, "loading");
  // Anything entered before this script was listening (it already shows in the fields).
  recordUnannouncedEntries(island);
  const name = island.getAttribute(ISLAND_ATTRIBUTES.name) ?? "";
  const load = modules[name];
  try {
    if (!load) throw new Error(`Unknown island "${name}"`);
    const [module, { hydrateIsland }, shared] = await Promise.all([
      load(),
      import("./hydrate"),
      sharedProps(island.getAttribute(ISLAND_ATTRIBUTES.shared)),
    ]);
    const props = JSON.parse(island.getAttribute(ISLAND_ATTRIBUTES.props) ?? "{}") as Record<string, unknown>;
    hydrateIsland(
      island,
      module.default as unknown as React.ComponentType<Record<string, unknown>>,
      { ...shared, ...props },
      island.getAttribute(ISLAND_ATTRIBUTES.idPrefix) ?? "",
      () => afterHydration(island),
      ahead,
    );
    if (ahead && stateOf(island) === "loading") setState(island, "hydrating");
  } catch (error) {
    // Offline, or a new deployment removed the old chunk: the server-rendered HTML stays, links and forms work.
    setState(island, "failed");
    console.warn(`Island "${name}" could not start:`, error);
    const { submit, click } = takePending(island);
    if (submit) resubmit(submit);
    else if (click) goToFallback(island);
  }
}

/** A tap on an island whose code could not load: its button cannot work, so the page goes where the island says. */
function goToFallback(island: HTMLElement) {
  const href = island.getAttribute(ISLAND_ATTRIBUTES.fallback);
  if (href) window.location.assign(href);
}

/** Runs in React's commit (layout effect) of the hydration. */
function afterHydration(island: HTMLElement) {
  if (stateOf(island) === "hydrated") return;
  setState(island, "hydrated");
  // A microtask: after the commit has finished, but before the island's own effects can re-render its fields.
  queueMicrotask(() => replayEarlyActions(island));
}

function replayEarlyActions(island: HTMLElement) {
  // Also what no event told us of while loading (a value the browser restored, a script that set it).
  recordUnannouncedEntries(island);
  const { click, pointer, submit, entered } = takePending(island);
  if (entered) handEnteredValuesToReact(entered);
  if (submit) {
    setTimeout(() => resubmit(submit), 0);
  } else if (click?.isConnected) {
    // After React's commit, so its handlers (and those of Radix) see an ordinary click.
    setTimeout(() => click.click(), 0);
  } else if (pointer) {
    const under = document.elementFromPoint(pointer.x, pointer.y);
    if (under && island.contains(under)) {
      under.dispatchEvent(
        new PointerEvent("pointermove", {
          bubbles: true,
          pointerType: "mouse",
          clientX: pointer.x,
          clientY: pointer.y,
        }),
      );
    }
  }
}
