import type { EditedFact, PublishedFacts, SiteContent } from "../content/site-content";

/**
 * The site editor's history in words (issue 40): whether a save changes anything, and what it changed, said as an
 * editor would say it, never as JSON. Plain functions: the store (server/site-content-store.ts) and the changes'
 * summaries (app/editor/site-*.server.ts) use them.
 */

/** What the editor is told when a save changed nothing: no version was made. */
export const NOTHING_CHANGED = "Nothing changed: the site already says that, so no new version was made.";

/** How many versions one page of the history shows; older ones are a link away, never dropped. */
export const HISTORY_PAGE_SIZE = 20;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Deep equality of JSON values (what the store keeps), key order aside. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

const isEditedFact = (value: unknown): value is EditedFact<unknown> =>
  isPlainObject(value) && "value" in value && typeof value.by === "string" && typeof value.on === "string";

/**
 * Whether `next` says nothing `latest` does not: the same content, or the same with a fact saved again unchanged
 * (the same value, and the same evidence for a figure), whose new "who and when" is no news. A save like that makes
 * no version. An example confirmed for the first time, or a twin brought level with its partner, is a change: the
 * samples' own page keeps the stored confirmation when nothing is new (site-samples.server.ts).
 */
export function unchangedFrom(latest: SiteContent | undefined, next: SiteContent): boolean {
  if (!latest) return false;
  const facts: PublishedFacts = { ...next.facts };
  for (const key of Object.keys(facts) as (keyof PublishedFacts)[]) {
    const before = latest.facts[key];
    const after = facts[key];
    if (key !== "samples" && isEditedFact(before) && isEditedFact(after) && sameValue(before.value, after.value)) {
      (facts as Record<string, unknown>)[key] = before;
    }
  }
  return sameValue(latest, { ...next, facts });
}

/** "openDays" → "open days"; "camps" stays. */
const keyInWords = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

const BRIEF = 70;
const brief = (text: string) => (text.length > BRIEF ? `${text.slice(0, BRIEF - 1)}…` : text);

/** A stored value as a sentence's part: "Kadiri, second Sunday", "yes", "none", "place: Kadiri; day: Sunday". */
export function valueInWords(value: unknown): string {
  if (value === null || value === undefined || value === "") return "nothing";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" || typeof value === "number") return brief(String(value));
  if (Array.isArray(value)) return value.length === 0 ? "none" : brief(value.map(valueInWords).join(", "));
  if (isPlainObject(value)) {
    return brief(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => `${keyInWords(key)}: ${valueInWords(item)}`)
        .join("; "),
    );
  }
  return brief(String(value));
}

/** At most this many changes are named in one history line; the rest are counted. */
const NAMED_CHANGES = 4;

/**
 * What changed between two values, in words: "camp 2, place: Kadiri → Gooty", "camp 3 added: place: Gooty; …",
 * "EMI, we offer this: yes → no". Items of a list are named by their `name`/`label`/`title`/`town` when they have one,
 * else by their place ("2"). Empty when nothing changed.
 */
export function changesInWords(before: unknown, after: unknown): string {
  const changes = describe(before, after, "");
  if (changes.length === 0) return "";
  const named = changes.slice(0, NAMED_CHANGES).join("; ");
  const more = changes.length - NAMED_CHANGES;
  return more > 0 ? `${named}; and ${more} more change${more === 1 ? "" : "s"}` : named;
}

const itemName = (item: unknown, index: number, list: string) => {
  const own = isPlainObject(item) ? (item.name ?? item.label ?? item.title ?? item.town) : undefined;
  if (typeof own === "string" && own.trim()) return brief(own.trim());
  return `${list ? `${list} ` : ""}${index + 1}`.trim();
};

const joined = (label: string, part: string) => (label ? `${label}, ${part}` : part);

function describe(before: unknown, after: unknown, label: string): string[] {
  if (sameValue(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const list = label.split(", ").pop() ?? "";
    const changes: string[] = [];
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      if (index >= before.length) {
        changes.push(`${joined(label, itemName(after[index], index, list))} added: ${valueInWords(after[index])}`);
      } else if (index >= after.length) {
        changes.push(`${joined(label, itemName(before[index], index, list))} removed`);
      } else {
        // An item whose own name changed is named by its place in the list.
        const name = itemName(after[index], index, list);
        const same = name === itemName(before[index], index, list);
        changes.push(
          ...describe(before[index], after[index], joined(label, same ? name : `${list} ${index + 1}`.trim())),
        );
      }
    }
    return changes;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => describe(before[key], after[key], joined(label, keyInWords(key))));
  }
  const change = `${valueInWords(before)} → ${valueInWords(after)}`;
  return [label ? `${label}: ${change}` : change];
}
