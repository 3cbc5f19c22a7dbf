// The launch gate's reading of each page (issue 40, item 4): what a person reviewing a page reads (its title, its
// description and the text of its <main>, with the words it says outside its text: `unseenWords`), and the header and
// footer once per language, each as a short hash. A review records the hash of what was read; a page whose text or
// facts change gets another hash, and is unreviewed again. The dated notices are left out: they come and go by the calendar, and an editor writes them in both
// languages side by side. Used by the publish's renderer (server/site-render-worker.ts) and the review page.
import { createHash } from "node:crypto";

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** An HTML fragment without what no review reads: comments, scripts, styles, templates and the dated notices. */
const withoutUnread = (html) =>
  html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<section data-notices=""[\s\S]*?<\/section>/g, " ");

const plain = (text) =>
  text
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_whole, name) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();

/** The words of an HTML fragment as a reader gets them: no tags, scripts, styles or comments, spaces collapsed. */
export function readableText(html) {
  return plain(withoutUnread(html).replace(/<[^>]+>/g, " "));
}

/**
 * What a fragment says outside its text, which an editor can change too (decision 0067): names a screen reader reads
 * (aria-label), pictures' descriptions (alt), examples in fields (placeholder), titles, the message a WhatsApp link
 * opens with, and the address of the islands' words file, which is named by its content (the menus', the text size
 * control's and the booking form's words: a change there is a new address).
 */
export function unseenWords(html) {
  const kept = withoutUnread(html);
  const attributes = [...kept.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((match) => match[1]);
  const whatsapp = [...kept.matchAll(/href="https:\/\/wa\.me\/[^"?]*\?text=([^"&]*)/g)].map((match) =>
    decodeURIComponent(match[1]),
  );
  const islandWords = [...kept.matchAll(/\sdata-island-shared="([^"]+)"/g)].map((match) => match[1]);
  return plain([...attributes, ...whatsapp, ...new Set(islandWords)].join(" "));
}

const hashOf = (text) => createHash("sha256").update(text).digest("base64url").slice(0, 22);
const metaContent = (html, name) => html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1] ?? "";

/** The key of a language's header and footer among the pages' (`frame:en`, `frame:te`). */
export const frameKey = (lang) => `frame:${lang}`;

/**
 * Each page's review text as { hash, title }, by its address, and the header and footer of each language (read from
 * the home page in it), for `pages` as [{ address, html }].
 * @param {{ address: string, html: string }[]} pages
 * @returns {Record<string, { hash: string, title: string }>}
 */
export function pageReviewTexts(pages) {
  /** @type {Record<string, { hash: string, title: string }>} */
  const texts = {};
  for (const { address, html } of pages) {
    const title = readableText(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "");
    const main = html.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? "";
    const read = [title, readableText(metaContent(html, "description")), readableText(main), unseenWords(main)].join(
      "\n",
    );
    texts[address] = { hash: hashOf(read), title };
    if (address === "/" || address === "/te") {
      const lang = address === "/" ? "en" : "te";
      const body = html.match(/<body\b[\s\S]*<\/body>/)?.[0] ?? "";
      const outsideMain = body.replace(/<main\b[\s\S]*<\/main>/, " ");
      const frame = `${readableText(outsideMain)}\n${unseenWords(outsideMain)}`;
      texts[frameKey(lang)] = {
        hash: hashOf(frame),
        title: lang === "en" ? "Header and footer, English" : "Header and footer, Telugu",
      };
    }
  }
  return texts;
}

/**
 * The pages (addresses and frame keys) whose text no review in `reviews` ({ key: { hash, by, on } }) has read.
 * @param {Record<string, { hash: string }>} texts
 * @param {Record<string, { hash: string, by?: string, on?: string }> | undefined} reviews
 * @returns {string[]}
 */
export function unreviewedPages(texts, reviews = {}) {
  return Object.entries(texts)
    .filter(([key, { hash }]) => reviews[key]?.hash !== hash)
    .map(([key]) => key);
}

/** The launch gate's sentence for the pages left unreviewed. */
export function reviewRefusal(unreviewed) {
  const named = unreviewed
    .slice(0, 5)
    .map((key) => (key.startsWith("frame:") ? `the header and footer (${key.slice(6)})` : key))
    .join(", ");
  return (
    `${unreviewed.length} page(s) not reviewed since they last changed (${named}${unreviewed.length > 5 ? ", …" : ""}): ` +
    "read each in the preview and mark it reviewed at /staff/site/review."
  );
}
