import { repositoryArticleSlugs } from "~/content/articles";
import { serviceDescriptionSources as englishServiceSources } from "~/content/service-descriptions";
import { serviceSlugs } from "~/content/services/service";
import { serviceDescriptionSources as teluguServiceSources } from "~/content/te/service-descriptions";
import type { Block } from "~/content/types";
import { todayInIndia } from "~/lib/form-basics";
import { serviceTextForm } from "~/editor/site-content-schema";
import { EMPTY_SITE_CONTENT, outOfDateTwin, type SiteContent } from "~/content/site-content";
import { parseStaffForm } from "~/staff/staff-forms";
import { bodyBlocks } from "./site-articles.server";
import type { SiteChange } from "./site-editing.server";

/**
 * What the texts page (routes/staff/site-services.tsx) does to the content (decision 0038): an editor changes the
 * body of a service page or of one of the site's own articles, in English and Telugu, previews it, saves it, or goes
 * back to the repository's. Each body is read by the same Markdown reader as the build's. Nothing here writes.
 */

const repositoryArticleSources = {
  en: import.meta.glob<string>("../content/articles/*.md", { query: "?raw", import: "default", eager: true }),
  te: import.meta.glob<string>("../content/te/articles/*.md", { query: "?raw", import: "default", eager: true }),
};

/** The two kinds of repository Markdown an editor may change: where each is kept in the content, and its files. */
export const TEXT_KINDS = {
  service: {
    field: "serviceTexts",
    what: "Service text",
    slugs: serviceSlugs as readonly string[],
    source: (slug: string, lang: "en" | "te") =>
      (lang === "en" ? englishServiceSources : teluguServiceSources)[`./service-descriptions/${slug}.md`],
  },
  article: {
    field: "articleTexts",
    what: "Article text",
    slugs: repositoryArticleSlugs as readonly string[],
    source: (slug: string, lang: "en" | "te") =>
      repositoryArticleSources[lang][`../content/${lang === "te" ? "te/" : ""}articles/${slug}.md`],
  },
} as const;

export type TextKind = keyof typeof TEXT_KINDS;

export const isTextKind = (kind: string | null): kind is TextKind => kind === "service" || kind === "article";

const isSlugOf = (kind: TextKind, slug: string | null): slug is string =>
  slug !== null && TEXT_KINDS[kind].slugs.includes(slug);

/** The body an editor sees: the newest version's, else the repository's Markdown. */
export function serviceTextValues(content: SiteContent, slug: string, kind: TextKind = "service") {
  const edited = content[TEXT_KINDS[kind].field]?.[slug];
  const source = TEXT_KINDS[kind].source;
  return {
    en: edited?.en ?? source(slug, "en") ?? "",
    te: edited?.te ?? source(slug, "te") ?? "",
    edited: edited ? { by: edited.by, on: edited.on, outOfDate: outOfDateTwin({ ...edited }) } : null,
  };
}

type ServiceTextRead =
  | { ok: true; slug: string; en: string; te: string; sameMeaning: boolean; blocks: { en: Block[]; te: Block[] } }
  | { ok: false; problem: string };

export function readServiceTextForm(sent: URLSearchParams, kind: TextKind = "service"): ServiceTextRead {
  // A browser sends a text area's line breaks as CR LF; the repository's files have LF. Without this, a language
  // left as it was would count as changed, and its twin would not be marked out of date.
  const form = new URLSearchParams(sent);
  for (const lang of ["en", "te"]) form.set(lang, (sent.get(lang) ?? "").replace(/\r\n?/g, "\n"));
  const parsed = parseStaffForm(serviceTextForm, form);
  if (!parsed.ok) return parsed;
  if (!isSlugOf(kind, parsed.data.service)) {
    return { ok: false, problem: `Choose one of the ${kind === "service" ? "services" : "articles"} listed.` };
  }
  const en = bodyBlocks(parsed.data.en, "en");
  if (typeof en === "string") return { ok: false, problem: en };
  const te = bodyBlocks(parsed.data.te, "te");
  if (typeof te === "string") return { ok: false, problem: te };
  const { service, sameMeaning } = parsed.data;
  return {
    ok: true,
    slug: service,
    en: parsed.data.en,
    te: parsed.data.te,
    sameMeaning: sameMeaning === "yes",
    blocks: { en, te },
  };
}

export function applyServiceTextEdit(
  previous: SiteContent | undefined,
  intent: "service-text-save" | "service-text-reset",
  form: URLSearchParams,
  editor: string,
  now = new Date(),
  kind: TextKind = "service",
): SiteChange {
  const content: SiteContent = structuredClone(previous ?? EMPTY_SITE_CONTENT);
  const { field, what } = TEXT_KINDS[kind];
  const texts = { ...content[field] };
  if (intent === "service-text-reset") {
    const slug = form.get("service");
    if (!isSlugOf(kind, slug) || !texts[slug]) return { ok: false, problem: "That text was not changed here." };
    delete texts[slug];
    content[field] = texts;
    return { ok: true, content, summary: `${what} of ${slug}: back to the repository's` };
  }
  const read = readServiceTextForm(form, kind);
  if (!read.ok) return read;
  const before = serviceTextValues(content, read.slug, kind);
  const existing = texts[read.slug];
  const at = now.toISOString();
  const enEdited = read.en !== before.en.trim();
  const teEdited = read.te !== before.te.trim();
  const stale = existing ? outOfDateTwin({ ...existing }) : null;
  // As for the street address: together when both changed, when the older one was brought up to date, or ticked.
  const together =
    read.sameMeaning || (enEdited && teEdited) || (teEdited && stale === "te") || (enEdited && stale === "en");
  texts[read.slug] = {
    en: read.en,
    te: read.te,
    by: editor,
    on: todayInIndia(now),
    enChanged: together || enEdited ? at : (existing?.enChanged ?? ""),
    teChanged: together || teEdited ? at : (existing?.teChanged ?? ""),
  };
  content[field] = texts;
  const which =
    enEdited && teEdited ? "English and Telugu" : enEdited ? "English" : teEdited ? "Telugu" : "confirmed as shown";
  return { ok: true, content, summary: `${what} of ${read.slug}: ${which}` };
}
