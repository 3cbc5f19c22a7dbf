import { serviceDescriptionSources as englishSources } from "~/content/service-descriptions";
import { serviceSlugs } from "~/content/services/service";
import { serviceDescriptionSources as teluguSources } from "~/content/te/service-descriptions";
import type { Block } from "~/content/types";
import { todayInIndia } from "~/lib/form-basics";
import { serviceTextForm } from "~/lib/site-content-schema";
import { EMPTY_SITE_CONTENT, outOfDateTwin, type SiteContent } from "~/lib/site-content";
import { parseStaffForm } from "~/lib/staff-forms";
import { bodyBlocks } from "./site-articles.server";
import type { EditResult } from "./site-editor.server";

/**
 * What the service texts page (routes/staff/site-services.tsx) does to the content (decision 0038): an editor
 * changes a service page's body in English and Telugu, previews it, saves it, or goes back to the repository's.
 * Each body is read by the same Markdown reader as the build's. Nothing here writes.
 */

const fileOf = (slug: string) => `./service-descriptions/${slug}.md`;

export const isServiceSlug = (slug: string | null): slug is string =>
  slug !== null && (serviceSlugs as readonly string[]).includes(slug);

/** The body an editor sees: the newest version's, else the repository's Markdown. */
export function serviceTextValues(content: SiteContent, slug: string) {
  const edited = content.serviceTexts?.[slug];
  return {
    en: edited?.en ?? englishSources[fileOf(slug)] ?? "",
    te: edited?.te ?? teluguSources[fileOf(slug)] ?? "",
    edited: edited ? { by: edited.by, on: edited.on, outOfDate: outOfDateTwin({ ...edited }) } : null,
  };
}

type ServiceTextRead =
  | { ok: true; slug: string; en: string; te: string; sameMeaning: boolean; blocks: { en: Block[]; te: Block[] } }
  | { ok: false; problem: string };

export function readServiceTextForm(form: URLSearchParams): ServiceTextRead {
  const parsed = parseStaffForm(serviceTextForm, form);
  if (!parsed.ok) return parsed;
  if (!isServiceSlug(parsed.data.service)) return { ok: false, problem: "Choose one of the services listed." };
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
): EditResult {
  const content: SiteContent = structuredClone(previous ?? EMPTY_SITE_CONTENT);
  const texts = { ...content.serviceTexts };
  if (intent === "service-text-reset") {
    const slug = form.get("service");
    if (!isServiceSlug(slug) || !texts[slug])
      return { ok: false, problem: "That service's text was not changed here." };
    delete texts[slug];
    content.serviceTexts = texts;
    return { ok: true, content, summary: `Service text of ${slug}: back to the repository's` };
  }
  const read = readServiceTextForm(form);
  if (!read.ok) return read;
  const before = serviceTextValues(content, read.slug);
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
  content.serviceTexts = texts;
  const which =
    enEdited && teEdited ? "English and Telugu" : enEdited ? "English" : teEdited ? "Telugu" : "confirmed as shown";
  return { ok: true, content, summary: `Service text of ${read.slug}: ${which}` };
}
