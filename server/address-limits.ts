import { ipKeyGenerator, MemoryStore, type Options } from "express-rate-limit";
import type { AddressLimiter } from "../app/handlers/action-policy.server";

/** A fixed window per address: how many times it has hit, and when its window ends. */
export interface WindowLimit {
  windowMs: number;
  limit: number;
}

/**
 * A per-address counter in memory, for the action policies (app/handlers/action-policy.server.ts). express-rate-limit's
 * own store does the counting and forgets idle addresses, so memory stays bounded by the addresses of one window.
 */
export function addressLimiter({ windowMs, limit }: WindowLimit): AddressLimiter {
  const store = new MemoryStore();
  store.init({ windowMs } as Options);
  return {
    limit,
    async hit(address) {
      const { totalHits, resetTime } = await store.increment(address);
      return { count: totalHits, resetAt: resetTime ?? new Date(Date.now() + windowMs) };
    },
    undo: (address) => store.decrement(address),
  };
}

/** How limiters name a visitor: the address, or for IPv6 its /56 (one household's or phone's whole range). */
export const addressKey = (ip: string | undefined) => ipKeyGenerator(ip ?? "unknown");
