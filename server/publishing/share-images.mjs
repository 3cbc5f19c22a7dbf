// The sharing image of a page (WhatsApp, Facebook and X show no SVG previews): a 1200×630 PNG with the page's title,
// the hospital's name and its number, drawn by sharp with Pango from the fonts shipped in scripts/og/fonts, so it
// looks the same on every machine. Written by the build (scripts/postbuild.mjs) and by each publish
// (server/site-render-worker.ts), which keeps the images it drew by what is on them (`shareImageKey`) and draws again
// only the cards whose words changed (decision 0063).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { photoFiles } from "./site-photos.mjs";

/**
 * The shipped fonts under the repository's `root`, and the fontconfig file that names only them. That file must be in
 * the process's environment (FONTCONFIG_FILE) before libvips first draws text: scripts/postbuild.mjs and the server
 * (server/site.ts) set it as they start.
 */
export function shareImageFonts(root) {
  return {
    dir: path.join(root, "scripts", "og", "fonts"),
    config: path.join(root, "scripts", "og", "fonts.conf"),
  };
}

/** Bump when the drawing changes, so that kept images are drawn again. 2: the line under the title names no town. */
const DRAWING_VERSION = 2;

let sharpModule;
async function loadSharp() {
  if (!sharpModule) {
    sharpModule = (await import("sharp")).default;
    // Each card is drawn once: libvips's cache of operations would only hold the server's memory after a publish.
    sharpModule.cache(false);
  }
  return sharpModule;
}

// Card geometry: a dark text panel on the left, the artwork on a light panel on the right.
const CARD = { width: 1200, height: 630, panelWidth: 690, textX: 72, textRight: 634 };

/**
 * The text on the card. Pango crops what it draws to the ink, so `top` is where the tallest letter of the first line
 * starts (for the title: the top of the capitals, whatever the size). The title takes the largest size at which it
 * fits its box, which holds 3 lines of DejaVu Sans at the large sizes and 4 at the small ones (a script with taller
 * lines gets fewer). Single lines shrink rather than wrap; the tagline stops short of the orange circle.
 */
const TEXT = {
  name: {
    top: 87,
    size: 30,
    minSize: 20,
    maxWidth: CARD.panelWidth - CARD.textX - 24,
    weight: "bold",
    colour: "#fde7d3",
  },
  title: {
    top: 183,
    sizes: [64, 56, 48, 42],
    maxWidth: CARD.textRight - CARD.textX,
    maxHeight: 220,
    weight: "bold",
    colour: "#ffffff",
  },
  tagline: { top: 538, size: 28, minSize: 20, maxWidth: 556, weight: "normal", colour: "#cfe8ec" },
};
/**
 * The line under the title, by language (the primary subtag of the page's <html lang>): the number to call, read from
 * the page's own call link, so a card shared on WhatsApp carries the number the hospital confirmed. The town is the
 * hospital's and already on the card, in the name line (og:site_name); none without a number.
 */
const TAGLINES = {
  en: (phone) => `Call ${phone}`,
  te: (phone) => `ఫోన్ ${phone}`,
};

/** "+919440012345" (a tel: link) → "+91 94400 12345". */
function phoneOnCard(html) {
  const digits = html.match(/href="tel:\+91(\d{10})"/)?.[1];
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : null;
}

/**
 * Typefaces by language (the primary subtag of the page's <html lang>). `family` is a Pango family list: what the
 * first family has no glyph for, the next draws, so a Telugu entry ("Noto Sans Telugu, DejaVu Sans" with its own
 * files) still draws Latin words and digits. The files live in scripts/og/fonts, which fonts.conf lists too.
 */
const TYPEFACES = {
  en: { family: "DejaVu Sans", files: { normal: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" } },
  // Noto Sans Telugu (SIL Open Font License, LICENSE-Noto.txt), the font Android phones ship.
  te: {
    family: "Noto Sans Telugu, DejaVu Sans",
    files: { normal: "NotoSansTelugu-Regular.ttf", bold: "NotoSansTelugu-Bold.ttf" },
  },
};

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

/** Text for Pango markup. */
function escapeMarkup(text) {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]);
}

/**
 * The picture on a page's card, as its address and its file: the slot's published photograph (its widest file,
 * written under `photosDir`), or the page's illustration (under `clientDir`, the build's client folder).
 */
