/**
 * A fact only the hospital can vouch for, with whether it has. "confirmed": the hospital gave it (the
 * specification is the hospital's own brief, so its figures count). "sample": we wrote it so that the site reads
 * as it will; it must be replaced before launch (`npm run launch-check` lists every one; a launch build refuses).
 * "choice": the specification gives two readings that contradict each other (hours, check-up price, insurance);
 * each place shows its own reading until the hospital picks one, and then every place reads the one answer.
 */
import { publishedContent, type ConfirmedSample } from "../published-content";

const FACT = Symbol.for("hospital-fact");

export type FactStatus = "sample" | "confirmed" | "choice";

/** A launch build (LAUNCH=1 npm run build): it refuses to build while samples remain (react-router.config.ts). */
export const isLaunchBuild = typeof __LAUNCH_BUILD__ === "boolean" && __LAUNCH_BUILD__;

export interface Fact<T> {
  readonly [FACT]: true;
  readonly value: T;
  readonly status: FactStatus;
  /** Where a confirmed fact comes from (e.g. "specification §3"). */
  readonly source?: string;
  /** When the source says it (YYYY-MM-DD): required for the hospital's claims (claims.ts, `evidenced`). */
  readonly date?: string;
  /** For a sample: what the hospital must supply instead. For a choice: the question it must answer. */
  readonly supply?: string;
  /**
   * How pages write the value, when not as it is (a number of days written "90 days"): what launch-check searches
   * the built pages for.
   */
  readonly shownAs?: readonly string[];
  /** For a sample editors can confirm (`sampleAt`): its key, the repository's value, and any fixed choices. */
  readonly key?: string;
  readonly repositoryValue?: unknown;
  readonly choices?: readonly string[];
  /** A figure that rates the hospital: an editor confirms it only with its source and the day it was measured. */
  readonly needsEvidence?: boolean;
  /** A number the hospital states about itself (a count, a share, a rating): none, nought or words are refused. */
  readonly isFigure?: boolean;
  /** Texts an editor may empty, each a sentence the pages then leave out. */
  readonly optionalTexts?: boolean;
  /** A list an editor may empty ("we hold no camps"): the pages then say nothing of it. */
  readonly noneIsAnAnswer?: boolean;
  /** For a number: the least and the most an editor may give (the retention period's bounds). */
  readonly range?: readonly [number, number];
  /** For ticks: at least one must stay ticked (the open days). */
  readonly atLeastOne?: boolean;
  /** Where the repository's value comes from, when the hospital gave it (SampleOptions.given). */
  readonly given?: string;
  /** An example that can never be confirmed (a patient's story no patient gave): an editor can only remove it. */
  readonly removable?: boolean;
}

export function sample<const T>(value: T, supply: string, shownAs?: readonly string[]): Fact<T> {
  return { [FACT]: true, value, status: "sample", supply, ...(shownAs ? { shownAs } : {}) };
}

export type { ConfirmedSample } from "../published-content";

// Handed to the server's bundle with each published version; none in the browser's code, whose islands are given
// what they show.
const confirmedSamples: Readonly<Record<string, ConfirmedSample>> = publishedContent.samples;

/** The editors' confirmations this build carries, by key (whole in server code: what launch-check reads). */
export const publishedSampleEdits: Readonly<Record<string, ConfirmedSample>> = confirmedSamples;

export interface SampleOptions {
  /** How pages write the value, when not as it is (see Fact.shownAs). */
  shownAs?: readonly string[];
  /** For a list of identifiers: the only values an editor may tick (the pages know no others). */
  choices?: readonly string[];
  /**
   * A figure that rates the hospital (claims.ts): an editor's confirmation counts only with a source and the day
   * it was measured (the consumer law's rules on advertisements expect a claim to be substantiated).
   */
  needsEvidence?: boolean;
  /** A figure (claims.ts): a count of at least 1, a share from 1% to 100%, a rating from 1 to 5 over 1 review or more. */
  isFigure?: boolean;
  /** Texts an editor may empty (a promise the hospital cannot keep): the pages leave an empty one out. */
  optionalTexts?: boolean;
  /** A list an editor may empty (the camp timetable, when the hospital holds none): the pages say nothing of it. */
  noneIsAnAnswer?: boolean;
  /** For a number: the least and the most an editor may give (the retention period: 30 to 365 days). */
  range?: readonly [number, number];
  /** For ticks: at least one must stay ticked (a hospital open on no day is a slip). */
  atLeastOne?: boolean;
  /**
   * Where the repository's value comes from when the hospital gave it (the specification's town, PIN and shop name):
   * it is confirmed as it stands, and an editor can still change it (another hospital's town).
   */
  given?: string;
}

/**
 * An example no confirmation can make true (a patient's story we wrote): it stays a sample until an editor removes
 * it at /staff/site/stories (`removedExamples`), and a launch build never shows it.
 */
export function exampleToRemove<const T>(key: string, value: T, supply: string): Fact<T> {
  return { [FACT]: true, value, status: "sample", supply, key, removable: true };
}

/**
 * A sample the hospital's editors can confirm or correct from a browser (decision 0037). `key` is where the fact
 * sits in hospitalFacts (content/hospital/index.ts), which a test holds. An editor's published value replaces the
 * sample here, when its module loads, so every string derived from it (page texts, structured data) follows.
 */
