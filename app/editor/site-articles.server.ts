import { repositoryArticleSlugs } from "~/content/articles";
import { longTextFacts as englishFacts } from "~/content/long-text-facts";
import { blocksFromMarkdown } from "~/content/markdown-blocks";
import { serviceSlugs } from "~/content/services/service";
import { longTextFacts as teluguFacts } from "~/content/te/long-text-facts";
import type { Block } from "~/content/types";
import { todayInIndia } from "~/lib/form-basics";
import { articleForm } from "~/editor/site-content-schema";
import { EMPTY_SITE_CONTENT, type EditorArticle, type SiteContent } from "~/content/site-content";
import { parseStaffForm } from "~/staff/staff-forms";
import type { SiteChange } from "./site-editing.server";

/**
 * What the articles page (routes/staff/site-articles.tsx) does to the content (decision 0038): an editor writes an
 * article in English and Telugu, previews it, saves it or removes it. Each body is read by the same Markdown reader
 * as the repository's articles, so what it cannot show is refused here, not at publish. Nothing here writes.
 */

/** How many articles the editors may keep besides the repository's: a page of cards, not an archive. */
export const EDITOR_ARTICLE_LIMIT = 40;

const MARKDOWN_HELP = "Use ## and ### headings, paragraphs, - or 1. lists and > [!INFO] or > [!WARNING] boxes.";

type ArticleRead =
  | { ok: true; fields: ReturnType<typeof articleForm.parse>; services: string[]; en: Block[]; te: Block[] }
  | { ok: false; problem: string };

/** A Markdown body as its page will show it, or why it cannot be shown (also for service texts). */
export function bodyBlocks(source: string, lang: "en" | "te"): Block[] | string {
  try {
    return blocksFromMarkdown(source, lang === "en" ? englishFacts : teluguFacts);
  } catch (error) {
    const language = lang === "en" ? "English" : "Telugu";
    return `The ${language} text has something a page cannot show (${(error as Error).message}). ${MARKDOWN_HELP}`;
  }
}

/** The form read and checked: its fields, the services ticked, and both bodies as the page will show them. */
export function readArticleForm(form: URLSearchParams, now = new Date()): ArticleRead {
  const parsed = parseStaffForm(articleForm, form);
  if (!parsed.ok) return parsed;
  if (parsed.data.reviewedOn > todayInIndia(now)) {
    return { ok: false, problem: "The review day cannot be in the future: give the day a doctor read it." };
  }
  const services = form.getAll("relatedServices");
  if (services.some((slug) => !(serviceSlugs as readonly string[]).includes(slug))) {
    return { ok: false, problem: "Tick only the services listed." };
  }
  const en = bodyBlocks(parsed.data.enBody, "en");
  if (typeof en === "string") return { ok: false, problem: en };
  const te = bodyBlocks(parsed.data.teBody, "te");
  if (typeof te === "string") return { ok: false, problem: te };
  return { ok: true, fields: parsed.data, services, en, te };
}

export function applyArticleEdit(
  previous: SiteContent | undefined,
  intent: "article-save" | "article-remove",
  form: URLSearchParams,
  editor: string,
  now = new Date(),
): SiteChange {
  const content: SiteContent = structuredClone(previous ?? EMPTY_SITE_CONTENT);
  const articles = content.articles ?? [];
  const editing = form.get("editing");
  const existing = editing ? articles.find((article) => article.slug === editing) : undefined;
  if (editing && !existing) return { ok: false, problem: "That article is not there any more. Reload the page." };

  if (intent === "article-remove") {
    if (!existing) return { ok: false, problem: "Choose an article to remove." };
    content.articles = articles.filter((article) => article !== existing);
    return { ok: true, content, summary: `Article removed: ${existing.en.title} (${existing.slug})` };
  }

  const read = readArticleForm(form, now);
  if (!read.ok) return read;
  const { fields } = read;
  // An article keeps its address once saved, so links already shared keep working.
  const slug = existing?.slug ?? fields.slug;
  if (!existing) {
    if ((repositoryArticleSlugs as readonly string[]).includes(slug) || articles.some((a) => a.slug === slug)) {
      return { ok: false, problem: `The address ${slug} is taken by another article: choose another.` };
    }
    if (articles.length >= EDITOR_ARTICLE_LIMIT) {
      return { ok: false, problem: `${EDITOR_ARTICLE_LIMIT} articles is the most: remove one first.` };
    }
  }
  const at = now.toISOString();
  const today = todayInIndia(now);
  const en = { title: fields.enTitle, excerpt: fields.enExcerpt, body: fields.enBody };
  const te = { title: fields.teTitle, excerpt: fields.teExcerpt, body: fields.teBody };
  const changed = (a: object, b: object | undefined) => JSON.stringify(a) !== JSON.stringify(b);
  const enEdited = changed(en, existing?.en);
  const teEdited = changed(te, existing?.te);
  // As for the street address (site-editor.server.ts): both move together when both changed, when the one that was
  // out of date was brought up to date, or when the editor ticked that both say the same.
  const stale = existing
    ? existing.enChanged > existing.teChanged
      ? "te"
      : existing.teChanged > existing.enChanged
        ? "en"
        : null
    : null;
  const together =
    !existing ||
    fields.sameMeaning === "yes" ||
    (enEdited && teEdited) ||
    (teEdited && stale === "te") ||
    (enEdited && stale === "en");
  const article: EditorArticle = {
    slug,
    category: fields.category,
    en,
    te,
    reviewer: fields.reviewer,
    reviewedOn: fields.reviewedOn,
    published: existing?.published ?? today,
    modified: today,
    relatedServices: read.services,
    enChanged: together || enEdited ? at : (existing?.enChanged ?? at),
    teChanged: together || teEdited ? at : (existing?.teChanged ?? at),
  };
  content.articles = existing ? articles.map((a) => (a === existing ? article : a)) : [...articles, article];
  return {
    ok: true,
    content,
    summary: existing ? `Article changed: ${en.title} (${slug})` : `Article added: ${en.title} (${slug})`,
  };
}
