import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { builtPages, CLIENT_DIR, meta } from "./built-pages";

/**
 * The sharing images drawn by scripts/postbuild.mjs: a dark text panel on the left, the artwork on a light panel
 * on the right, an orange circle centred on the bottom of the edge between them. The tests find the edge in the
 * pixels rather than trusting the script's numbers.
 */
const images = [
  ...new Set(builtPages().map((page) => new URL(meta(page.document, "og:image")!).pathname)),
].sort();

interface Raster {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

async function raster(imagePath: string): Promise<Raster> {
  const { data, info } = await sharp(path.join(CLIENT_DIR, imagePath))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

function pixel(image: Raster, x: number, y: number): [number, number, number] {
  const offset = (y * image.width + x) * image.channels;
  return [image.data[offset]!, image.data[offset + 1]!, image.data[offset + 2]!];
}

const distance = (a: number[], b: number[]) => Math.max(...a.map((value, index) => Math.abs(value - b[index]!)));
const isOrange = ([r, g, b]: number[]) => r! > 180 && g! > 100 && g! < 200 && b! < 90;

/** First column, scanning the top row, where the dark panel gives way to the light one. */
function panelEdge(image: Raster): number {
  const dark = pixel(image, 0, 5);
  for (let x = 1; x < image.width; x++) if (distance(pixel(image, x, 5), dark) > 60) return x;
  throw new Error("no panel edge");
}

interface TextBlock {
  top: number;
  bottom: number;
  /** Pixels that differ from the panel colour. */
  pixels: number;
  /** Of those, the white ones (the title's colour; the site name is cream and the tagline pale blue). */
  white: number;
}

/**
 * The text in the dark panel, left of the orange circle, as blocks of rows: a gap of under 50 rows (between the lines
 * of one title) does not end a block, the wider gaps between the site name, the title and the tagline do.
 */
function textBlocks(image: Raster, edge: number): TextBlock[] {
  const panel = pixel(image, 0, 5);
  const blocks: TextBlock[] = [];
  for (let y = 0; y < image.height; y++) {
    let [pixels, white] = [0, 0];
    for (let x = 0; x < edge - 92; x++) {
      const colour = pixel(image, x, y);
      if (distance(colour, panel) <= 60) continue;
      pixels++;
      if (Math.min(...colour) > 240) white++;
    }
    if (!pixels) continue;
    const last = blocks.at(-1);
    if (last && y - last.bottom < 50) {
      last.bottom = y;
      last.pixels += pixels;
      last.white += white;
    } else blocks.push({ top: y, bottom: y, pixels, white });
  }
  return blocks;
}

/** How far up the orange reaches from the bottom in one column. */
function orangeHeight(image: Raster, x: number): number {
  let y = image.height - 1;
  while (y >= 0 && isOrange(pixel(image, x, y))) y--;
  return image.height - 1 - y;
}

describe.each(images)("%s", (imagePath) => {
  it("keeps every line of text inside the dark panel", async () => {
    const image = await raster(imagePath);
    const edge = panelEdge(image);
    expect(edge).toBeGreaterThan(image.width / 3);
    const light = pixel(image, edge + 4, 5);
    // Title and name rows, above the circle; the strip between the edge and the artwork is plain panel colour,
    // so anything else there (white title text, the name in its cream colour) is text that ran over the edge.
    const strays: string[] = [];
    for (let y = 40; y < 500; y++) {
      for (let x = edge; x < edge + 30; x++) {
        const colour = pixel(image, x, y);
        if (distance(colour, light) > 10) strays.push(`(${x},${y}) rgb(${colour.join(",")})`);
      }
    }
    expect(strays.slice(0, 5), `${strays.length} stray pixels`).toEqual([]);
  });

  it("draws the site name, the title and the tagline, top to bottom, none of them blank", async () => {
    const image = await raster(imagePath);
    const blocks = textBlocks(image, panelEdge(image));
    expect(blocks.map(({ top, bottom }) => `${top}–${bottom}`)).toHaveLength(3);
    const [name, title, tagline] = blocks as [TextBlock, TextBlock, TextBlock];
    expect(name.pixels, "site name").toBeGreaterThan(500);
    expect(tagline.pixels, "tagline").toBeGreaterThan(500);
    // The title in solid white strokes (a short one such as "About Us" has over 6,000 such pixels), at least as tall
    // as a line at the smallest size (its letters stand about 30 pixels tall).
    expect(title.white, "white title pixels").toBeGreaterThan(2000);
    expect(title.bottom - title.top, "title height").toBeGreaterThanOrEqual(28);
    expect(name.white + tagline.white, "white outside the title").toBeLessThan(title.white / 10);
  });

  it("draws the orange circle whole, with nothing cut out of it", async () => {
    const image = await raster(imagePath);
    const edge = panelEdge(image);
    const centreHeight = orangeHeight(image, edge);
    expect(centreHeight).toBeGreaterThan(40);
    // Centred on the edge, so the two halves mirror each other, whatever lies behind them.
    for (const offset of [15, 30, 45, 60]) {
      expect(Math.abs(orangeHeight(image, edge + offset) - orangeHeight(image, edge - offset)), `±${offset}`).toBeLessThanOrEqual(2);
    }
  });
});

describe("Telugu titles on sharing images", () => {
  const root = path.resolve(import.meta.dirname, "..", "..");
  process.env.FONTCONFIG_FILE = path.join(root, "scripts", "og", "fonts.conf");

  /** Text drawn the way scripts/postbuild.mjs draws it: Pango with the bundled font file, HarfBuzz shaping. */
  async function drawn(text: string) {
    const { data, info } = await sharp({
      text: {
        text: `<span lang="te">${text}</span>`,
        font: "Noto Sans Telugu, DejaVu Sans 40px",
        fontfile: path.join(root, "scripts", "og", "fonts", "NotoSansTelugu-Regular.ttf"),
        rgba: true,
      },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width };
  }

  it("draws Telugu with the bundled font, shaped: a conjunct is one cluster, not boxes", async () => {
    // క్ష is క + virama + ష. Shaped with a Telugu font it is one letter with a small ష below (narrower than కష,
    // two full letters); without one, Pango draws three boxes, wider than the two boxes of కష.
    const conjunct = await drawn("క్ష");
    const twoLetters = await drawn("కష");
    expect(conjunct.width).toBeLessThan(twoLetters.width * 0.7);
  });

  it("gives every Telugu page its own sharing image", () => {
    const telugu = images.filter((image) => image.startsWith("/og/te"));
    expect(telugu.length).toBeGreaterThan(20);
  });
});