export function sampleAt<const T>(key: string, value: T, supply: string, options: SampleOptions = {}): Fact<T> {
  const edit = confirmedSamples[key];
  const editable = {
    key,
    repositoryValue: value,
    ...(options.choices ? { choices: options.choices } : {}),
    ...(options.needsEvidence ? { needsEvidence: true } : {}),
    ...(options.isFigure ? { isFigure: true } : {}),
    ...(options.optionalTexts ? { optionalTexts: true } : {}),
    ...(options.noneIsAnAnswer ? { noneIsAnAnswer: true } : {}),
    ...(options.range ? { range: options.range } : {}),
    ...(options.atLeastOne ? { atLeastOne: true } : {}),
    ...(options.given ? { given: options.given } : {}),
  };
  // A figure confirmed without its evidence (one click, or saved before the editor asked) is still an example.
  // A figure the hospital does not state (null) needs no evidence: nothing is claimed.
  const notStated = options.isFigure && edit?.value === null;
  if (edit && (!options.needsEvidence || edit.evidence || notStated)) {
    const by = `confirmed by ${edit.by} in the site editor on ${edit.on}`;
    const source = edit.evidence ? `${edit.evidence.source} (measured ${edit.evidence.measuredOn}; ${by})` : by;
    const date = edit.evidence?.measuredOn ?? edit.on;
    return { [FACT]: true, value: edit.value as T, status: "confirmed", source, date, supply, ...editable };
  }
  if (options.given) return { [FACT]: true, value, status: "confirmed", source: options.given, supply, ...editable };
  return {
    [FACT]: true,
    value,
    status: "sample",
    supply,
    ...(options.shownAs ? { shownAs: options.shownAs } : {}),
    ...editable,
  };
}

export function confirmed<const T>(value: T, source: string, date?: string): Fact<T> {
  return { [FACT]: true, value, status: "confirmed", source, ...(date ? { date } : {}) };
}

/** A confirmed fact that must say when its source said it: the hospital's figures (success rates, ratings, counts). */
export function evidenced<const T>(value: T, source: string, date: string): Fact<T> & { readonly date: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`evidenced: "${date}" is not a date (YYYY-MM-DD)`);
  return { [FACT]: true, value, status: "confirmed", source, date };
}

/**
 * A choice between readings the specification keeps side by side. Its value holds, for each reading's name, what
 * the places that state that reading show: their own reading while the choice is open (the default build shows
 * both, as the specification does), the picked one everywhere once the hospital has chosen.
 */
export interface Choice<K extends string, T> extends Fact<Readonly<Record<K, T>>> {
  readonly readings: Readonly<Record<K, T>>;
  /** For each reading, texts the built pages show it by (what launch-check searches for). */
  readonly readingShownAs: Readonly<Record<K, readonly string[]>>;
  /** The reading the hospital chose, once it has. */
  readonly pick?: K;
}

export interface ChoiceSpec<K extends string, T> {
  readings: Record<K, T>;
  /** The question the hospital answers by picking (launch-check prints it). */
  question: string;
  shownAs: Record<K, readonly string[]>;
}

export function choice<K extends string, const T>(
  spec: ChoiceSpec<K, T>,
  pick?: { reading: K; source: string },
): Choice<K, T> {
  const names = Object.keys(spec.readings) as K[];
  if (names.length < 2) throw new Error("choice: give at least two readings");
  if (pick && !names.includes(pick.reading)) throw new Error(`choice: no reading named "${pick.reading}"`);
  const value = Object.fromEntries(names.map((name) => [name, spec.readings[pick ? pick.reading : name]])) as Record<
    K,
    T
  >;
  return {
    [FACT]: true,
    value,
    status: pick ? "confirmed" : "choice",
    readings: spec.readings,
    readingShownAs: spec.shownAs,
    supply: spec.question,
    ...(pick ? { pick: pick.reading, source: pick.source } : {}),
  };
}

/** Which reading a place shows: its own while the choice is open, the picked one once settled. */
export function readingAt<K extends string>(fact: Choice<K, unknown>, place: K): K {
  return fact.pick ?? place;
}

export function isFact(value: unknown): value is Fact<unknown> {
  return typeof value === "object" && value !== null && FACT in value;
}

export function isChoice(value: unknown): value is Choice<string, unknown> {
  return isFact(value) && "readings" in value;
}

/** A tree of facts with each fact replaced by its value: what pages read. A choice gives each place its reading. */
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
  /** How the pages write it, when not as it is. */
  shownAs?: readonly string[];
}

/** Every fact in a tree of facts, with its path ("identity.phone.display", "testimonials.0"), in the tree's order. */
export function factsIn(tree: unknown, path = ""): { path: string; fact: Fact<unknown> }[] {
  if (isFact(tree)) return [{ path, fact: tree }];
  if (typeof tree === "object" && tree !== null) {
    return Object.entries(tree).flatMap(([key, value]) => factsIn(value, path ? `${path}.${key}` : key));
  }
  return [];
}

/** Every sample in a tree of facts, with its path. Choices are not samples (see `choicesIn`). */
export function samplesIn(tree: unknown, path = ""): SampleEntry[] {
  return factsIn(tree, path)
    .filter(({ fact }) => fact.status === "sample")
    .map(({ path: at, fact }) => ({
      path: at,
      value: fact.value,
      supply: fact.supply ?? "",
      ...(fact.shownAs ? { shownAs: fact.shownAs } : {}),
    }));
}

export interface ChoiceEntry {
  path: string;
  question: string;
  readings: Record<string, unknown>;
  shownAs: Record<string, readonly string[]>;
}

/** Every choice the hospital has still to make, with its path. */
export function choicesIn(tree: unknown, path = ""): ChoiceEntry[] {
  return factsIn(tree, path).flatMap(({ path: at, fact }) =>
    isChoice(fact) && fact.status === "choice"
      ? [{ path: at, question: fact.supply ?? "", readings: fact.readings, shownAs: fact.readingShownAs }]
      : [],
  );
}
