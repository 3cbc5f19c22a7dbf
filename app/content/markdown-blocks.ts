import { Lexer, type Token } from "marked";
import type { Block } from "./types";

type Callout = Extract<Block, { type: "callout" }>;

/**
 * What a long text may take from the typed modules, so that facts stay in one place: `{phone}` in the Markdown is
 * replaced by `values.phone`, and a quote opened by `[!same-day-signs]` is made by `callouts["same-day-signs"]`
 * from the quote's words. A name the text uses but the caller does not give fails the build.
 */
export interface MarkdownFacts {
  values?: Readonly<Record<string, string>>;
  callouts?: Readonly<Record<string, (text: string) => Callout>>;
}

const CALLOUT_OPENING = /^\[!([\w-]+)\][ \t]*(.*)$/;
const PLACEHOLDER = /\{(\w+)\}/g;
// Prettier may escape punctuation in Markdown; the page shows the character itself.
const ESCAPED = /\\([!-/:-@[-`{-~])/g;

/**
 * Long texts (service pages, articles) are written as Markdown files, and read into the same `Block[]` the pages
 * render, through marked's lexer: `##` and `###` headings, paragraphs, `-` and `1.` lists, and quotes opened by
 * `[!WARNING] Title` or `[!INFO] Title` for the two kinds of callout. Anything else fails the build rather than
 * vanish from a page. Inline Markdown is not interpreted: the words are shown as written.
 */
export function blocksFromMarkdown(source: string, facts: MarkdownFacts = {}): Block[] {
  // A sentence left empty inside or at the end of a paragraph (a fact the hospital has not: equipment-sentences.ts)
  // leaves no space behind.
  const words = (raw: string) =>
    fillIn(raw.replace(/\s*\n\s*/g, " ").replace(ESCAPED, "$1"), facts.values ?? {})
      .replace(/ {2,}/g, " ")
      .trim();
  return (
    Lexer.lex(source)
      .filter((token) => token.type !== "space")
      .map((token) => blockFrom(token, words, facts))
      // A heading or paragraph that was only a fact the hospital emptied (a service it does not offer) is left out.
      .filter(
        (block) => !((block.type === "h2" || block.type === "h3" || block.type === "p") && block.text.trim() === ""),
      )
  );
}

function blockFrom(token: Token, words: (raw: string) => string, facts: MarkdownFacts): Block {
  switch (token.type) {
    case "heading":
      if (token.depth === 2) return { type: "h2", text: words(token.text) };
      if (token.depth === 3) return { type: "h3", text: words(token.text) };
      break;
    case "paragraph":
      return { type: "p", text: words(token.text) };
    case "list":
      return {
        type: token.ordered ? "ol" : "ul",
        // An item that was only a fact the hospital emptied (a promise it cannot keep) is left out.
        items: (token.items as { text: string }[]).map((item) => words(item.text).trim()).filter((item) => item !== ""),
      };
    case "blockquote":
      return calloutFrom(token.text, words, facts);
  }
  throw new Error(`Markdown that no page can show: ${token.type} "${token.raw.trim().slice(0, 60)}"`);
}

function calloutFrom(quote: string, words: (raw: string) => string, facts: MarkdownFacts): Callout {
  const [opening = "", ...rest] = quote.split("\n");
  const match = CALLOUT_OPENING.exec(opening.trim());
  if (!match) throw new Error(`A quote must open with [!WARNING], [!INFO] or a named callout: "${opening}"`);
  const [, kind = "", title = ""] = match;
  const text = words(rest.join("\n"));
  const tone = kind.toLowerCase();
  if (tone === "warning" || tone === "info") return { type: "callout", tone, title: words(title), text };
  const make = facts.callouts?.[kind];
  if (!make) throw new Error(`No callout named "${kind}" was given for this text`);
  return make(text);
}

function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value given for {${name}}`);
    return value;
  });
}

/**
 * One long text per slug, from the Markdown files a folder holds (`import.meta.glob(…, { query: "?raw" })`):
 * a slug with no file, or a file with no slug, fails the build.
 */
export function blocksBySlug<Slug extends string>(
  files: Readonly<Record<string, string>>,
  slugs: readonly Slug[],
  facts: MarkdownFacts,
): Record<Slug, Block[]> {
  const bySlug = new Map(Object.entries(files).map(([file, source]) => [file.replace(/^.*\/|\.md$/g, ""), source]));
  const extra = [...bySlug.keys()].filter((slug) => !slugs.includes(slug as Slug));
  if (extra.length > 0) throw new Error(`Markdown without a page: ${extra.join(", ")}`);
  return Object.fromEntries(
    slugs.map((slug) => {
      const source = bySlug.get(slug);
      if (source === undefined) throw new Error(`No Markdown file for "${slug}"`);
      return [slug, blocksFromMarkdown(source, facts)];
    }),
  ) as Record<Slug, Block[]>;
}
