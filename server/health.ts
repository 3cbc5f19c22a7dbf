import type { RequestStore } from "./storage";

/**
 * The health check's answer: a real write to the database (the only proof it takes writes), but at most one at a
 * time and reused for a few seconds while it is good. A bad answer is not reused, so recovery shows at the next check.
 */
export function healthProbe(store: Pick<RequestStore, "writable">, { freshMs = 5_000 } = {}) {
  let lastGood = 0;
  let inFlight: Promise<boolean> | undefined;
  return {
    writable(): Promise<boolean> {
      if (Date.now() - lastGood < freshMs) return Promise.resolve(true);
      inFlight ??= store.writable().then((ok) => {
        inFlight = undefined;
        if (ok) lastGood = Date.now();
        return ok;
      });
      return inFlight;
    },
  };
}