function illustrationFor(pagePath, { clientDir, photosDir = clientDir, photos }) {
  // A Telugu page (te/…) has the same picture as its English twin.
  const [section, slug] = pagePath.replace(/^te(\/|$)/, "").split("/");
  // The sections whose picture is a photo slot (content/photo-slots.ts), when a photograph is published for it.
  const slot = {
    "": "hero-eye-care",
    about: "clinic-front",
    doctors: "doctor-portrait",
    "focus-opticals": "opticals-store",
    "community-outreach": "community-camp",
  }[section];
  const photo = slot && photos[slot];
  if (photo && !slug) {
    const src = photoFiles(slot, photo).at(-1).src;
    return { src, file: path.join(photosDir, src) };
  }
  const candidates = {
    "": "hero-eye-care.svg",
    about: "clinic-front.svg",
    doctors: "doctor-portrait.svg",
    "focus-opticals": "opticals/store.svg",
    "community-outreach": "community-camp.svg",
    services: slug ? `services/${slug}.svg` : "services/eye-examinations.svg",
    "patient-education": slug ? `articles/${slug}.svg` : "articles/healthy-vision-habits.svg",
  };
  const wanted = `/images/${candidates[section] ?? "hero-eye-care.svg"}`;
  const src = fs.existsSync(path.join(clientDir, wanted)) ? wanted : "/images/hero-eye-care.svg";
  return { src, file: path.join(clientDir, src) };
}

/**
 * Text drawn by Pango (shaped by HarfBuzz), cropped to its ink, as a composite layer. With a `width` Pango wraps the
 * text to it (`wrap: "word"` lets a word too long for a line run over, so the caller can tell).
 */
/**
 * Single lines drawn so far (no `width`), by everything that decides them: every card of a language carries the same
 * name and the same line under the title. A title's tries at many widths are not kept: each is a large block, used once.
 */
const drawnLines = new Map();

async function renderText(text, style) {
  const { typeface, fontsDir, lang, weight, colour, size, width, wrap = "word" } = style;
  const words = { typeface, fontsDir, lang, weight, colour, size, width, wrap };
  if (width !== undefined) return drawText(text, words);
  const key = JSON.stringify([text, typeface.family, fontsDir, lang, weight, colour, size, wrap]);
  if (!drawnLines.has(key)) {
    drawnLines.set(key, drawText(text, words));
    // A handful per language; bounded all the same.
    if (drawnLines.size > 200) drawnLines.delete(drawnLines.keys().next().value);
  }
  return drawnLines.get(key);
}

