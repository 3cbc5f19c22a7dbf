import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_BYTES_PER_PIXEL, photoFiles, writePhotoFiles } from "../../server/publishing/site-photos.mjs";
import { applyPhotoEdit, cropFor, preparePhoto, widthsFor } from "./site-photos.server";

/** A photograph-like picture: soft colour fields, shapes and a little grain, as a camera's JPEG. */
async function cameraPhoto(width: number, height: number, extra: (image: sharp.Sharp) => sharp.Sharp = (i) => i) {
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7fb3d5"/><stop offset="1" stop-color="#f4e1c1"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect x="${width * 0.2}" y="${height * 0.45}" width="${width * 0.6}" height="${height * 0.4}" fill="#c0392b"/>
    <circle cx="${width * 0.75}" cy="${height * 0.2}" r="${height * 0.08}" fill="#f9e79f"/>
  </svg>`);
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer();
  const base = await sharp(scene)
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .toBuffer();
  return extra(sharp(base)).jpeg({ quality: 92 }).toBuffer();
}

describe("an uploaded photograph", () => {
  it("is turned upright, loses its metadata and is cut to the slot's shape", async () => {
    // A phone held upright: the pixels lie sideways and the EXIF says to turn them; it also says where it was.
    const upload = await cameraPhoto(2000, 1500, (image) =>
      image.withMetadata({ orientation: 6 }).withExif({ IFD0: { Make: "PhoneMaker", Artist: "Somebody" } }),
    );
    const prepared = await preparePhoto(upload, "doctor-portrait", "start");
    if (!prepared.ok) throw new Error(prepared.problem);
    const stored = await sharp(prepared.stored.bytes).metadata();
    expect([stored.width, stored.height]).toEqual([1500, 2000]);
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(prepared.stored.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    // 480 × 600 is 4:5: the whole width, the top kept.
    expect(prepared.crop).toEqual({ left: 0, top: 0, width: 1500, height: 1875 });
    expect(prepared.widths).toEqual([240, 480, 720]);
    expect(prepared.stored.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it("is refused when it is not a picture, or too small for its place, with a sentence", async () => {
    const text = await preparePhoto(new TextEncoder().encode("<script>alert(1)</script>"), "clinic-front", "middle");
    expect(text).toEqual({ ok: false, problem: expect.stringContaining("not a photograph this site can read") });
    const small = await preparePhoto(await cameraPhoto(900, 700), "clinic-front", "middle");
    expect(small).toEqual({ ok: false, problem: expect.stringContaining("needs at least 1200") });
  });

  it("is cut from the side the editor keeps, and never made wider than it is", () => {
    expect(cropFor("clinic-front", 3000, 1000, "end")).toEqual({ left: 1500, top: 0, width: 1500, height: 1000 });
    expect(cropFor("clinic-front", 3000, 1000, "middle")).toEqual({ left: 750, top: 0, width: 1500, height: 1000 });
    expect(cropFor("community-camp", 1000, 1000, "end")).toEqual({ left: 0, top: 250, width: 1000, height: 750 });
    expect(widthsFor("clinic-front", 1300)).toEqual([600, 1200]);
    expect(widthsFor("clinic-front", 2400)).toEqual([600, 1200, 1600]);
  });
});

describe("the content after a photograph's change", () => {
  const prepared = {
    ok: true as const,
    stored: { hash: "0123456789abcdef", bytes: Buffer.alloc(0), width: 1600, height: 1200 },
    crop: { left: 0, top: 0, width: 1600, height: 1200 },
    widths: [400, 800, 1200],
  };
  const at = new Date("2026-11-26T06:00:00Z");

  it("names the photograph, its descriptions and who put it there; a later description change marks the twin", () => {
    const added = applyPhotoEdit(
      undefined,
      "community-camp",
      { alt: { en: "Staff testing eyes at a camp", te: "క్యాంప్‌లో కళ్ళ పరీక్ష" }, prepared },
      "Lakshmi",
      at,
    );
    if (!added.ok) throw new Error(added.problem);
    expect(added.content.photos?.["community-camp"]).toMatchObject({
      hash: "0123456789abcdef",
      widths: [400, 800, 1200],
      by: "Lakshmi",
      on: "2026-11-26",
    });
    expect(added.summary).toContain("Staff testing eyes at a camp");
    const later = new Date("2026-11-27T06:00:00Z");
    const reworded = applyPhotoEdit(
      added.content,
      "community-camp",
      { alt: { en: "Staff testing villagers' eyes at a camp", te: "క్యాంప్‌లో కళ్ళ పరీక్ష" }, prepared: null },
      "Ravi",
      later,
    );
    if (!reworded.ok) throw new Error(reworded.problem);
    const photo = reworded.content.photos!["community-camp"]!;
    expect(photo.hash).toBe("0123456789abcdef");
    expect(photo.alt.enChanged > photo.alt.teChanged).toBe(true);
    const removed = applyPhotoEdit(reworded.content, "community-camp", { remove: true }, "Ravi", later);
    expect(removed.ok && removed.content.photos).toEqual({});
  });

  it("refuses a description without a photograph, and removing what is not there", () => {
    expect(applyPhotoEdit(undefined, "clinic-front", { alt: { en: "a", te: "b" }, prepared: null }, "R")).toEqual({
      ok: false,
      problem: "Choose the photograph to upload.",
    });
    expect(applyPhotoEdit(undefined, "clinic-front", { remove: true }, "R").ok).toBe(false);
  });
});

describe("a published photograph's files", () => {
  it("are WebP at every width, each within its bytes-per-pixel budget", async () => {
    const prepared = await preparePhoto(await cameraPhoto(2400, 1800), "community-camp", "middle");
    if (!prepared.ok) throw new Error(prepared.problem);
    const photo = { hash: prepared.stored.hash, crop: prepared.crop, widths: prepared.widths };
    const client = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
    const written = await writePhotoFiles("community-camp", photo, prepared.stored.bytes, client);
    expect(written.map((file) => file.width)).toEqual([400, 800, 1200]);
    for (const file of photoFiles("community-camp", photo)) {
      const bytes = fs.readFileSync(path.join(client, file.src));
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", file.width, file.height]);
      expect(bytes.length).toBeLessThanOrEqual(file.width * file.height * PHOTO_BYTES_PER_PIXEL);
    }
    fs.rmSync(client, { recursive: true, force: true });
  });

  it("fail the build, saying which, when a photograph cannot fit its budget even at the lowest quality", async () => {
    const snow = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 90 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const photo = { hash: "feedfacefeedface", crop: { left: 0, top: 0, width: 1200, height: 900 }, widths: [1200] };
    const client = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
    await expect(writePhotoFiles("opticals-store", photo, snow, client)).rejects.toThrow(
      /"opticals-store" is too detailed to fit 158 KB at 1200 pixels wide/,
    );
    fs.rmSync(client, { recursive: true, force: true });
  });
});
