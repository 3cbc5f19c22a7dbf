/**
 * The form for any sample fact an editor confirms or corrects at /staff/site/facts (decision 0037), built from the
 * shape of the repository's value: a text for a text, a number for a number, one line each for a list of texts,
 * ticks for a list with fixed choices, and each item's fields for a list of records. What comes back must keep that
 * shape (the same keys, the same kinds of value; records with identifiers keep their number, plain ones can be added
 * and removed), so the pages and the structured data that read the fact cannot break. Identifiers (ids, icon and
 * kind names) are neither shown nor sent: they stay as they are.
 */

export type FieldKind = "text" | "longText" | "number" | "lines" | "choices" | "tick";

export interface SampleField {
  /** The form field's name: "f" for the value itself, "f.0.town" for a record's field. */
  name: string;
  /** What the editor reads beside it: "Town (1)". */
  label: string;
  kind: FieldKind;
  /** The value to show: a text, a number as text, lines joined by newlines, or the ticked choices. */
  shown: string | readonly string[];
  choices?: readonly string[];
  /** The words beside each choice's tick, when the choices are identifiers (content/hospital/choice-labels.ts). */
  choiceLabels?: Readonly<Record<string, string>>;
}

/** Keys whose values the code matches on (an icon's name, a scheme's id): they stay as they are. */
const FIXED_KEYS = new Set(["id", "icon", "kind", "slug"]);
/** Longest text an editor may type in one field. */
export const SAMPLE_TEXT_LIMIT = 1200;
const LINE_LIMIT = 300;

type Path = readonly (string | number)[];

const nameOf = (path: Path) => ["f", ...path].join(".");

/** Keys whose name alone would not tell an editor what they mean. */
const LABELS: Readonly<Record<string, string>> = {
  consented: "The patient gave written consent to publish this",
  offered: "We offer this (untick it if not: the pages then say nothing of it)",
  have: "We have this (untick it if not: the pages then name it nowhere)",
  given: "We give this here (untick it if not: the pages then say the doctor tells patients where to have it)",
  te: "Telugu",
  en: "English",
};

function labelOf(path: Path): string {
  const words = (key: string) =>
    LABELS[key] ??
    key
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .toLowerCase()
      .replace(/^./, (first) => first.toUpperCase());
  const keys = path.filter((part): part is string => typeof part === "string");
  const numbers = path.filter((part): part is number => typeof part === "number").map((index) => index + 1);
  const label = keys.length > 0 ? keys.map(words).join(" · ") : "Value";
  return numbers.length > 0 ? `${label} (${numbers.join(".")})` : label;
}

/** The tick that drops a record from a list that can grow and shrink. */
const REMOVE = "remove";
/** Most records a list may hold (a camp timetable, directions). */
const RECORD_LIMIT = 30;

/**
 * A list of records an editor may add to and remove from: records of texts with no identifier the code matches on
 * (camps: yes; payment options, whose icon names a picture: no, their number stays).
 */
function isGrowable(value: unknown): value is Record<string, unknown>[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (item) =>
        isRecord(item) &&
        Object.entries(item).every(([key, field]) => !FIXED_KEYS.has(key) && typeof field === "string"),
    )
  );
}

