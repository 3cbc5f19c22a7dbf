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

// Card geometry: a dark text panel on the left, the artwork on a light panel on the right.
const CARD = { width: 1200, height: 630, panelWidth: 690, textX: 72, textRight: 634 };

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

/**
 * Width of a line in DejaVu Sans Bold, in em. Rounded up from the font's advance widths per group of glyphs,
 * and unknown glyphs count as a full em, so the estimate never falls short of the rendered width.
 */
function textWidthEm(text) {
  let width = 0;
  for (const char of text) {
    if (char === " ") width += 0.35;
    else if ("iljIJ.,:;!'’|".includes(char)) width += 0.46;
    else if ("frt()/-".includes(char)) width += 0.5;
    else if ("mwMW—".includes(char)) width += 1.11;
    else if (/[A-Z&]/.test(char)) width += 0.88;
    else if (/[a-z0-9₹?–]/.test(char)) width += 0.72;
    else width += 1;
  }
  return width;
}

function fits(line, fontSize, maxWidth) {
  return textWidthEm(line) * fontSize <= maxWidth;
}

/** Greedy word wrap to a pixel width; a word wider than the line gets a line of its own. */
function wrapToWidth(text, fontSize, maxWidth) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || fits(candidate, fontSize, maxWidth)) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Cuts text to fit the width, ending in an ellipsis (the last resort). */
function ellipsize(text, fontSize, maxWidth) {
  let cut = text;
  while (cut && !fits(`${cut}…`, fontSize, maxWidth)) cut = cut.slice(0, -1);
  // Prefer ending at a whole word, unless that would throw away most of the line.
  const wordEnd = cut.lastIndexOf(" ");
  if (wordEnd > cut.length / 2) cut = cut.slice(0, wordEnd);
  return `${cut.trimEnd()}…`;
}

/** The largest size at which the title fits the panel: 3 lines at the large sizes, 4 at the small ones. */
function fitTitle(title, maxWidth) {
  const steps = [
    { fontSize: 64, maxLines: 3 },
    { fontSize: 56, maxLines: 3 },
    { fontSize: 48, maxLines: 4 },
    { fontSize: 42, maxLines: 4 },
  ];
  for (const { fontSize, maxLines } of steps) {
    const lines = wrapToWidth(title, fontSize, maxWidth);
    if (lines.length <= maxLines && lines.every((line) => fits(line, fontSize, maxWidth))) return { fontSize, lines };
  }
  // Last resort: the smallest size, the overflow joined onto the last line, and any line too wide cut short.
  const { fontSize, maxLines } = steps.at(-1);
  const wrapped = wrapToWidth(title, fontSize, maxWidth);
  const lines =
    wrapped.length > maxLines ? [...wrapped.slice(0, maxLines - 1), wrapped.slice(maxLines - 1).join(" ")] : wrapped;
  return {
    fontSize,
    lines: lines.map((line) => (fits(line, fontSize, maxWidth) ? line : ellipsize(line, fontSize, maxWidth))),
  };
}

/** The site name line shrinks rather than wraps, so a longer hospital name still fits. */
function fitLine(text, fontSize, maxWidth) {
  const size = Math.min(fontSize, Math.floor(maxWidth / Math.max(textWidthEm(text), 1)));
  return size >= 20 ? { fontSize: size, text } : { fontSize: 20, text: ellipsize(text, 20, maxWidth) };
}

async function renderShareImage({ title, siteName, pagePath, target }) {
  const maxWidth = CARD.textRight - CARD.textX;
  const { fontSize, lines } = fitTitle(title, maxWidth);
  const lineHeight = Math.round(fontSize * 1.15);
  // The top of the capitals stays at y 185 whatever the size (cap height of DejaVu Sans is 0.73 em).
  const firstBaseline = Math.round(185 + fontSize * 0.73);
  const titleText = lines
    .map((line, index) => `<tspan x="${CARD.textX}" dy="${index === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  // A single short line may run closer to the panel edge than the title block.
  const name = fitLine(siteName ?? "", 30, CARD.panelWidth - CARD.textX - 24);
  const { width, height, panelWidth, textX } = CARD;
  const base =
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#0f5e6e"/>
  <rect x="${panelWidth}" y="0" width="${width - panelWidth}" height="${height}" fill="#eef7f8"/>
  <text x="${textX}" y="110" font-family="DejaVu Sans" font-weight="bold" font-size="${name.fontSize}" fill="#fde7d3">${escapeXml(name.text)}</text>
  <text x="${textX}" y="${firstBaseline}" font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${titleText}</text>
  <text x="${textX}" y="560" font-family="DejaVu Sans" font-size="28" fill="#cfe8ec">Eye care in Anantapur, Andhra Pradesh</text>
</svg>`);
  // Drawn over the artwork, so the artwork's square cannot cut into the circle; small enough to clear the line above.
  const circle = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <circle cx="${panelWidth}" cy="${height}" r="90" fill="#f59e0b" opacity="0.9"/>
</svg>`);
  const illustration = await sharp(illustrationFor(pagePath), { density: 144 })
    .resize(440, 440, { fit: "contain", background: "#eef7f8" })
    .flatten({ background: "#eef7f8" })
    .png()
    .toBuffer();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sharp(base)
    .composite([
      { input: illustration, left: 725, top: 95 },
      { input: circle, left: 0, top: 0 },
    ])
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
