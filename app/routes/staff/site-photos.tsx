import { data, redirect } from "react-router";
import { SitePhotosPage } from "~/editor/site-photos-page";
import { isPhotoSlot, PHOTO_SLOTS, type PhotoSlot } from "~/content/photo-slots";
import { site } from "~/content/site";
import { outOfDateTwin } from "~/content/site-content";
import { NOTHING_CHANGED } from "~/editor/site-versions";
import { editorPageStart, saveVersion, siteEditing } from "~/editor/site-editing.server";
import { applyPhotoEdit, preparePhoto, readPhotoForm } from "~/editor/site-photos.server";
import { requireAccount, staffAction, staffLoader, type StaffFormArgs, staffPageHeaders } from "~/staff/staff.server";
import type { Route } from "./+types/site-photos";

const PATH = "/staff/site/photos";

/**
 * /staff/site/photos: editors put a photograph in place of a picture slot's drawing, with what it shows in English
 * and Telugu, or go back to the drawing (issue 28, decision 0040); saved as versions and published like every
 * other change, the build making the photograph's sizes.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const { content, page } = await editorPageStart(request, context);
  return {
    ...page,
    slots: (Object.keys(PHOTO_SLOTS) as PhotoSlot[]).map((slot) => {
      const photo = content.photos?.[slot];
      const { label, shownOn, width, height, illustration } = PHOTO_SLOTS[slot];
      return {
        slot,
        label,
        shownOn: [...shownOn],
        width,
        height,
        illustration,
        photo: photo
          ? { hash: photo.hash, alt: photo.alt, by: photo.by, on: photo.on, outOfDate: outOfDateTwin(photo.alt) }
          : null,
      };
    }),
  };
});

export const action = staffAction("site-photo", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const visit = requireAccount(args.visit, PATH, "editor");
  const { store, photos } = siteEditing(args.context);
  const slot = args.form.get("slot");
  if (!isPhotoSlot(slot)) {
    return data({ problem: { slot: "", message: "That form could not be read. Reload the page.", typed: null } }, 400);
  }
  // What was typed comes back with the refusal (the file must be chosen again: a browser cannot be handed one).
  const typed = { en: args.form.get("en") ?? "", te: args.form.get("te") ?? "" };
  const refuse = (message: string, status = 400) => data({ problem: { slot, message, typed } }, status);
  let change: Parameters<typeof applyPhotoEdit>[2];
  if (args.form.get("intent") === "photo-remove") {
    change = { remove: true };
  } else {
    const read = readPhotoForm(args.form);
    if (!read.ok) return refuse(read.problem);
    const file = args.files.get("photo");
    let prepared = null;
    if (file && file.size > 0) {
      const result = await preparePhoto(new Uint8Array(await file.arrayBuffer()), slot, read.data.keep);
      if (!result.ok) return refuse(result.problem);
      prepared = result;
    }
    change = { alt: read.data, prepared };
  }
  const result = applyPhotoEdit(store.latest()?.content, slot, change, visit.account.name);
  if (!result.ok) return refuse(result.problem);
  if ("prepared" in change && change.prepared) await photos.save(change.prepared.stored, visit.account.name);
  const outcome = await saveVersion(store, result.content, visit.account.name, result.summary);
  if ("unchanged" in outcome) return refuse(NOTHING_CHANGED, 200);
  return redirect(`${PATH}?saved=${slot}#${slot}`, 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Photographs | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffSitePhotos({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SitePhotosPage
      {...loaderData}
      saved={actionData ? null : loaderData.saved}
      problem={actionData?.problem ?? null}
    />
  );
}
