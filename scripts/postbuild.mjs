// After `react-router build`: bundle the production server, make the icon set and a sharing image per page.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
// Sharing images use only the fonts shipped in scripts/og/fonts, so they look the same on every machine.
process.env.FONTCONFIG_FILE = path.join(root, "scripts", "og", "fonts.conf");
const { default: sharp } = await import("sharp");

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
const favicon32 = await squareIcon(32).toBuffer();
fs.writeFileSync(path.join(clientDir, "favicon.ico"), pngInIco(favicon32, 32));

// A 1200×630 PNG per page, with the page's title on it (WhatsApp, Facebook and X show no SVG previews).
const pages = findPages(clientDir);
let count = 0;
for (const file of pages) {
  const html = fs.readFileSync(file, "utf8");
  const image = metaContent(html, "og:image");
  const title = metaContent(html, "og:title");
  const siteName = metaContent(html, "og:site_name");
  if (!image || !title) continue;
  const imagePath = new URL(image).pathname;
  if (!imagePath.startsWith("/og/")) continue;
  const target = path.join(clientDir, imagePath);
  if (fs.existsSync(target)) continue;
  const pagePath = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
  await renderShareImage({ title: title.split(" | ")[0], siteName, pagePath, target });
  count++;
}
console.log(`postbuild: icons and ${count} sharing images written`);

function findPages(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") found.push(...findPages(full));
    else if (entry.name === "index.html") found.push(full);
  }
  return found;
}

function metaContent(html, property) {
  const match = html.match(new RegExp(`<meta[^>]+property="${property}"[^>]+content="([^"]*)"`));
  return match ? decodeEntities(match[1]) : null;
}

function decodeEntities(text) {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

function escapeXml(text) {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]);
}

function illustrationFor(pagePath) {
  const [section, slug] = pagePath.split("/");
  const candidates = {
    "": "hero-eye-care.svg",
    about: "clinic-front.svg",
    doctors: "doctor-portrait.svg",
    "focus-opticals": "opticals/store.svg",
    "community-outreach": "community-camp.svg",
    services: slug ? `services/${slug}.svg` : "services/eye-examinations.svg",
    "patient-education": slug ? `articles/${slug}.svg` : "articles/healthy-vision-habits.svg",
  };
  const file = path.join(root, "public", "images", candidates[section] ?? "hero-eye-care.svg");
  return fs.existsSync(file) ? file : path.join(root, "public", "images", "hero-eye-care.svg");
}

function wrap(text, maxChars) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

async function renderShareImage({ title, siteName, pagePath, target }) {
  let fontSize = 64;
  let lines = wrap(title, 18);
  if (lines.length > 3) {
    fontSize = 50;
    lines = wrap(title, 23);
  }
  const titleText = lines
    .slice(0, 4)
    .map((line, index) => `<tspan x="72" dy="${index === 0 ? 0 : fontSize * 1.15}">${escapeXml(line)}</tspan>`)
    .join("");
  const card = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0f5e6e"/>
  <rect x="690" y="0" width="510" height="630" fill="#eef7f8"/>
  <circle cx="690" cy="630" r="120" fill="#f59e0b" opacity="0.9"/>
  <text x="72" y="110" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#fde7d3">${escapeXml(siteName ?? "")}</text>
  <text x="72" y="${lines.length > 3 ? 210 : 230}" font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${titleText}</text>
  <text x="72" y="560" font-family="DejaVu Sans" font-size="28" fill="#cfe8ec">Eye care in Anantapur, Andhra Pradesh</text>
</svg>`);
  const illustration = await sharp(illustrationFor(pagePath), { density: 144 })
    .resize(440, 440, { fit: "contain", background: "#eef7f8" })
    .flatten({ background: "#eef7f8" })
    .png()
    .toBuffer();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sharp(card)
    .composite([{ input: illustration, left: 725, top: 95 }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(target);
}

/** A favicon.ico holding one PNG image (valid since Windows Vista, read by every browser). */
function pngInIco(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}