/** One text block, as raw RGBA pixels for compositing (no PNG to encode and decode again). */
async function drawText(text, { typeface, fontsDir, lang, weight, colour, size, width, wrap }) {
  const markup = `<span lang="${escapeMarkup(lang)}" foreground="${colour}">${escapeMarkup(text)}</span>`;
  const sharp = await loadSharp();
  const { data, info } = await sharp({
    text: {
      text: markup,
      // A Pango font description: family list, style, size.
      font: [typeface.family, weight === "bold" && "Bold", `${size}px`].filter(Boolean).join(" "),
      fontfile: path.join(fontsDir, typeface.files[weight]),
      width,
      wrap,
      rgba: true,
      dpi: 72,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    input: data,
    raw: { width: info.width, height: info.height, channels: info.channels },
    width: info.width,
    height: info.height,
  };
}

function fits(block, maxWidth, maxHeight = Infinity) {
  return block.width <= maxWidth && block.height <= maxHeight;
}

/**
 * The most of the text that fits, ending in an ellipsis (the last resort). Cuts between graphemes, so a Telugu
 * letter keeps its vowel sign, and at a word's end unless that would throw away most of the text.
 */
async function truncated(text, draw, maxWidth, maxHeight) {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((s) => s.segment);
  const cut = (length) => graphemes.slice(0, length).join("").trimEnd();
  let [low, high] = [0, graphemes.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(await draw(`${cut(middle)}…`), maxWidth, maxHeight)) low = middle;
    else high = middle - 1;
  }
  let kept = cut(low);
  const wordEnd = kept.lastIndexOf(" ");
  if (wordEnd > kept.length / 2) kept = kept.slice(0, wordEnd);
  return draw(`${kept.trimEnd()}…`);
}

/** The title at the largest size at which it fits its box. */
async function fitTitle(title, style) {
  const { sizes, maxWidth, maxHeight } = TEXT.title;
  for (const size of sizes) {
    const block = await renderText(title, { ...style, size, width: maxWidth });
    if (fits(block, maxWidth, maxHeight)) return balanced(title, { ...style, size }, block);
  }
  // Last resort: the smallest size, a word longer than a line broken between letters, and the end cut off.
  const draw = (text) => renderText(text, { ...style, size: sizes.at(-1), width: maxWidth, wrap: "word-char" });
  return truncated(title, draw, maxWidth, maxHeight);
}

/**
 * The title wrapped to the narrowest width that keeps it to as many lines, so the lines come out even ("Eye
 * Hospital / in Anantapur" rather than "Eye Hospital in / Anantapur"), as CSS's `text-wrap: balance` does.
 */
async function balanced(title, style, block) {
  const { maxWidth, maxHeight } = TEXT.title;
  // A line more adds a whole line's height; other breaks only move the ink by an ascender or a descender.
  const sameLines = (candidate) => candidate.height < block.height + style.size / 2;
  let [low, high, best] = [1, maxWidth - 1, block];
  while (low <= high) {
    const width = Math.floor((low + high) / 2);
    const candidate = await renderText(title, { ...style, width });
    if (fits(candidate, width, maxHeight) && sameLines(candidate)) [best, high] = [candidate, width - 1];
    else low = width + 1;
  }
  return best;
}

/** One line that shrinks rather than wraps, down to `minSize`, and is cut short below that. */
async function fitLine(text, { size, minSize, maxWidth, ...style }) {
  const block = await renderText(text, { ...style, size });
  if (fits(block, maxWidth)) return block;
  // Width grows with the size, so the first guess is close; hinting can leave it a pixel over.
  for (let smaller = Math.min(size - 1, Math.floor((size * maxWidth) / block.width)); smaller >= minSize; smaller--) {
    const shrunk = await renderText(text, { ...style, size: smaller });
    if (fits(shrunk, maxWidth)) return shrunk;
  }
  return truncated(text, (cut) => renderText(cut, { ...style, size: minSize }), maxWidth);
}

async function renderShareImage({ title, siteName, lang, illustration, target, tagline, fontsDir }) {
  const language = lang.split("-")[0].toLowerCase();
  const typeface = TYPEFACES[language] ?? TYPEFACES.en;
  const styleOf = ({ weight, colour }) => ({ typeface, fontsDir, lang, weight, colour });
  const name = siteName ? await fitLine(siteName, { ...TEXT.name, ...styleOf(TEXT.name) }) : null;
  const heading = await fitTitle(title, styleOf(TEXT.title));
  const taglineBlock = tagline ? await fitLine(tagline, { ...TEXT.tagline, ...styleOf(TEXT.tagline) }) : null;
  const sharp = await loadSharp();
  const { width, height, panelWidth, textX } = CARD;
  const base = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#0f5e6e"/>
  <rect x="${panelWidth}" y="0" width="${width - panelWidth}" height="${height}" fill="#eef7f8"/>
</svg>`);
  // Drawn over the artwork, so the artwork's square cannot cut into the circle; small enough to clear the line above.
  const circle = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <circle cx="${panelWidth}" cy="${height}" r="90" fill="#f59e0b" opacity="0.9"/>
</svg>`);
  const artwork = await sharp(illustration, { density: 144 })
    .resize(440, 440, { fit: "contain", background: "#eef7f8" })
    .flatten({ background: "#eef7f8" })
    .png()
    .toBuffer();
  const text = [
    ...(name ? [{ input: name.input, raw: name.raw, left: textX, top: TEXT.name.top }] : []),
    { input: heading.input, raw: heading.raw, left: textX, top: TEXT.title.top },
    ...(taglineBlock ? [{ input: taglineBlock.input, raw: taglineBlock.raw, left: textX, top: TEXT.tagline.top }] : []),
  ];
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sharp(base)
    .composite([...text, { input: artwork, left: 725, top: 95 }, { input: circle, left: 0, top: 0 }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(target);
}

/**
 * What a page's card shows, read from its HTML (og:image, og:title, og:site_name, <html lang>, its call link), and
 * the key it is kept by; null for a page without a card of its own. `photosDir`: where a published photograph's
 * files are, when not in `clientDir`.
 */
export function shareImageOf(html, pagePath, { clientDir, photosDir = clientDir, photos = {} }) {
  const image = metaContent(html, "og:image");
  const title = metaContent(html, "og:title");
  const siteName = metaContent(html, "og:site_name");
  if (!image || !title) return null;
  const imagePath = new URL(image).pathname;
  if (!imagePath.startsWith("/og/")) return null;
  const picture = illustrationFor(pagePath, { clientDir, photosDir, photos });
  const lang = html.match(/<html[^>]*\slang="([^"]+)"/)?.[1] ?? "en";
  const phone = phoneOnCard(html);
  const card = {
    title: title.split(" | ")[0],
    siteName,
    lang,
    tagline: phone ? (TAGLINES[lang.split("-")[0].toLowerCase()] ?? TAGLINES.en)(phone) : null,
    illustration: picture.file,
  };
  const key = createHash("sha256")
    .update(JSON.stringify([DRAWING_VERSION, card.title, card.siteName, card.lang, card.tagline, picture.src]))
    .digest("base64url")
    .slice(0, 32);
  return { imagePath, key, card };
}

/** Draws a card (shareImageOf's) to `target` with the fonts in `fontsDir` (shareImageFonts). */
export async function drawShareImage(card, target, fontsDir) {
  await renderShareImage({ ...card, target, fontsDir });
}
