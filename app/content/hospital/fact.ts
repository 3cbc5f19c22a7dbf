/**
 * A fact only the hospital can vouch for, with whether it has. "confirmed": the hospital gave it (the
 * specification is the hospital's own brief, so its figures count). "sample": we wrote it so that the site reads
 * as it will; it must be replaced before launch (`npm run launch-check` lists every one; a launch build refuses).
 */
const FACT = Symbol.for("hospital-fact");

export type FactStatus = "sample" | "confirmed";

/** A launch build (LAUNCH=1 npm run build): it refuses to build while samples remain (react-router.config.ts). */
export const isLaunchBuild = typeof __LAUNCH_BUILD__ === "boolean" && __LAUNCH_BUILD__;

export interface Fact<T> {
  readonly [FACT]: true;
  readonly value: T;
  readonly status: FactStatus;
  /** Where a confirmed fact comes from (e.g. "specification §3"). */
  readonly source?: string;
  /** For a sample: what the hospital must supply instead. */
  readonly supply?: string;
}

export function sample<const T>(value: T, supply: string): Fact<T> {
  return { [FACT]: true, value, status: "sample", supply };
}

export function confirmed<const T>(value: T, source: string): Fact<T> {
  return { [FACT]: true, value, status: "confirmed", source };
}

export function isFact(value: unknown): value is Fact<unknown> {
  return typeof value === "object" && value !== null && FACT in value;
}

/** A tree of facts with each fact replaced by its value: what pages read. */
export type Plain<F> =
  F extends Fact<infer T>
    ? T
    : F extends readonly unknown[]
      ? { [K in keyof F]: Plain<F[K]> }
      : F extends object
        ? { [K in keyof F]: Plain<F[K]> }
        : F;

export function plain<F>(tree: F): Plain<F> {
  if (isFact(tree)) return tree.value as Plain<F>;
  if (Array.isArray(tree)) return tree.map((item: unknown) => plain(item)) as Plain<F>;
  if (typeof tree === "object" && tree !== null) {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, plain(value)])) as Plain<F>;
  }
  return tree as Plain<F>;
}

export interface SampleEntry {
  /** Where it sits, e.g. "identity.phone.display". */
  path: string;
  value: unknown;
  supply: string;
}

/** Every sample in a tree of facts, with its path. */
export function samplesIn(tree: unknown, path = ""): SampleEntry[] {
  if (isFact(tree)) {
    return tree.status === "sample" ? [{ path, value: tree.value, supply: tree.supply ?? "" }] : [];
  }
  if (typeof tree === "object" && tree !== null) {
    return Object.entries(tree).flatMap(([key, value]) => samplesIn(value, path ? `${path}.${key}` : key));
  }
  return [];
}
