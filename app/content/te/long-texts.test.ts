import { describe, expect, it } from "vitest";
import { articleSlugs } from "~/content/articles";
import { longTextFacts as englishFacts } from "~/content/long-text-facts";
import { blocksFromMarkdown } from "~/content/markdown-blocks";
import type { Block } from "~/content/types";
import { longTextFacts as teluguFacts } from "./long-text-facts";

const load = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([file, text]) => [file.replace(/^\.\.?\//, ""), text]));
const english = load(
  import.meta.glob<string>(["../service-descriptions/*.md", "../articles/*.md"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
);
const telugu = load(
  import.meta.glob<string>(["./service-descriptions/*.md", "./articles/*.md"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
);

/** What a reader meets, in order: each heading, paragraph, callout, and each list with its number of items. */
const shape = (blocks: Block[]) =>
  blocks.map((block) => ("items" in block ? `${block.type}×${block.items.length}` : block.type));

describe("the Telugu long texts", () => {
  it("has a Telugu twin for every English long text, and no other", () => {
    expect(Object.keys(telugu).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(english).length).toBe(10 + articleSlugs.length);
  });

  it.each(Object.keys(english))(
    "%s says the same in the same order: no heading, list item or warning missing",
    (file) => {
      expect(shape(blocksFromMarkdown(telugu[file]!, teluguFacts))).toEqual(
        shape(blocksFromMarkdown(english[file]!, englishFacts)),
      );
    },
  );
});
