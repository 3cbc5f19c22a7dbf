import type { SitePhotoStore, StoredPhoto } from "../app/editor/site-editing.server";
import { whenWritable, type SiteDatabase } from "./database";

/** The uploaded photographs in the site's database (decision 0040): one row a photograph, never changed. */
export function openSitePhotoStore(db: SiteDatabase): SitePhotoStore {
  const insert = db.prepare(
    `INSERT INTO site_photos (hash, bytes, width, height, uploaded_by, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (hash) DO NOTHING`,
  );
  const byHash = db.prepare("SELECT hash, bytes, width, height FROM site_photos WHERE hash = ?");
  return {
    save: async (photo, editor) => {
      await whenWritable(() =>
        insert.run(photo.hash, photo.bytes, photo.width, photo.height, editor, new Date().toISOString()),
      );
    },
    get: (hash) => byHash.get(hash) as StoredPhoto | undefined,
  };
}
