// After `react-router build`: bundle the production server, make the icon set and a sharing image per page.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtPages } from "./lib/built-pages.mjs";
import { drawShareImage, shareImageFonts, shareImageOf } from "../server/publishing/share-images.mjs";
import pngToIco from "png-to-ico";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
// Sharing images use only the fonts shipped in scripts/og/fonts, so they look the same on every machine.
const fonts = shareImageFonts(root);
process.env.FONTCONFIG_FILE = fonts.config;
const { default: sharp } = await import("sharp");

/** Photographs editors put in place of illustrations (decision 0040), made into the client folder by site-photos.mjs. */
const publishedPhotos = process.env.SITE_CONTENT
  ? (JSON.parse(fs.readFileSync(process.env.SITE_CONTENT, "utf8")).photos ?? {})
  : {};

await import("./build-server.mjs");

// Icons from the one SVG mark.
const mark = fs.readFileSync(path.join(root, "public", "favicon.svg"));
fs.mkdirSync(path.join(clientDir, "icons"), { recursive: true });
const squareIcon = (size, padding = 0, background = "#ffffff") =>
  sharp(mark, { density: 600 })
    .resize(size - padding * 2, size - padding * 2)
    .extend({ top: padding, bottom: padding, left: padding, right: padding, background })
    .flatten({ background })
    .png();
await squareIcon(192).toFile(path.join(clientDir, "icons", "icon-192.png"));
await squareIcon(512).toFile(path.join(clientDir, "icons", "icon-512.png"));
await squareIcon(512, 64).toFile(path.join(clientDir, "icons", "icon-maskable-512.png"));
await squareIcon(180, 16).toFile(path.join(clientDir, "icons", "apple-touch-icon.png"));
// 16 and 32 pixels, each drawn from the SVG rather than scaled down by the browser.
const favicons = await Promise.all([16, 32].map((size) => squareIcon(size).toBuffer()));
fs.writeFileSync(path.join(clientDir, "favicon.ico"), await pngToIco(favicons));

// A sharing image per page, each also kept under its key (share-images.mjs) in the build's share-images folder, where
// a publish finds the cards whose words it did not change (decision 0063).
const keptDir = path.join(buildDir, "share-images");
fs.mkdirSync(keptDir, { recursive: true });
let count = 0;
for (const { file } of builtPages(clientDir)) {
  const pagePath = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
  const image = shareImageOf(fs.readFileSync(file, "utf8"), pagePath, { clientDir, photos: publishedPhotos });
  if (!image) continue;
  const target = path.join(clientDir, image.imagePath);
  if (!fs.existsSync(target)) {
    await drawShareImage(image.card, target, fonts.dir);
    count++;
  }
  fs.copyFileSync(target, path.join(keptDir, `${image.key}.png`));
}
console.log(`postbuild: icons and ${count} sharing images written`);