/** An empty record of the same shape, for the "add one more" fields. */
function blankOf(record: unknown): Record<string, string> {
  return Object.fromEntries(Object.keys(isRecord(record) ? record : {}).map((key) => [key, ""]));
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields for adding the first record to a list an editor emptied ("we hold none"), from the repository's. */
function firstRecordFields(shape: Record<string, unknown>[]): SampleField[] {
  return sampleFields(blankOf(shape[0]), undefined, [0]).map((field) => ({
    ...field,
    label: field.label.replace(/\(\d+\)$/, "(add one: leave empty for none)"),
  }));
}

/**
 * The fields an editor fills for a value of this shape, showing `current` (same shape). `shape`, the repository's
 * value, gives an emptied list its fields to start again.
 */
export function sampleFields(
  current: unknown,
  choices?: readonly string[],
  path: Path = [],
  shape?: unknown,
): SampleField[] {
  if (Array.isArray(current) && current.length === 0 && isGrowable(shape)) return firstRecordFields(shape);
  const base = { name: nameOf(path), label: labelOf(path) };
  if (choices && path.length === 0)
    return [{ ...base, kind: "choices", shown: isTextList(current) ? current : [], choices }];
  if (typeof current === "string") {
    return [{ ...base, kind: current.length > 80 ? "longText" : "text", shown: current }];
  }
  if (typeof current === "number") return [{ ...base, kind: "number", shown: String(current) }];
  if (typeof current === "boolean") return [{ ...base, kind: "tick", shown: current ? "yes" : "" }];
  if (isTextList(current)) return [{ ...base, kind: "lines", shown: current.join("\n") }];
  if (isGrowable(current)) {
    // Each record with a tick to remove it, then one empty record to add (left empty, nothing is added).
    const records = current.flatMap((item, index) => [
      ...sampleFields(item, undefined, [...path, index]),
      {
        name: nameOf([...path, index, REMOVE]),
        label: `Remove this one (${index + 1})`,
        kind: "tick" as const,
        shown: "",
      },
    ]);
    const added = sampleFields(blankOf(current[0]), undefined, [...path, current.length]).map((field) => ({
      ...field,
      label: field.label.replace(/\(\d+\)$/, "(add one more: leave empty for none)"),
    }));
    return [...records, ...added];
  }
  if (Array.isArray(current)) return current.flatMap((item, index) => sampleFields(item, undefined, [...path, index]));
  if (isRecord(current)) {
    return Object.entries(current).flatMap(([key, value]) =>
      FIXED_KEYS.has(key) && typeof value === "string" ? [] : sampleFields(value, undefined, [...path, key]),
    );
  }
  return [];
}

export type SampleParse = { ok: true; value: unknown } | { ok: false; problem: string };

class Refused extends Error {}

function text(raw: string | null, shape: string, label: string, optional = false): string {
  const typed = (raw ?? "").trim();
  if (typed === "" && shape !== "" && !optional)
    throw new Refused(`Type the ${label.toLowerCase()}: it cannot be left empty.`);
  // Emptied where that is an answer (a page the hospital does not have): nothing else to check.
  if (typed === "") return typed;
  if (typed.length > SAMPLE_TEXT_LIMIT)
    throw new Refused(`The ${label.toLowerCase()} is too long: at most ${SAMPLE_TEXT_LIMIT} characters.`);
  if (/[<>]/.test(typed))
    throw new Refused(`The ${label.toLowerCase()} cannot contain < or >: pages show it as plain text.`);
  if (/^https:\/\//.test(shape)) {
    let url: URL | null = null;
    try {
      url = new URL(typed);
    } catch {
      url = null;
    }
    if (!url || url.protocol !== "https:")
      throw new Refused(`The ${label.toLowerCase()} must be a web address starting https://, like ${shape}.`);
    // A site's own address (the shape is a bare domain): nothing after the domain, kept without a trailing slash.
    if (new URL(shape).href === `${new URL(shape).origin}/`) {
      if (url.href !== `${url.origin}/` || url.username || url.password)
        throw new Refused(`The ${label.toLowerCase()} is the domain alone, like ${shape}: nothing after it.`);
      return url.origin;
    }
  }
  if (/^\d{6}$/.test(shape) && !/^[1-9]\d{5}$/.test(typed))
    throw new Refused(`The ${label.toLowerCase()} must be the six digits of an Indian PIN code, like ${shape}.`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(shape) && !/^\d{4}-\d{2}-\d{2}$/.test(typed))
    throw new Refused(`The ${label.toLowerCase()} must be a date written 2026-11-26 (year, month, day).`);
  return typed;
}

/** What an editor may leave out: empty texts (a promise not kept), an empty list (no camps at all). */
interface Allowed {
  optionalTexts: boolean;
  noneIsAnAnswer: boolean;
  range?: readonly [number, number];
  atLeastOne?: boolean;
}

function parseAt(
  shape: unknown,
  current: unknown,
  form: URLSearchParams,
  choices: readonly string[] | undefined,
  path: Path,
  allowed: Allowed,
): unknown {
  const name = nameOf(path);
  const label = labelOf(path);
  if (choices && path.length === 0) {
    const ticked = form.getAll(name);
    const unknown = ticked.filter((value) => !choices.includes(value));
    if (unknown.length > 0) throw new Refused(`Tick only the choices shown (${choices.join(", ")}).`);
    if (allowed.atLeastOne && ticked.length === 0) throw new Refused("Tick at least one.");
    return choices.filter((choice) => ticked.includes(choice));
  }
  if (typeof shape === "string") return text(form.get(name), shape, label, allowed.optionalTexts);
  if (typeof shape === "number") {
    const raw = (form.get(name) ?? "").trim().replace(/,/g, "");
    const number = Number(raw);
    if (raw === "" || !Number.isFinite(number) || number < 0)
      throw new Refused(`Type the ${label.toLowerCase()} as a number, like ${shape}.`);
    if (Number.isInteger(shape) && !Number.isInteger(number))
      throw new Refused(`Type the ${label.toLowerCase()} as a whole number, like ${shape}.`);
    const range = path.length === 0 ? allowed.range : undefined;
    if (range && (number < range[0] || number > range[1]))
      throw new Refused(`The ${label.toLowerCase()} must be from ${range[0]} to ${range[1]}.`);
    return number;
  }
  if (typeof shape === "boolean") return form.get(name) === "yes";
  if (isTextList(shape)) {
    const lines = (form.get(name) ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length > 40) throw new Refused(`The ${label.toLowerCase()} has too many lines: at most 40.`);
    for (const line of lines) {
      if (line.length > LINE_LIMIT)
        throw new Refused(`A line of the ${label.toLowerCase()} is too long: at most ${LINE_LIMIT} characters.`);
      if (/[<>]/.test(line))
        throw new Refused(`The ${label.toLowerCase()} cannot contain < or >: pages show it as plain text.`);
    }
    return lines;
  }
  if (isGrowable(shape)) {
    // An emptied list ("none") starts again from nothing, its one blank record at index 0 (firstRecordFields).
    const emptied = Array.isArray(current) && current.length === 0 && allowed.noneIsAnAnswer;
    const items = emptied ? [] : isGrowable(current) ? current : shape;
    const kept = items.flatMap((item, index) =>
      form.get(nameOf([...path, index, REMOVE])) === "yes"
        ? []
        : [parseAt(shape[0], item, form, undefined, [...path, index], allowed)],
    );
    const addedAt = [...path, items.length];
    const typed = Object.keys(shape[0]!).some((key) => (form.get(nameOf([...addedAt, key])) ?? "").trim() !== "");
    const all = typed ? [...kept, parseAt(shape[0], blankOf(shape[0]), form, undefined, addedAt, allowed)] : kept;
    if (all.length === 0 && !(allowed.noneIsAnAnswer && path.length === 0))
      throw new Refused(`Keep at least one: remove the others, or add one before removing the last.`);
    if (all.length > RECORD_LIMIT) throw new Refused(`${RECORD_LIMIT} is the most a list can hold.`);
    return all;
  }
  if (Array.isArray(shape)) {
    const items = Array.isArray(current) ? current : shape;
    return items.map((item, index) =>
      parseAt(shape[index] ?? shape[0], item, form, undefined, [...path, index], allowed),
    );
  }
  if (isRecord(shape)) {
    const now = isRecord(current) ? current : shape;
    return Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [
        key,
        FIXED_KEYS.has(key) && typeof value === "string"
          ? now[key]
          : parseAt(value, now[key], form, undefined, [...path, key], allowed),
      ]),
    );
  }
  return current;
}

