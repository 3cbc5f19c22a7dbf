import { createHash } from "node:crypto";
import sharp from "sharp";
import { PHOTO_SLOTS, type PhotoSlot } from "~/content/photo-slots";
import { todayInIndia } from "~/lib/form-basics";
import { EMPTY_SITE_CONTENT, type EditedPhoto, type SiteContent } from "~/content/site-content";
import { photoForm } from "~/editor/site-content-schema";
import { parseStaffForm } from "~/staff/staff-forms";
import type { StoredPhoto } from "./site-editing.server";
import { twinAfter } from "./site-editor.server";

/**
 * Photographs in place of illustrations (issue 28, decision 0040). An upload is checked and stored at once: read as
 * an image, turned upright, stripped of its metadata (a phone's photo says where it was taken), at most 2,400
 * pixels on its longer side. The slot's shape is cut from it now, so the editor learns at once whether it is big
 * enough; the build makes the WebP files (server/publishing/site-photos.mjs).
 */

const LONGEST_SIDE = 2400;
const READABLE = new Set(["jpeg", "png", "webp", "avif", "heif"]);

type Keep = "start" | "middle" | "end";

export type PreparedPhoto =
  { ok: true; stored: StoredPhoto; crop: EditedPhoto["crop"]; widths: number[] } | { ok: false; problem: string };

/** The slot's shape cut from the photograph: its whole width or height, from the side the editor chose to keep. */
export function cropFor(slot: PhotoSlot, width: number, height: number, keep: Keep): EditedPhoto["crop"] {
  const aspect = PHOTO_SLOTS[slot].width / PHOTO_SLOTS[slot].height;
  const along = (room: number) => (keep === "start" ? 0 : keep === "end" ? room : Math.floor(room / 2));
  if (width / height > aspect) {
    const cropWidth = Math.round(height * aspect);
    return { left: along(width - cropWidth), top: 0, width: cropWidth, height };
  }
  const cropHeight = Math.round(width / aspect);
  return { left: 0, top: along(height - cropHeight), width, height: cropHeight };
}

/** Half, once and one and a half times the slot's width (at most 1,600), none wider than the photograph's crop. */
export function widthsFor(slot: PhotoSlot, cropWidth: number): number[] {
  const base = PHOTO_SLOTS[slot].width;
  const candidates = [Math.round(base / 2), base, Math.min(Math.round(base * 1.5), 1600)];
  return [...new Set(candidates)].filter((width) => width <= cropWidth);
}

export async function preparePhoto(upload: Uint8Array, slot: PhotoSlot, keep: Keep): Promise<PreparedPhoto> {
  const minimum = PHOTO_SLOTS[slot].width;
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: 60_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !READABLE.has(format)) {
    return { ok: false, problem: "That file is not a photograph this site can read: send a JPEG, PNG or WebP photo." };
  }
  let bytes: Buffer;
  let info: { width: number; height: number };
  try {
    ({ data: bytes, info } = await sharp(upload, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer({ resolveWithObject: true }));
  } catch {
    return { ok: false, problem: "That photograph could not be read; it may be damaged. Send it again." };
  }
  const crop = cropFor(slot, info.width, info.height, keep);
  if (crop.width < minimum) {
    return {
      ok: false,
      problem: `That photograph is too small for this place: trimmed to its shape it is ${crop.width} pixels wide, and it needs at least ${minimum}. Send the photo as the camera took it.`,
    };
  }
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  return {
    ok: true,
    stored: { hash, bytes, width: info.width, height: info.height },
    crop,
    widths: widthsFor(slot, crop.width),
  };
}

export type PhotoEdit = { ok: true; content: SiteContent; summary: string } | { ok: false; problem: string };

/** The alt texts and the side to keep, checked; read before the photograph itself is. */
export function readPhotoForm(form: URLSearchParams) {
  return parseStaffForm(photoForm, form);
}

/**
 * The content with the slot's photograph (a new upload, or the one there with new descriptions), or with it taken
 * away (`prepared` null and `remove`): the illustration again.
 */
export function applyPhotoEdit(
  previous: SiteContent | undefined,
  slot: PhotoSlot,
  change:
    | { remove: true }
    | { alt: { en: string; te: string; sameMeaning?: "yes" }; prepared: Extract<PreparedPhoto, { ok: true }> | null },
  editor: string,
  now = new Date(),
): PhotoEdit {
  const content: SiteContent = structuredClone(previous ?? EMPTY_SITE_CONTENT);
  const photos = (content.photos ??= {});
  const before = photos[slot];
  const label = PHOTO_SLOTS[slot].label;
  if ("remove" in change) {
    if (!before) return { ok: false, problem: "That place shows its drawing already." };
    delete photos[slot];
    return { ok: true, content, summary: `Photograph removed: ${label} shows its drawing again` };
  }
  const { alt, prepared } = change;
  if (!prepared && !before) return { ok: false, problem: "Choose the photograph to upload." };
  const shown = before?.alt ?? { en: "", te: "" };
  const photo: EditedPhoto = {
    hash: prepared?.stored.hash ?? before!.hash,
    crop: prepared?.crop ?? before!.crop,
    widths: prepared?.widths ?? before!.widths,
    alt: twinAfter(before?.alt, alt, now.toISOString(), shown),
    by: editor,
    on: todayInIndia(now),
  };
  photos[slot] = photo;
  return {
    ok: true,
    content,
    summary: `${prepared ? "Photograph" : "Photograph's description"} for ${label}: ${photo.alt.en} (Telugu: ${photo.alt.te})`,
  };
}
