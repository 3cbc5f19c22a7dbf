import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Issue 43, item 1: the README is the developer's quick start, and each reader has a guide in docs/. A fresh clone must
 * be able to follow every link they give: each relative link names a file or folder of this repository (not the
 * specification beside it), and a link to a heading names one that exists. The decision records are history and are
 * not checked here.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const documents = [
  "README.md",
  ...fs
    .readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const guides = ["docs/operations.md", "docs/desk-guide.md", "docs/editor-guide.md"];

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** The text without code blocks and inline code, where brackets are not links. */
const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** Every inline link's target: [text](target) or [text](target "title"). */
function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1]!,
  );
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

function anchorsOf(markdown: string): Set<string> {
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, "").match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ""))));
}

/** What is wrong with a relative link from `from`, or null when it leads to something in the repository. */
function brokenLink(from: string, target: string): string | null {
  const [file = "", anchor] = target.split("#");
  const resolved = file === "" ? path.join(root, from) : path.resolve(path.dirname(path.join(root, from)), file);
  const inside = path.relative(root, resolved);
  if (inside.startsWith("..") || path.isAbsolute(inside)) return `${target}: outside the repository`;
  if (!fs.existsSync(resolved)) return `${target}: no such file`;
  if (anchor && resolved.endsWith(".md") && !anchorsOf(fs.readFileSync(resolved, "utf8")).has(anchor)) {
    return `${target}: no heading with that anchor`;
  }
  return null;
}

describe("the README and the guides in docs/", () => {
  it("finds the documents it checks", () => {
    expect(documents).toEqual(expect.arrayContaining(["README.md", "docs/architecture.md", ...guides]));
  });

  for (const file of documents) {
    it(`${file}: every relative link leads to a file of the repository`, () => {
      const relative = linkTargets(read(file)).filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target));
      expect(relative.flatMap((target) => brokenLink(file, target) ?? [])).toEqual([]);
    });
  }

  it("keeps the README a quick start: 170 lines at most", () => {
    const lines = read("README.md").split("\n");
    // As `wc -l` counts them: the newline that ends the last line starts no line.
    expect(lines.at(-1) === "" ? lines.length - 1 : lines.length).toBeLessThanOrEqual(170);
  });

  it("links each guide from the README, and the README from each guide's opening lines", () => {
    const readme = linkTargets(read("README.md"));
    for (const guide of guides) {
      expect(readme).toContain(guide);
      expect(linkTargets(read(guide).split("\n").slice(0, 5).join("\n"))).toContain("../README.md");
    }
  });
});
