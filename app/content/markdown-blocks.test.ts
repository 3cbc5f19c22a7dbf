import { describe, expect, test } from "vitest";
import { blocksBySlug, blocksFromMarkdown } from "./markdown-blocks";

const facts = {
  values: { phone: "08554 000000", hospital: "Sample Eye Hospital" },
  callouts: {
    "same-day-signs": (text: string) => ({
      type: "callout" as const,
      tone: "warning" as const,
      title: "Same day",
      text,
    }),
  },
};

describe("long texts written in Markdown", () => {
  test("every kind of block a page shows", () => {
    const source = [
      "## What is it?",
      "### In children",
      "A paragraph that goes on\nover two lines, at {hospital}.",
      "- first\n- second",
      "1. one\n2. two",
      "> [!WARNING] Do not wait\n> Call {phone} today.",
      "> [!INFO] Good to know\n> Bring your glasses.",
      "> [!same-day-signs]\n> Some of these need care today.",
    ].join("\n\n");
    expect(blocksFromMarkdown(source, facts)).toEqual([
      { type: "h2", text: "What is it?" },
      { type: "h3", text: "In children" },
      { type: "p", text: "A paragraph that goes on over two lines, at Sample Eye Hospital." },
      { type: "ul", items: ["first", "second"] },
      { type: "ol", items: ["one", "two"] },
      { type: "callout", tone: "warning", title: "Do not wait", text: "Call 08554 000000 today." },
      { type: "callout", tone: "info", title: "Good to know", text: "Bring your glasses." },
      { type: "callout", tone: "warning", title: "Same day", text: "Some of these need care today." },
    ]);
  });

  test("words are shown as written: escapes dropped, inline Markdown not interpreted", () => {
    expect(blocksFromMarkdown("Prices from ₹500 \\* per eye, *not* bold.")).toEqual([
      { type: "p", text: "Prices from ₹500 * per eye, *not* bold." },
    ]);
  });

  test("what no page can show fails instead of vanishing", () => {
    expect(() => blocksFromMarkdown("#### Too deep")).toThrow(/heading/);
    expect(() => blocksFromMarkdown("| a | b |\n| - | - |\n| 1 | 2 |")).toThrow(/table/);
    expect(() => blocksFromMarkdown("> Just a quote")).toThrow(/must open with/);
    expect(() => blocksFromMarkdown("> [!unknown]\n> text", facts)).toThrow(/No callout named "unknown"/);
    expect(() => blocksFromMarkdown("Call {fax}.", facts)).toThrow(/No value given for \{fax\}/);
  });

  test("one text per slug, no more and no fewer", () => {
    const files = { "./bodies/cataract.md": "## Cataract", "./bodies/glaucoma.md": "## Glaucoma" };
    expect(blocksBySlug(files, ["cataract", "glaucoma"], {})).toEqual({
      cataract: [{ type: "h2", text: "Cataract" }],
      glaucoma: [{ type: "h2", text: "Glaucoma" }],
    });
    expect(() => blocksBySlug(files, ["cataract", "glaucoma", "retina"], {})).toThrow(/No Markdown file for "retina"/);
    expect(() => blocksBySlug(files, ["cataract"], {})).toThrow(/without a page: glaucoma/);
  });
});
