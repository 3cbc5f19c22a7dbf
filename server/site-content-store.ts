import type { SiteContentStore, SiteVersion, SiteVersionLine } from "../app/editor/site-editing.server";
import type { SiteContent } from "../app/content/site-content";
import { unchangedFrom } from "../app/editor/site-versions";
import { whenWritable, type SiteDatabase } from "./database";

interface VersionRow {
  id: number;
  at: string;
  editor: string;
  summary: string;
  content: string;
}

const fromRow = (row: VersionRow): SiteVersion => ({
  id: row.id,
  at: row.at,
  editor: row.editor,
  summary: row.summary,
  content: JSON.parse(row.content) as SiteContent,
});

/**
 * The editor's versions in the site's database: each save that changes something a new row, never an update (a
 * trigger refuses one), never deleted. A save that says nothing new (unchangedFrom) adds no row: it answers the
 * newest version, which the caller tells by its id.
 */
export function openSiteContentStore(db: SiteDatabase): SiteContentStore {
  const latest = db.prepare("SELECT * FROM site_versions ORDER BY id DESC LIMIT 1");
  const byId = db.prepare("SELECT * FROM site_versions WHERE id = ?");
  // The history's lines leave the content out: a page of 20 lines reads no version's content.
  const lines = db.prepare("SELECT id, at, editor, summary FROM site_versions WHERE id < ? ORDER BY id DESC LIMIT ?");
  const count = db.prepare("SELECT count(*) AS versions FROM site_versions");
  const insert = db.prepare("INSERT INTO site_versions (at, editor, summary, content) VALUES (?, ?, ?, ?) RETURNING *");
  return {
    latest: () => {
      const row = latest.get() as VersionRow | undefined;
      return row ? fromRow(row) : undefined;
    },
    get: (id) => {
      const row = byId.get(id) as VersionRow | undefined;
      return row ? fromRow(row) : undefined;
    },
    history: (limit, before = Number.MAX_SAFE_INTEGER) => lines.all(before, limit) as SiteVersionLine[],
    count: () => (count.get() as { versions: number }).versions,
    save: async (content, editor, summary) => {
      const newest = latest.get() as VersionRow | undefined;
      if (newest && unchangedFrom(fromRow(newest).content, content)) return fromRow(newest);
      return fromRow(
        (await whenWritable(() =>
          insert.get(new Date().toISOString(), editor, summary, JSON.stringify(content)),
        )) as VersionRow,
      );
    },
  };
}