/**
 * What an editor sent for a sample whose repository value is `shape` and whose shown value is `current`, read back
 * into the same shape, or the first problem as a sentence.
 */
export function parseSampleForm(
  shape: unknown,
  current: unknown,
  form: URLSearchParams,
  choices?: readonly string[],
  /** Texts an editor may empty (a promise the hospital cannot keep): the pages then leave them out. */
  optionalTexts = false,
  /** A list an editor may empty (the hospital holds no camps): the pages then say nothing of it. */
  noneIsAnAnswer = false,
  /** For a number: the least and the most it may be. */
  range?: readonly [number, number],
  /** For ticks: at least one must stay ticked. */
  atLeastOne = false,
): SampleParse {
  try {
    const allowed = { optionalTexts, noneIsAnAnswer, range, atLeastOne };
    return { ok: true, value: parseAt(shape, current, form, choices, [], allowed) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.message };
    throw error;
  }
}

/** Whether a value sent back has the shape of the repository's (what a stored version is checked by again). */
export function sameShape(shape: unknown, value: unknown): boolean {
  if (typeof shape !== "object" || shape === null) return typeof shape === typeof value;
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return false;
    if (isTextList(shape)) return isTextList(value);
    // Empty only where the editor may say "none" (the parse refuses it elsewhere).
    if (isGrowable(shape)) return value.every((item) => sameShape(shape[0], item));
    return value.length === shape.length && value.every((item, index) => sameShape(shape[index], item));
  }
  return (
    isRecord(value) &&
    Object.keys(shape).length === Object.keys(value).length &&
    Object.entries(shape).every(([key, item]) => key in value && sameShape(item, value[key]))
  );
}

/**
 * Why a figure the hospital states about itself cannot be published, or null (issue 40: "none" and "0" were
 * published as "0 of patients rate our services excellent"). A count is a whole number of at least 1; a share is
 * written "95%", from 1% to 100%; a rating is from 1 to 5 over at least one review.
 */
export function figureProblem(value: unknown): string | null {
  if (typeof value === "number") {
    return Number.isInteger(value) && value >= 1 ? null : "A count must be a whole number of at least 1.";
  }
  if (typeof value === "string") {
    const share = /^(\d{1,3}(?:\.\d)?)\s?%$/.exec(value.trim());
    const percent = share ? Number(share[1]) : NaN;
    return percent >= 1 && percent <= 100
      ? null
      : "Write the share as a percentage from 1 to 100, with its per cent sign.";
  }
  if (isRecord(value) && typeof value.value === "number" && typeof value.count === "number") {
    if (!(value.value >= 1 && value.value <= 5)) return "A rating is from 1 to 5.";
    if (!Number.isInteger(value.count) || value.count < 1)
      return "Give how many reviews the rating is over: 1 or more.";
    return null;
  }
  return "This figure must be a number.";
}
