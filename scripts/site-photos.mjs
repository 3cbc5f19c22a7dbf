// After `react-router build`, in a publish (decision 0040): each photograph an editor put in place of an
// illustration, from its stored original (SITE_PHOTOS_DIR/<hash>.jpg, written there by the publisher) into the
// client folder at the widths the pages' srcset names. Nothing to do without SITE_CONTENT or photographs in it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writePhotoFiles } from "../server/publishing/site-photos.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "client");
const photos = process.env.SITE_CONTENT
  ? (JSON.parse(fs.readFileSync(process.env.SITE_CONTENT, "utf8")).photos ?? {})
  : {};

for (const [slot, photo] of Object.entries(photos)) {
  const original = path.join(process.env.SITE_PHOTOS_DIR ?? "", `${photo.hash}.jpg`);
  if (!process.env.SITE_PHOTOS_DIR || !fs.existsSync(original)) {
    console.error(`site-photos: the stored photograph for "${slot}" (${photo.hash}) is missing.`);
    process.exit(1);
  }
  try {
    const files = await writePhotoFiles(slot, photo, fs.readFileSync(original), clientDir);
    for (const file of files) {
      console.log(
        `site-photos: ${file.src} ${(file.bytes / 1024).toFixed(1)} KB (at most ${(file.budget / 1024).toFixed(0)} KB)`,
      );
    }
  } catch (error) {
    console.error(`site-photos: ${error.message}`);
    process.exit(1);
  }
}
