// Photographs in place of illustrations (decision 0040): where each published one's files go, named once for the
// pages (build-constants.mjs), the build step that makes them (scripts/site-photos.mjs) and the sharing images.

/**
 * The most a photograph's file may weigh: 0.15 bytes a pixel (1.2 bits), about 90 KB for the home page's picture at
 * 960 pixels wide. The build lowers the WebP quality until each file fits, and fails the publish if one cannot.
 */
export const PHOTO_BYTES_PER_PIXEL = 0.15;

/** The files a slot's published photograph becomes, narrowest first: their addresses under the client folder. */
export function photoFiles(slot, photo) {
  return photo.widths.map((width) => ({
    src: `/images/photos/${slot}-${photo.hash}-${width}.webp`,
    width,
    height: Math.round((width * photo.crop.height) / photo.crop.width),
  }));
}

/** What the pages read: each slot's alt texts and files (small: it reaches the browser's build too). */
export function photoConstants(photos = {}) {
  return Object.fromEntries(
    Object.entries(photos).map(([slot, photo]) => [
      slot,
      { alt: { en: photo.alt.en, te: photo.alt.te }, files: photoFiles(slot, photo) },
    ]),
  );
}

/** WebP qualities tried in turn until a file fits its budget. */
const QUALITIES = [72, 64, 56, 48, 40];

/**
 * Makes a published photograph's files from its stored original into `clientDir`: cropped to the slot's shape,
 * resized to each width, WebP at the best quality that fits PHOTO_BYTES_PER_PIXEL. Throws, saying which, when one
 * cannot fit (the publish then fails and the live site stays as it was).
 */
export async function writePhotoFiles(slot, photo, original, clientDir) {
  const { default: sharp } = await import("sharp");
  const written = [];
  for (const file of photoFiles(slot, photo)) {
    const budget = Math.floor(file.width * file.height * PHOTO_BYTES_PER_PIXEL);
    let bytes;
    for (const quality of QUALITIES) {
      bytes = await sharp(original)
        .extract(photo.crop)
        .resize(file.width, file.height, { fit: "fill" })
        .webp({ quality, effort: 4 })
        .toBuffer();
      if (bytes.length <= budget) break;
    }
    if (bytes.length > budget) {
      throw new Error(
        `The photograph for "${slot}" is too detailed to fit ${Math.round(budget / 1024)} KB at ${file.width} pixels wide, even at the lowest quality; choose a calmer photograph.`,
      );
    }
    const target = `${clientDir}${file.src}`;
    const { mkdir, writeFile } = await import("node:fs/promises");
    await mkdir(target.slice(0, target.lastIndexOf("/")), { recursive: true });
    await writeFile(target, bytes);
    written.push({ ...file, bytes: bytes.length, budget });
  }
  return written;
}
