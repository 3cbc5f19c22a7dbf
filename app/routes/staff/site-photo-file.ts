import sharp from "sharp";
import { isPhotoSlot } from "~/content/photo-slots";
import { EMPTY_SITE_CONTENT } from "~/content/site-content";
import { siteEditing } from "~/editor/site-editing.server";
import { signedInStaff, STAFF_HEADERS, staffLoader, staffRefusal } from "~/staff/staff.server";
import type { Route } from "./+types/site-photo-file";

/**
 * GET /staff/site/photos/<slot>: the newest version's photograph for the slot, cut to the slot's shape as the pages
 * will show it and 480 pixels wide (light enough for a phone on mobile data); for editors only, never cached.
 */
export const loader = staffLoader(async ({ request, context, params }: Route.LoaderArgs) => {
  await signedInStaff(request, context, "editor");
  const { store, photos } = siteEditing(context);
  const photo = isPhotoSlot(params.slot)
    ? (store.latest()?.content ?? EMPTY_SITE_CONTENT).photos?.[params.slot]
    : undefined;
  const stored = photo ? photos.get(photo.hash) : undefined;
  if (!photo || !stored) return staffRefusal(404, "This place has no photograph.");
  const bytes = await sharp(stored.bytes).extract(photo.crop).resize({ width: 480 }).jpeg({ quality: 80 }).toBuffer();
  return new Response(new Uint8Array(bytes), { headers: { ...STAFF_HEADERS, "Content-Type": "image/jpeg" } });
});
