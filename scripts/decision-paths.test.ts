import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Issue 43, item 4: a decision record names the files it is about, and a reader follows those names into the code. Every
 * repository path a record names must still exist (a file or a folder): one that starts with a top-level folder, a
 * file of the root, or a path written relative to `app/` (`content/hospital/fact.ts`, `server/x.server.ts`). What the
 * record itself says is gone, and the few names listed in `exceptions` below, are not checked.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const records = fs
  .readdirSync(path.join(root, "docs/decisions"))
  .filter((name) => name.endsWith(".md"))
  .sort();

const read = (record: string) => fs.readFileSync(path.join(root, "docs/decisions", record), "utf8");
const exists = (file: string) => fs.existsSync(path.join(root, file));

/** Folders of the repository's root that a path may start with. */
const topFolders = ["app", "server", "scripts", "tests", "docs", "deploy", "public", ".ci"];
/** Folders of `app/` that records name without the `app/` in front. */
const appFolders = ["content", "components", "lib", "routes", "i18n", "seo", "desk", "editor", "staff", "handlers"];
/** Files of the root, named without a folder. */
const rootFile = /^(?:[\w-]+\.config\.[cm]?[jt]s|package(?:-lock)?\.json|tsconfig[\w.-]*\.json|README\.md)$/;
/** Another record, named by its file name. */
const recordFile = /^\d{4}-[\w-]+\.md$/;

/** A name the record means to be missing, with the reason. */
interface Exception {
  record: string;
  path: string;
  reason: string;
}
const exceptions: Exception[] = [
  {
    record: "0035-two-server-folders-told-apart-by-suffix.md",
    path: "server/request-store",
    reason: "the old, ambiguous import name the record is about; the module is now app/desk/request-store.server.ts",
  },
  {
    record: "0035-two-server-folders-told-apart-by-suffix.md",
    path: "app/server/",
    reason: "the folder the record is about; 0070 split it into app/handlers/, app/staff/, app/desk/ and app/editor/",
  },
];

/** A path's segment: letters, digits and `._-@`, or glob and placeholder marks (`*`, `{a,b}`, `<slug>`, `$X`). */
const segment = String.raw`(?:[\w.@*<>$\[\]-]|\{[^}\s]*\})+`;
const folders = [...topFolders, ...appFolders].map((folder) => folder.replace(".", "\\.")).join("|");
/** A path that starts with one of those folders, or a file name with no folder (checked against `rootFile` below). */
const candidatePath = new RegExp(
  String.raw`(?<![\w./@<>-])(?:(?:${folders})/(?:${segment}/?)*|[\w.-]+\.(?:json|md|[cm]?[jt]s)(?![\w-]))`,
  "g",
);

/**
 * Words by which a record says, in the same sentence, that a path it names is no longer there. Not "was": records say
 * "was tried first" or "which one was meant" beside paths that should exist.
 */
const saysGone = /\b(?:removed|renamed|deleted|no longer|gone|replaced)\b/i;

/** The record's text as sentences, without fenced code blocks (example output, not names of files). */
function sentencesOf(markdown: string): string[] {
  return markdown
    .replace(/^\s*```[\s\S]*?^\s*```/gm, "")
    .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.)\s)/)
    .flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-Z`*("])/));
}

/**
 * The path without the sentence's punctuation after it (a match already stops before `:line` and `#anchor`); null
 * when it is no repository path.
 */
function cleaned(raw: string): string | null {
  const name = raw.replace(/[.\]]+$/, "");
  const first = name.split("/")[0]!;
  if (name.includes("/")) return topFolders.includes(first) || appFolders.includes(first) ? name : null;
  return rootFile.test(name) || recordFile.test(name) ? name : null;
}

/** Where the repository may hold a path: up to its first glob or placeholder, and under `app/` when written from there. */
function placesFor(name: string): string[] {
  const glob = name.search(/[*{<$[]/);
  const fixed = glob === -1 ? name : name.slice(0, name.lastIndexOf("/", glob) + 1);
  const first = fixed.split("/")[0]!;
  if (recordFile.test(fixed)) return [`docs/decisions/${fixed}`];
  if (appFolders.includes(first)) return [`app/${fixed}`];
  return [fixed];
}

interface Named {
  path: string;
  found: boolean;
  saidGone: boolean;
}

/** Every repository path the record names, whether it exists, and whether its sentence says it is gone. */
function pathsNamedBy(record: string): Named[] {
  return sentencesOf(read(record)).flatMap((sentence) =>
    [...sentence.matchAll(candidatePath)].flatMap((match) => {
      const name = cleaned(match[0]);
      if (name === null) return [];
      return [{ path: name, found: placesFor(name).some(exists), saidGone: saysGone.test(sentence) }];
    }),
  );
}

const named = new Map(records.map((record) => [record, pathsNamedBy(record)]));

describe("the paths the decision records name", () => {
  it("finds the records and the paths in them", () => {
    expect(records.length).toBeGreaterThanOrEqual(57);
    expect(named.get("0040-photographs-stored-in-the-database-made-at-publish.md")?.map((n) => n.path)).toEqual(
      expect.arrayContaining(["scripts/site-photos.mjs", "content/photo-slots.ts", "tests/e2e/site-editor.spec.ts"]),
    );
    expect([...named.values()].flat().length).toBeGreaterThan(150);
  });

  for (const record of records) {
    it(`${record}: every path it names exists`, () => {
      const missing = named
        .get(record)!
        .filter((n) => !n.found && !n.saidGone)
        .filter((n) => !exceptions.some((e) => e.record === record && e.path === n.path))
        .map((n) => `${record} names ${n.path}, which is not in the repository`);
      expect([...new Set(missing)]).toEqual([]);
    });
  }

  it("lists only exceptions that are still named and still missing", () => {
    const stale = exceptions.filter(
      (e) => !named.get(e.record)?.some((n) => n.path === e.path && !n.found && !n.saidGone),
    );
    expect(stale).toEqual([]);
  });
});
