import type { SiteContentStore, SiteVersion } from "../app/server/site-editing.server";
import type { SiteContent } from "../app/lib/site-content";
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

/** The editor's versions in the site's database: each save a new row, never an update (a trigger refuses one). */
export function openSiteContentStore(db: SiteDatabase): SiteContentStore {
  const latest = db.prepare("SELECT * FROM site_versions ORDER BY id DESC LIMIT 1");
  const byId = db.prepare("SELECT * FROM site_versions WHERE id = ?");
  const history = db.prepare("SELECT * FROM site_versions ORDER BY id DESC LIMIT ?");
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
    history: (limit) => (history.all(limit) as VersionRow[]).map(fromRow),
    save: async (content, editor, summary) =>
      fromRow(
        (await whenWritable(() =>
          insert.get(new Date().toISOString(), editor, summary, JSON.stringify(content)),
        )) as VersionRow,
      ),
  };
}
