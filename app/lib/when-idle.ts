/** The other half of the site's way of doing things later (see ./load-later). */

/**
 * Runs `callback` when the browser is idle (at the latest after `timeout` ms: the deadline then says `didTimeout`);
 * `afterLoad` waits for the load event first.
 */
export function whenIdle(
  callback: (deadline?: IdleDeadline) => void,
  { afterLoad = false, timeout = 2000 } = {},
): () => void {
  let cancel = () => {};
  const schedule = () => {
    // Older Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(callback, { timeout });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(() => callback(), 300);
      cancel = () => window.clearTimeout(timer);
    }
  };
  if (!afterLoad || document.readyState === "complete") {
    schedule();
  } else {
    window.addEventListener("load", schedule, { once: true });
    cancel = () => window.removeEventListener("load", schedule);
  }
  return () => cancel();
}

/** Resolves once the next frame has been drawn: what was changed before it is on screen by then. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
